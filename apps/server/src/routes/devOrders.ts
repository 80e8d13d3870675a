/**
 * Dev/test only (registered from routes/dev.ts, which the app mounts only when NODE_ENV is not production):
 * - POST /api/dev/advance-order {mainId | orderNo, status 2–5} moves an order through the market's fulfilment
 *   (services/fulfilment.ts), step by step, without staff (a simulated carrier; delivered at once at 4).
 * - POST /api/dev/run-auto-complete {at?, mainIds?} runs the 72-hour completion job now as if the clock read `at`
 *   (ISO 8601; default the server's clock), over every order or only `mainIds`, so a journey moves time forward
 *   without sleeping and touches only its own orders.
 */
import { devEndpoints } from '@huashi/api/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { orders } from '../db/schema';
import { badRequest, notFound, ok } from '../http/envelope';
import { serve } from '../http/serve';
import type { Scope } from '../plugins/scopes';
import { runAutoComplete } from '../services/autoComplete';
import { advanceOrderTo, FulfilmentError } from '../services/fulfilment';

export function devAdvanceOrder(app: Scope, ctx: AppContext) {
  serve(app, devEndpoints.advanceOrder, async (request) => {
    const body = request.body;
    let mainId = body.mainId;
    if (mainId === null && body.orderNo) {
      const [row] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, body.orderNo)).limit(1);
      mainId = row?.id ?? null;
    }
    if (mainId === null) throw notFound('订单不存在');
    try {
      const status = await advanceOrderTo(ctx.db, ctx.clock, mainId, body.status ?? 0);
      return ok({ mainId, status });
    } catch (error) {
      if (error instanceof FulfilmentError) throw badRequest(error.message);
      throw error;
    }
  });
  serve(app, devEndpoints.runAutoComplete, async (request) => {
    const at = request.body.at ? new Date(request.body.at) : ctx.clock.now();
    return ok({ completed: await runAutoComplete(ctx.db, at, request.body.mainIds ?? undefined), at: at.toISOString() });
  });
}
