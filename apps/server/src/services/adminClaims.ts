/**
 * The 售后理赔 desk (issue 16; 客服 and 管理员): staff decide the buyers' after-sales claims.
 *
 * - accept: 0 等待处理 → 1 处理中.
 * - propose: 0 or 1 → 8 待赔付 at the domain's formula (claimFormula: 95 % of what the buyer paid for the bundles), or → 9 待赔付 at a lower amount with a reason
 *   (the reason is the record's asNotice, which the buyer reads).
 * - pay: 8/9 → 10 已赔付 by a conditional update (`where status in (8, 9)`) in ONE transaction with the balance credit
 *   and its ledger row (ref_type 'after-sales', ref_id the claim id): paying twice, or two payments racing, credit
 *   once — the second finds no row to move and is refused with 已赔付.
 * - reject with a reason: 0/1 → 2 处理失败, the reason shown to the buyer.
 * Every decision mirrors the status on the item (order_items.after_sales_status) and writes one audit row.
 * - charge back (issue 31): once the amount is decided (8, 9, 10), staff record whether the claim is charged back to the
 *   item's supplier (a reason required when it is; claim_charge_backs, audited `claim.charge-back`). A later decision
 *   replaces it until a confirmed settlement holds the claim (services/settlements.ts), then 已计入确认的结算单.
 */
import type { ClaimDecision, ClaimPage, ClaimRow } from '@huashi/api';
import {
  inboxDrafts,
  claimOverdueBefore,
  afterSalesStatusLabel,
  claimChargeable,
  chargeBackProblem,
  CLAIM_DESK_MESSAGES,
  CLAIM_DESK_STATES,
  CLAIM_STATUS,
  claimActionProblem,
  claimAmountDecision,
  claimAwaitsReply,
  claimFormula,
  claimDeadline,
  claimDeskStateOf,
  claimRateText,
  formatYuan,
  SETTLEMENT_MESSAGES,
  type ClaimAction,
  type ClaimDeskState,
} from '@huashi/domain';
import { and, asc, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { keysetBatches, rowAfter } from '../db/keyset';
import { anyColumnHas } from '../db/like';
import { afterSales, balanceLedger, buyers, claimChargeBacks, orderItems, orders } from '../db/schema';
import { badRequest, notFound } from '../http/envelope';
import { imagesOf } from './afterSales';
import { recordAudit } from './audit';
import { postInbox } from './inbox';
import { supplierClaimRates } from './claimRates';
import { refundItemOf, refundOrderOf } from './cancellations';

type Claim = typeof afterSales.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** Every item of the orders (the refund rule's shares are reckoned over the whole order as it stands). */
async function itemsOfOrders(db: AppContext['db'] | Tx, orderIds: readonly number[]): Promise<Map<number, ItemRow[]>> {
  const ids = [...new Set(orderIds)];
  const byOrder = new Map<number, ItemRow[]>();
  if (ids.length === 0) return byOrder;
  const rows = await db.select().from(orderItems).where(inArray(orderItems.orderId, ids));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/** The domain's formula of a claim: its base is what the buyer paid for the bundles (the refund rule's shares). */
const formulaOf = (claim: Claim, item: ItemRow, order: OrderRow, siblings: readonly ItemRow[]) =>
  claimFormula(refundOrderOf(order), siblings.map(refundItemOf), {
    itemId: item.id,
    affectedBunches: claim.asQty,
    boughtBunches: item.buyQty,
  });

function baseQuery(ctx: AppContext, where: SQL | undefined) {
  return ctx.db
    .select({
      claim: afterSales,
      item: orderItems,
      order: orders,
      buyerName: buyers.nickName,
      buyerPhone: buyers.phone,
      chargeBack: claimChargeBacks.chargeBack,
      chargeBackReason: claimChargeBacks.reason,
      chargeBackSettlementId: claimChargeBacks.settlementId,
    })
    .from(afterSales)
    .innerJoin(orderItems, eq(orderItems.id, afterSales.itemId))
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .innerJoin(buyers, eq(buyers.id, afterSales.buyerId))
    .leftJoin(claimChargeBacks, eq(claimChargeBacks.claimId, afterSales.id))
    .where(where);
}
type Joined = Awaited<ReturnType<typeof baseQuery>>[number];

function toRow(j: Joined, rates: Map<string, string>, siblings: Map<number, ItemRow[]>, now: Date): ClaimRow {
  const { claim, item, order } = j;
  const formula = formulaOf(claim, item, order, siblings.get(order.id) ?? [item]);
  const deadline = claimDeadline(claim.createdAt, now);
  const awaits = claimAwaitsReply(claim.status);
  return {
    id: claim.id,
    status: claim.status,
    statusLabel: afterSalesStatusLabel(claim.status) ?? '',
    state: claimDeskStateOf(claim.status) ?? 'pending',
    mainId: order.id,
    orderNo: order.orderNo,
    itemId: item.id,
    buyerId: claim.buyerId,
    buyerName: j.buyerName,
    buyerPhone: j.buyerPhone,
    flwName: item.flwName,
    cateName: item.cateName,
    levelName: item.levelName,
    supplierId: item.supplierId,
    supplierName: item.supplierName,
    supplierClaimRate: rates.get(item.supplierId) ?? claimRateText(0, 0),
    asType: claim.asType,
    asTypeName: claim.asTypeName,
    asQty: claim.asQty,
    asReason: claim.asReason,
    buyQty: item.buyQty,
    flwUnitno: item.stemsPerBunch,
    buyPrice: formatYuan(item.buyPriceFen),
    images: imagesOf(claim.asImages),
    baseAmount: formatYuan(formula.baseFen),
    formulaAmount: formatYuan(formula.formulaFen),
    realAmount: claim.realAmountFen === null ? '' : formatYuan(claim.realAmountFen),
    asNotice: claim.asNotice ?? '',
    filedAt: claim.createdAt.toISOString(),
    dueAt: new Date(deadline.dueAt).toISOString(),
    overdue: awaits && deadline.overdue,
    awaitsReply: awaits,
    processedAt: claim.processedAt?.toISOString() ?? null,
    chargeBack: j.chargeBack,
    chargeBackReason: j.chargeBackReason ?? '',
    chargeBackLocked: j.chargeBackSettlementId !== null,
  };
}

/**
 * The desk's condition of a state and keyword at `now` (今日概览 counts a state's claims, and the overdue ones, with
 * it: services/dashboard.ts). 超时未回复: awaiting a reply and filed strictly before the deadline's instant.
 */
export function claimDeskWhere(state: ClaimDeskState, keyword: string, now: Date): SQL | undefined {
  const where: SQL[] = [inArray(afterSales.status, [...CLAIM_DESK_STATES[state].statuses])];
  if (state === 'overdue') where.push(lt(afterSales.createdAt, new Date(claimOverdueBefore(now))));
  if (keyword) {
    where.push(anyColumnHas(keyword, [orders.orderNo, buyers.phone, buyers.nickName, orderItems.flwName, orderItems.supplierName]));
  }
  return and(...where);
}

/** The desk's count of a tab and keyword. */
function countClaims(ctx: AppContext, filters: { keyword: string }, where: SQL | undefined) {
  // Without a keyword the condition is the claim's status alone, and every claim has exactly one item, order and
  // buyer (not-null foreign keys): the count reads the claims only (at a year, 已赔付 joined 80,000 claims to
  // order items, orders and buyers on every load just to count them).
  return filters.keyword
    ? ctx.db
        .select({ n: count() })
        .from(afterSales)
        .innerJoin(orderItems, eq(orderItems.id, afterSales.itemId))
        .innerJoin(orders, eq(orders.id, afterSales.orderId))
        .innerJoin(buyers, eq(buyers.id, afterSales.buyerId))
        .where(where)
    : ctx.db.select({ n: count() }).from(afterSales).where(where);
}

/**
 * The desk's rows of a tab and keyword, in the tab's order: a page (offset) or, for an export, the rows after a claim
 * (keyset, db/keyset.ts). Those awaiting a reply (待处理, 处理中) oldest first: the deadline is 72 hours after filing,
 * so the overdue ones come first; decided ones newest decision first.
 */
async function claimRows(
  ctx: AppContext,
  filters: { state: ClaimDeskState; keyword: string },
  page: { limit: number; offset?: number; afterId?: number | null },
  now: Date,
): Promise<ClaimRow[]> {
  const awaiting = filters.state === 'pending' || filters.state === 'processing' || filters.state === 'overdue';
  const [at, direction] = awaiting ? ([afterSales.createdAt, 'asc'] as const) : ([afterSales.processedAt, 'desc'] as const);
  const where = claimDeskWhere(filters.state, filters.keyword, now);
  const after = page.afterId == null ? undefined : rowAfter(afterSales, afterSales.id, at, page.afterId, direction);
  const by = direction === 'asc' ? asc : desc;
  const rows = await baseQuery(ctx, and(where, after))
    .orderBy(by(at), by(afterSales.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
  const [rates, siblings] = await Promise.all([
    supplierClaimRates(
      ctx.db,
      rows.map((r) => r.item.supplierId),
      now,
    ),
    itemsOfOrders(
      ctx.db,
      rows.map((r) => r.order.id),
    ),
  ]);
  return rows.map((r) => toRow(r, rates, siblings, now));
}

/** A page of claims (the desk's order: claimRows). */
export async function listClaims(
  ctx: AppContext,
  filters: { state: ClaimDeskState; keyword: string },
  page: number,
  limit: number,
): Promise<ClaimPage> {
  const now = ctx.clock.now();
  const [list, [total]] = await Promise.all([
    claimRows(ctx, filters, { limit, offset: (page - 1) * limit }, now),
    countClaims(ctx, filters, claimDeskWhere(filters.state, filters.keyword, now)),
  ]);
  return { list, total: total?.n ?? 0, now: now.toISOString() };
}

/** Every claim of a tab and keyword for an export: the count once, then batches by keyset in the desk's order. */
export async function claimBatches(ctx: AppContext, filters: { state: ClaimDeskState; keyword: string }, batch: number) {
  const now = ctx.clock.now();
  const [total] = await countClaims(ctx, filters, claimDeskWhere(filters.state, filters.keyword, now));
  const batches = keysetBatches(
    (afterId, limit) => claimRows(ctx, filters, { limit, afterId }, now),
    (row) => row.id,
    batch,
  );
  return { total: total?.n ?? 0, batches };
}

async function decisionOf(ctx: AppContext, id: number, balanceFen: number): Promise<ClaimDecision> {
  const [joined] = await baseQuery(ctx, eq(afterSales.id, id)).limit(1);
  if (!joined) throw notFound(CLAIM_DESK_MESSAGES.notFound);
  const now = ctx.clock.now();
  const [rates, siblings] = await Promise.all([
    supplierClaimRates(ctx.db, [joined.item.supplierId], now),
    itemsOfOrders(ctx.db, [joined.order.id]),
  ]);
  return { row: toRow(joined, rates, siblings, now), balance: formatYuan(balanceFen) };
}

/** Locks the claim (and reads its item); refuses an action its status does not allow, with the domain's text. */
async function lockClaim(tx: Tx, id: number, action: ClaimAction): Promise<{ claim: Claim; item: ItemRow }> {
  const [claim] = await tx.select().from(afterSales).where(eq(afterSales.id, id)).for('update');
  if (!claim) throw notFound(CLAIM_DESK_MESSAGES.notFound);
  const problem = claimActionProblem(action, claim.status);
  if (problem) throw badRequest(problem);
  const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, claim.itemId));
  if (!item) throw notFound(CLAIM_DESK_MESSAGES.notFound);
  return { claim, item };
}

/** Moves the claim from one of `from` to `to` (conditional: a concurrent decision makes it touch nothing → refused). */
async function move(
  tx: Tx,
  claim: Claim,
  from: readonly number[],
  patch: Partial<Claim> & { status: Claim['status'] },
  action: ClaimAction,
) {
  const moved = await tx
    .update(afterSales)
    .set(patch)
    .where(and(eq(afterSales.id, claim.id), inArray(afterSales.status, from as Claim['status'][])))
    .returning({ id: afterSales.id });
  if (moved.length === 0) throw badRequest(claimActionProblem(action, CLAIM_STATUS.paid) ?? CLAIM_DESK_MESSAGES.notFound);
  await tx.update(orderItems).set({ afterSalesStatus: patch.status }).where(eq(orderItems.id, claim.itemId));
}

async function balanceOf(tx: Tx, buyerId: number): Promise<number> {
  const [buyer] = await tx.select({ balanceFen: buyers.balanceFen }).from(buyers).where(eq(buyers.id, buyerId));
  return buyer?.balanceFen ?? 0;
}

/** The decision's one audit row: the claim (and its item), its status before, what `after` says. */
function auditClaim(tx: Tx, actorId: number, action: ClaimAction, claim: Claim, after: Record<string, unknown>, at: Date) {
  return recordAudit(tx, {
    staffId: actorId,
    action: `claim.${action}`,
    entity: 'after_sales',
    ids: [claim.id, claim.itemId],
    before: { status: claim.status },
    after,
    at,
  });
}

/** 受理: 0 → 1 处理中. */
export async function acceptClaim(ctx: AppContext, actorId: number, id: number): Promise<ClaimDecision> {
  const now = ctx.clock.now();
  const balance = await ctx.db.transaction(async (tx) => {
    const { claim } = await lockClaim(tx, id, 'accept');
    await move(tx, claim, [CLAIM_STATUS.waiting], { status: CLAIM_STATUS.processing, processedAt: now }, 'accept');
    await auditClaim(tx, actorId, 'accept', claim, { status: CLAIM_STATUS.processing }, now);
    return balanceOf(tx, claim.buyerId);
  });
  return decisionOf(ctx, id, balance);
}

/**
 * 确定赔付金额: the formula's amount (→ 8), or lower with a reason (→ 9). From 处理中, or straight from 待处理 (受理 and
 * the amount in one step, one audit row whose `before` says 0).
 */
export async function proposeClaim(
  ctx: AppContext,
  actorId: number,
  id: number,
  amountFen: number,
  reason: string,
): Promise<ClaimDecision> {
  const now = ctx.clock.now();
  const balance = await ctx.db.transaction(async (tx) => {
    const { claim, item } = await lockClaim(tx, id, 'propose');
    const [order] = await tx.select().from(orders).where(eq(orders.id, claim.orderId));
    if (!order) throw notFound(CLAIM_DESK_MESSAGES.notFound);
    const siblings = await itemsOfOrders(tx, [order.id]);
    const formula = formulaOf(claim, item, order, siblings.get(order.id) ?? [item]);
    const decision = claimAmountDecision(amountFen, formula.formulaFen, reason);
    if (!decision.ok) throw badRequest(decision.problem);
    const notice = decision.status === CLAIM_STATUS.toPayAdjusted ? reason.trim() : null;
    await move(
      tx,
      claim,
      [CLAIM_STATUS.waiting, CLAIM_STATUS.processing],
      { status: decision.status, realAmountFen: amountFen, asNotice: notice, processedAt: now },
      'propose',
    );
    await auditClaim(
      tx,
      actorId,
      'propose',
      claim,
      {
        status: decision.status,
        amount: formatYuan(amountFen),
        base: formatYuan(formula.baseFen),
        formula: formatYuan(formula.formulaFen),
        reason: notice,
      },
      now,
    );
    await postInbox(tx, [
      {
        buyerId: claim.buyerId,
        ...inboxDrafts.claimDecided({
          claimId: claim.id,
          mainId: claim.orderId,
          itemId: claim.itemId,
          itemName: item.flwName,
          approved: true,
          amountFen,
          reason: notice,
        }),
        at: now,
      },
    ]);
    return balanceOf(tx, claim.buyerId);
  });
  return decisionOf(ctx, id, balance);
}

/** 赔付: 8/9 → 10, the amount credited to the balance with one ledger row, exactly once. */
export async function payClaim(ctx: AppContext, actorId: number, id: number): Promise<ClaimDecision> {
  const now = ctx.clock.now();
  const balance = await ctx.db.transaction(async (tx) => {
    const { claim, item } = await lockClaim(tx, id, 'pay');
    const amountFen = claim.realAmountFen ?? 0;
    await move(tx, claim, [CLAIM_STATUS.toPay, CLAIM_STATUS.toPayAdjusted], { status: CLAIM_STATUS.paid, processedAt: now }, 'pay');
    const [credited] = await tx
      .update(buyers)
      .set({ balanceFen: sql`${buyers.balanceFen} + ${amountFen}` })
      .where(eq(buyers.id, claim.buyerId))
      .returning({ balanceFen: buyers.balanceFen });
    const [order] = await tx.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, claim.orderId));
    await tx.insert(balanceLedger).values({
      buyerId: claim.buyerId,
      ioValueFen: amountFen,
      ioNotice: `售后赔付（订单${order?.orderNo ?? ''}，${item.flwName}${claim.asQty}扎）`,
      balanceAfterFen: credited!.balanceFen,
      refType: 'after-sales',
      refId: String(claim.id),
      createdAt: now,
    });
    await auditClaim(
      tx,
      actorId,
      'pay',
      claim,
      {
        status: CLAIM_STATUS.paid,
        amount: formatYuan(amountFen),
        buyerId: claim.buyerId,
        balance: formatYuan(credited!.balanceFen),
      },
      now,
    );
    await postInbox(tx, [
      {
        buyerId: claim.buyerId,
        ...inboxDrafts.claimPaid({ claimId: claim.id, mainId: claim.orderId, itemId: claim.itemId, itemName: item.flwName, amountFen }),
        at: now,
      },
    ]);
    return credited!.balanceFen;
  });
  return decisionOf(ctx, id, balance);
}

/** 驳回: 0/1 → 2 处理失败 with the reason the buyer reads. */
export async function rejectClaim(ctx: AppContext, actorId: number, id: number, reason: string): Promise<ClaimDecision> {
  const now = ctx.clock.now();
  const balance = await ctx.db.transaction(async (tx) => {
    const { claim, item } = await lockClaim(tx, id, 'reject');
    await move(
      tx,
      claim,
      [CLAIM_STATUS.waiting, CLAIM_STATUS.processing],
      { status: CLAIM_STATUS.failed, asNotice: reason, processedAt: now },
      'reject',
    );
    await auditClaim(tx, actorId, 'reject', claim, { status: CLAIM_STATUS.failed, reason }, now);
    await postInbox(tx, [
      {
        buyerId: claim.buyerId,
        ...inboxDrafts.claimDecided({
          claimId: claim.id,
          mainId: claim.orderId,
          itemId: claim.itemId,
          itemName: item.flwName,
          approved: false,
          reason,
        }),
        at: now,
      },
    ]);
    return balanceOf(tx, claim.buyerId);
  });
  return decisionOf(ctx, id, balance);
}

/** 向供应商扣款 or not (issue 31): recorded once the amount is decided; final once a confirmed settlement holds it. */
export async function chargeBackClaim(
  ctx: AppContext,
  actorId: number,
  id: number,
  chargeBack: boolean,
  reason: string,
): Promise<ClaimDecision> {
  const text = reason.trim();
  const problem = chargeBackProblem(chargeBack, text);
  if (problem) throw badRequest(problem);
  const now = ctx.clock.now();
  const balance = await ctx.db.transaction(async (tx) => {
    const [claim] = await tx.select().from(afterSales).where(eq(afterSales.id, id)).for('update');
    if (!claim) throw notFound(CLAIM_DESK_MESSAGES.notFound);
    if (!claimChargeable(claim.status)) throw badRequest(SETTLEMENT_MESSAGES.chargeBackNotDecided);
    const [item] = await tx.select({ supplierId: orderItems.supplierId }).from(orderItems).where(eq(orderItems.id, claim.itemId));
    if (!item) throw notFound(CLAIM_DESK_MESSAGES.notFound);
    const [before] = await tx.select().from(claimChargeBacks).where(eq(claimChargeBacks.claimId, id)).for('update');
    if (before?.settlementId) throw badRequest(SETTLEMENT_MESSAGES.chargeBackLocked);
    const decision = { chargeBack, reason: text, decidedAt: now, decidedBy: actorId };
    await tx
      .insert(claimChargeBacks)
      .values({ claimId: id, supplierId: item.supplierId, ...decision })
      .onConflictDoUpdate({ target: claimChargeBacks.claimId, set: decision });
    await recordAudit(tx, {
      staffId: actorId,
      action: 'claim.charge-back',
      entity: 'after_sales',
      ids: [claim.id, claim.itemId],
      before: before ? { chargeBack: before.chargeBack, reason: before.reason } : null,
      after: { chargeBack, reason: text, supplierId: item.supplierId, amount: formatYuan(claim.realAmountFen ?? 0) },
      at: now,
    });
    return balanceOf(tx, claim.buyerId);
  });
  return decisionOf(ctx, id, balance);
}
