import { SAVED_LIST_LIMITS, savedListNameSchema, type SavedListNameValues } from '@huashi/domain';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
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
 *
 * Decision: the server's refusal is about the name it was sent, so it shows only while the field holds the name it came for.
 * Editing the name hides it: the field's own message (请输入清单名称, 不可超过20个字) then speaks alone, and a valid name
 * shows no error until it is refused in turn (trial of issue 32: after 已有同名清单 then a too-long name, the first
 * message stayed above the second).
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
  const typed = useWatch({ control, name: 'name' });
  // The name the refusal came for: recorded when a new refusal arrives.
  const [refused, setRefused] = useState({ error: dialog.serverError, name: typed });
  if (refused.error !== dialog.serverError) setRefused({ error: dialog.serverError, name: typed });
  return (
    <FormDialog
      {...dialog}
      open={open}
      title={title}
      size="sm"
      formId="saved-list-name"
      submitLabel={submitLabel}
      serverError={refused.name === typed ? dialog.serverError : undefined}
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
