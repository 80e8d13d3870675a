import type { ForgotPasswordValues } from '@huashi/domain';
import { Button } from '../Button';
import { Input } from '../Input';
import { phoneForCode } from '../internal/smsPhone';
import { SmsCodeButton } from '../SmsCodeButton';
import { StyledAccountForm, StyledFormLinks, StyledServerError } from '../internal/formStyles';
import { useForgotPasswordForm } from './useForgotPasswordForm';

export type ForgotPasswordFormProps = {
  onSubmit: (values: ForgotPasswordValues) => void | Promise<void>;
  /** Called with a checked phone when the buyer asks for a code. */
  onSendCode: (phone: string) => void;
  codeSecondsLeft: number;
  codeSending?: boolean;
  codeSent?: boolean;
  pending?: boolean;
  serverError?: string;
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
  const { register, handleSubmit, formState, getValues, setError, clearErrors } = useForgotPasswordForm({ phone: defaultPhone });
  const { errors } = formState;

  const sendCode = () => {
    const check = phoneForCode(getValues('phone'));
    if (!check.ok) {
      setError('phone', { type: 'sendCode', message: check.message });
      return;
    }
    clearErrors('phone');
    onSendCode(check.phone);
  };

  return (
    <StyledAccountForm
      noValidate
      aria-label="忘记密码"
      onSubmit={(event) => {
        if (pending) {
          event.preventDefault();
          return;
        }
        void handleSubmit(onSubmit)(event);
      }}
    >
      <Input
        label="手机号"
        placeholder="请输入注册手机号"
        autoComplete="tel"
        inputMode="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <Input
        label="验证码"
        placeholder="请输入验证码"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        error={errors.code?.message}
        suffix={<SmsCodeButton secondsLeft={codeSecondsLeft} sending={codeSending} sent={codeSent} onSend={sendCode} />}
        {...register('code')}
      />
      <Input
        label="新密码"
        type="password"
        placeholder="请输入6-16位新密码"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Input
        label="确认密码"
        type="password"
        placeholder="请再次输入新密码"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {serverError ? <StyledServerError role="alert">{serverError}</StyledServerError> : null}
      <Button type="submit" variant="primary" size="lg" block loading={pending}>
        重置密码
      </Button>
      {onLogin ? (
        <StyledFormLinks>
          <span />
          <Button type="button" variant="link" onClick={onLogin}>
            想起密码了？去登录
          </Button>
        </StyledFormLinks>
      ) : null}
    </StyledAccountForm>
  );
}
