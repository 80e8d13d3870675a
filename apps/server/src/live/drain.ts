/**
 * The drain of an instance's open Server-Sent Events streams at the server's close (SIGTERM's drain, http/drain.ts):
 * every stream gets a last `retry:` hint, then ends; the browser's EventSource reconnects after it — through the proxy,
 * to an instance still serving — and resumes from a fresh snapshot. The hint is spread over LIVE_DRAIN_RETRY_MS so an
 * instance's pages do not all return at once. Shared by the buyers' stock streams (routes/live.ts) and 今日概览's
 * (routes/adminDashboard.ts).
 */
import type { FastifyReply } from 'fastify';

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
