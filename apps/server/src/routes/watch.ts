/**
 * The watchlist (关注与提醒, issue 33), ours: the buyer's /watch. Every change lives in services/watches.ts; a watch id
 * that is not the buyer's answers as a missing one. The alerts are decided where stock changes (services/watchAlerts.ts).
 */
import { watchEndpoints } from '@huashi/api/contracts';
import { WATCH_MESSAGES } from '@huashi/domain';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
import { buyerOf } from '../plugins/auth';
import { area } from '../plugins/scopes';
import { deleteWatch, listWatches, saveWatch } from '../services/watches';

export const watchRoutes = (ctx: AppContext) =>
  area(ctx, {
    buyer: (app) => {
      serve(app, watchEndpoints.list, async (request) => ok(await listWatches(ctx.db, ctx.clock.now(), buyerOf(request).id)));

      serve(app, watchEndpoints.save, async (request) =>
        ok(await saveWatch(ctx.db, ctx.clock.now(), buyerOf(request).id, request.body), WATCH_MESSAGES.saved),
      );

      serve(app, watchEndpoints.remove, async (request) => {
        await deleteWatch(ctx.db, buyerOf(request).id, request.body.id);
        return ok(null, WATCH_MESSAGES.deleted);
      });
    },
  });
