import type { LoginValues } from '@huashi/domain';
import styled from 'styled-components';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Input } from '../Input';
import { vars } from '../theme';
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

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  width: 100%;
`;

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const StyledServerError = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
`;

const StyledLinks = styled.div`
  display: flex;
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
    <StyledForm
      noValidate
      aria-label="登录"
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
      {serverError ? <StyledServerError role="alert">{serverError}</StyledServerError> : null}
      <Button type="submit" variant="primary" size="lg" block loading={pending}>
        登录
      </Button>
      {onRegister ? (
        <StyledLinks>
          <span />
          <Button type="button" variant="link" onClick={onRegister}>
            还没有账号？立即注册
          </Button>
        </StyledLinks>
      ) : null}
    </StyledForm>
  );
}
