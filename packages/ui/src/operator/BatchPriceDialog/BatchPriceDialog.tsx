import {
  OPERATOR_SELECTION_MESSAGE,
  OPERATOR_TOOL_MESSAGES,
  applyPriceChangeFen,
  batchPriceSchema,
  formatYuan,
  parseYuan,
  type BatchPriceValues,
  type Fen,
  type PriceChangeType,
} from '@huashi/domain';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '../../primitives/Dialog';
import { Input } from '../../primitives/Input';
import { Message } from '../../primitives/Message';
import { Select } from '../../primitives/Select';
import { SummaryList } from '../../internal/summaryList';
import { useDialogForm } from '../../internal/useDialogForm';

export type BatchPriceDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The amount per stem in fen and whether it is added or subtracted. */
  onSubmit: (change: { deltaFen: Fen; type: PriceChangeType }) => void | Promise<void>;
  /** Lots (or cart rows) the change applies to; none → 请选择商品 and nothing can be sent. */
  selectedCount: number;
  /** The rows' sale and settlement prices (per stem), to show the lowest price after the change. */
  prices?: readonly { salePriceFen: Fen; settlementPriceFen: Fen }[];
  /**
   * The sign's editDifferAmount permission. With it a reduction stops at each lot's settlement price (结算价); without
   * it at each lot's own sale price (never below the market's price). The dialog says which under the amount.
   */
  canEditCoefficient?: boolean;
  pending?: boolean;
  serverError?: string;
};

const TYPE_OPTIONS: readonly { value: PriceChangeType; label: string }[] = [
  { value: 'add', label: '加价' },
  { value: 'sub', label: '减价' },
];

/**
 * 批量改价: adds to or takes from the sale price (per stem) of every selected row. A price never goes below its lot's
 * settlement price (结算价, issue 26): a reduction larger than the margin leaves that price at the settlement price —
 * the dialog says so and shows the lowest price after (domain applyPriceChangeFen). Without the coefficient
 * permission a reduction stops at each lot's own sale price (the server's rule), and the note under the amount says so
 * instead.
 */
export function BatchPriceDialog({
  open,
  onClose,
  onSubmit,
  selectedCount,
  prices,
  canEditCoefficient = true,
  pending = false,
  serverError,
}: BatchPriceDialogProps) {
  // Every opening starts empty, adding.
  const { register, handleSubmit, formState, control } = useDialogForm<BatchPriceValues>({
    open,
    defaults: { price: '', type: 'add' },
    schema: batchPriceSchema,
  });
  const { errors } = formState;
  const [typed, type] = useWatch({ control, name: ['price', 'type'] });
  const amount = parseYuan(typed ?? '');
  const lowestPriceFen = prices && prices.length > 0 ? Math.min(...prices.map((p) => p.salePriceFen)) : undefined;
  // Without the permission a cut ends at each lot's own sale price, which the dialog does not know: no figure then.
  const after =
    prices && prices.length > 0 && amount.ok && (type === 'add' || (type === 'sub' && canEditCoefficient))
      ? Math.min(...prices.map((p) => applyPriceChangeFen(p.salePriceFen, amount.fen, type, p.settlementPriceFen)))
      : null;
  const none = selectedCount === 0;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="批量改价"
      formId="batch-price"
      onSubmit={handleSubmit((values) => {
        const parsed = parseYuan(values.price);
        if (!none && parsed.ok) void onSubmit({ deltaFen: parsed.fen, type: values.type === 'sub' ? 'sub' : 'add' });
      })}
      submitLabel="确认改价"
      submitDisabled={none}
      pending={pending}
      serverError={serverError}
    >
      {none ? (
        <Message type="warning" role="alert">
          {OPERATOR_SELECTION_MESSAGE}
        </Message>
      ) : (
        <SummaryList>
          <dt>已选商品</dt>
          <dd>{selectedCount} 件</dd>
          {lowestPriceFen !== undefined ? (
            <>
              <dt>最低销售价</dt>
              <dd>{formatYuan(lowestPriceFen)} 元/枝</dd>
            </>
          ) : null}
          {after !== null ? (
            <>
              <dt>改价后最低</dt>
              <dd>{formatYuan(after)} 元/枝</dd>
            </>
          ) : null}
        </SummaryList>
      )}
      <Select label="改价方式" options={TYPE_OPTIONS} error={errors.type?.message} {...register('type')} />
      <Input
        label="金额（元/枝）"
        inputMode="decimal"
        autoComplete="off"
        placeholder="如 1.00"
        hint={canEditCoefficient ? OPERATOR_TOOL_MESSAGES.priceCutSettlementNote : OPERATOR_TOOL_MESSAGES.priceCutFloorNote}
        error={errors.price?.message}
        {...register('price')}
      />
    </FormDialog>
  );
}
