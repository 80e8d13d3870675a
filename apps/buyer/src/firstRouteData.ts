/**
 * The first page's data, asked for while the page's code is still on its way (issue 28). On a phone the page's API
 * answers used to leave only once its chunks had arrived and run: one more round trip before the largest paint of
 * the data pages (home's banner, /order's first orders). Only the reads that decide the first screen, with the very
 * query options the pages use, so the page finds them in the cache; home's first banner picture is fetched as soon as
 * its address is known; home's form map (the sessions) too. Anything else (another tab, a
 * search) the page asks for itself.
 *
 * The returned promise settles once those reads have (answered or failed), and main.tsx holds the first render for it
 * (as for the page's code, at most FIRST_ROUTE_WAIT_MS). Measured with Lighthouse's mobile preset (2026-11-29): each
 * answer that arrived after the first render rendered the page again, synchronously — React cannot slice a
 * `useSyncExternalStore` update, which is how TanStack Query hands answers over — so home's first second held 4–5
 * long tasks (TBT 380–560 ms); with its reads here the first render, a transition React slices, has them all. A
 * logged-in page outside the bare ones also reads the user (AuthProvider) and the cart's count (the top bar).
 */
import { parseOrderVal, readQuery } from '@huashi/domain';
import type { QueryClient } from '@tanstack/react-query';
import { meQuery } from './auth';
import { cartCountQuery } from './cart/useCartCount';
import { advertsQuery, homeFirstScreenQueries } from './pages/home/useHomeBlocks';
import { orderRequest } from './pages/orders/orderListViewModels';
import { orderListQuery } from './pages/orders/useOrderList';
import { BUYER_ROUTES } from './routes';

export function prefetchFirstRouteData(client: QueryClient, path: string, search: string, loggedIn: boolean): Promise<unknown> {
  const route = BUYER_ROUTES.find((r) => r.path === path);
  if (!route) return Promise.resolve();
  // A failed read is the page's to show (it asks again); only its settling matters here.
  const reads: Promise<unknown>[] = [];
  if (loggedIn) {
    reads.push(client.prefetchQuery(meQuery));
    if (!route.bare) reads.push(client.prefetchQuery(cartCountQuery));
  }
  if (path === '/') {
    reads.push(
      client.fetchQuery(advertsQuery).then(
        (adverts) => {
          const first = adverts.top.images[0]?.url;
          if (first) new Image().src = first;
        },
        () => {},
      ),
      client.prefetchQuery(homeFirstScreenQueries.notices),
      client.prefetchQuery(homeFirstScreenQueries.weather),
      client.prefetchQuery(homeFirstScreenQueries.discounts),
      client.prefetchQuery(homeFirstScreenQueries.formMap),
    );
    if (loggedIn) reads.push(client.prefetchQuery(homeFirstScreenQueries.member));
  } else if (path === '/order' && loggedIn) {
    const request = orderRequest(parseOrderVal(readQuery(search, 'orderVal')).code, 1, null);
    if (request.kind === 'list') reads.push(client.prefetchQuery(orderListQuery(request)));
  }
  return Promise.all(reads);
}
