import { PASSWORD_PLACEHOLDERS, type ForgotPasswordValues } from '@huashi/domain';
import {
  AccountForm,
  ConfirmPasswordInput,
  FormFooterLink,
  FormSubmit,
  NewPasswordInput,
  PhoneInput,
  sendCodeHandler,
  SmsCodeInput,
  type PhoneCodeFormProps,
} from '../../../internal/AccountFormParts';
import { useForgotPasswordForm } from './useForgotPasswordForm';

export type ForgotPasswordFormProps = PhoneCodeFormProps<ForgotPasswordValues>;

/** /login key 3 (§5): phone, SMS code, new password 6–16 and its confirmation. */
export function ForgotPasswordForm({
  onSubmit,
  onSendCode,
  pending = false,
  serverError,
  defaultPhone = '',
  onLogin,
  ...code
}: ForgotPasswordFormProps) {
  const form = useForgotPasswordForm({ phone: defaultPhone });
  const { control, handleSubmit } = form;
  const sendCode = sendCodeHandler(form, onSendCode);

  return (
    <AccountForm label="忘记密码" pending={pending} onSubmit={handleSubmit(onSubmit)}>
      <PhoneInput control={control} name="phone" placeholder="请输入注册手机号" />
      <SmsCodeInput control={control} name="code" {...code} onSendCode={sendCode} />
      <NewPasswordInput control={control} name="password" label="新密码" placeholder={PASSWORD_PLACEHOLDERS.newPassword} />
      <ConfirmPasswordInput control={control} name="confirmPassword" />
      <FormSubmit serverError={serverError} pending={pending}>
        重置密码
      </FormSubmit>
      <FormFooterLink onClick={onLogin}>想起密码了？去登录</FormFooterLink>
    </AccountForm>
  );
}
