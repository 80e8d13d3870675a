import { TOKEN_EXPIRED_MSG } from '@huashi/api';
import { guardRedirect, openAccountRedirect } from '@huashi/domain';
import { UnderConstruction, useMessage } from '@huashi/ui';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { AuthProvider, useAuth } from './auth';
import { CartProvider } from './cart';
import { Layout } from './Layout';
import { BUYER_ROUTES } from './routes';
import { session, UNAUTHORIZED_EVENT } from './session';

function Routed() {
  const [location, navigate] = useLocation();
  const message = useMessage();
  const { user, forget, refresh } = useAuth();
  const hasToken = Boolean(session.token());
  // A logged-in buyer whose account is not opened is led from home to /dredge, and an opened one back (§2).
  const redirect = guardRedirect(location, hasToken) ?? openAccountRedirect(location, hasToken && user ? user.status : null);

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  // Spec §8: a 401 anywhere shows token已失效, clears storage and goes to /login.
  useEffect(() => {
    const onUnauthorized = () => {
      forget();
      message.error(TOKEN_EXPIRED_MSG);
      navigate('/login', { replace: true });
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [forget, message, navigate]);

  // A stored session is checked once against the server (a revoked token lands on /login).
  useEffect(() => {
    refresh().catch(() => {});
  }, [refresh]);

  useEffect(() => {
    const route = BUYER_ROUTES.find((r) => r.path === location);
    document.title = route ? `${route.title} · 花市` : '花市';
  }, [location]);

  if (redirect) return null;
  const route = BUYER_ROUTES.find((r) => r.path === location);
  const Page = route?.page;
  const content = Page ? <Page /> : <UnderConstruction pageName={route?.title ?? '页面不存在'} path={location} />;
  return route?.bare ? content : <Layout>{content}</Layout>;
}

export function App() {
  return (
    <AuthProvider>
      <CartProvider>
        <Routed />
      </CartProvider>
    </AuthProvider>
  );
}
