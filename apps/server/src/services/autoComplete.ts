/**
 * The 72-hour completion job (issue 15): an order delivered or picked up (status 4 with showTime) that the buyer
 * neither confirmed nor disputed completes by itself AUTO_COMPLETE_HOURS after showTime. An order with an open
 * after-sales claim (0 等待处理, 1 处理中, 8/9 待赔付) waits: it completes once every claim is closed.
 *
 * - Idempotent and exactly once per order: each order is completed by a conditional update (`where status = 4`),
 *   so a second sweep, a buyer's 确认收货 racing it or another instance finds nothing left to do.
 * - Two instances: a sweep runs under `pg_try_advisory_xact_lock`; an instance that cannot take the lock skips
 *   this round (the other one is sweeping), and the lock ends with the transaction, so a crash never leaves it held.
 * - Survives restarts: nothing is scheduled in memory; every sweep asks the database what is due.
 * - One audit row per completed order, in the same transaction, with no staff member (the system).
 * The app runs it on an interval (routes/adminOrders.ts); the dev endpoint runs it now at a given instant.
 */
import { AUTO_COMPLETE_MS, CLAIM_OPEN_STATUSES, COMPLETED_BY, ORDER_COMPLETED_STATUS } from '@huashi/domain';
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { afterSales, orders } from '../db/schema';
import { recordAudit } from './audit';

/** The advisory lock key of the sweep (any constant shared by every instance: "huashi-auto-complete"). */
export const AUTO_COMPLETE_LOCK_KEY = 0x68_73_61_63;
/** Orders completed per transaction; a sweep repeats until fewer are due. */
const SWEEP_BATCH = 200;

/** One round: completes the orders due at `now` (at most SWEEP_BATCH); null when another instance holds the lock. */
async function sweepOnce(db: Db, now: Date, only?: readonly number[]): Promise<number | null> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${AUTO_COMPLETE_LOCK_KEY}) as locked`);
    if (!lock.rows[0]?.locked) return null;
    const dueBefore = new Date(now.getTime() - AUTO_COMPLETE_MS);
    const due = tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, 4),
          isNotNull(orders.showTime),
          // Never an unpaid order (issue 18): it cannot be shipped, but the job does not take that on trust.
          isNotNull(orders.paidAt),
          lte(orders.showTime, dueBefore),
          // Never while an after-sales claim is open (the domain's claimIsOpen, autoCompleteDue's hold): the order
          // completes at the first sweep after its last claim is closed (rejected or paid), 72 h having passed.
          sql`not exists (select 1 from ${afterSales} where ${afterSales.orderId} = ${orders.id} and ${inArray(afterSales.status, [...CLAIM_OPEN_STATUSES])})`,
          only ? inArray(orders.id, [...only]) : undefined,
        ),
      )
      .orderBy(asc(orders.showTime))
      .limit(SWEEP_BATCH);
    const done = await tx
      .update(orders)
      .set({ status: ORDER_COMPLETED_STATUS, completedAt: now, completedBy: COMPLETED_BY.auto })
      .where(and(inArray(orders.id, due), eq(orders.status, 4)))
      .returning({ id: orders.id, showTime: orders.showTime });
    for (const order of done) {
      await recordAudit(tx, {
        staffId: null,
        action: 'order.auto-complete',
        entity: 'order',
        at: now,
        ids: [order.id],
        before: { status: 4, showTime: order.showTime?.toISOString() ?? null },
        after: { status: ORDER_COMPLETED_STATUS, completedAt: now.toISOString(), completedBy: COMPLETED_BY.auto },
      });
    }
    return done.length;
  });
}

/**
 * Completes every order due at `now`; answers how many this instance completed (0 when another one is sweeping).
 * `only` limits the sweep to some orders (the dev endpoint, so a journey moving time on touches only its own).
 */
export async function runAutoComplete(db: Db, now: Date, only?: readonly number[]): Promise<number> {
  if (only && only.length === 0) return 0;
  let total = 0;
  for (;;) {
    const completed = await sweepOnce(db, now, only);
    if (completed === null) return total;
    total += completed;
    if (completed < SWEEP_BATCH) return total;
  }
}
