/** Live stock (issue 19, ours): a ticket for the stock stream, and the stream's URL for an EventSource. */
import type { z } from 'zod';
import type { ApiClient } from './client';
import type { liveInboxEventSchema, liveLotSchema, liveStockEventSchema, liveTicketSchema } from './contracts/live';
import { call } from './endpoint';
import { liveRoutes } from './routes.generated';

/** The name of the stream's events. */
export const LIVE_STOCK_EVENT = 'stock';
/** The name of the inbox stream's events (issue 33). */
export const LIVE_INBOX_EVENT = 'unread';

export type LiveTicket = z.output<typeof liveTicketSchema>;
export type LiveLot = z.output<typeof liveLotSchema>;
export type LiveStockEvent = z.output<typeof liveStockEventSchema>;
export type LiveInboxEvent = z.output<typeof liveInboxEventSchema>;

export function liveApi(client: ApiClient, baseURL: string) {
  return {
    ticket: () => call(client, liveRoutes.ticket),
    /** The stream of `ids` (sorted, so the same lots give the same URL). */
    stockUrl: (ticket: string, ids: readonly number[]) =>
      `${baseURL}${liveRoutes.stock.path}?${new URLSearchParams({ ticket, ids: [...ids].sort((a, b) => a - b).join(',') }).toString()}`,
    /** The buyer's unread-count stream (issue 33). */
    inboxUrl: (ticket: string) => `${baseURL}${liveRoutes.inbox.path}?${new URLSearchParams({ ticket }).toString()}`,
  };
}
