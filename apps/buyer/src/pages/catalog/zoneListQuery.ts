import { catalogKeys, type ZoneQuery } from '@huashi/api';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { catalog } from '../../session';
import { nextZonePage } from './zonePaging';

/** /presell's zone list for a query, a page at a time (useZoneList.ts). */
export function zoneListQuery(query: Omit<ZoneQuery, 'page'>) {
  return infiniteQueryOptions({
    queryKey: catalogKeys.zone(query),
    queryFn: ({ pageParam, signal }) => catalog.zone({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextZonePage,
  });
}
