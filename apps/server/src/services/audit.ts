/**
 * The audit trail: every staff action that changes data writes one row in the same transaction as the change
 * (`recordAudit(tx, …)` inside the service's transaction), so no change exists without its trace.
 *
 * Issue 31: the trail is searched by order number and by buyer, and an order's detail shows the rows about it. An
 * entry names its order only through its ids (see orderRef below), so "about these orders" is four probes of the ids'
 * first or second element (`auditAbout`), each served by an expression index (drizzle/concurrent-indexes.sql:
 * audit_log_entity_first_idx, audit_log_entity_second_idx) instead of a scan of a million rows. Decision: no order or
 * buyer column is added to the rows — the writers stay as they are and old rows are found too.
 */
import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { AUDIT_MESSAGES, auditUnchanged, operatorSignActor } from '@huashi/domain';
import type { AppContext } from '../context';
import type { DbOrTx, Tx } from '../db/client';
import { anyColumnHas } from '../db/like';
import { afterSales, auditLog, buyers, operatorSigns, orderItems, orders, staff } from '../db/schema';
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
  /**
   * When it happened on the market clock (the service's `now`), as every other time a person reads beside it (an
   * order's history mixes the order's own times with these rows); the database's time when absent.
   */
  at?: Date;
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
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}

export type AuditFilters = {
  staffId?: number;
  action?: string;
  entity?: string;
  from?: Date;
  to?: Date;
  /** The entries about the order of this number (exact), an item of it or a claim on it. */
  orderNo?: string;
  /** The entries about the buyers whose name, phone or account number holds this text, or about their orders. */
  buyer?: string;
};

/** The most buyers a buyer search of the trail covers (a short text such as 138 matches thousands). */
export const AUDIT_BUYER_MATCH_MAX = 50;

/** Rows without a staff member: the server's own jobs (e.g. the 72-hour completion) read 系统, the command line 系统命令. */
const SYSTEM_JOB_ACTIONS: ReadonlySet<string> = new Set(['order.auto-complete']);

/** Who did an entry: 姓名（账号）, the operator sign, 系统 (a job) or 系统命令 (the command line). */
function auditActor(row: {
  staffId: number | null;
  displayName: string | null;
  loginName: string | null;
  operatorSignId: number | null;
  signLabel: string | null;
  action: string;
}): string {
  if (row.staffId !== null) return `${row.displayName}（${row.loginName}）`;
  if (row.operatorSignId !== null) return operatorSignActor({ id: row.operatorSignId, label: row.signLabel ?? '' });
  return SYSTEM_JOB_ACTIONS.has(row.action) ? '系统' : '系统命令';
}

const firstId = sql`(${auditLog.entityIds} -> 0)`;
const secondId = sql`(${auditLog.entityIds} -> 1)`;

/**
 * The entries about the orders `orderWhere` selects (a condition on orders): the order's own (by id, or by number for
 * an operator's order), its items' ([item, order]) and its claims' ([claim, item]). Written as the writers record ids
 * (orderRef), each probe on an indexed expression.
 */
function auditAbout(orderWhere: SQL): SQL {
  const ids = sql`select to_jsonb(${orders.id}) from ${orders} where ${orderWhere}`;
  const numbers = sql`select to_jsonb(${orders.orderNo}) from ${orders} where ${orderWhere}`;
  const items = sql`select to_jsonb(${orderItems.id}) from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId} where ${orderWhere}`;
  return or(
    and(eq(auditLog.entity, 'order'), sql`${firstId} in (${ids})`),
    and(eq(auditLog.entity, 'order'), sql`${firstId} in (${numbers})`),
    and(eq(auditLog.entity, 'order_item'), sql`${secondId} in (${ids})`),
    // A claim is recorded as [claim, item]: found through the order's items (order_items_order_idx), not a claim scan.
    and(eq(auditLog.entity, 'after_sales'), sql`${secondId} in (${items})`),
  )!;
}

/** The entries about the buyers `buyerIds` selects (a subquery of ids): the buyer's own rows and their orders'. */
function auditAboutBuyers(buyerIds: SQL): SQL {
  return or(
    and(eq(auditLog.entity, 'buyer'), sql`${firstId} in (select to_jsonb(id) from (${buyerIds}) matched(id))`),
    auditAbout(sql`${orders.buyerId} in (${buyerIds})`),
  )!;
}

function auditWhere(filters: AuditFilters): SQL | undefined {
  const where: SQL[] = [];
  if (filters.staffId !== undefined) where.push(eq(auditLog.staffId, filters.staffId));
  if (filters.action) where.push(eq(auditLog.action, filters.action));
  if (filters.entity) where.push(eq(auditLog.entity, filters.entity));
  if (filters.from) where.push(gte(auditLog.createdAt, filters.from));
  if (filters.to) where.push(lt(auditLog.createdAt, filters.to));
  if (filters.orderNo) where.push(auditAbout(eq(orders.orderNo, filters.orderNo)));
  if (filters.buyer) {
    const matched = sql`select ${buyers.id} from ${buyers} where ${anyColumnHas(filters.buyer, [buyers.nickName, buyers.phone, buyers.accountNo])} order by ${buyers.id} limit ${AUDIT_BUYER_MATCH_MAX}`;
    where.push(auditAboutBuyers(matched));
  }
  return where.length > 0 ? and(...where) : undefined;
}

/** The trail's rows for `condition`, newest first, with who did each and the order number each concerns. */
async function auditRows(db: DbOrTx, condition: SQL | undefined, page: { limit: number; offset: number } | null) {
  const base = db
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
    .orderBy(desc(auditLog.id));
  const rows = await (page ? base.limit(page.limit).offset(page.offset) : base);
  const numbers = await orderNumbersOf(db, rows);
  return rows.map((row) => ({ ...row, actor: auditActor(row), orderNos: numbers(row) }));
}

/** A page of the trail, newest first, with the acting staff member's names (or the acting operator sign's label). */
export async function listAudit(ctx: AppContext, filters: AuditFilters, page: number, limit: number) {
  const condition = auditWhere(filters);
  const [rows, [total]] = await Promise.all([
    auditRows(ctx.db, condition, { limit, offset: (page - 1) * limit }),
    ctx.db.select({ n: count() }).from(auditLog).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every entry about one order (its own, its items', its claims'), newest first: the order detail's history. */
export async function orderAuditTrail(db: DbOrTx, orderId: number) {
  return auditRows(db, auditAbout(eq(orders.id, orderId)), null);
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
