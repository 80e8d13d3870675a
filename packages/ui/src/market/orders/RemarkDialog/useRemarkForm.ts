import { remarkSchema, type RemarkValues } from '@huashi/domain';
import { useDialogForm } from '../../../internal/useDialogForm';

/**
 * The remark form's state, validated by the domain's remarkSchema (the server checks the same); every opening starts
 * from the order's current note.
 */
export function useRemarkForm(open: boolean, notice: string) {
  return useDialogForm<RemarkValues>({ open, subject: notice, defaults: { notice }, schema: remarkSchema });
}
