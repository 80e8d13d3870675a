/**
 * Paying an unpaid operator order (待付款, issue 18; beyond the spec): the buyer pays it from /order
 * (POST /v1/order/pay-order) or 财务 staff settle it from the buyer's balance (代扣付款, the 买家 desk). One service,
 * one transaction:
 *
 * - the order is locked first (`for update`, as every writer of an order does: the cancellation desk too), so a
 *   cancellation approved meanwhile is either wholly before (the payment is what it left) or wholly after (a paid order
 *   refunds as any other);
 * - an order already paid takes nothing and answers as paid (two clicks, two tabs, a buyer and 财务 at once: one debit);
 * - the debit is conditional (`balance − frozen >= amount`), all or nothing: refused with 您的账户余额不足 (411, the
 *   usable balance in data) for the buyer, and with the balance and the amount named for 财务;
 * - the ledger row (services/ledger.ts keeps balance = sum of the ledger) names the order; the member discount the order
 *   carries counts into the buyer's savings now, as it does when an order is paid as placed (purchase.ts);
 * - staff settling it write one audit row (order.settle-payment) in the same transaction.
 */
import { API_CODES } from '@huashi/api';
import {
  formatShanghaiDateTime,
  formatYuan,
  inboxDrafts,
  operatorSignIdOf,
  ORDER_PAYMENT_MESSAGES,
  orderPaymentNotice,
  placedByText,
  settleShortText,
} from '@huashi/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { DbOrTx, Tx } from '../db/client';
import { balanceLedger, buyers, operatorSigns, orders } from '../db/schema';
import { badRequest, BusinessError, notFound } from '../http/envelope';
import { recordAudit } from './audit';
import { postInbox } from './inbox';
import { ORDER_NOT_FOUND } from './orders';

/** The ledger's ref_type of an order's payment (as purchase.ts writes it; ref_id the order number). */
export const ORDER_LEDGER_REF = 'order';
/** The audit action of 代扣付款. */
export const SETTLE_AUDIT_ACTION = 'order.settle-payment';

/**
 * Who pays: the buyer, or a 财务/管理员 staff member settling it from the buyer's balance (from that buyer's page of
 * the 买家 desk). Either way only an order of `buyerId` is found.
 */
export type Payer = { kind: 'buyer'; buyerId: number } | { kind: 'staff'; staffId: number; buyerId: number };

export type OrderPaymentResult = {
  mainId: number;
  orderNo: string;
  /** What this call took (yuan): 0.00 when the order was already paid. */
  amount: string;
  /** The buyer's usable balance after it (yuan). */
  balance: string;
  /** When the order was paid, Shanghai "YYYY-MM-DD HH:mm:ss". */
  paidTime: string;
  /** True when this call paid it; false when it was paid already (nothing taken). */
  paidNow: boolean;
};

type OrderRow = typeof orders.$inferSelect;

async function usableFen(tx: Tx, buyerId: number): Promise<number> {
  const [row] = await tx.select({ balanceFen: buyers.balanceFen, frozenFen: buyers.frozenFen }).from(buyers).where(eq(buyers.id, buyerId));
  return row ? Math.max(0, row.balanceFen - row.frozenFen) : 0;
}

/** Pays a locked unpaid order inside `tx`; answers the usable balance after. */
async function debit(tx: Tx, order: OrderRow, payer: Payer, now: Date): Promise<number> {
  const amount = order.feePayment;
  const [after] = await tx
    .update(buyers)
    .set({ balanceFen: sql`${buyers.balanceFen} - ${amount}`, savingsFen: sql`${buyers.savingsFen} + ${order.feeMember}` })
    .where(and(eq(buyers.id, order.buyerId), sql`${buyers.balanceFen} - ${buyers.frozenFen} >= ${amount}`))
    .returning({ balanceFen: buyers.balanceFen, frozenFen: buyers.frozenFen });
  if (!after) {
    const usable = await usableFen(tx, order.buyerId);
    if (payer.kind === 'staff') throw badRequest(settleShortText(usable, amount));
    throw new BusinessError(API_CODES.insufficientBalance, ORDER_PAYMENT_MESSAGES.insufficient, {
      balance: formatYuan(usable),
      amount: formatYuan(amount),
    });
  }
  if (amount > 0) {
    await tx.insert(balanceLedger).values({
      buyerId: order.buyerId,
      ioValueFen: -amount,
      ioNotice: orderPaymentNotice(order.orderNo, payer.kind),
      balanceAfterFen: after.balanceFen,
      refType: ORDER_LEDGER_REF,
      refId: order.orderNo,
      createdAt: now,
    });
  }
  const paid = await tx
    .update(orders)
    .set({ paidAt: now })
    .where(and(eq(orders.id, order.id), isNull(orders.paidAt)))
    .returning({ id: orders.id });
  // The row is locked: it cannot have been paid meanwhile. Anything else is a fault, and rolls back the debit.
  if (paid.length !== 1) throw new Error(`order ${order.id} changed under its lock`);
  return Math.max(0, after.balanceFen - after.frozenFen);
}

/**
 * Pays the unpaid order `mainId` from its buyer's balance (see the module's rules). Only an order of the payer's
 * buyer is found: another buyer's id answers 订单不存在 as every order call does.
 */
export async function payOrder(ctx: AppContext, payer: Payer, mainId: number): Promise<OrderPaymentResult> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, mainId), eq(orders.buyerId, payer.buyerId)))
      .for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const answer = (balanceFen: number, paidAt: Date, paidNow: boolean): OrderPaymentResult => ({
      mainId: order.id,
      orderNo: order.orderNo,
      amount: formatYuan(paidNow ? order.feePayment : 0),
      balance: formatYuan(balanceFen),
      paidTime: formatShanghaiDateTime(paidAt) ?? '',
      paidNow,
    });
    if (order.paidAt !== null) return answer(await usableFen(tx, order.buyerId), order.paidAt, false);

    const balanceFen = await debit(tx, order, payer, now);
    if (payer.kind === 'staff') {
      await recordAudit(tx, {
        staffId: payer.staffId,
        action: SETTLE_AUDIT_ACTION,
        entity: 'order',
        at: now,
        ids: [order.id, order.buyerId],
        before: { paidAt: null, payment: formatYuan(order.feePayment) },
        after: { paidAt: now.toISOString(), payment: formatYuan(order.feePayment), balance: formatYuan(balanceFen) },
      });
    }
    await postInbox(tx, [
      {
        buyerId: order.buyerId,
        ...inboxDrafts.orderPaid({ mainId: order.id, orderNo: order.orderNo, totalFen: order.feePayment }),
        at: now,
      },
    ]);
    return answer(balanceFen, now, true);
  });
}

/** The labels of the operator signs that placed these orders (placed_by `operator:<id>`), by sign id. */
export async function signLabelsOf(db: DbOrTx, placedBy: readonly string[]): Promise<Map<number, string>> {
  const ids = [...new Set(placedBy.map(operatorSignIdOf).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: operatorSigns.id, label: operatorSigns.label })
    .from(operatorSigns)
    .where(inArray(operatorSigns.id, ids));
  return new Map(rows.map((row) => [row.id, row.label]));
}

/** 代下单（<label>） or '' for each order, as the back office shows who placed it. */
export async function placedByTexts(db: DbOrTx, placedBy: readonly string[]): Promise<string[]> {
  const labels = await signLabelsOf(db, placedBy);
  return placedBy.map((value) => placedByText(value, labels.get(operatorSignIdOf(value) ?? 0)));
}
