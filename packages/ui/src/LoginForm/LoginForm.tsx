import type { LoginValues } from '@huashi/domain';
import styled from 'styled-components';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Input } from '../Input';
import { AccountForm, FormFooterLink, FormSubmit } from '../internal/AccountFormParts';
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
};

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
}: LoginFormProps) {
  const { register, handleSubmit, formState } = useLoginForm({ userName: defaultUserName, remember: defaultRemember });
  const { errors } = formState;
  return (
    <AccountForm label="登录" pending={pending} onSubmit={handleSubmit(onSubmit)}>
      <Input
        label="手机号"
        placeholder="请输入手机号或账号"
        autoComplete="username"
        inputMode="tel"
        maxLength={20}
        error={errors.userName?.message}
        {...register('userName')}
      />
      <Input
        label="密码"
        type="password"
        placeholder="请输入密码"
        autoComplete="current-password"
        maxLength={16}
        error={errors.password?.message}
        {...register('password')}
      />
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
