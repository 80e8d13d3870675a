import { BUYER_MANAGER_LIMITS, buyerManagerSchema, type BuyerManagerValues } from '@huashi/domain';
import { FormDialog, type DialogFormProps } from '../../primitives/Dialog';
import { FormInput } from '../../internal/FormField';
import { SummaryList } from '../../internal/summaryList';
import { buyerName } from '../buyerName';
import { useDialogForm } from '../../internal/useDialogForm';

/** The server's refusal is e.g. 没有修改 when it is the same manager. */
export type BuyerManagerDialogProps = DialogFormProps<BuyerManagerValues> & {
  /** The buyer whose manager is set, with the manager they have now ('' none); null: closed. */
  buyer: { nickName: string; accountNo: string; managerName: string; managerPhone: string } | null;
};

/**
 * 设置客户经理 (客服, 管理员; issue 26): the customer manager's name and phone (a mobile, or a landline with its area
 * code), both or neither — both cleared takes the manager away. The buyer's 联系我们 shows them.
 */
export function BuyerManagerDialog({ buyer, onSubmit, ...dialog }: BuyerManagerDialogProps) {
  const open = buyer !== null;
  const managerName = buyer?.managerName ?? '';
  const managerPhone = buyer?.managerPhone ?? '';
  // Every opening starts from the manager the buyer has now.
  const { control, handleSubmit } = useDialogForm<BuyerManagerValues>({
    open,
    subject: [managerName, managerPhone],
    defaults: { managerName, managerPhone },
    schema: buyerManagerSchema,
  });

  return (
    <FormDialog {...dialog} open={open} title="设置客户经理" formId="buyer-manager" onSubmit={handleSubmit(onSubmit)}>
      {buyer ? (
        <>
          <SummaryList>
            <dt>买家</dt>
            <dd>{buyerName(buyer)}</dd>
          </SummaryList>
          <FormInput
            control={control}
            name="managerName"
            label="客户经理姓名"
            placeholder="如 周敏"
            autoComplete="off"
            maxLength={BUYER_MANAGER_LIMITS.nameMax}
          />
          <FormInput
            control={control}
            name="managerPhone"
            label="客户经理电话"
            placeholder="手机号，或带区号的座机如 0871-67328888"
            inputMode="tel"
            autoComplete="off"
            maxLength={BUYER_MANAGER_LIMITS.phoneMax}
            hint="买家在「联系我们」中看到姓名和电话；两项都清空即取消客户经理"
          />
        </>
      ) : null}
    </FormDialog>
  );
}
