/** Live stock (issue 19, ours): a ticket for the stock stream, and the stream's URL for an EventSource. */
import type { z } from 'zod';
import type { ApiClient } from './client';
import type { liveLotSchema, liveStockEventSchema, liveTicketSchema } from './contracts/live';

export const LIVE_PATHS = {
  /** Ours: a short-lived ticket that opens stock streams (the buyer's token never goes into a URL). */
  ticket: '/live/ticket',
  /** Ours: Server-Sent Events with the remaining stock of the lots asked for. */
  stock: '/live/stock',
} as const;

/** The name of the stream's events. */
export const LIVE_STOCK_EVENT = 'stock';

export type LiveTicket = z.output<typeof liveTicketSchema>;
export type LiveLot = z.output<typeof liveLotSchema>;
export type LiveStockEvent = z.output<typeof liveStockEventSchema>;

export function liveApi(client: ApiClient, baseURL: string) {
  return {
    ticket: () => client.post<LiveTicket>(LIVE_PATHS.ticket, {}),
    /** The stream of `ids` (sorted, so the same lots give the same URL). */
    stockUrl: (ticket: string, ids: readonly number[]) =>
      `${baseURL}${LIVE_PATHS.stock}?${new URLSearchParams({ ticket, ids: [...ids].sort((a, b) => a - b).join(',') }).toString()}`,
  };
}
