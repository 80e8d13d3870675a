/**
 * Keeps the cached catalog lists live (issue 19): opens the stock stream (EventSource) for the lots a page shows and
 * writes every change into TanStack Query's cache (the zone list's pages and the supplier rows, liveStockCache.ts),
 * so the components, which only take props, grey a sold-out lot out at once.
 *
 * Reconnecting (ticketStream.ts): the browser reconnects by itself and the server answers a fresh snapshot; a refused
 * stream gets a new ticket, with a growing wait.
 */
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ProductSuppliers, ZonePage } from '../catalog';
import { LIVE_STOCK_EVENT, type LiveLot, type LiveStockEvent, type LiveTicket } from '../live';
import { openTicketStream } from './ticketStream';
import { catalogKeys } from '../queryKeys';
import { liveLotsById, patchSuppliers, patchZonePage } from './liveStockCache';

/** What the hook calls: `liveApi(client, base)` of the package. */
export type LiveStockCalls = {
  ticket: () => Promise<LiveTicket>;
  stockUrl: (ticket: string, ids: readonly number[]) => string;
};

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
    return openTicketStream({
      ticket: live.ticket,
      url: (ticket) => live.stockUrl(ticket, lotIds),
      events: {
        [LIVE_STOCK_EVENT]: (data) => {
          try {
            applyLiveLots(queryClient, (JSON.parse(data) as LiveStockEvent).lots);
          } catch {
            // not an event of ours: ignored
          }
        },
      },
    });
  }, [key, enabled, live, queryClient]);
}
