import {
  ADJUST_DIRECTION_CODES,
  ADJUST_DIRECTIONS,
  BUYER_ADJUST_LIMITS,
  adjustDeltaFen,
  balanceAdjustSchema,
  checkAdjustAmount,
  formatPrice,
  isAdjustDirection,
  usableFen,
  type AdjustDirection,
  type BalanceAdjustValues,
} from '@huashi/domain';
import { useWatch } from 'react-hook-form';
import { FormDialog, type DialogFormProps } from '../../primitives/Dialog';
import { FormInput, FormSelect } from '../../internal/FormField';
import { useDialogForm } from '../../internal/useDialogForm';
import { SummaryList } from '../../internal/summaryList';
import { buyerName } from '../buyerName';

/** The server's refusal is e.g. 调整后可用余额不能为负 after another debit. */
export type BalanceAdjustDialogProps = DialogFormProps<BalanceAdjustValues> & {
  /** The buyer being adjusted; null: closed. */
  buyer: { nickName: string; accountNo: string; balanceFen: number; frozenFen: number } | null;
  /** The direction chosen by the button that opened the dialog. */
  direction: AdjustDirection;
};

const DIRECTION_OPTIONS = ADJUST_DIRECTION_CODES.map((code) => ({ value: code, label: ADJUST_DIRECTIONS[code].name }));

/**
 * 调整余额 (财务, 管理员): direction, an amount in yuan and a mandatory reason (e.g. 柜台现金付款). A debit may take
 * only the usable balance; the dialog shows the balance after the change before it is confirmed.
 */
export function BalanceAdjustDialog({ buyer, direction, onSubmit, ...dialog }: BalanceAdjustDialogProps) {
  const context = buyer ? { balanceFen: buyer.balanceFen, frozenFen: buyer.frozenFen } : {};
  const open = buyer !== null;
  // Every opening starts empty, in the direction of the button pressed.
  const { handleSubmit, control } = useDialogForm<BalanceAdjustValues>({
    open,
    subject: direction,
    defaults: { direction, amount: '', reason: '' },
    schema: balanceAdjustSchema,
    // The resolver hands the form's context to the schema: a debit is checked against the usable balance.
    context,
  });

  const [chosen, typed] = useWatch({ control, name: ['direction', 'amount'] });
  const amount = checkAdjustAmount(typed ?? '');
  const after = buyer && amount.ok && isAdjustDirection(chosen) ? buyer.balanceFen + adjustDeltaFen(chosen, amount.fen) : null;

  return (
    <FormDialog {...dialog} open={open} title="调整余额" formId="balance-adjust" onSubmit={handleSubmit(onSubmit)} submitLabel="确认调整">
      {buyer ? (
        <>
          <SummaryList>
            <dt>买家</dt>
            <dd>{buyerName(buyer)}</dd>
            <dt>账户余额</dt>
            <dd>{formatPrice(buyer.balanceFen)}</dd>
            <dt>可用余额</dt>
            <dd>{formatPrice(usableFen(buyer.balanceFen, buyer.frozenFen))}</dd>
            {after !== null ? (
              <>
                <dt>调整后余额</dt>
                <dd>{formatPrice(after)}</dd>
              </>
            ) : null}
          </SummaryList>
          <FormSelect control={control} name="direction" label="调整方向" options={DIRECTION_OPTIONS} />
          <FormInput control={control} name="amount" label="金额（元）" inputMode="decimal" autoComplete="off" placeholder="如 100.00" />
          <FormInput
            control={control}
            name="reason"
            label="调整原因"
            placeholder="如 柜台现金付款"
            maxLength={BUYER_ADJUST_LIMITS.reasonMax}
            showCount
            hint="必填，买家的资金流水中会显示此原因"
          />
        </>
      ) : null}
    </FormDialog>
  );
}
