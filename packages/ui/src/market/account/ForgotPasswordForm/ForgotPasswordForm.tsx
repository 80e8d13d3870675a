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
  type SmsFormStateProps,
} from '../../../internal/AccountFormParts';
import { useForgotPasswordForm } from './useForgotPasswordForm';

export type ForgotPasswordFormProps = SmsFormStateProps & {
  onSubmit: (values: ForgotPasswordValues) => void | Promise<void>;
  /** Called with a checked phone when the buyer asks for a code. */
  onSendCode: (phone: string) => void;
  defaultPhone?: string;
  onLogin?: () => void;
};

/** /login key 3 (§5): phone, SMS code, new password 6–16 and its confirmation. */
export function ForgotPasswordForm({
  onSubmit,
  onSendCode,
  codeSecondsLeft,
  codeSending = false,
  codeSent = false,
  pending = false,
  serverError,
  defaultPhone = '',
  onLogin,
}: ForgotPasswordFormProps) {
  const form = useForgotPasswordForm({ phone: defaultPhone });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  const sendCode = sendCodeHandler(form, onSendCode);

  return (
    <AccountForm label="忘记密码" pending={pending} onSubmit={handleSubmit(onSubmit)}>
      <PhoneInput placeholder="请输入注册手机号" error={errors.phone?.message} {...register('phone')} />
      <SmsCodeInput
        codeSecondsLeft={codeSecondsLeft}
        codeSending={codeSending}
        codeSent={codeSent}
        onSendCode={sendCode}
        error={errors.code?.message}
        {...register('code')}
      />
      <NewPasswordInput
        label="新密码"
        placeholder={PASSWORD_PLACEHOLDERS.newPassword}
        error={errors.password?.message}
        {...register('password')}
      />
      <ConfirmPasswordInput error={errors.confirmPassword?.message} {...register('confirmPassword')} />
      <FormSubmit serverError={serverError} pending={pending}>
        重置密码
      </FormSubmit>
      <FormFooterLink onClick={onLogin}>想起密码了？去登录</FormFooterLink>
    </AccountForm>
  );
}
