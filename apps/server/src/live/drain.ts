/**
 * The drain of an instance's open Server-Sent Events streams at the server's close (SIGTERM's drain, http/drain.ts):
 * every stream gets a last `retry:` hint, then ends; the browser's EventSource reconnects after it — through the proxy,
 * to an instance still serving — and resumes from a fresh snapshot. The hint is spread over LIVE_DRAIN_RETRY_MS so an
 * instance's pages do not all return at once. Shared by the buyers' stock streams (routes/live.ts) and 今日概览's
 * (routes/adminDashboard.ts), with the rest of what a plugin serving streams sets up (streamHost).
 */
import fastifySse from '@fastify/sse';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { sharedStockFeed, type StockFeed } from './stockFeed';

const HEARTBEAT_MS = 15_000;
/** How long the server waits at start for the LISTEN connection before serving without it (it keeps trying). */
const FEED_START_WAIT_MS = 5000;

/**
 * What a plugin serving Server-Sent Events sets up, in its own scope: @fastify/sse with a heartbeat comment every 15 s
 * (proxies keep the connection), the instance's one change feed (live/stockFeed.ts; waited for at most
 * FEED_START_WAIT_MS), and the set of its open streams — drained at the server's close, the feed closed after.
 */
export async function streamHost(app: FastifyInstance, ctx: AppContext): Promise<{ feed: StockFeed; open: Set<FastifyReply> }> {
  await app.register(fastifySse, { heartbeatInterval: HEARTBEAT_MS });
  const { feed, ready } = sharedStockFeed(ctx, { warn: (message) => app.log.warn(message) });
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, FEED_START_WAIT_MS).unref())]);
  const open = new Set<FastifyReply>();
  app.addHook('preClose', () => drainStreams(open));
  app.addHook('onClose', async () => {
    await feed.close();
  });
  return { feed, open };
}

/** The reconnection delay a stream ended by the server's drain tells its browser: between these, at random. */
export const LIVE_DRAIN_RETRY_MS = [500, 2000] as const;

/** Ends every stream of `open` (emptied first) with a reconnection hint; never waits on a client that reads nothing. */
export async function drainStreams(open: Set<FastifyReply>): Promise<void> {
  const streams = [...open];
  open.clear();
  await Promise.all(
    streams.map(async (reply) => {
      const retry = LIVE_DRAIN_RETRY_MS[0] + Math.floor(Math.random() * (LIVE_DRAIN_RETRY_MS[1] - LIVE_DRAIN_RETRY_MS[0]));
      // A client that reads nothing (its socket's buffer full) gets no hint, not a drain held up.
      if (reply.sse?.isConnected)
        await Promise.race([
          reply.sse.send({ data: undefined, retry }).catch(() => {}),
          new Promise((resolve) => setTimeout(resolve, 200)),
        ]);
      reply.sse?.close();
    }),
  );
}
