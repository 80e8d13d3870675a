/**
 * Contracts of live stock (issue 19, ours: beyond the spec). A page asks for a ticket with its buyer token, then opens
 * an EventSource on the stock stream with the ticket (a browser's EventSource cannot send an Authorization header,
 * and the session token never goes into a URL). The stream answers `text/event-stream`: each `stock` event carries
 * the lots that changed since the last one (the first: every lot asked for).
 */
import { z } from 'zod';
import { answers, entity, file, isoTime, whole } from './answers';
import { endpoint, endpoints } from '../endpoint';
import { body, INT4_MAX, nothing, text, wholeNumber } from './fields';

/** At most this many lots on one stream (a page shows fewer). */
export const LIVE_MAX_LOTS = 200;

export const liveTicketSchema = entity({ ticket: z.string(), expiresAt: isoTime });

/** One lot's remaining stock: stems in stock and the whole batches they make (domain maxBatches). */
export const liveLotSchema = entity({ id: whole, nowStock: whole, batches: whole });

/** The data of one `stock` event. */
export const liveStockEventSchema = entity({ lots: z.array(liveLotSchema) });

/** "1,2,3" → the distinct lot ids in it (at most LIVE_MAX_LOTS; anything that is not an id is ignored). */
const lotIds = text(LIVE_MAX_LOTS * 11).transform((value) => {
  const ids = new Set<number>();
  for (const part of value.split(',')) {
    const id = wholeNumber(part);
    if (id !== null && id >= 1 && id <= INT4_MAX && ids.size < LIVE_MAX_LOTS) ids.add(id);
  }
  return [...ids];
});

/** The data of one `unread` event (issue 33): the buyer's own unread inbox count (at most INBOX_UNREAD_CAP). */
export const liveInboxEventSchema = entity({ unread: whole });

export const liveEndpoints = endpoints('live', {
  /** Ours: a short-lived ticket that opens stock streams (the buyer's token never goes into a URL). */
  ticket: endpoint('POST', '/live/ticket', 'buyer', { body: nothing, response: answers(liveTicketSchema) }),
  /**
   * The stream. Its answer is not JSON: declared as a `text/event-stream` file answer (exempt from the JSON response
   * check, as every file answer is); the server checks each event against liveStockEventSchema instead.
   */
  stock: endpoint('GET', '/live/stock', 'public', {
    querystring: body({ ticket: text(100), ids: lotIds }),
    response: { 200: file('text/event-stream') },
  }),
  /**
   * Issue 33: the buyer's unread inbox count, a stream of `unread` events — on connect, then whenever it changes
   * (a message posted, read or swept, by any instance). Opened with the same ticket; the buyer is the ticket's.
   */
  inbox: endpoint('GET', '/live/inbox', 'public', {
    querystring: body({ ticket: text(100) }),
    response: { 200: file('text/event-stream') },
  }),
});
