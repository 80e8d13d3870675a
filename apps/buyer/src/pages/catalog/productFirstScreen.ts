/**
 * /shopdetails' first-screen reads (issue 28): the product's supplier rows for the filters in the address, and the
 * buyer's balance, with the query options the page uses. firstRouteData.ts asks for them on a first load of
 * /shopdetails, beside the page's code — in a chunk of its own that routes/shopdetails.html preloads, so the main
 * chunk (every page's, /login's too) carries none of it. Measured with Lighthouse's mobile preset (2026-11-29, quiet
 * machine): the largest paint is the variety's description, which waited for the rows' read to leave once the page's
 * code had run (LCP 2.5–2.6 s against an FCP of 1.9 s), and the answer then rendered the page again.
 */
import { catalogKeys, type SupplierQuery } from '@huashi/api';
import { queryOptions } from '@tanstack/react-query';
import { balanceQuery } from '../../cart/balanceQuery';
import type { FirstScreenReads } from '../../firstRouteData';
import { catalog } from '../../session';
import { shopDetailsCodec, type ShopDetailsView } from './catalogUrls';

/** The rows' read of a view of /shopdetails: listNow plus the filters that are set. */
export function supplierFilters({ flwCode, supplierType, price, keyword, level, salepoint }: ShopDetailsView): SupplierQuery {
  return {
    flwCode,
    supplierType,
    price: price || undefined,
    keyword: keyword || undefined,
    level: level || undefined,
    salepoint: salepoint || undefined,
  };
}

/** One product's supplier rows for the filters: key and read. */
export function suppliersQuery(filters: SupplierQuery) {
  return queryOptions({
    queryKey: catalogKeys.suppliers(filters),
    queryFn: ({ signal }) => catalog.suppliers(filters, signal),
  });
}

/** The rows of the product in the address and the balance, for a logged-in buyer (a visitor is sent to /login). */
export const readFirstScreen: FirstScreenReads = (client, search, loggedIn) => {
  const filters = supplierFilters(shopDetailsCodec.read(search));
  if (!loggedIn || !filters.flwCode) return Promise.resolve();
  return Promise.all([client.prefetchQuery(suppliersQuery(filters)), client.prefetchQuery(balanceQuery)]);
};
