/**
 * The audit trail: every staff action that changes data writes one row in the same transaction as the change
 * (`recordAudit(tx, …)` inside the service's transaction), so no change exists without its trace.
 */
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { AUDIT_MESSAGES, auditUnchanged } from '@huashi/domain';
import type { AppContext } from '../context';
import type { DbOrTx, Tx } from '../db/client';
import { afterSales, auditLog, operatorSigns, orders, staff } from '../db/schema';
import { badRequest } from '../http/envelope';

export type AuditEntry = {
  /** The acting staff member; null: an operator sign (operatorSignId) or the server's own command line. */
  staffId: number | null;
  /** The operator sign that acted (/goodTp's price changes and orders), with staffId null. */
  operatorSignId?: number;
  /** What was done, `<area>.<verb>`, e.g. `staff.create`, `order.ship`. */
  action: string;
  /** The kind of record changed, e.g. `staff`, `order`. */
  entity: string;
  ids: (string | number)[];
  before?: unknown;
  after?: unknown;
};

/**
 * Writes one audit row; call it with the transaction that makes the change. A form's save (`….update`) that
 * changed nothing (before and after alike but for timestamps) is refused with 没有修改 instead: the transaction
 * rolls back, so no row and no change are left.
 */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  if (entry.action.endsWith('.update') && auditUnchanged(entry.before, entry.after)) throw badRequest(AUDIT_MESSAGES.unchanged);
  await tx.insert(auditLog).values({
    staffId: entry.staffId,
    operatorSignId: entry.operatorSignId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityIds: entry.ids,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export type AuditFilters = { staffId?: number; action?: string; entity?: string; from?: Date; to?: Date };

/** A page of the trail, newest first, with the acting staff member's names (or the acting operator sign's label). */
export async function listAudit(ctx: AppContext, filters: AuditFilters, page: number, limit: number) {
  const where: SQL[] = [];
  if (filters.staffId !== undefined) where.push(eq(auditLog.staffId, filters.staffId));
  if (filters.action) where.push(eq(auditLog.action, filters.action));
  if (filters.entity) where.push(eq(auditLog.entity, filters.entity));
  if (filters.from) where.push(gte(auditLog.createdAt, filters.from));
  if (filters.to) where.push(lt(auditLog.createdAt, filters.to));
  const condition = where.length > 0 ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: auditLog.id,
        staffId: auditLog.staffId,
        loginName: staff.loginName,
        displayName: staff.displayName,
        operatorSignId: auditLog.operatorSignId,
        signLabel: operatorSigns.label,
        action: auditLog.action,
        entity: auditLog.entity,
        entityIds: auditLog.entityIds,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.staffId))
      .leftJoin(operatorSigns, eq(operatorSigns.id, auditLog.operatorSignId))
      .where(condition)
      .orderBy(desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ n: count() }).from(auditLog).where(condition),
  ]);
  const numbers = await orderNumbersOf(ctx.db, rows);
  const named = rows.map((row) => ({ ...row, orderNos: numbers(row) }));
  return { rows: named, total: total?.n ?? 0 };
}

type EntryIds = { entity: string; entityIds: (string | number)[] };

const idAt = (ids: (string | number)[], at: number): number | null => {
  const id = ids[at];
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
};

/**
 * Where an entry names its order. The writers record an order's own id first ([order] or, for a payment, [order,
 * buyer]: the buyer is not an order), an operator's order by its number ([orderNo]), an item's cancellation as
 * [item, order] and a claim as [claim, item] (the claim knows its order).
 */
function orderRef(entry: EntryIds): { orderId: number } | { claimId: number } | { orderNo: string } | null {
  const [first] = entry.entityIds;
  if (entry.entity === 'order' && typeof first === 'string') return { orderNo: first };
  const orderId = entry.entity === 'order' ? idAt(entry.entityIds, 0) : entry.entity === 'order_item' ? idAt(entry.entityIds, 1) : null;
  if (orderId !== null) return { orderId };
  const claimId = entry.entity === 'after_sales' ? idAt(entry.entityIds, 0) : null;
  return claimId !== null ? { claimId } : null;
}

/**
 * An order is named by its number, as buyers and staff know it (issue 26), not by its row id: looked up for the page's
 * entries about an order, an item of one or a claim on one, in two queries at most (by primary key). The audit keeps
 * ids, which never change; an order's number never changes either, so no copy of it is stored in the entry.
 */
async function orderNumbersOf(db: DbOrTx, entries: readonly EntryIds[]): Promise<(entry: EntryIds) => string[]> {
  const refs = entries.map(orderRef);
  const orderIds = [...new Set(refs.flatMap((ref) => (ref && 'orderId' in ref ? [ref.orderId] : [])))];
  const claimIds = [...new Set(refs.flatMap((ref) => (ref && 'claimId' in ref ? [ref.claimId] : [])))];
  const [byOrder, byClaim] = await Promise.all([
    orderIds.length === 0 ? [] : db.select({ id: orders.id, orderNo: orders.orderNo }).from(orders).where(inArray(orders.id, orderIds)),
    claimIds.length === 0
      ? []
      : db
          .select({ id: afterSales.id, orderNo: orders.orderNo })
          .from(afterSales)
          .innerJoin(orders, eq(orders.id, afterSales.orderId))
          .where(inArray(afterSales.id, claimIds)),
  ]);
  const orderNos = new Map(byOrder.map((row) => [row.id, row.orderNo]));
  const claimNos = new Map(byClaim.map((row) => [row.id, row.orderNo]));
  return (entry) => {
    const ref = orderRef(entry);
    if (!ref) return [];
    const orderNo = 'orderNo' in ref ? ref.orderNo : 'orderId' in ref ? orderNos.get(ref.orderId) : claimNos.get(ref.claimId);
    return orderNo ? [orderNo] : [];
  };
}
