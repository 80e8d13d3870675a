import type { RegisterValues } from '@huashi/domain';
import { Button } from '../Button';
import { Input } from '../Input';
import { SmsCodeButton } from '../SmsCodeButton';
import { StyledAccountForm, StyledFormLinks, StyledServerError } from '../internal/formStyles';
import { phoneForCode } from '../internal/smsPhone';
import { useRegisterForm } from './useRegisterForm';

export type RegisterFormProps = {
  onSubmit: (values: RegisterValues) => void | Promise<void>;
  /** Called with a checked phone when the buyer asks for a code. */
  onSendCode: (phone: string) => void;
  /** Seconds until another code may be sent (0 = ready). */
  codeSecondsLeft: number;
  codeSending?: boolean;
  codeSent?: boolean;
  /** A request is under way: the button shows progress and refuses a second submit. */
  pending?: boolean;
  serverError?: string;
  /** /upNew shows the password as plain text (§2). */
  passwordVisible?: boolean;
  /** Invite code taken from the link (?code); shown read-only when given. */
  inviteCode?: string;
  /** Shows an optional invite-code field when no code came with the link. */
  showInviteCode?: boolean;
  defaultPhone?: string;
  onLogin?: () => void;
  submitLabel?: string;
};

/**
 * Registration (§5): phone, SMS code, password 6–16, nickname ≤ 16; invite code optional. Fields carry no maxlength
 * so that a pasted over-long value gets the spec's message instead of being cut silently.
 */
export function RegisterForm({
  onSubmit,
  onSendCode,
  codeSecondsLeft,
  codeSending = false,
  codeSent = false,
  pending = false,
  serverError,
  passwordVisible = false,
  inviteCode,
  showInviteCode = false,
  defaultPhone = '',
  onLogin,
  submitLabel = '注册',
}: RegisterFormProps) {
  const { register, handleSubmit, formState, getValues, setError, clearErrors } = useRegisterForm({
    phone: defaultPhone,
    inviteCode: inviteCode ?? '',
  });
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
      aria-label="注册"
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
        placeholder="请输入手机号"
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
        label="密码"
        type={passwordVisible ? 'text' : 'password'}
        placeholder="请输入6-16位密码"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Input
        label="昵称"
        placeholder="请输入昵称，如店名"
        autoComplete="nickname"
        error={errors.userName?.message}
        {...register('userName')}
      />
      {inviteCode ? (
        <Input label="邀请码" readOnly {...register('inviteCode')} />
      ) : showInviteCode ? (
        <Input label="邀请码（选填）" placeholder="没有可不填" maxLength={32} {...register('inviteCode')} />
      ) : null}
      {serverError ? <StyledServerError role="alert">{serverError}</StyledServerError> : null}
      <Button type="submit" variant="primary" size="lg" block loading={pending}>
        {submitLabel}
      </Button>
      {onLogin ? (
        <StyledFormLinks>
          <span />
          <Button type="button" variant="link" onClick={onLogin}>
            已有账号？去登录
          </Button>
        </StyledFormLinks>
      ) : null}
    </StyledAccountForm>
  );
}
