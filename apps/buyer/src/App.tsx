import { TOKEN_EXPIRED_MSG } from '@huashi/api';
import { guardRedirect, loginHref, openAccountRedirect } from '@huashi/domain';
import { LoadErrorBoundary, NotFound, UnderConstruction, useMessage } from '@huashi/ui';
import { Suspense, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { AuthProvider, useAuth } from './auth';
import { lazyPage } from './lazyPage';
import { PageLoading } from './PageLoading';
import { NOT_FOUND_LINKS, BUYER_ROUTES } from './routes';
import { listenUnauthorized, session } from './session';

// The top bar and search bar are a chunk of their own: /login and the other bare pages never fetch them.
const Layout = lazyPage(() => import('./Layout'), 'Layout');

/** Starts fetching a route's page (and the layout around it) without waiting for React to ask for them. */
function preloadRoute(path: string): Promise<unknown> {
  const route = BUYER_ROUTES.find((r) => r.path === path);
  if (!route) return Promise.resolve();
  return Promise.all([route.bare ? null : Layout.preload(), route.page?.preload()]);
}

/**
 * The first page's code, fetched while React starts up. main.tsx renders once it is here (or has failed), so the
 * first screen is the page itself rather than a loading state replaced a moment later; it asks for it after the first
 * page's reads (firstRouteData.ts), so their module runs first and the reads leave before the page's code is evaluated.
 */
export function loadFirstRoute(): Promise<unknown> {
  return guardRedirect(window.location.pathname, Boolean(session.token())) ? Promise.resolve() : preloadRoute(window.location.pathname);
}

function Routed() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const message = useMessage();
  const { user, forget } = useAuth();
  const hasToken = Boolean(session.token());
  // A logged-in buyer whose account is not opened is led from home to /dredge, and an opened one back (§2).
  const redirect =
    guardRedirect(location, hasToken, search ? `?${search}` : '') ?? openAccountRedirect(location, hasToken && user ? user.status : null);

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  // Spec §8: a 401 anywhere shows token已失效, clears storage and goes to /login — which brings the buyer back to this
  // page (path and query) once logged in again.
  useEffect(() => {
    const onUnauthorized = () => {
      forget();
      message.error(TOKEN_EXPIRED_MSG);
      const { pathname, search: query } = window.location;
      navigate(pathname === '/login' ? `${pathname}${query}` : loginHref(`${pathname}${query}`), { replace: true });
    };
    return listenUnauthorized(onUnauthorized);
  }, [forget, message, navigate]);

  useEffect(() => {
    const route = BUYER_ROUTES.find((r) => r.path === location);
    document.title = route ? `${route.title} · 花市` : '页面不存在 · 花市';
  }, [location]);

  // Fetch the layout and the page side by side rather than one after the other.
  useEffect(() => {
    if (!redirect) preloadRoute(location).catch(() => {});
  }, [redirect, location]);

  if (redirect) return null;
  const route = BUYER_ROUTES.find((r) => r.path === location);
  const Page = route?.page;
  // A page (or the layout) whose code cannot be fetched says so, with 重新加载, instead of leaving a blank page;
  // the page's boundary starts afresh on every route.
  const content = (
    <LoadErrorBoundary key={location}>
      {Page ? (
        // Each page is its own chunk (routes.tsx): a small loading state while it arrives.
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      ) : route ? (
        // A page §2 names that is not built yet says so plainly; an unknown address is not found.
        <UnderConstruction pageName={route.title} path={route.path} />
      ) : (
        <NotFound links={NOT_FOUND_LINKS} onNavigate={navigate} />
      )}
    </LoadErrorBoundary>
  );
  if (route?.bare) return content;
  return (
    <LoadErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Layout>{content}</Layout>
      </Suspense>
    </LoadErrorBoundary>
  );
}

export function App() {
  return (
    <AuthProvider>
      <Routed />
    </AuthProvider>
  );
}
