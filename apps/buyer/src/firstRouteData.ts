/**
 * The first page's data, asked for while the page's code is still on its way (issue 28). On a phone the page's API
 * answers used to leave only once its chunks had arrived and run: one more round trip before the largest paint of
 * the data pages (home's banner, /order's first orders, /shopdetails' description). Only the reads that decide the
 * first screen, with the very query options the pages use, so the page finds them in the cache. Anything else
 * (another tab, a search) the page asks for itself.
 *
 * The returned promise settles once those reads have (answered or failed), and main.tsx holds the first render for it
 * (as for the page's code, at most FIRST_ROUTE_WAIT_MS). Measured with Lighthouse's mobile preset (2026-11-29): each
 * answer that arrived after the first render rendered the page again, synchronously — React cannot slice a
 * `useSyncExternalStore` update, which is how TanStack Query hands answers over — so home's first second held 4–5
 * long tasks (TBT 380–560 ms); with its reads here the first render, a transition React slices, has them all. A
 * logged-in page outside the bare ones also reads the user (AuthProvider) and the cart's count (the top bar).
 *
 * Decision: a page's own reads live in a module beside the page (FIRST_SCREENS), loaded by `import()`, and
 * scripts/routePreload.ts lists that module's chunks in the route's page (routes/<route>.html), so they arrive with
 * the entry, not after it. Measured with `npm run bench:frontload` (2026-11-29): written here, home's and /order's
 * reads put their query modules, view models and domain rules in the main chunk that every page loads — /login
 * needed 149.9 KB of its 150 KB budget, and a third page's reads (/presell's) pushed it over.
 */
import type { QueryClient } from '@tanstack/react-query';
import { meQuery } from './auth';
import { cartCountQuery } from './cart/useCartCount';
import { BUYER_ROUTES } from './routes';

/** A page's first-screen reads: the query of its address (`search`), for a buyer or a visitor. */
export type FirstScreenReads = (client: QueryClient, search: string, loggedIn: boolean) => Promise<unknown>;

/**
 * The data pages' first-screen reads, each a module of its own beside its page. routePreload reads this table (one
 * `'<path>': () => import('<module>'),` a line): keep that form.
 */
const FIRST_SCREENS: Readonly<Record<string, () => Promise<{ readFirstScreen: FirstScreenReads }>>> = {
  '/': () => import('./pages/home/homeFirstScreen'),
  '/order': () => import('./pages/orders/ordersFirstScreen'),
  '/shopdetails': () => import('./pages/catalog/productFirstScreen'),
};

export function prefetchFirstRouteData(client: QueryClient, path: string, search: string, loggedIn: boolean): Promise<unknown> {
  const route = BUYER_ROUTES.find((r) => r.path === path);
  if (!route) return Promise.resolve();
  // A failed read is the page's to show (it asks again), a module that cannot load the page's to meet; only their
  // settling matters here.
  const reads: Promise<unknown>[] = [];
  if (loggedIn) {
    reads.push(client.prefetchQuery(meQuery));
    if (!route.bare) reads.push(client.prefetchQuery(cartCountQuery));
  }
  const screen = FIRST_SCREENS[path];
  if (screen)
    reads.push(
      screen().then(
        (page) => page.readFirstScreen(client, search, loggedIn),
        () => {},
      ),
    );
  return Promise.all(reads);
}
