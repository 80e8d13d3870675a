import type { AccountPasswordValues } from '@huashi/domain';
import { Button } from '../Button';
import { Input } from '../Input';
import { SmsCodeButton } from '../SmsCodeButton';
import { StyledAccountForm, StyledFormNote, StyledServerError } from '../internal/formStyles';
import { usePasswordChangeForm } from './usePasswordChangeForm';

export type PasswordChangeFormProps = {
  onSubmit: (values: AccountPasswordValues) => void | Promise<void>;
  /** Sends the code to the account's own phone. */
  onSendCode: () => void;
  /** The account's phone, masked (138****0001), named in the hint. */
  maskedPhone: string;
  codeSecondsLeft: number;
  codeSending?: boolean;
  codeSent?: boolean;
  pending?: boolean;
  serverError?: string;
};

/** /amend (§5): new password 6–12, the SMS code sent to the account's phone, and the confirmation. */
export function PasswordChangeForm({
  onSubmit,
  onSendCode,
  maskedPhone,
  codeSecondsLeft,
  codeSending = false,
  codeSent = false,
  pending = false,
  serverError,
}: PasswordChangeFormProps) {
  const { register, handleSubmit, formState } = usePasswordChangeForm();
  const { errors } = formState;
  return (
    <StyledAccountForm
      noValidate
      aria-label="修改密码"
      onSubmit={(event) => {
        if (pending) {
          event.preventDefault();
          return;
        }
        void handleSubmit(onSubmit)(event);
      }}
    >
      <Input
        label="新密码"
        type="password"
        placeholder="请输入6-12位新密码"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Input
        label="验证码"
        placeholder="请输入验证码"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        hint={`验证码将发送至 ${maskedPhone}`}
        error={errors.code?.message}
        suffix={<SmsCodeButton secondsLeft={codeSecondsLeft} sending={codeSending} sent={codeSent} onSend={onSendCode} />}
        {...register('code')}
      />
      <Input
        label="确认密码"
        type="password"
        placeholder="请再次输入新密码"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <StyledFormNote>修改成功后需要用新密码重新登录。</StyledFormNote>
      {serverError ? <StyledServerError role="alert">{serverError}</StyledServerError> : null}
      <Button type="submit" variant="primary" size="lg" block loading={pending}>
        确认修改
      </Button>
    </StyledAccountForm>
  );
}
