/** The buyer app's one query cache: how reads retry, when they are fresh, and when they are read again. */
import { retryRead } from '@huashi/api';
import { QueryClient } from '@tanstack/react-query';

/**
 * Answers are fresh for 30 s; coming back to the app (a florist switching back from WeChat on the phone, or from
 * the details window) reads the stale ones again, so stock, the cart badge and orders are current.
 */
export const QUERY_STALE_MS = 30_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryRead, staleTime: QUERY_STALE_MS, refetchOnWindowFocus: true },
      // A write is never repeated by the cache: a purchase carries its own sign, and the page decides.
      mutations: { retry: false },
    },
  });
}
