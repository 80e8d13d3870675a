import { loginNeedsCode, type LoginResult } from '@huashi/api';
import {
  afterLoginPath,
  readQuery,
  RETURN_QUERY,
  withQuery,
  type ForgotPasswordValues,
  type LoginValues,
  type RegisterValues,
  MESSAGES,
} from '@huashi/domain';
import { Card, ForgotPasswordForm, LoginForm, Page, RegisterForm, Tabs, useMessage } from '@huashi/ui';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { registerBuyer, sendRegCode, serverCipher, useCodeSender, useFormSubmit, useSmsCountdown } from '../accountHelpers';
import { useAuth } from '../auth';
import { rememberedLogin } from '../browserSession';
import { account } from '../session';

const TABS = [
  { key: '1', label: '登录' },
  { key: '2', label: '注册' },
  { key: '3', label: '忘记密码' },
] as const;

/**
 * /login?key=1 log in, 2 register, 3 forgot password (§2); &from= the page to come back to after logging in (this app's
 * paths only, else home: the app leads an account that is not opened on to /dredge).
 */
export function LoginPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { signIn } = useAuth();
  const message = useMessage();
  const { pending, serverError, setServerError, submitting } = useFormSubmit();
  const { codeProps } = useCodeSender();
  const regCountdown = useSmsCountdown('reg');
  const resetCountdown = useSmsCountdown('reset');
  const loginCountdown = useSmsCountdown('login');
  /** The server asked for the SMS code (the account had many failed logins). */
  const [codeRequired, setCodeRequired] = useState(false);
  const [rememberedPhone] = useState(() => rememberedLogin.read());
  const key = readQuery(`?${search}`, 'key') ?? '1';
  const active = Math.max(
    0,
    TABS.findIndex((t) => t.key === key),
  );

  const switchTo = (index: number) => {
    setServerError(undefined);
    navigate(withQuery('/login', { key: TABS[index]?.key ?? '1', [RETURN_QUERY]: readQuery(`?${search}`, RETURN_QUERY) }));
  };

  const enter = (result: LoginResult, remember: boolean) => {
    signIn(result.hxmToken, result.user, remember);
    navigate(afterLoginPath(`?${search}`), { replace: true });
  };

  const login = (values: LoginValues) =>
    submitting(async () => {
      const cipher = await serverCipher();
      const userName = values.userName.trim();
      const body = { userName, password: cipher.encrypt(values.password), loginOS: 'PC', remember: values.remember };
      const result = await account.login(codeRequired ? { ...body, code: values.code.trim() } : body).catch((error: unknown) => {
        if (loginNeedsCode(error)) setCodeRequired(true);
        throw error;
      });
      if (values.remember) rememberedLogin.save(userName);
      else rememberedLogin.forget();
      message.success(MESSAGES.loginSuccess);
      enter(result, values.remember);
    }, '登录失败，请稍后再试');

  const register = (values: RegisterValues) =>
    submitting(async () => {
      const result = await registerBuyer(values);
      message.success(MESSAGES.registerSuccess);
      enter(result, false);
    }, '注册失败，请稍后再试');

  const resetPassword = (values: ForgotPasswordValues) =>
    submitting(async () => {
      const cipher = await serverCipher();
      await account.resetPassword({ phone: values.phone, code: values.code, password: cipher.encrypt(values.password) });
      message.success(MESSAGES.resetPasswordSuccess);
      const result = await account.login({ userName: values.phone, password: cipher.encrypt(values.password), loginOS: 'PC' });
      enter(result, false);
    }, '重置密码失败，请稍后再试');

  return (
    <Page layout="centered" backdrop="bloom" gutter="lg">
      <Card title="花市 · 昆明鲜切花批发" headingLevel={1} centerTitle elevation="floating" padding="lg" width="sm" gap={6}>
        <Tabs items={TABS.map((t) => t.label)} active={active} onChange={switchTo} aria-label="登录方式" />
        {active === 0 ? (
          <LoginForm
            onSubmit={login}
            pending={pending}
            serverError={serverError}
            defaultUserName={rememberedPhone}
            defaultRemember={rememberedPhone !== ''}
            onRegister={() => switchTo(1)}
            onForgotPassword={() => switchTo(2)}
            codeRequired={codeRequired}
            {...codeProps(account.sendLoginCode, loginCountdown)}
          />
        ) : active === 1 ? (
          <RegisterForm
            onSubmit={register}
            {...codeProps(sendRegCode, regCountdown)}
            pending={pending}
            serverError={serverError}
            showInviteCode
            onLogin={() => switchTo(0)}
          />
        ) : (
          <ForgotPasswordForm
            onSubmit={resetPassword}
            {...codeProps(account.sendResetCode, resetCountdown)}
            pending={pending}
            serverError={serverError}
            defaultPhone={rememberedPhone}
            onLogin={() => switchTo(0)}
          />
        )}
      </Card>
    </Page>
  );
}
