import { PASSWORD_PLACEHOLDERS, type RegisterValues } from '@huashi/domain';
import {
  AccountForm,
  FormFooterLink,
  FormSubmit,
  NewPasswordInput,
  PhoneInput,
  sendCodeHandler,
  SmsCodeInput,
  type PhoneCodeFormProps,
} from '../../../internal/AccountFormParts';
import { FormInput } from '../../../internal/FormField';
import { useRegisterForm } from './useRegisterForm';

export type RegisterFormProps = PhoneCodeFormProps<RegisterValues> & {
  /** /upNew shows the password as plain text (§2). */
  passwordVisible?: boolean;
  /** Invite code taken from the link (?code); shown read-only when given. */
  inviteCode?: string;
  /** Shows an optional invite-code field when no code came with the link. */
  showInviteCode?: boolean;
  submitLabel?: string;
};

/**
 * Registration (§5): phone, SMS code, password 6–16, nickname ≤ 16; invite code optional. Fields carry no maxlength
 * so that a pasted over-long value gets the spec's message instead of being cut silently.
 */
export function RegisterForm({
  onSubmit,
  onSendCode,
  pending = false,
  serverError,
  passwordVisible = false,
  inviteCode,
  showInviteCode = false,
  defaultPhone = '',
  onLogin,
  submitLabel = '注册',
  ...code
}: RegisterFormProps) {
  const form = useRegisterForm({ phone: defaultPhone, inviteCode: inviteCode ?? '' });
  const { control, handleSubmit } = form;
  const sendCode = sendCodeHandler(form, onSendCode);

  return (
    <AccountForm label="注册" pending={pending} onSubmit={handleSubmit(onSubmit)}>
      <PhoneInput control={control} name="phone" />
      <SmsCodeInput control={control} name="code" {...code} onSendCode={sendCode} />
      <NewPasswordInput
        control={control}
        name="password"
        label="密码"
        type={passwordVisible ? 'text' : 'password'}
        placeholder={PASSWORD_PLACEHOLDERS.password}
      />
      <FormInput control={control} name="userName" label="昵称" placeholder="请输入昵称，如店名" autoComplete="nickname" />
      {inviteCode ? (
        <FormInput control={control} name="inviteCode" label="邀请码" readOnly />
      ) : showInviteCode ? (
        <FormInput control={control} name="inviteCode" label="邀请码（选填）" placeholder="没有可不填" maxLength={32} />
      ) : null}
      <FormSubmit serverError={serverError} pending={pending}>
        {submitLabel}
      </FormSubmit>
      <FormFooterLink onClick={onLogin}>已有账号？去登录</FormFooterLink>
    </AccountForm>
  );
}
