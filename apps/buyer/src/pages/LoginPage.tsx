import { ApiError } from '@huashi/api';
import { readQuery, type LoginValues } from '@huashi/domain';
import { LoginForm, Tabs, UnderConstruction, useMessage, vars } from '@huashi/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { useAuth } from '../auth';
import { encryptPassword } from '../crypto';
import { account } from '../session';

const TABS = [
  { key: '1', label: '登录' },
  { key: '2', label: '注册' },
  { key: '3', label: '忘记密码' },
] as const;

const StyledPage = styled.div`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  background: linear-gradient(135deg, ${vars.color.primarySoft} 0%, ${vars.color.accentSoft} 100%);
`;

const StyledCard = styled.section`
  width: 400px;
  padding: ${vars.space[8]};
  background: ${vars.color.surface};
  border-radius: ${vars.radius.xl};
  box-shadow: ${vars.shadow.md};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
`;

const StyledTitle = styled.h1`
  margin: 0;
  text-align: center;
  font-size: ${vars.font.size.xxl};
`;

/** /login?key=1 log in, 2 register, 3 forgot password (§2). */
export function LoginPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { signIn } = useAuth();
  const message = useMessage();
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const key = readQuery(`?${search}`, 'key') ?? '1';
  const active = Math.max(
    0,
    TABS.findIndex((t) => t.key === key),
  );

  const login = async (values: LoginValues) => {
    setPending(true);
    setServerError(undefined);
    try {
      const { publicKey } = await account.publicKey();
      const result = await account.login({
        userName: values.userName.trim(),
        password: encryptPassword(publicKey, values.password),
        loginOS: 'PC',
        remember: values.remember,
      });
      signIn(result.hxmToken, result.user);
      message.success('登录成功');
      navigate('/', { replace: true });
    } catch (error) {
      setServerError(error instanceof ApiError ? error.msg : '登录失败，请稍后再试');
    } finally {
      setPending(false);
    }
  };

  return (
    <StyledPage>
      <StyledCard>
        <StyledTitle>花市 · 昆明鲜切花批发</StyledTitle>
        <Tabs items={TABS.map((t) => t.label)} active={active} onChange={(i) => navigate(`/login?key=${TABS[i]?.key ?? '1'}`)} />
        {active === 0 ? (
          <LoginForm
            onSubmit={login}
            pending={pending}
            serverError={serverError}
            onRegister={() => navigate('/login?key=2')}
            onForgotPassword={() => navigate('/login?key=3')}
          />
        ) : (
          <UnderConstruction pageName={TABS[active]!.label} path={`/login?key=${key}`} />
        )}
      </StyledCard>
    </StyledPage>
  );
}
