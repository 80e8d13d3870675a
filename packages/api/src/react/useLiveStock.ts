/**
 * Keeps the cached catalog lists live (issue 19): opens the stock stream (EventSource) for the lots a page shows and
 * writes every change into TanStack Query's cache (the zone list's pages and the supplier rows, liveStockCache.ts),
 * so the components, which only take props, grey a sold-out lot out at once.
 *
 * Reconnecting: while the connection drops, the browser reconnects by itself within a second (the stream's `retry`)
 * and the server answers a fresh snapshot. When the stream is refused (its ticket expired, the server was down too
 * long) the hook asks for a new ticket and opens again, waiting 1 s, 2 s, 4 s … at most 30 s between tries.
 */
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ProductSuppliers, ZonePage } from '../catalog';
import { LIVE_STOCK_EVENT, type LiveLot, type LiveStockEvent, type LiveTicket } from '../live';
import { catalogKeys } from '../queryKeys';
import { liveLotsById, patchSuppliers, patchZonePage } from './liveStockCache';

/** What the hook calls: `liveApi(client, base)` of the package. */
export type LiveStockCalls = {
  ticket: () => Promise<LiveTicket>;
  stockUrl: (ticket: string, ids: readonly number[]) => string;
};

const MAX_WAIT_MS = 30_000;

/** Writes live lots into every cached zone list and supplier list. */
export function applyLiveLots(queryClient: QueryClient, lots: readonly LiveLot[]) {
  if (lots.length === 0) return;
  const byId = liveLotsById(lots);
  queryClient.setQueriesData<InfiniteData<ZonePage>>({ queryKey: catalogKeys.zones() }, (data) => {
    if (!data) return data;
    const pages = data.pages.map((page) => patchZonePage(page, byId));
    return pages.every((page, i) => page === data.pages[i]) ? data : { ...data, pages };
  });
  queryClient.setQueriesData<ProductSuppliers>({ queryKey: catalogKeys.supplierLists() }, (data) =>
    data ? patchSuppliers(data, byId) : data,
  );
}

export function useLiveStock({ ids, live, enabled = true }: { ids: readonly number[]; live: LiveStockCalls; enabled?: boolean }) {
  const queryClient = useQueryClient();
  // The same lots in any order are the same stream.
  const key = [...new Set(ids)].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (!enabled || key === '' || typeof EventSource === 'undefined') return;
    const lotIds = key.split(',').map(Number);
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let failures = 0;
    const retry = () => {
      if (stopped) return;
      const wait = Math.min(MAX_WAIT_MS, 1000 * 2 ** failures);
      failures += 1;
      timer = setTimeout(() => void open(), wait);
    };
    const open = async () => {
      let ticket: LiveTicket;
      try {
        ticket = await live.ticket();
      } catch {
        retry();
        return;
      }
      if (stopped) return;
      const current = new EventSource(live.stockUrl(ticket.ticket, lotIds));
      source = current;
      current.addEventListener(LIVE_STOCK_EVENT, (event) => {
        failures = 0;
        try {
          applyLiveLots(queryClient, (JSON.parse((event as MessageEvent<string>).data) as LiveStockEvent).lots);
        } catch {
          // not an event of ours: ignored
        }
      });
      current.onerror = () => {
        // CONNECTING: the browser reconnects by itself. CLOSED: refused for good, so a new ticket and a new stream.
        if (current.readyState !== EventSource.CLOSED) return;
        current.close();
        if (source === current) source = null;
        retry();
      };
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [key, enabled, live, queryClient]);
}
