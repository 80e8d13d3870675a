import { catalogKeys, type ZoneQuery } from '@huashi/api';
import { PAGE_SIZES } from '@huashi/domain';
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { catalog } from '../../session';
import { homeFirstScreenQueries } from '../home/useHomeBlocks';
import { readPresellView, zoneQueryOf, zoneWithoutCounts } from './presellUrl';
import { nextZonePage } from './zonePaging';

/** /presell's zone list for a query, a page at a time (useZoneList.ts; its first page also from firstRouteData.ts). */
export function zoneListQuery(query: Omit<ZoneQuery, 'page'>) {
  return infiniteQueryOptions({
    queryKey: catalogKeys.zone(query),
    queryFn: ({ pageParam, signal }) => catalog.zone({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextZonePage,
  });
}

/**
 * /presell's first screen, asked for beside the page's code (firstRouteData.ts): the first page of the zone the URL
 * opens (a search naming no zone waits for its counts: the page decides) and the sessions. Measured 2026-11-29 with
 * Lighthouse's mobile preset: without it the list's answer rendered the page again in one 230–350 ms task after the
 * first paint, in every run.
 */
export function prefetchZoneFirstScreen(client: QueryClient, search: string): Promise<unknown> {
  const view = readPresellView(search);
  const zone = zoneWithoutCounts(view);
  return Promise.all([
    zone ? client.prefetchInfiniteQuery(zoneListQuery({ ...zoneQueryOf(view), tab: zone, limit: PAGE_SIZES.zoneList })) : undefined,
    client.prefetchQuery(homeFirstScreenQueries.formMap),
  ]);
}
