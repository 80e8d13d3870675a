/**
 * The price board (行情, issue 33), ours: GET /v1/market/prices and /v1/market/history for logged-in buyers (why:
 * packages/api contracts/market.ts). Both read the market_days rollup (services/market.ts).
 */
import { marketEndpoints } from '@huashi/api/contracts';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
import { area } from '../plugins/scopes';
import { marketHistory, marketPrices } from '../services/market';

export const marketRoutes = (ctx: AppContext) =>
  area(ctx, {
    buyer: (app) => {
      serve(app, marketEndpoints.prices, async (request) => ok(await marketPrices(ctx.db, ctx.clock.now(), request.query)));
      serve(app, marketEndpoints.history, async (request) => ok(await marketHistory(ctx.db, ctx.clock.now(), request.query)));
    },
  });
