/**
 * The market's fulfilment of an order (§4): 1/2 订单配货中 → 3 订单待发货 → 4 订单已发货 → 5 订单已完成.
 * Staff pages come in a later issue; until then this function moves an order (the dev endpoint
 * /api/dev/advance-order and the tests call it). One step at a time, each in one conditional update, so
 * two staff actions racing never skip or repeat a step.
 *
 * What each step records:
 * - → 2: allocation started.
 * - → 3: weighed and packed: realWeight and checkTime; items still at backStatus '1' lose the 申请撤销 action
 *   ('0'), since a packed order can no longer be withdrawn (requests already under review stay '2').
 * - → 4: shipped: logistics company and waybill number for agent collection; showTime (the goods were shown
 *   and handed over) opens after-sales.
 * - → 5: completed by the market (e.g. no confirmation after the receipt period); confirmedAt stays empty.
 */
import { BACK_STATUS_CAN_APPLY, BACK_STATUS_NO_ACTION, ORDER_COMPLETED_STATUS, type OrderStatus } from '@huashi/domain';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { orderItems, orders } from '../db/schema';

export const FINAL_ORDER_STATUS = ORDER_COMPLETED_STATUS;

export class FulfilmentError extends Error {}

/** The logistics company used for agent-collection shipments in the local simulation. */
export const SIMULATED_CARRIER = { code: 'KMCOLD', name: '昆明同城冷链' } as const;

/** The step after `status` (1 → 2 … 4 → 5), or null for a completed order. */
const NEXT_STATUS: Record<OrderStatus, OrderStatus | null> = { 1: 2, 2: 3, 3: 4, 4: 5, 5: null };

function nextStatus(status: OrderStatus): OrderStatus | null {
  return NEXT_STATUS[status] ?? null;
}

/** Moves the order one step on. Returns the new status; refuses a completed or unknown order. */
export async function advanceOrderOneStep(db: Db, clock: Clock, orderId: number): Promise<OrderStatus> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
    if (!order) throw new FulfilmentError('订单不存在');
    const next = nextStatus(order.status);
    if (next === null) throw new FulfilmentError('订单已完成');
    const now = clock.now();
    const patch: Partial<typeof orders.$inferInsert> = { status: next };
    if (next === 3) {
      patch.realWeightGrams = order.realWeightGrams ?? order.preWeightGrams;
      patch.checkTime = order.checkTime ?? now;
      await tx
        .update(orderItems)
        .set({ backStatus: BACK_STATUS_NO_ACTION })
        .where(and(eq(orderItems.orderId, order.id), eq(orderItems.backStatus, BACK_STATUS_CAN_APPLY)));
    }
    if (next === 4) {
      patch.showTime = order.showTime ?? now;
      if (order.deliveryType > 1 && !order.logisNumber) {
        patch.logisCode = SIMULATED_CARRIER.code;
        patch.logisName = order.logisName || SIMULATED_CARRIER.name;
        patch.logisNumber = `KM${order.orderNo.replace(/\D/g, '').slice(-10)}`;
      }
    }
    const moved = await tx
      .update(orders)
      .set(patch)
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning({ id: orders.id });
    if (moved.length !== 1) throw new FulfilmentError('订单状态已变化，请刷新');
    return next;
  });
}

/** Moves the order step by step up to `target` (2–5). Returns the final status. */
export async function advanceOrderTo(db: Db, clock: Clock, orderId: number, target: number): Promise<number> {
  if (!Number.isInteger(target) || target < 2 || target > FINAL_ORDER_STATUS) throw new FulfilmentError('目标状态无效');
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new FulfilmentError('订单不存在');
  let status = order.status;
  if (status > target) throw new FulfilmentError('订单状态不能回退');
  while (status < target) status = await advanceOrderOneStep(db, clock, orderId);
  return status;
}
