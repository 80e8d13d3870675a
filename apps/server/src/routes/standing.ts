/**
 * Standing orders (固定订单, issue 32): the buyer's /standing calls (services/standing.ts) and the runner
 * (services/standingRunner.ts), run every STANDING_EVERY_MS on the market clock while the app is up; outside
 * production `/api/dev/run-standing {at?}` runs it now at an instant (the end-to-end journey's pinned clock).
 */
import { standingEndpoints } from '@huashi/api/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
import { every } from '../metrics/every';
import { buyerOf } from '../plugins/auth';
import { area, loopbackGuard, scope } from '../plugins/scopes';
import {
  latestStandingRun,
  listStanding,
  markStandingRunSeen,
  pauseStanding,
  removeStanding,
  saveStanding,
  skipStanding,
  standingRunsOf,
  standingVarieties,
} from '../services/standing';
import { runStandingOrders, STANDING_EVERY_MS } from '../services/standingRunner';

export function standingRoutes(ctx: AppContext): FastifyPluginAsync {
  const routes = area(ctx, {
    buyer: (app) => {
      serve(app, standingEndpoints.list, async (request) => ok(await listStanding(ctx, buyerOf(request).id)));
      serve(app, standingEndpoints.save, async (request) => ok(await saveStanding(ctx, buyerOf(request).id, request.body), '已保存'));
      serve(app, standingEndpoints.pause, async (request) =>
        ok(await pauseStanding(ctx, buyerOf(request).id, request.body.id, request.body.paused), request.body.paused ? '已暂停' : '已恢复'),
      );
      serve(app, standingEndpoints.skip, async (request) =>
        ok(await skipStanding(ctx, buyerOf(request).id, request.body.id), '已跳过下次执行'),
      );
      serve(app, standingEndpoints.remove, async (request) =>
        ok(await removeStanding(ctx, buyerOf(request).id, request.body.id), '已删除'),
      );
      serve(app, standingEndpoints.runs, async (request) => ok(await standingRunsOf(ctx, buyerOf(request).id, request.body.id)));
      serve(app, standingEndpoints.latest, async (request) => ok(await latestStandingRun(ctx, buyerOf(request).id)));
      serve(app, standingEndpoints.varieties, async () => ok(await standingVarieties(ctx)));
      serve(app, standingEndpoints.seen, async (request) => ok(await markStandingRunSeen(ctx, buyerOf(request).id, request.body.id)));
    },
  });
  return async (app) => {
    every(app, ctx.metrics, STANDING_EVERY_MS, {
      name: 'standing_orders',
      run: () => runStandingOrders(ctx, ctx.clock.now()),
      failure: 'standing orders failed',
    });
    await app.register(routes);
    if (!ctx.config.production) {
      await app.register(
        scope(
          loopbackGuard,
          ctx,
          (dev) => {
            serve(dev, standingEndpoints.runNow, async (request) => {
              const at = request.body.at ? new Date(request.body.at) : ctx.clock.now();
              return ok({ runs: await runStandingOrders(ctx, at, { wait: true }), at: at.toISOString() });
            });
          },
          'loopback',
        ),
      );
    }
  };
}
