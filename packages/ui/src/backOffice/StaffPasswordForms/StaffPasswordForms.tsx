import { yupResolver } from '@hookform/resolvers/yup';
import {
  STAFF_LIMITS,
  staffPasswordSchema,
  staffResetPasswordSchema,
  type StaffPasswordValues,
  type StaffResetPasswordValues,
} from '@huashi/domain';
import { useForm } from 'react-hook-form';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { FormDialog, type DialogFormProps } from '../../primitives/Dialog';
import { Stack } from '../../primitives/Stack';
import { CurrentPasswordInput, NewPasswordInput } from '../../internal/AccountFormParts';
import { STAFF_PASSWORD_HINT } from '../staffFields';
import { useDialogForm } from '../../internal/useDialogForm';

const MAX = STAFF_LIMITS.passwordMax;

export type StaffPasswordFormProps = {
  onSubmit: (values: StaffPasswordValues) => void | Promise<void>;
  pending?: boolean;
  serverError?: string;
  /** Shown after a change went through. */
  done?: boolean;
};

/** One's own password change: the current one, then the new one twice. Other sessions end when it changes. */
export function StaffPasswordForm({ onSubmit, pending = false, serverError, done = false }: StaffPasswordFormProps) {
  const { control, handleSubmit } = useForm<StaffPasswordValues>({
    resolver: yupResolver(staffPasswordSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirm: '' },
  });
  return (
    <form noValidate aria-label="修改密码" onSubmit={handleSubmit(onSubmit)}>
      <Stack gap={3}>
        <CurrentPasswordInput control={control} name="oldPassword" label="原密码" maxLength={MAX} />
        <NewPasswordInput control={control} name="newPassword" label="新密码" maxLength={MAX} hint={STAFF_PASSWORD_HINT} />
        <NewPasswordInput control={control} name="confirm" label="确认新密码" maxLength={MAX} />
        {serverError ? <Banner tone="error">{serverError}</Banner> : null}
        {done ? <Banner tone="success">密码修改成功，其他设备上的登录已退出</Banner> : null}
        <div>
          <Button type="submit" loading={pending}>
            保存新密码
          </Button>
        </div>
      </Stack>
    </form>
  );
}

export type StaffResetPasswordDialogProps = DialogFormProps<string> & {
  /** Whose password is set (null: closed). */
  member: { displayName: string } | null;
};

/** 管理员 sets a new password for a member who forgot theirs; the member's sessions end. */
export function StaffResetPasswordDialog({ member, onSubmit, ...dialog }: StaffResetPasswordDialogProps) {
  // Every opening starts empty: a password typed for someone else never stays in the form.
  const { control, handleSubmit } = useDialogForm<StaffResetPasswordValues>({
    open: member !== null,
    subject: member?.displayName,
    defaults: { password: '' },
    schema: staffResetPasswordSchema,
  });
  return (
    <FormDialog
      {...dialog}
      open={member !== null}
      title={member ? `重置 ${member.displayName} 的密码` : '重置密码'}
      size="sm"
      formId="staff-reset"
      onSubmit={handleSubmit(({ password }) => onSubmit(password))}
      formLabel="重置密码"
      submitLabel="重置"
    >
      <NewPasswordInput
        control={control}
        name="password"
        label="新密码"
        maxLength={MAX}
        hint={`${STAFF_PASSWORD_HINT}；对方的登录将全部退出`}
      />
    </FormDialog>
  );
}
