/**
 * /order's first-screen read (issue 28): a tab's list, with the query options the page uses, asked for by
 * firstRouteData.ts on a first load of /order — in a chunk of its own that routes/order.html preloads, so the main
 * chunk carries none of /order's code.
 */
import { orderKeys } from '@huashi/api';
import { parseOrderVal, readQuery } from '@huashi/domain';
import type { FirstScreenReads } from '../../firstRouteData';
import { orders } from '../../session';
import { orderRequest, type OrderRequest } from './orderListViewModels';

/** A tab's list (not a search): its key and read. */
export function orderListQuery(request: Extract<OrderRequest, { kind: 'list' }>) {
  return {
    queryKey: orderKeys.list(request.tab, request.page, request.limit),
    queryFn: () => orders.list(request.tab, request.page, request.limit),
  };
}

/** The first page of the tab in the address (orderVal), for a logged-in buyer. */
export const readFirstScreen: FirstScreenReads = (client, search, loggedIn) => {
  const request = orderRequest(parseOrderVal(readQuery(search, 'orderVal')).code, 1, null);
  return loggedIn && request.kind === 'list' ? client.prefetchQuery(orderListQuery(request)) : Promise.resolve();
};
