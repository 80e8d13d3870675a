import { readQuery, type RegisterValues } from '@huashi/domain';
import { Button, Card, InstallApp, Page, RegisterForm, useMessage, vars } from '@huashi/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { registerBuyer, sendRegCode, useCodeSender, useFormSubmit, useSmsCountdown } from '../../accountHelpers';
import { useAuth } from '../../auth';
import { useInstallApp } from '../../installApp';

const StyledHero = styled.header`
  text-align: center;
  h1 {
    margin: 0;
    font-size: ${vars.font.size.display};
    color: ${vars.color.primary};
  }
  p {
    margin: ${vars.space[2]} 0 0;
    color: ${vars.color.textSecondary};
  }
`;

/** The 下载花市APP link, in the page's own colours (not the browser's default blue underline). */
const StyledDownloadLink = styled.a`
  color: ${vars.color.primary};
  font-weight: ${vars.font.weight.medium};
  text-decoration: none;
  border-radius: ${vars.radius.sm};

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focus};
  }
`;

/**
 * /upNew: the registration landing page (§2): invite code from ?code, password shown as plain text, download-app link
 * (the download QR leads here). 下载花市APP offers adding the app to the home screen (issue 26); a logged-in buyer is
 * never asked to register again.
 */
export function GetAppPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { user, signIn } = useAuth();
  const installApp = useInstallApp();
  const message = useMessage();
  const countdown = useSmsCountdown('reg');
  const { codeProps } = useCodeSender();
  const { pending, serverError, submitting } = useFormSubmit();
  const [registered, setRegistered] = useState<string | null>(null);
  const inviteCode = readQuery(`?${search}`, 'code') ?? undefined;

  const submit = (values: RegisterValues) =>
    submitting(async () => {
      const result = await registerBuyer(values);
      signIn(result.hxmToken, result.user);
      message.success('注册成功');
      setRegistered(result.user.userName);
      document.getElementById('download')?.scrollIntoView({ behavior: 'smooth' });
    }, '注册失败，请稍后再试');

  return (
    <Page layout="screen" backdrop="bloom" gutter="xl" gap={6}>
      <StyledHero>
        <h1>花市</h1>
        <p>昆明斗南鲜切花批发 · 产地直供，每天新鲜到货</p>
        <p>
          <StyledDownloadLink href="#download">下载花市APP</StyledDownloadLink>
        </p>
      </StyledHero>
      <Card title={registered ? '注册成功' : user ? '您已登录' : '注册花市账号'} elevation="floating" padding="lg" width="sm" gap={5}>
        {registered ? (
          <>
            <p>您的账号是 {registered}，可用手机号或账号登录。开通账户后即可采购。</p>
            <Button variant="primary" size="lg" block onClick={() => navigate('/dredge')}>
              去开通账户
            </Button>
          </>
        ) : user ? (
          <>
            <p>您已登录为 {user.nickName}，无需再注册。</p>
            <Button variant="primary" size="lg" block onClick={() => navigate('/')}>
              返回首页
            </Button>
          </>
        ) : (
          <RegisterForm
            onSubmit={submit}
            {...codeProps(sendRegCode, countdown)}
            pending={pending}
            serverError={serverError}
            passwordVisible
            inviteCode={inviteCode}
            onLogin={() => navigate('/login?key=1')}
          />
        )}
      </Card>
      <Card id="download" title="下载花市APP" width="sm">
        <InstallApp way={installApp.way} onInstall={() => void installApp.install()} />
      </Card>
    </Page>
  );
}
