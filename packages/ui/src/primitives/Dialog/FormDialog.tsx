import type { FormEventHandler, ReactNode } from 'react';
import { Banner } from '../Banner';
import { Button } from '../Button';
import type { SpaceToken } from '../../theme/theme';
import { Stack } from '../Stack';
import { Dialog, type DialogSize } from './Dialog';

export type FormDialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The form's accessible name; default the title (a title that is not text must name it). */
  formLabel?: string;
  /** The form's id: the footer's submit button stands outside it and submits it by this id. */
  formId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button's text; default 保存. */
  submitLabel?: ReactNode;
  /** While saving: the submit button spins and 取消 waits. */
  pending?: boolean;
  /** The submit button is off (e.g. while a picture uploads). */
  submitDisabled?: boolean;
  /** The server's refusal, shown under the fields. */
  serverError?: string;
  size?: DialogSize;
  /** The gap between the fields; default 3. */
  gap?: SpaceToken;
  children: ReactNode;
};

/**
 * What a form dialog takes from its page, written once for every one of them: closing, the checked values handed on,
 * the save under way and the server's refusal (e.g. 该账号已存在). Spread the rest into FormDialog after taking
 * `onSubmit` (the form's handleSubmit wraps it).
 */
export type DialogFormProps<V> = Pick<FormDialogProps, 'onClose' | 'pending' | 'serverError'> & {
  onSubmit: (values: V) => void | Promise<void>;
};

/**
 * A dialog holding one form: the fields in a column, the server's refusal under them, and 取消 with the submit
 * button in the footer.
 */
export function FormDialog({
  open,
  onClose,
  title,
  formLabel,
  formId,
  onSubmit,
  submitLabel = '保存',
  pending = false,
  submitDisabled,
  serverError,
  size,
  gap = 3,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size={size}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            取消
          </Button>
          <Button type="submit" form={formId} loading={pending} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate aria-label={formLabel ?? (typeof title === 'string' ? title : undefined)} onSubmit={onSubmit}>
        <Stack gap={gap}>
          {children}
          {serverError ? <Banner tone="error">{serverError}</Banner> : null}
        </Stack>
      </form>
    </Dialog>
  );
}
