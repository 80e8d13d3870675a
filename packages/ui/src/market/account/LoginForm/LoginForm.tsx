import { AUTH_MESSAGES, type LoginValues } from '@huashi/domain';
import { useEffect } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import {
  AccountForm,
  CurrentPasswordInput,
  FormFooterLink,
  FormSubmit,
  SmsCodeInput,
  type SmsCodeState,
} from '../../../internal/AccountFormParts';
import { FormInput } from '../../../internal/FormField';
import { useLoginForm } from './useLoginForm';

export type LoginFormProps = {
  onSubmit: (values: LoginValues) => void | Promise<void>;
  /** A request is under way: the button shows progress and refuses a second submit. */
  pending?: boolean;
  /** Prefills the phone (e.g. the remembered one). */
  defaultUserName?: string;
  defaultRemember?: boolean;
  /** The server's refusal, shown above the button. */
  serverError?: string;
  onRegister?: () => void;
  onForgotPassword?: () => void;
  /**
   * The server asked for an SMS code (the account had many failed logins): a 验证码 field with its send button shows
   * and is required.
   */
  codeRequired?: boolean;
  /** Called with the typed phone or account number when the buyer asks for the login code. */
  onSendCode?: (userName: string) => void;
} & Partial<SmsCodeState>;

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

export function LoginForm({
  onSubmit,
  pending = false,
  defaultUserName = '',
  defaultRemember = false,
  serverError,
  onRegister,
  onForgotPassword,
  codeRequired = false,
  onSendCode,
  codeSecondsLeft = 0,
  ...code
}: LoginFormProps) {
  const { register, control, handleSubmit, setValue, getValues, setError, clearErrors } = useLoginForm({
    userName: defaultUserName,
    remember: defaultRemember,
    codeRequired,
  });
  useEffect(() => setValue('codeRequired', codeRequired), [codeRequired, setValue]);
  const sendCode = () => {
    const userName = getValues('userName').trim();
    if (!userName) {
      setError('userName', { type: 'sendCode', message: AUTH_MESSAGES.phoneFirst });
      return;
    }
    clearErrors('userName');
    onSendCode?.(userName);
  };
  return (
    <AccountForm label="登录" pending={pending} onSubmit={handleSubmit(onSubmit)}>
      <FormInput
        control={control}
        name="userName"
        label="手机号"
        placeholder="请输入手机号或账号"
        autoComplete="username"
        inputMode="tel"
        maxLength={20}
      />
      <CurrentPasswordInput control={control} name="password" label="密码" placeholder="请输入密码" maxLength={16} />
      {codeRequired ? (
        <SmsCodeInput
          control={control}
          name="code"
          codeSecondsLeft={codeSecondsLeft}
          {...code}
          onSendCode={sendCode}
          hint="验证码将发送至账号绑定的手机"
        />
      ) : null}
      <StyledRow>
        <Checkbox label="记住密码" {...register('remember')} />
        {onForgotPassword ? (
          <Button type="button" variant="link" onClick={onForgotPassword}>
            忘记密码
          </Button>
        ) : null}
      </StyledRow>
      <FormSubmit serverError={serverError} pending={pending}>
        登录
      </FormSubmit>
      <FormFooterLink onClick={onRegister}>还没有账号？立即注册</FormFooterLink>
    </AccountForm>
  );
}
