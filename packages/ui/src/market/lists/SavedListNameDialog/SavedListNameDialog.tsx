import { SAVED_LIST_LIMITS, savedListNameSchema, type SavedListNameValues } from '@huashi/domain';
import { FormDialog, type DialogFormProps } from '../../../primitives/Dialog';
import { FormInput } from '../../../internal/FormField';
import { useDialogForm } from '../../../internal/useDialogForm';

export type SavedListNameDialogProps = DialogFormProps<string> & {
  open: boolean;
  /** The dialog's title: 新建清单, 重命名清单, 存为常购清单 …; default 新建清单. */
  title?: string;
  /** The name it starts from (the list's, when renaming); default ''. */
  name?: string;
  /** What the list will hold, under the field (e.g. 购物车中的 3 种商品). */
  hint?: string;
  /** The submit button's text; default 保存. */
  submitLabel?: string;
};

/**
 * The name of a saved list (常购清单): new, renamed, or made from the cart, an order or a product. 1–20 characters
 * (the domain's schema, the same the server checks); the server's refusal (已有同名清单…) under the field, the name
 * typed kept.
 */
export function SavedListNameDialog({
  open,
  title = '新建清单',
  name = '',
  hint,
  submitLabel = '保存',
  onSubmit,
  ...dialog
}: SavedListNameDialogProps) {
  const { control, handleSubmit } = useDialogForm<SavedListNameValues>({
    open,
    subject: name,
    defaults: { name },
    schema: savedListNameSchema,
  });
  return (
    <FormDialog
      {...dialog}
      open={open}
      title={title}
      size="sm"
      formId="saved-list-name"
      submitLabel={submitLabel}
      onSubmit={handleSubmit((values) => onSubmit(values.name.trim()))}
    >
      <FormInput
        control={control}
        name="name"
        label="清单名称"
        placeholder="如：每日玫瑰、周末婚礼"
        maxLength={SAVED_LIST_LIMITS.nameMax + 10}
        hint={hint}
      />
    </FormDialog>
  );
}
