import { readQuery, safeRedirectPath } from '@huashi/domain';
import { Button, EmptyState, Page, Spinner, vars } from '@huashi/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { errorText } from '../../accountHelpers';
import { useAuth } from '../../auth';
import { account } from '../../session';

/** /elseLogin?token=…&from=…: exchanges a one-time token for a session, then goes to `from` (this site only) or home. */
export function ElseLoginPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { signIn } = useAuth();
  const token = readQuery(`?${search}`, 'token') ?? '';
  const from = safeRedirectPath(readQuery(`?${search}`, 'from'));
  const [failure, setFailure] = useState<string | undefined>(() => (token ? undefined : '登录链接无效或已过期，请重新登录'));
  const started = useRef(false);

  useEffect(() => {
    // Once only (StrictMode runs effects twice; the token works once).
    if (started.current || !token) return;
    started.current = true;
    account
      .publicTokenLogin(token)
      .then((result) => {
        signIn(result.hxmToken, result.user);
        navigate(from, { replace: true });
      })
      .catch((error: unknown) => setFailure(errorText(error, '登录失败，请稍后再试')));
  }, [token, from, signIn, navigate]);

  return (
    <Page layout="centered" style={{ color: vars.color.textSecondary }}>
      {failure ? (
        <EmptyState
          text={failure}
          action={
            <Button variant="primary" onClick={() => navigate('/login?key=1', { replace: true })}>
              去登录
            </Button>
          }
        />
      ) : (
        <>
          <Spinner size="lg" label="正在登录" />
          <span>正在登录，请稍候…</span>
        </>
      )}
    </Page>
  );
}
