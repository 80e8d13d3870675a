/**
 * Dev/test only (registered from routes/dev.ts, which the app mounts only when NODE_ENV is not production):
 * POST /api/dev/advance-order {mainId | orderNo, status 2–5} moves an order through the market's fulfilment
 * (services/fulfilment.ts), step by step, as staff pages will later.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { orders } from '../db/schema';
import { badRequest, notFound, ok } from '../http/envelope';
import { advanceOrderTo, FulfilmentError } from '../services/fulfilment';
import { positiveInt } from '../services/orders';

export const DEV_ADVANCE_ORDER_PATH = '/dev/advance-order';

export function devAdvanceOrder(app: FastifyInstance, ctx: AppContext) {
  app.post(DEV_ADVANCE_ORDER_PATH, async (request) => {
    const body = (request.body ?? {}) as { mainId?: unknown; orderNo?: unknown; status?: unknown };
    let mainId = positiveInt(body.mainId);
    if (mainId === null && typeof body.orderNo === 'string') {
      const [row] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, body.orderNo.trim())).limit(1);
      mainId = row?.id ?? null;
    }
    if (mainId === null) throw notFound('订单不存在');
    const target = positiveInt(body.status) ?? 0;
    try {
      const status = await advanceOrderTo(ctx.db, ctx.clock, mainId, target);
      return ok({ mainId, status });
    } catch (error) {
      if (error instanceof FulfilmentError) throw badRequest(error.message);
      throw error;
    }
  });
}
