/**
 * The market's fulfilment of an order (§4; the 订单履约 desk of issue 15):
 * 1/2 订单配货中 → 3 订单待发货 → 4 订单已发货 → (已送达/已提货: showTime) → 5 订单已完成.
 *
 * Every move is one conditional update checked against the status the order had when it was read (`where status =
 * …` in the update itself), so two staff members racing, a stale page or a replayed request never skip or repeat a
 * step and never go back. Staff move orders in batches; each order moves in its own transaction with exactly one
 * audit row (decision: one row per order moved; a refused order changes nothing and leaves no row).
 *
 * What each step records:
 * - 开始配货 (1/2 → 3): weighed and packed: realWeight and checkTime; items still at backStatus 1 lose the 申请撤销
 *   action (0), since a packed order can no longer be withdrawn. An order with a request under review (2) is refused
 *   until staff decide it (撤销审核): approving is refused once packed, so packing first would strand the request.
 * - 发货 (3 → 4): for agent collection the logistics company and tracking number staff entered; self-pickup needs
 *   neither. showTime stays empty: the goods have not reached the buyer yet.
 * - 已送达/已提货 (4, showTime empty → showTime = now): after-sales opens for 8 hours; the 72-hour job completes
 *   the order later (services/autoComplete.ts) unless the buyer confirms receipt first (services/orders.ts).
 *
 * advanceOrderOneStep / advanceOrderTo are the development helper's moves (/api/dev/advance-order and tests): they
 * use the same steps, with a simulated carrier at →4 and the delivery recorded at once, and →5 as the job does.
 */
import type { BatchOutcome, BatchResult } from '@huashi/api';
import {
  BACK_STATUS_CAN_APPLY,
  BACK_STATUS_NO_ACTION,
  BACK_STATUS_UNDER_REVIEW,
  carrierByCode,
  COMPLETED_BY,
  FULFILMENT_MESSAGES,
  fulfilmentRefusal,
  inboxDrafts,
  normaliseTrackingNumber,
  ORDER_COMPLETED_STATUS,
  ORDER_PAYMENT_MESSAGES,
  orderWhollyCancelled,
  shipProblem,
  type FulfilmentAction,
  type InboxDraft,
  type OrderStatus,
} from '@huashi/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db, Tx } from '../db/client';
import { orderItems, orders } from '../db/schema';
import { recordAudit } from './audit';
import { postInbox } from './inbox';

export const FINAL_ORDER_STATUS = ORDER_COMPLETED_STATUS;

export class FulfilmentError extends Error {}

/** The logistics company used for agent-collection shipments in the local simulation (dev helper). */
export const SIMULATED_CARRIER = carrierByCode('KMCOLD')!;

type OrderRow = typeof orders.$inferSelect;
type OrderPatch = Partial<typeof orders.$inferInsert>;

/** What an order looked like for the audit trail, before and after a move. */
function auditView(row: Pick<OrderRow, 'status' | 'logisCode' | 'logisName' | 'logisNumber' | 'showTime' | 'completedBy'>) {
  return {
    status: row.status,
    logisCode: row.logisCode,
    logisName: row.logisName,
    logisNumber: row.logisNumber,
    showTime: row.showTime?.toISOString() ?? null,
    completedBy: row.completedBy,
  };
}

/** The patch of 开始配货 (→ 3) and the items that lose 申请撤销. */
async function pickPatch(tx: Tx, order: OrderRow, now: Date): Promise<OrderPatch> {
  await tx
    .update(orderItems)
    .set({ backStatus: BACK_STATUS_NO_ACTION })
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.backStatus, BACK_STATUS_CAN_APPLY)));
  return { status: 3, realWeightGrams: order.realWeightGrams ?? order.preWeightGrams, checkTime: order.checkTime ?? now };
}

/** The patch of 发货 (→ 4): the logistics for agent collection; nothing else for self-pickup. */
function shipPatch(order: OrderRow, carrierCode: string | null | undefined, trackingNumber: string | null | undefined): OrderPatch {
  const carrier = carrierByCode(carrierCode);
  if (order.deliveryType === 1 || !carrier) return { status: 4 };
  return { status: 4, logisCode: carrier.code, logisName: carrier.name, logisNumber: normaliseTrackingNumber(trackingNumber) };
}

/**
 * Moves one order from the status it was read at: the update names that status (and, for the delivery, an empty
 * showTime), so a concurrent change makes it touch nothing. Answers the row after, or null when it lost the race.
 */
async function conditionalMove(tx: Tx, order: OrderRow, patch: OrderPatch, deliver = false): Promise<OrderRow | null> {
  const where = [eq(orders.id, order.id), eq(orders.status, order.status)];
  if (deliver) where.push(isNull(orders.showTime));
  const [after] = await tx
    .update(orders)
    .set(patch)
    .where(and(...where))
    .returning();
  return after ?? null;
}

type StaffMove = {
  action: FulfilmentAction;
  audit: string;
  /** The patch (may write related rows in the same transaction); a string refuses the order with that reason. */
  patch: (tx: Tx, order: OrderRow, now: Date) => Promise<OrderPatch | string>;
  done: (order: OrderRow) => string;
  /** The buyer's inbox message of the move (发货, 已送达), posted in its transaction. */
  inbox?: (order: OrderRow) => InboxDraft;
};

/** One order, one transaction: read, check, conditional update, one audit row. */
async function moveByStaff(db: Db, clock: Clock, staffId: number, mainId: number, move: StaffMove): Promise<BatchOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, mainId)).limit(1);
      if (!order) return { mainId, orderNo: '', moved: false, status: 0, msg: FULFILMENT_MESSAGES.notFound };
      const refused = (msg: string, status: number = order.status): BatchOutcome => ({
        mainId,
        orderNo: order.orderNo,
        moved: false,
        status,
        msg,
      });
      // An operator's unpaid order (待付款) is neither packed nor shipped until it is paid (issue 18); an order whose
      // every item was cancelled has nothing to fulfil.
      const items = await tx.select({ cancelledAt: orderItems.cancelledAt }).from(orderItems).where(eq(orderItems.orderId, order.id));
      const cancelled = orderWhollyCancelled(items.map((item) => ({ cancelled: item.cancelledAt !== null })));
      const reason = fulfilmentRefusal(move.action, { ...order, unpaid: order.paidAt === null, cancelled });
      if (reason) return refused(reason);
      const now = clock.now();
      const patch = await move.patch(tx, order, now);
      if (typeof patch === 'string') return refused(patch);
      const after = await conditionalMove(tx, order, patch, move.action === 'deliver');
      if (!after) throw new StaleOrder();
      await recordAudit(tx, {
        staffId,
        action: move.audit,
        entity: 'order',
        ids: [order.id],
        before: auditView(order),
        after: auditView(after),
        at: now,
      });
      if (move.inbox) await postInbox(tx, [{ buyerId: after.buyerId, ...move.inbox(after), at: now }]);
      return { mainId, orderNo: order.orderNo, moved: true, status: after.status, msg: move.done(after) };
    });
  } catch (error) {
    if (!(error instanceof StaleOrder)) throw error;
    // Lost a race: the transaction rolled back (items included); say what the order is now.
    const [now] = await db.select({ status: orders.status, orderNo: orders.orderNo }).from(orders).where(eq(orders.id, mainId));
    return { mainId, orderNo: now?.orderNo ?? '', moved: false, status: now?.status ?? 0, msg: FULFILMENT_MESSAGES.stale };
  }
}

class StaleOrder extends Error {}

async function batch(ids: readonly number[], one: (id: number) => Promise<BatchOutcome>): Promise<BatchResult> {
  const results: BatchOutcome[] = [];
  // One after another: each order is its own transaction, and a batch never holds many connections.
  for (const id of ids) results.push(await one(id));
  const moved = results.filter((r) => r.moved).length;
  return { moved, refused: results.length - moved, results };
}

/**
 * 开始配货 by staff: refused while an item's 撤销 request is under review (decide it first, 撤销审核). The order and
 * then its items are locked as the cancellation desk locks them, so a request sent or approved meanwhile is seen.
 */
async function staffPickPatch(tx: Tx, order: OrderRow, now: Date): Promise<OrderPatch | string> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
  const items = await tx
    .select({ backStatus: orderItems.backStatus, cancelledAt: orderItems.cancelledAt })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id))
    .for('update');
  // Read again under the locks: the last item's cancellation may have been approved since the order was read.
  if (orderWhollyCancelled(items.map((item) => ({ cancelled: item.cancelledAt !== null })))) return FULFILMENT_MESSAGES.cancelled;
  if (items.some((item) => item.backStatus === BACK_STATUS_UNDER_REVIEW)) return FULFILMENT_MESSAGES.pendingCancellation;
  return pickPatch(tx, order, now);
}

const PICK: StaffMove = {
  action: 'startPicking',
  audit: 'order.start-picking',
  patch: staffPickPatch,
  done: () => FULFILMENT_MESSAGES.picked,
};

const DELIVER: StaffMove = {
  action: 'deliver',
  audit: 'order.deliver',
  patch: async (_tx, _order, now) => ({ showTime: now }),
  done: (order) => (order.deliveryType === 1 ? FULFILMENT_MESSAGES.pickedUp : FULFILMENT_MESSAGES.delivered),
  inbox: deliveredDraft,
};

/** 订单已发货, with the carrier and tracking number when it has them. */
function shippedDraft(order: OrderRow): InboxDraft {
  return inboxDrafts.orderShipped({ mainId: order.id, orderNo: order.orderNo, carrierName: order.logisName, trackingNumber: order.logisNumber });
}

/** 订单已送达/已提货, with the end of the 8-hour after-sales window. */
function deliveredDraft(order: OrderRow): InboxDraft {
  return inboxDrafts.orderDelivered({
    mainId: order.id,
    orderNo: order.orderNo,
    receivedAt: order.showTime ?? new Date(0),
    pickup: order.deliveryType === 1,
  });
}

function shipMove(line: { carrierCode?: string | null; trackingNumber?: string | null }): StaffMove {
  return {
    action: 'ship',
    audit: 'order.ship',
    patch: async (_tx, order) =>
      shipProblem({ deliveryType: order.deliveryType, ...line }) ?? shipPatch(order, line.carrierCode, line.trackingNumber),
    done: () => FULFILMENT_MESSAGES.shipped,
    inbox: shippedDraft,
  };
}

/** 开始配货: 1/2 → 3 for each order. */
export function startPicking(db: Db, clock: Clock, staffId: number, mainIds: readonly number[]): Promise<BatchResult> {
  return batch(mainIds, (id) => moveByStaff(db, clock, staffId, id, PICK));
}

/** 发货: 3 → 4 with each order's logistics (agent collection) or none (self-pickup). */
export function shipOrders(
  db: Db,
  clock: Clock,
  staffId: number,
  lines: readonly { mainId: number; carrierCode?: string | null; trackingNumber?: string | null }[],
): Promise<BatchResult> {
  const byId = new Map(lines.map((line) => [line.mainId, line]));
  return batch([...byId.keys()], (id) => moveByStaff(db, clock, staffId, id, shipMove(byId.get(id)!)));
}

/** 已送达/已提货: sets showTime on a shipped order, once. */
export function deliverOrders(db: Db, clock: Clock, staffId: number, mainIds: readonly number[]): Promise<BatchResult> {
  return batch(mainIds, (id) => moveByStaff(db, clock, staffId, id, DELIVER));
}

// ---------------------------------------------------------------- the development helper's moves

/** The step after `status` (1 → 2 … 4 → 5), or null for a completed order. */
const NEXT_STATUS: Record<OrderStatus, OrderStatus | null> = { 1: 2, 2: 3, 3: 4, 4: 5, 5: null };

/**
 * Moves the order one step on (dev helper and tests). → 2 allocation started; → 3 as 开始配货; → 4 as 发货 with the
 * simulated carrier and the delivery recorded at once (showTime, so after-sales opens); → 5 as the job completes it.
 * Returns the new status; refuses a completed or unknown order.
 */
export async function advanceOrderOneStep(db: Db, clock: Clock, orderId: number): Promise<OrderStatus> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
    if (!order) throw new FulfilmentError(FULFILMENT_MESSAGES.notFound);
    const next = NEXT_STATUS[order.status] ?? null;
    if (next === null) throw new FulfilmentError('订单已完成');
    if (next >= 3 && order.paidAt === null) throw new FulfilmentError(ORDER_PAYMENT_MESSAGES.unpaidNoFulfilment);
    const now = clock.now();
    let patch: OrderPatch = { status: next };
    if (next === 3) patch = await pickPatch(tx, order, now);
    if (next === 4) {
      const simulated = order.logisNumber
        ? {}
        : shipPatch(order, SIMULATED_CARRIER.code, `KM${order.orderNo.replace(/\D/g, '').slice(-10)}`);
      patch = { ...simulated, status: 4, showTime: order.showTime ?? now };
    }
    if (next === 5) patch = { status: 5, showTime: order.showTime ?? now, completedAt: now, completedBy: COMPLETED_BY.auto };
    const moved = await conditionalMove(tx, order, patch);
    if (!moved) throw new FulfilmentError(FULFILMENT_MESSAGES.stale);
    // As the desk's 发货 and 已送达 do (the simulated carrier delivers at once).
    if (next === 4) {
      await postInbox(tx, [
        { buyerId: moved.buyerId, ...shippedDraft(moved), at: now },
        { buyerId: moved.buyerId, ...deliveredDraft(moved), at: now },
      ]);
    }
    return next;
  });
}

/** Moves the order step by step up to `target` (2–5). Returns the final status. */
export async function advanceOrderTo(db: Db, clock: Clock, orderId: number, target: number): Promise<number> {
  if (!Number.isInteger(target) || target < 2 || target > FINAL_ORDER_STATUS) throw new FulfilmentError('目标状态无效');
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new FulfilmentError(FULFILMENT_MESSAGES.notFound);
  let status = order.status;
  if (status > target) throw new FulfilmentError('订单状态不能回退');
  while (status < target) status = await advanceOrderOneStep(db, clock, orderId);
  return status;
}
