import { readQuery, safeRedirectPath } from '@huashi/domain';
import { Button, EmptyState, Page, Spinner, vars } from '@huashi/ui';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAuth } from '../../auth';
import { usePublicTokenLogin } from './usePublicTokenLogin';

/** /elseLogin?token=…&from=…: exchanges a one-time token for a session, then goes to `from` (this site only) or home. */
export function LoginRedirectPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { signIn } = useAuth();
  const token = readQuery(`?${search}`, 'token') ?? '';
  const from = safeRedirectPath(readQuery(`?${search}`, 'from'));
  const { result, failure } = usePublicTokenLogin(token);
  const done = useRef(false);

  useEffect(() => {
    // Once only: the session is kept and the buyer sent on.
    if (!result || done.current) return;
    done.current = true;
    signIn(result.hxmToken, result.user);
    navigate(from, { replace: true });
  }, [result, from, signIn, navigate]);

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
