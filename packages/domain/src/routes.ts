import { safeRedirectPath } from './accounts';
import { readQuery, withQuery } from './query';

/**
 * Route guard of spec §2. /elseLogin, /cpsix, /cpsixNew and /goodTp are open without a token.
 * /upNew is open too: it is the registration landing page shared with people who have no
 * account yet (decision: the spec's list would make it unreachable for its only audience).
 * A stored token sends /login to / (or to its `from`); a missing token sends every other path to /login, with the page
 * (path and query) in `from` so that logging in brings the buyer back to it (issue 26).
 */
export const OPEN_ROUTES = ['/elseLogin', '/cpsix', '/cpsixNew', '/goodTp', '/upNew'] as const;
export const LOGIN_ROUTE = '/login';
export const HOME_ROUTE = '/';

/** The query of /login naming the page to come back to. */
export const RETURN_QUERY = 'from';

/** /login, carrying `returnTo` (path and query of this app) when there is a page to come back to other than home. */
export function loginHref(returnTo: string): string {
  const path = safeRedirectPath(returnTo);
  const bare = path.split(/[?#]/)[0];
  return path === HOME_ROUTE || bare === LOGIN_ROUTE ? LOGIN_ROUTE : withQuery(LOGIN_ROUTE, { [RETURN_QUERY]: path });
}

/**
 * Where a login on /login{search} goes: its `from` when that is a path of this app (same origin only: never
 * "//evil.example", "https://…" or "/\\evil"; never /login itself), else home.
 */
export function afterLoginPath(search: string): string {
  const path = safeRedirectPath(readQuery(search, RETURN_QUERY), HOME_ROUTE);
  return path.split(/[?#]/)[0] === LOGIN_ROUTE ? HOME_ROUTE : path;
}

/** Where the guard sends a visitor of `path` (with its `search`, e.g. "?tab=2"), or null to stay. */
export function guardRedirect(path: string, hasToken: boolean, search = ''): string | null {
  if ((OPEN_ROUTES as readonly string[]).includes(path)) return null;
  if (path === LOGIN_ROUTE) return hasToken ? afterLoginPath(search) : null;
  return hasToken ? null : loginHref(`${path}${search}`);
}

/** Pages on which the top bar hides its back-one-page button (§2). */
export const NO_BACK_ROUTES = ['/', '/shopdetails', '/shopcars', '/pay', '/order'] as const;

/**
 * Whether the top bar shows 返回上一页 on `path`. `sameTab`: the page was opened in this tab from one of ours (on a
 * phone a product's supplier rows open in the same tab, issue 26), so back is the way back to the list.
 */
export function showsBackButton(path: string, sameTab = false): boolean {
  return sameTab || !(NO_BACK_ROUTES as readonly string[]).includes(path);
}

/**
 * The built page of a buyer route (issue 28): routes/<slug>.html beside index.html, listing that route's code so a
 * phone fetches it with the entry ('/' → routes/home.html, '/money/result' → routes/money__result.html). Written by
 * the build (scripts/routePreload.ts), sent by the server for that address; null for an address that cannot be a
 * route (anything but letters, digits, '-', '_' and '/'), which gets index.html.
 */
export function routePageFile(routePath: string): string | null {
  if (!/^\/[\w/-]*$/.test(routePath) || routePath.includes('//')) return null;
  const slug = routePath.replace(/^\/|\/$/g, '').replaceAll('/', '__') || 'home';
  return `routes/${slug}.html`;
}
