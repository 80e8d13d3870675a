/**
 * Draining an instance before it exits (issue 29: a rolling restart loses no purchase).
 *
 * On SIGTERM (main.ts) `drainAndClose` runs, in this order:
 * 1. `drain.begin()`: GET /api/ready answers 503 (`draining`) from now on, and every answer sent from now on carries
 *    `Connection: close` (the onSend hook below), so a keep-alive connection ends after its current answer — the
 *    client (a proxy, a browser) opens its next request elsewhere.
 * 2. `app.close()` (Fastify): its routes are marked closing — a request that still arrives on a connection already open
 *    is served, not refused (`return503OnClosing: false` in app.ts; Fastify adds `Connection: close` to it) — then the
 *    preClose hooks run (every live stock stream gets a `retry:` hint and ends: routes/live.ts; the browser's
 *    EventSource reconnects, through the proxy to another instance), the listening socket closes (a new connection is
 *    refused: a proxy tries the next instance, which is safe even for a POST, since nothing was sent), idle keep-alive
 *    connections are closed, and Fastify waits for every connection with a request in flight. A queued purchase is such a
 *    request: its group-commit batch (services/purchaseBatch.ts) commits and it is answered before its connection ends.
 *    Connections that become idle meanwhile (a stream's, after its end) are closed every IDLE_REAP_MS. Then the onClose
 *    hooks stop the change feed and the timers.
 * 3. The caller closes the database pool (and the embedded PostgreSQL) and exits 0.
 * The whole drain is bounded by SHUTDOWN_GRACE_MS: past it every connection still open is cut, the requests still in
 * flight are logged by number, and the caller exits anyway with code 1.
 */
import type { FastifyInstance } from 'fastify';

/** How often connections that became idle during the drain are closed. */
const IDLE_REAP_MS = 100;
/** After the grace period, how long the remaining close (onClose hooks) may still take. */
const AFTER_GRACE_MS = 1000;

/** One instance's drain state: whether it is draining, and how many requests it is answering now. */
export class Drain {
  private startedAt: number | null = null;
  private open = 0;

  /** From now on the instance is draining (not ready, answers close their connection). */
  begin(): void {
    this.startedAt ??= performance.now();
  }

  get draining(): boolean {
    return this.startedAt !== null;
  }

  /** Requests received and not yet answered (or aborted). */
  get inFlight(): number {
    return this.open;
  }

  /** Milliseconds since the drain began (0 before). */
  elapsedMs(): number {
    return this.startedAt === null ? 0 : performance.now() - this.startedAt;
  }

  /** Counts requests in flight, and closes every connection after its answer while draining. */
  register(app: FastifyInstance): void {
    app.addHook('onRequest', async (_request, reply) => {
      this.open += 1;
      // The response's `close`: answered, or its connection went away first.
      reply.raw.once('close', () => (this.open -= 1));
    });
    app.addHook('onSend', async (_request, reply) => {
      if (this.draining && !reply.raw.headersSent) reply.header('connection', 'close');
    });
  }
}

export type DrainOutcome = { drained: boolean; ms: number; open: number };

/**
 * Drains `app` (see the top of this file) and resolves once it is closed, or once `graceMs` passed (`drained: false`,
 * with the requests still open then; their connections are cut).
 */
export async function drainAndClose(app: FastifyInstance, drain: Drain, graceMs: number): Promise<DrainOutcome> {
  drain.begin();
  const reaper = setInterval(() => app.server.closeIdleConnections(), IDLE_REAP_MS);
  let timer: NodeJS.Timeout | undefined;
  const closed = app.close().then(
    () => true,
    () => true,
  );
  const drained = await Promise.race([closed, new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)))]);
  clearTimeout(timer);
  clearInterval(reaper);
  const outcome = { drained, ms: Math.round(drain.elapsedMs()), open: drain.inFlight };
  if (!drained) {
    app.server.closeAllConnections();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, AFTER_GRACE_MS).unref())]);
  }
  return outcome;
}
