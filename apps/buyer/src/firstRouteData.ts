/**
 * The first page's data, asked for while the page's code is still on its way (issue 28). On a phone the page's API
 * answers used to leave only once its chunks had arrived and run: one more round trip before the largest paint of
 * the data pages (home's banner, /order's first orders). Only the reads that decide the first screen, with the very
 * query options the pages use, so the page finds them in the cache; home's first banner picture is fetched as soon as
 * its address is known. Anything else (another tab, a search) the page asks for itself.
 */
import { parseOrderVal, readQuery } from '@huashi/domain';
import type { QueryClient } from '@tanstack/react-query';
import { advertsQuery } from './pages/home/useHomeBlocks';
import { orderRequest } from './pages/orders/orderListViewModels';
import { orderListQuery } from './pages/orders/useOrderList';

export function prefetchFirstRouteData(client: QueryClient, path: string, search: string, loggedIn: boolean): void {
  if (path === '/') {
    client.fetchQuery(advertsQuery).then(
      (adverts) => {
        const first = adverts.top.images[0]?.url;
        if (first) new Image().src = first;
      },
      () => {
        // A failed read is the page's to show (it asks again).
      },
    );
  } else if (path === '/order' && loggedIn) {
    const request = orderRequest(parseOrderVal(readQuery(search, 'orderVal')).code, 1, null);
    if (request.kind === 'list') void client.prefetchQuery(orderListQuery(request));
  }
}
