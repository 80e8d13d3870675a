/**
 * Live stock (issue 19): POST /api/live/ticket (buyer token) and GET /api/live/stock?ticket=…&ids=1,2,3, a
 * Server-Sent Events stream (the maintained @fastify/sse plugin, registered in this scope only) of the lots' remaining
 * stock, fed by PostgreSQL LISTEN/NOTIFY (live/stockFeed.ts), so a sale through any server instance reaches every page
 * open on any instance.
 *
 * A stream sends, as `stock` events of {lots: [{id, nowStock, batches}]}:
 * - on connect, every lot asked for as it is now (so a reconnect, with or without Last-Event-ID, resumes from a fresh
 *   snapshot: only the latest value of a lot matters), with `retry: 1000` so the browser reconnects within a second;
 * - then the lots that changed, coalesced: at most one event every 250 ms, with each lot's latest value;
 * - after the feed itself reconnected (changes may have been missed), a fresh snapshot again;
 * - a heartbeat comment every 15 s so proxies keep the connection.
 * The server's close ends every open stream first (preClose) with a `retry:` hint of 0.5–2 s, so shutdown never waits on
 * an open page and the page reconnects to another instance.
 *
 * Issue 33: GET /api/live/inbox?ticket=… streams the ticket's buyer's own unread inbox count as `unread` events of
 * {unread}: on connect, then after each "inbox" notification naming that buyer (posted, read or swept on any instance:
 * drizzle/0024), read again at most every 250 ms, sent only when it changed; after the feed reconnected, read again.
 * A buyer only ever hears their own count: the stream has no parameter but the ticket.
 */
import { liveEndpoints, liveInboxEventSchema, liveStockEventSchema } from '@huashi/api/contracts';
import { LIVE_INBOX_EVENT, LIVE_STOCK_EVENT, type LiveLot } from '@huashi/api';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
import { UnauthorizedError } from '../http/errors';
import { Coalescer } from '../live/coalescer';
import { streamHost } from '../live/drain';
import { buyerOf } from '../plugins/auth';
import { area } from '../plugins/scopes';
import {
  currentLots,
  issueLiveTicket,
  LIVE_MAX_STREAMS_PER_BUYER,
  LIVE_STREAMS_REFUSAL,
  liveTicketBuyer,
  toLiveLot,
} from '../services/liveStock';
import { unreadCount } from '../services/inbox';
import { tooMany } from '../services/loginThrottle';

/** At most this often a stream sends (4 events a second). */
export const LIVE_COALESCE_MS = 250;

export const liveRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    // The instance's one change feed, shared with the lists' cache (services/catalogCache.ts); at the server's close
    // every stream ends with a reconnection hint (live/drain.ts).
    const { feed, open } = await streamHost(app, ctx);
    /** Open streams per buyer on this instance (LIVE_MAX_STREAMS_PER_BUYER). */
    const streamsOf = new Map<number, number>();
    const checkEvents = ctx.config.responseCheck !== 'off';
    /** Open inbox streams per buyer on this instance (the same limit, counted apart from the stock streams). */
    const inboxStreamsOf = new Map<number, number>();

    await app.register(
      area(ctx, {
        buyer: (scope) => {
          serve(scope, liveEndpoints.ticket, async (request) => ok(await issueLiveTicket(ctx, buyerOf(request).id)));
        },
        public: (scope) => {
          serve(
            scope,
            liveEndpoints.stock,
            async (request, reply) => {
              const { ticket, ids } = request.query;
              const buyerId = await liveTicketBuyer(ctx, ticket);
              if (buyerId === null) throw new UnauthorizedError();
              const held = streamsOf.get(buyerId) ?? 0;
              if (held >= LIVE_MAX_STREAMS_PER_BUYER) throw tooMany(LIVE_STREAMS_REFUSAL);
              streamsOf.set(buyerId, held + 1);
              let released = false;
              const release = () => {
                if (released) return;
                released = true;
                const left = (streamsOf.get(buyerId) ?? 1) - 1;
                if (left > 0) streamsOf.set(buyerId, left);
                else streamsOf.delete(buyerId);
              };
              const sse = reply.sse;
              const wanted = new Set(ids);
              const send = (lots: LiveLot[], retry?: number) => {
                const data = { lots };
                if (checkEvents) liveStockEventSchema.parse(data);
                if (!sse.isConnected) return;
                sse.send({ event: LIVE_STOCK_EVENT, data, retry }).catch(() => {});
              };
              const outbox = new Coalescer<LiveLot>((lots) => send(lots), LIVE_COALESCE_MS);
              const resync = () => {
                void currentLots(ctx, ids)
                  .then((lots) => lots.forEach((lot) => outbox.push(lot)))
                  .catch(() => {});
              };
              // Subscribed before the snapshot is read, so no change committed in between is lost.
              const unsubscribe = feed.subscribe({
                change: (change) => {
                  if (wanted.has(change.id)) outbox.push(toLiveLot(change));
                },
                resync,
              });
              sse.keepAlive();
              open.add(reply);
              ctx.metrics.liveStreams.inc();
              sse.onClose(() => {
                release();
                unsubscribe();
                outbox.close();
                open.delete(reply);
                ctx.metrics.liveStreams.dec();
              });
              try {
                send(await currentLots(ctx, ids), 1000);
              } catch (error) {
                // Nothing sent yet: the error answers as any other (503 while the database is unreachable).
                sse.close();
                throw error;
              }
            },
            { sse: { kind: 'only' } },
          );
          serve(
            scope,
            liveEndpoints.inbox,
            async (request, reply) => {
              const buyerId = await liveTicketBuyer(ctx, request.query.ticket);
              if (buyerId === null) throw new UnauthorizedError();
              const held = inboxStreamsOf.get(buyerId) ?? 0;
              if (held >= LIVE_MAX_STREAMS_PER_BUYER) throw tooMany(LIVE_STREAMS_REFUSAL);
              inboxStreamsOf.set(buyerId, held + 1);
              let released = false;
              const release = () => {
                if (released) return;
                released = true;
                const left = (inboxStreamsOf.get(buyerId) ?? 1) - 1;
                if (left > 0) inboxStreamsOf.set(buyerId, left);
                else inboxStreamsOf.delete(buyerId);
              };
              const sse = reply.sse;
              let last: number | null = null;
              const send = (unread: number, retry?: number) => {
                if (unread === last && retry === undefined) return;
                last = unread;
                const data = { unread };
                if (checkEvents) liveInboxEventSchema.parse(data);
                if (!sse.isConnected) return;
                sse.send({ event: LIVE_INBOX_EVENT, data, retry }).catch(() => {});
              };
              const recount = () => {
                void unreadCount(ctx.db, buyerId)
                  .then((n) => send(n))
                  .catch(() => {});
              };
              const outbox = new Coalescer<{ id: number }>(() => recount(), LIVE_COALESCE_MS);
              // Subscribed before the first count is read, so no change committed in between is lost.
              const unsubscribe = feed.subscribe({
                inbox: (ids) => {
                  if (ids.includes(buyerId)) outbox.push({ id: buyerId });
                },
                resync: recount,
              });
              sse.keepAlive();
              open.add(reply);
              ctx.metrics.liveStreams.inc();
              sse.onClose(() => {
                release();
                unsubscribe();
                outbox.close();
                open.delete(reply);
                ctx.metrics.liveStreams.dec();
              });
              try {
                send(await unreadCount(ctx.db, buyerId), 1000);
              } catch (error) {
                sse.close();
                throw error;
              }
            },
            { sse: { kind: 'only' } },
          );
        },
      }),
    );
  };
