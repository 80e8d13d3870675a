import { catalogKeys, type ZoneQuery } from '@huashi/api';
import type { SessionType } from '@huashi/domain';
import { useQueries } from '@tanstack/react-query';
import { catalog } from '../../session';

export type ZoneCounts = {
  /** Listings each zone has for the search (its filters kept). */
  counts: Record<SessionType, number>;
  /** Whether each zone's session is open now, as the server answered. */
  open: Record<SessionType, boolean>;
};

/**
 * How many listings a search finds in each zone (issue 26): the first page of each, one listing long, read for its
 * total. Null until both have answered (or when not `enabled`); a failed count is taken as 0.
 */
export function useZoneCounts(query: Omit<ZoneQuery, 'page' | 'tab' | 'limit'>, enabled: boolean): ZoneCounts | null {
  const [a, c] = useQueries({
    queries: (['A', 'C'] as const).map((tab) => {
      const counted = { ...query, tab, limit: 1 };
      return {
        queryKey: catalogKeys.zoneCount(counted),
        queryFn: ({ signal }: { signal: AbortSignal }) => catalog.zone({ ...counted, page: 1 }, signal),
        enabled,
      };
    }),
  });
  if (!enabled || !a || !c || a.isPending || c.isPending) return null;
  return {
    counts: { A: a.data?.pages.total ?? 0, C: c.data?.pages.total ?? 0 },
    open: { A: a.data?.session.open ?? false, C: c.data?.session.open ?? false },
  };
}
