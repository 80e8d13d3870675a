/**
 * GET /metrics (issue 29): this instance's metrics in the Prometheus text format (src/metrics/metrics.ts says which and
 * why), behind the metrics guard (plugins/metrics.ts: METRICS_ALLOW, METRICS_TOKEN). Registered outside /api, as
 * Prometheus expects, and never compressed or cached.
 *
 * Also here: every answered request is counted by method, route pattern and status with its time (onResponse, on the
 * whole app).
 */
import { metricsEndpoints } from '@huashi/api/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { serve } from '../http/serve';
import type { Scope } from '../plugins/scopes';

export function metricsRoutes(app: Scope, ctx: AppContext) {
  serve(app, metricsEndpoints.scrape, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type(ctx.metrics.contentType)
      .send(await ctx.metrics.text()),
  );
}

/** Counts every answer of `app` (its route's pattern, not the URL; `(unmatched)` for a path no route has). */
export function observeRequests(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onResponse', async (request, reply) => {
    ctx.metrics.request(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
  });
}
