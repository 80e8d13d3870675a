import { canConfirmReceipt, MESSAGES, orderStatusLabel, showsDeliveryMethod, type AfterSalesActionKey } from '@huashi/domain';
import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { CostBlock, type OrderSumView } from '../CostBlock';
import { OrderItemHeader, OrderItemRow, type OrderItemView } from '../OrderItemRow';
import { AfterSalesDeadline } from '../../../internal/afterSalesDeadline';
import { itemAfterSalesAction } from '../../../internal/orderMoney';
import { OrderTags } from '../../../internal/orderTags';
import { numericText } from '../../../internal/numericText';
import { media } from '../../../theme/media';
import { vars } from '../../../theme/vars';
import { SummaryList } from '../../../internal/summaryList';
import { column, wrappingRow } from '../../../internal/flex';
import { cardSurface } from '../../../internal/cardSurface';

/** The order main fields of /orderdetail (§3). */
export type OrderDetailMainView = {
  mainId: number;
  orderNo: string;
  createTime: string;
  rcvUser: string;
  rcvPhone: string;
  rcvPname: string;
  rcvCname: string;
  rcvZname: string;
  rcvAddress: string;
  deliveryTypeStr: string;
  deliveryType: number;
  deliveryName: string;
  logisName: string;
  logisNumber: string;
  orderNotice: string;
  status: number;
  showTime: string;
  confirmTime?: string;
  /** Issue 18: the order waits for payment (待付款); 去付款 pays it. */
  unpaid?: boolean;
  /** Issue 18: a market operator placed it for the buyer (代下单). */
  agentPlaced?: boolean;
  /** Every item of it was cancelled: its status reads 已撤销. */
  cancelled?: boolean;
};

export type OrderDetailProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  main: OrderDetailMainView;
  list: readonly OrderItemView[];
  sumData: OrderSumView;
  /** 确认收货 (offered at status 4); the page asks for confirmation first. */
  onConfirmReceipt: () => void;
  confirmPending?: boolean;
  onBackOrder?: (item: OrderItemView) => void;
  backPendingItemId?: number | null;
  onAfterSales?: (item: OrderItemView, action: AfterSalesActionKey) => void;
  /**
   * The server's clock (epoch ms): 申请售后 is offered only while a claim is allowed by it (8 hours after receipt), and a
   * delivered order says 售后截止 MM-DD HH:mm or 售后已截止 by it (issue 26).
   */
  now?: number;
  /** 去付款 of an unpaid order (the page asks for confirmation first). */
  onPay?: () => void;
  paying?: boolean;
  /** Issue 32: 再来一单 — the order's lines matched to today's lots on the review sheet (the button shows when given). */
  onReorder?: () => void;
};

const StyledDetail = styled.article`
  ${column(vars.space[4])}
`;

const StyledSection = styled.section`
  ${cardSurface}
`;

const StyledHead = styled.div`
  ${wrappingRow(vars.space[4])}
  padding: ${vars.space[3]} ${vars.space[4]};
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.divider};
`;

const StyledTitle = styled.h2`
  margin: ${vars.space[0]};
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.medium};
`;

const StyledStatus = styled.strong<{ $unpaid?: boolean; $cancelled?: boolean }>`
  margin-left: auto;
  font-size: ${vars.font.size.lg};
  color: ${(p) => (p.$cancelled ? vars.color.textSecondary : p.$unpaid ? vars.color.danger : vars.color.primary)};
`;

/** The receiver's phone: our link colour (tap to call on a phone), never the browser's blue underline. */
const StyledPhone = styled.a`
  ${numericText}
  color: ${vars.color.primary};
  text-decoration: none;

  &:hover {
    color: ${vars.color.primaryHover};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    border-radius: ${vars.radius.sm};
    box-shadow: ${vars.shadow.focus};
  }
`;

/** A wide field starts its own row (label in the first column) and takes the rest of it. */
const StyledWideLabel = styled.dt`
  grid-column: 1;

  ${media.phone} {
    grid-column: 1;
  }
`;

const StyledWide = styled.dd`
  grid-column: 2 / -1;

  ${media.phone} {
    grid-column: 2;
  }
`;

const StyledFoot = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${vars.space[4]};
`;

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <>
      {wide ? <StyledWideLabel>{label}</StyledWideLabel> : <dt>{label}</dt>}
      {wide ? <StyledWide>{children}</StyledWide> : <dd>{children}</dd>}
    </>
  );
}

/**
 * /orderdetail (§2): order number, time, receiving address, receiver, delivery setting, delivery method (only
 * when the delivery type is above 1), logistics company and number, note, status text, the items and the cost
 * block; 确认收货 while the order is shipped (4); a delivered order's after-sales deadline (售后截止 …, or 售后已截止;
 * issue 26) beside the status. Issue 18: 代下单 by the title; unpaid, the status reads 待付款 (not
 * 订单配货中), the cost block 应付金额 (not 实付金额) and 去付款 is offered.
 */
export function OrderDetail({
  main,
  list,
  sumData,
  onConfirmReceipt,
  confirmPending = false,
  onBackOrder,
  backPendingItemId = null,
  onAfterSales,
  now,
  onPay,
  paying = false,
  onReorder,
  ...rest
}: OrderDetailProps) {
  const address = `${main.rcvPname}${main.rcvCname}${main.rcvZname}${main.rcvAddress}`;
  return (
    <StyledDetail aria-label={`订单详情 ${main.orderNo}`} {...rest}>
      <StyledSection>
        <StyledHead>
          <StyledTitle>订单信息</StyledTitle>
          <OrderTags agentPlaced={main.agentPlaced} />
          <StyledStatus $unpaid={main.unpaid} $cancelled={main.cancelled}>
            {orderStatusLabel(main.status, main) ?? ''}
          </StyledStatus>
          <AfterSalesDeadline main={main} now={now} />
        </StyledHead>
        <SummaryList $variant="pairs">
          <Field label="订单号">{main.orderNo}</Field>
          <Field label="下单时间">{main.createTime}</Field>
          <Field label="收货地址" wide>
            {address}
          </Field>
          <Field label="收货人">
            {main.rcvUser} {main.rcvPhone ? <StyledPhone href={`tel:${main.rcvPhone}`}>{main.rcvPhone}</StyledPhone> : null}
          </Field>
          <Field label="配送设置">{main.deliveryTypeStr || '—'}</Field>
          {showsDeliveryMethod(main.deliveryType) ? <Field label="配送方式">{main.deliveryName || '—'}</Field> : null}
          <Field label="物流公司">{main.logisName || '—'}</Field>
          <Field label="物流单号">{main.logisNumber || '暂无'}</Field>
          {main.confirmTime ? <Field label="收货时间">{main.confirmTime}</Field> : null}
          <Field label="备注" wide>
            {main.orderNotice || MESSAGES.noRemark}
          </Field>
        </SummaryList>
      </StyledSection>
      <StyledSection>
        <StyledHead>
          <StyledTitle>商品信息</StyledTitle>
        </StyledHead>
        <OrderItemHeader />
        {list.map((item) => (
          <OrderItemRow
            key={item.itemId}
            item={item}
            onBackOrder={onBackOrder}
            backPending={backPendingItemId === item.itemId}
            afterSales={itemAfterSalesAction(main, item, now)}
            onAfterSales={onAfterSales}
          />
        ))}
        <StyledFoot>
          <CostBlock sumData={sumData} unpaid={main.unpaid} />
        </StyledFoot>
      </StyledSection>
      {main.unpaid && onPay ? (
        <StyledFoot>
          <Button variant="primary" size="lg" loading={paying} onClick={onPay}>
            去付款
          </Button>
        </StyledFoot>
      ) : null}
      {canConfirmReceipt(main.status) ? (
        <StyledFoot>
          <Button variant="primary" size="lg" loading={confirmPending} onClick={onConfirmReceipt}>
            确认收货
          </Button>
        </StyledFoot>
      ) : null}
      {onReorder ? (
        <StyledFoot>
          <Button variant="secondary" size="lg" onClick={onReorder}>
            再来一单
          </Button>
        </StyledFoot>
      ) : null}
    </StyledDetail>
  );
}
