/**
 * The 买家 desk (管理员, 财务, 客服 look; 财务 and 管理员 adjust): find a buyer by phone, name or account number, read
 * their account, balance, ledger, orders and addresses, and credit or debit the balance with a mandatory reason.
 *
 * An adjustment is one transaction: a conditional update of the balance (a debit only `where balance − frozen >= x`,
 * so concurrent debits can never overdraw), one ledger row in the purchase's format (signed io_value_fen,
 * balance_after_fen, ref_type 'staff-adjust'), and one audit row with the figures before and after.
 *
 * Issue 26: 客服 and 管理员 set the buyer's customer manager (name and phone, both or neither — the domain's
 * buyerManagerSchema), one conditional update and one audit row (buyer-manager.update; the same manager again is 没有修改).
 */
import type { BalanceAdjustResult, BuyerLedgerRow, BuyerManagerView, BuyerOrderRow, BuyerProfileData, BuyerSummary } from '@huashi/api';
import { API_CODES } from '@huashi/api';
import {
  BACK_STATUS_CANCELLED,
  BUYER_DESK_MESSAGES,
  adjustDeltaFen,
  adjustNotice,
  balanceAdjustSchema,
  buyerAccountStatusName,
  buyerManagerSchema,
  buyerSearchText,
  checkAdjustAmount,
  deliveryWayName,
  formatYuan,
  memberDiscountZhe,
  memberLevelLabel,
  orderStatusLabel,
  usableFen,
  validateForm,
} from '@huashi/domain';
import { and, asc, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import { addresses, balanceLedger, buyers, orderItems, orders } from '../db/schema';
import { placedByTexts } from './orderPayment';
import { keysetBatches } from '../db/keyset';
import { anyColumnHas } from '../db/like';
import { BusinessError, badRequest } from '../http/envelope';
import { recordAudit } from './audit';
import { orderWhollyCancelledSql } from './orderStanding';

type BuyerRow = typeof buyers.$inferSelect;
type LedgerRow = typeof balanceLedger.$inferSelect;

/** What identifies a ledger row written by staff. */
export const STAFF_ADJUST_REF = 'staff-adjust';

const buyerNotFound = () => new BusinessError(API_CODES.notFound, BUYER_DESK_MESSAGES.buyerNotFound);

export function buyerSummary(row: BuyerRow): BuyerSummary {
  return {
    id: row.id,
    accountNo: row.accountNo,
    phone: row.phone,
    nickName: row.nickName,
    status: row.status,
    statusName: buyerAccountStatusName(row.status),
    memberLevel: row.memberLevel,
    memberLevelName: memberLevelLabel(row.memberLevel),
    balance: formatYuan(row.balanceFen),
    frozen: formatYuan(row.frozenFen),
    usable: formatYuan(usableFen(row.balanceFen, row.frozenFen)),
    createdAt: row.createdAt.toISOString(),
  };
}

function ledgerView(row: LedgerRow): BuyerLedgerRow {
  return {
    id: row.id,
    ioValue: formatYuan(row.ioValueFen),
    frozenValue: formatYuan(row.frozenDeltaFen),
    ioNotice: row.ioNotice,
    balanceAfter: formatYuan(row.balanceAfterFen),
    refType: row.refType ?? '',
    refId: row.refId ?? '',
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Buyers whose phone, contact phone, account number or name contains the text (case-insensitive), an exact phone or
 * account number first, then the newest; '' lists every buyer, newest first.
 */
export async function searchBuyers(ctx: AppContext, text: string, page: number, limit: number) {
  const q = buyerSearchText(text);
  let where: SQL | undefined;
  const order: SQL[] = [desc(buyers.id)];
  if (q) {
    where = anyColumnHas(q, [buyers.phone, buyers.contactPhone, buyers.accountNo, buyers.nickName]);
    order.unshift(sql`case when ${buyers.phone} = ${q} or upper(${buyers.accountNo}) = upper(${q}::text) then 0 else 1 end`);
  }
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(buyers)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ n: count() }).from(buyers).where(where),
  ]);
  return { list: rows.map(buyerSummary), total: total?.n ?? 0 };
}

async function loadBuyer(ctx: AppContext, buyerId: number): Promise<BuyerRow> {
  const [row] = await ctx.db.select().from(buyers).where(eq(buyers.id, buyerId)).limit(1);
  if (!row) throw buyerNotFound();
  return row;
}

export async function buyerProfile(ctx: AppContext, buyerId: number): Promise<BuyerProfileData> {
  const row = await loadBuyer(ctx, buyerId);
  const [book, [orderTotal]] = await Promise.all([
    ctx.db.select().from(addresses).where(eq(addresses.buyerId, buyerId)).orderBy(desc(addresses.isDefault), asc(addresses.id)),
    ctx.db.select({ n: count() }).from(orders).where(eq(orders.buyerId, buyerId)),
  ]);
  const region = [row.regionProvince, row.regionCity, row.regionDistrict, row.detailAddress].filter(Boolean).join(' ');
  return {
    buyer: buyerSummary(row),
    contactPhone: row.contactPhone,
    buyerType: row.buyerType ?? '',
    region,
    memberDiscount: row.memberLevel > 0 ? memberDiscountZhe(row.memberDiscountTenths / 10) : '',
    orderCount: orderTotal?.n ?? 0,
    managerName: row.managerName ?? '',
    managerPhone: row.managerPhone ?? '',
    addresses: book.map((a) => ({
      id: a.id,
      contactUser: a.contactUser,
      contactPhone: a.contactPhone,
      region: [a.provinceName, a.cityName, a.districtName].filter(Boolean).join(' '),
      address: a.address,
      deliveryWay: deliveryWayName(a),
      isDefault: a.isDefault,
    })),
  };
}

/** The buyer's ledger rows, newest first: a page (offset) or, for an export, the rows before a ledger id (keyset). */
async function ledgerRows(ctx: AppContext, buyerId: number, page: { limit: number; offset?: number; beforeId?: number | null }) {
  const rows = await ctx.db
    .select()
    .from(balanceLedger)
    .where(and(eq(balanceLedger.buyerId, buyerId), page.beforeId == null ? undefined : lt(balanceLedger.id, page.beforeId)))
    .orderBy(desc(balanceLedger.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
  return rows.map(ledgerView);
}

const countLedger = (ctx: AppContext, buyerId: number) =>
  ctx.db.select({ n: count() }).from(balanceLedger).where(eq(balanceLedger.buyerId, buyerId));

/** A page of the buyer's ledger, newest first. */
export async function buyerLedger(ctx: AppContext, buyerId: number, page: number, limit: number) {
  await loadBuyer(ctx, buyerId);
  const [list, [total]] = await Promise.all([ledgerRows(ctx, buyerId, { limit, offset: (page - 1) * limit }), countLedger(ctx, buyerId)]);
  return { list, total: total?.n ?? 0 };
}

/** The buyer's whole ledger for an export, newest first: the count once, then batches by keyset (id). */
export async function buyerLedgerBatches(ctx: AppContext, buyerId: number, batch: number) {
  await loadBuyer(ctx, buyerId);
  const [total] = await countLedger(ctx, buyerId);
  const read = (beforeId: number | null, limit: number) => ledgerRows(ctx, buyerId, { limit, beforeId });
  return { total: total?.n ?? 0, batches: keysetBatches(read, (row) => row.id, batch) };
}

/** A page of the buyer's orders, newest first, with their bundles. */
export async function buyerOrders(ctx: AppContext, buyerId: number, page: number, limit: number) {
  await loadBuyer(ctx, buyerId);
  const where = eq(orders.buyerId, buyerId);
  // Each order's own live items (a cancelled item — backStatus 4 — is no longer bought), as the buyer's /order counts.
  // The column names are written qualified: inside a correlated subquery drizzle would print a bare "id", which
  // Postgres resolves to order_items.id.
  const bunches = sql<number>`coalesce((select sum(oi.buy_qty) from ${orderItems} oi where oi.order_id = ${sql.raw('"orders"."id"')} and oi.back_status <> ${BACK_STATUS_CANCELLED}), 0)::int`;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        status: orders.status,
        session: orders.session,
        auctionDate: orders.auctionDate,
        feePayment: orders.feePayment,
        bunches,
        createdAt: orders.createdAt,
        paidAt: orders.paidAt,
        placedBy: orders.placedBy,
        cancelled: orderWhollyCancelledSql,
      })
      .from(orders)
      .where(where)
      // Newest first in the order of orders_buyer_created_no_idx (buyer_id, created_at desc, id desc): ordered by id
      // alone, the planner walks orders_pkey backward past every later order of the market (a rush day's 70,248
      // rows for the demo buyer at a year: 170 ms) instead of the buyer's own few.
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ n: count() }).from(orders).where(where),
  ]);
  const placedBy = await placedByTexts(
    ctx.db,
    rows.map((row) => row.placedBy),
  );
  const list: BuyerOrderRow[] = rows.map((row, i) => ({
    id: row.id,
    orderNo: row.orderNo,
    status: row.status,
    statusName: orderStatusLabel(row.status, { unpaid: row.paidAt === null, cancelled: row.cancelled }) ?? String(row.status),
    unpaid: row.paidAt === null,
    placedByLabel: placedBy[i] ?? '',
    session: row.session,
    auctionDate: row.auctionDate,
    payment: formatYuan(row.feePayment),
    bunches: Number(row.bunches),
    createdAt: row.createdAt.toISOString(),
  }));
  return { list, total: total?.n ?? 0 };
}

export type AdjustInput = { buyerId: number; direction?: unknown; amount?: unknown; reason?: unknown };

const figures = (row: Pick<BuyerRow, 'balanceFen' | 'frozenFen'>) => ({
  balance: formatYuan(row.balanceFen),
  frozen: formatYuan(row.frozenFen),
  usable: formatYuan(usableFen(row.balanceFen, row.frozenFen)),
});

/**
 * Credits or debits a buyer's balance (the caller has checked the role). Refused with the form's message for a bad
 * direction, amount or reason, with 调整后可用余额不能为负 for a debit beyond the usable balance (nothing changes).
 */
export async function adjustBalance(ctx: AppContext, staffId: number, input: AdjustInput): Promise<BalanceAdjustResult> {
  const check = validateForm(balanceAdjustSchema, { direction: input.direction, amount: input.amount, reason: input.reason });
  if (!check.ok) throw badRequest(check.message);
  const { direction, reason } = check.value;
  const amount = checkAdjustAmount(check.value.amount);
  if (!amount.ok || (direction !== 'credit' && direction !== 'debit')) throw badRequest(BUYER_DESK_MESSAGES.amountFormat);
  const fen = amount.fen;
  const delta = adjustDeltaFen(direction, fen);
  const now = ctx.clock.now();

  return ctx.db.transaction(async (tx) => {
    const target = eq(buyers.id, input.buyerId);
    // A debit takes only the usable part; the condition is re-checked on the row's newest version, so debits fired
    // together queue on the row lock and the one that would overdraw finds no row.
    const condition = direction === 'debit' ? and(target, sql`${buyers.balanceFen} - ${buyers.frozenFen} >= ${fen}`) : target;
    const [updated] = await tx
      .update(buyers)
      .set({ balanceFen: sql`${buyers.balanceFen} + ${delta}` })
      .where(condition)
      .returning();
    if (!updated) {
      const [exists] = await tx.select({ id: buyers.id }).from(buyers).where(target).limit(1);
      throw exists ? badRequest(BUYER_DESK_MESSAGES.overdraw) : buyerNotFound();
    }
    const before = figures({ balanceFen: updated.balanceFen - delta, frozenFen: updated.frozenFen });
    const [ledger] = await tx
      .insert(balanceLedger)
      .values({
        buyerId: updated.id,
        ioValueFen: delta,
        ioNotice: adjustNotice(direction, reason),
        balanceAfterFen: updated.balanceFen,
        refType: STAFF_ADJUST_REF,
        refId: `staff:${staffId}`,
        createdAt: now,
      })
      .returning();
    await recordAudit(tx, {
      staffId,
      action: `buyer.${direction}`,
      entity: 'buyer',
      ids: [updated.id],
      before,
      after: { ...figures(updated), amount: formatYuan(fen), reason, ledgerId: ledger!.id },
    });
    return { buyer: buyerSummary(updated), ledger: ledgerView(ledger!) };
  });
}

export type ManagerInput = { buyerId: number; managerName?: unknown; managerPhone?: unknown };

/**
 * Sets (or, both empty, takes away) the buyer's customer manager (the caller has checked the role). Refused with the
 * form's message for a bad name or phone, 买家不存在 for an unknown buyer, 没有修改 when it is the manager already —
 * nothing is written then. The before and after go to the audit trail.
 */
export async function setBuyerManager(ctx: AppContext, staffId: number, input: ManagerInput): Promise<BuyerManagerView> {
  const check = validateForm(buyerManagerSchema, { managerName: input.managerName, managerPhone: input.managerPhone });
  if (!check.ok) throw badRequest(check.message);
  const after: BuyerManagerView = { managerName: check.value.managerName, managerPhone: check.value.managerPhone };
  return ctx.db.transaction(async (tx) => {
    // The row is locked, so two desks saving at once each audit what they really replaced.
    const [row] = await tx
      .select({ managerName: buyers.managerName, managerPhone: buyers.managerPhone })
      .from(buyers)
      .where(eq(buyers.id, input.buyerId))
      .for('update');
    if (!row) throw buyerNotFound();
    const before: BuyerManagerView = { managerName: row.managerName ?? '', managerPhone: row.managerPhone ?? '' };
    // Written before the update: a save that changes nothing is refused (没有修改) and the transaction rolls back.
    await recordAudit(tx, { staffId, action: 'buyer-manager.update', entity: 'buyer', ids: [input.buyerId], before, after });
    await tx
      .update(buyers)
      .set({ managerName: after.managerName || null, managerPhone: after.managerPhone || null })
      .where(eq(buyers.id, input.buyerId));
    return after;
  });
}
