import { carrierByName, FULFILMENT_CARRIERS, isSelfPickup, shipFormSchema, type ShipFormValues } from '@huashi/domain';
import styled from 'styled-components';
import { FormDialog } from '../../primitives/Dialog';
import { Input } from '../../primitives/Input';
import { Select } from '../../primitives/Select';
import { numericText } from '../../internal/numericText';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';
import { useDialogForm } from '../../internal/useDialogForm';

/** An order to ship: its way (1 self-pickup, 2 agent collection) and the company the buyer's address asked for. */
export type ShipOrderData = {
  mainId: number;
  orderNo: string;
  buyerName: string;
  deliveryType: number;
  /** The buyer's address's logistics company (free text), used to preselect the company. */
  logisName: string;
};

export type ShipDialogProps = {
  open: boolean;
  orders: readonly ShipOrderData[];
  onClose: () => void;
  onSubmit: (values: ShipFormValues) => void | Promise<void>;
  pending?: boolean;
  /** The server's refusals by order id (e.g. 订单状态已变化，请刷新), shown on the order's line. */
  refusals?: Readonly<Record<number, string>>;
  serverError?: string;
};

const CARRIER_OPTIONS = FULFILMENT_CARRIERS.map((carrier) => ({ value: carrier.code, label: carrier.name }));

const StyledLine = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1.2fr);
  gap: ${vars.space[3]};
  align-items: start;
  margin: ${vars.space[0]};
  padding: ${vars.space[3]} ${vars.space[0]};
  border: none;
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.divider};
  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledOrder = styled.legend`
  float: left;
  padding: ${vars.space[0]};
  font-size: ${vars.font.size.md};
  color: ${vars.color.text};
  span {
    display: block;
    ${numericText}
    font-size: ${vars.font.size.sm};
    color: ${vars.color.textSecondary};
  }
`;

const StyledNote = styled.p`
  grid-column: 2 / -1;
  margin: ${vars.space[0]};
  align-self: center;
  color: ${vars.color.textSecondary};
  ${media.phone} {
    grid-column: auto;
  }
`;

const StyledRefusal = styled.p`
  grid-column: 1 / -1;
  margin: ${vars.space[0]};
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
`;

function initialValues(orders: readonly ShipOrderData[]): ShipFormValues {
  return {
    lines: orders.map((order) => ({
      mainId: order.mainId,
      deliveryType: order.deliveryType,
      carrierCode: isSelfPickup(order.deliveryType) ? '' : (carrierByName(order.logisName)?.code ?? ''),
      trackingNumber: '',
    })),
  };
}

/**
 * 发货: one line per selected order — an agent-collection order needs a logistics company and its tracking number
 * (the message shows next to the field); a self-pickup order needs nothing and is handed over at the market.
 */
export function ShipDialog({ open, orders, onClose, onSubmit, pending = false, refusals = {}, serverError }: ShipDialogProps) {
  // Each opening starts from the orders chosen now. A refetch of the same orders (the desk refreshes while the dialog
  // is open) hands in new objects of the same lines: that must not wipe a company or tracking number being typed, so
  // the form starts over only when it opens or its lines themselves change.
  const { register, handleSubmit, formState } = useDialogForm<ShipFormValues>({
    open,
    subject: orders.map((order) => `${order.mainId}:${order.deliveryType}:${order.logisName}`),
    defaults: initialValues(orders),
    schema: shipFormSchema,
  });
  const { errors } = formState;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="lg"
      title={`发货（${orders.length}个订单）`}
      formId="ship-orders"
      onSubmit={handleSubmit(onSubmit)}
      formLabel="发货"
      submitLabel="确认发货"
      pending={pending}
      submitDisabled={orders.length === 0}
      serverError={serverError}
      gap={2}
    >
      {orders.length === 0 ? <StyledNote role="status">没有选中的订单：请先在订单列表中勾选要发货的订单</StyledNote> : null}
      {orders.map((order, i) => {
        const line = errors.lines?.[i];
        const refusal = refusals[order.mainId];
        return (
          <StyledLine key={order.mainId} aria-label={`订单 ${order.orderNo}`}>
            <StyledOrder>
              {order.buyerName}
              <span>{order.orderNo}</span>
            </StyledOrder>
            {isSelfPickup(order.deliveryType) ? (
              <StyledNote>自提订单，无需物流单号</StyledNote>
            ) : (
              <>
                <Select
                  label="物流公司"
                  placeholder="请选择物流公司"
                  options={CARRIER_OPTIONS}
                  error={line?.carrierCode?.message}
                  {...register(`lines.${i}.carrierCode`)}
                />
                <Input
                  label="物流单号"
                  autoComplete="off"
                  maxLength={30}
                  error={line?.trackingNumber?.message}
                  {...register(`lines.${i}.trackingNumber`)}
                />
              </>
            )}
            {refusal ? <StyledRefusal role="alert">{refusal}</StyledRefusal> : null}
          </StyledLine>
        );
      })}
    </FormDialog>
  );
}
