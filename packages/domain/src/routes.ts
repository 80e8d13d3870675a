/**
 * Route guard of spec §2. /elseLogin, /cpsix, /cpsixNew and /goodTp are open without a token.
 * /upNew is open too: it is the registration landing page shared with people who have no
 * account yet (decision: the spec's list would make it unreachable for its only audience).
 * A stored token sends /login to /; a missing token sends every other path to /login.
 */
export const OPEN_ROUTES = ['/elseLogin', '/cpsix', '/cpsixNew', '/goodTp', '/upNew'] as const;
export const LOGIN_ROUTE = '/login';
export const HOME_ROUTE = '/';

/** Where the guard sends a visitor of `path`, or null to stay. */
export function guardRedirect(path: string, hasToken: boolean): string | null {
  if ((OPEN_ROUTES as readonly string[]).includes(path)) return null;
  if (path === LOGIN_ROUTE) return hasToken ? HOME_ROUTE : null;
  return hasToken ? null : LOGIN_ROUTE;
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
