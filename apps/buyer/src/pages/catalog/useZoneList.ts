import type { ZoneQuery } from '@huashi/api';
import { useLiveStock, zoneLotIds } from '@huashi/api/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { live } from '../../session';
import { zoneListQuery } from './zoneListQuery';

/**
 * /presell's zone list for a query (tab, filters, search), a page at a time as the buyer scrolls. `retry` reads the
 * first page again when that failed, else the page that failed. `restorePages` (from the URL) loads that many pages
 * one after the other, so a reload or a shared link shows as much of the list as the buyer had scrolled through.
 * The cards' lots stay live (issue 19): a lot sold out anywhere greys its card out at once. Nothing is read while not
 * `enabled` (a search waiting to know its zone).
 */
export function useZoneList(query: Omit<ZoneQuery, 'page'>, restorePages = 1, enabled = true) {
  const result = useInfiniteQuery({ ...zoneListQuery(query), enabled });
  const pages = result.data?.pages ?? [];
  const firstFailed = result.isError && !result.isFetchNextPageError;
  const { hasNextPage, isFetching, isError, fetchNextPage } = result;
  const short = pages.length > 0 && pages.length < restorePages;
  useLiveStock({ ids: zoneLotIds(pages), live });
  useEffect(() => {
    if (short && hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [short, hasNextPage, isFetching, isError, fetchNextPage]);
  return {
    loaded: pages.flatMap((page) => page.list),
    /** The session as the first page answered it. */
    session: pages[0]?.session,
    /** How many pages are loaded. */
    pageCount: pages.length,
    hasMore: result.hasNextPage,
    loading: !enabled || result.isPending || result.isFetchingNextPage,
    failed: result.isError,
    loadMore: () => void result.fetchNextPage(),
    retry: () => void (firstFailed ? result.refetch() : result.fetchNextPage()),
  };
}
