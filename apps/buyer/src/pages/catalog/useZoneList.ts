import { catalogKeys, type ZoneQuery } from '@huashi/api';
import { useInfiniteQuery } from '@tanstack/react-query';
import { catalog } from '../../session';
import { nextZonePage } from './zonePaging';

/**
 * /presell's zone list for a query (tab, filters, search), a page at a time as the buyer scrolls. `retry` reads the
 * first page again when that failed, else the page that failed.
 */
export function useZoneList(query: Omit<ZoneQuery, 'page'>) {
  const result = useInfiniteQuery({
    queryKey: catalogKeys.zone(query),
    queryFn: ({ pageParam, signal }) => catalog.zone({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextZonePage,
  });
  const pages = result.data?.pages ?? [];
  const firstFailed = result.isError && !result.isFetchNextPageError;
  return {
    loaded: pages.flatMap((page) => page.list),
    /** The session as the first page answered it. */
    session: pages[0]?.session,
    hasMore: result.hasNextPage,
    loading: result.isPending || result.isFetchingNextPage,
    failed: result.isError,
    loadMore: () => void result.fetchNextPage(),
    retry: () => void (firstFailed ? result.refetch() : result.fetchNextPage()),
  };
}
