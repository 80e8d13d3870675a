/**
 * Dev/test only (registered from routes/dev.ts, which the app mounts only when NODE_ENV is not production):
 * POST /api/dev/advance-order {mainId | orderNo, status 2–5} moves an order through the market's fulfilment
 * (services/fulfilment.ts), step by step, as staff pages will later.
 */
import { devContracts } from '@huashi/api/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { orders } from '../db/schema';
import { badRequest, notFound, ok } from '../http/envelope';
import type { Scope } from '../plugins/scopes';
import { advanceOrderTo, FulfilmentError } from '../services/fulfilment';

export const DEV_ADVANCE_ORDER_PATH = '/dev/advance-order';

export function devAdvanceOrder(app: Scope, ctx: AppContext) {
  app.post(DEV_ADVANCE_ORDER_PATH, { schema: devContracts.advanceOrder }, async (request) => {
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
}
