/**
 * The 供应商结算 desk (issue 31; 财务 and 管理员): suppliers' settlements of a period of auction dates. What counts and
 * how it is reckoned is the domain's (packages/domain/src/settlement.ts: sold items, charge-backs, commission); this
 * file reads the rows and keeps the states.
 *
 * Decisions:
 * - Draft: 生成 computes every supplier with a sale or an open charge-back in the period and writes its draft (new, or
 *   refreshed in place: `insert … on conflict … do update … where status = 'draft'`, so two desks generating at once
 *   write one row each and never touch a confirmed one). One audit row per generation.
 * - Lines: the period's sold items not tied to a settlement, 往期补结 (untied sold items of earlier days since the
 *   market's first settled day), 往期冲回 (items cancelled after a settlement paid them, at the price it paid) and
 *   上期结欠 (confirmed shortfalls not carried yet): the domain's exactly-once rule. Three reads: the period's orders by
 *   date; the untied items by supplier (order_items_unsettled_idx, partial); the cancelled settled ones not taken
 *   back (order_items_settled_cancelled_idx, a handful).
 * - Confirm: in ONE transaction, the settlement row and its supplier row are locked (`for update`: two confirmations of
 *   one supplier queue), the period must be over (its last day before today, Asia/Shanghai) and must not overlap
 *   another confirmed or paid settlement of the supplier, and the figures are computed a last time. If they differ from the draft the desk showed (the stored
 *   draft, or the `owed` the desk sends), the draft is refreshed and the confirmation refused (结算数据已变化): staff
 *   confirm what they saw. Otherwise figures and lines are locked with status confirmed, and what it counted is tied
 *   to it, each update conditional on still being open: its charge-backs (claim_charge_backs.settlement_id), sold
 *   items (order_items.settlement_id), taken-back items (reversed_by_settlement_id) and carried shortfalls
 *   (settlements.carried_into_id). A confirmed settlement is never
 *   written again but to be marked paid: later cancellations, claims or price edits never change it (a test).
 * - Paid: confirmed → paid by a conditional update with the bank's reference (流水号); twice → 结算单已付款.
 * - Payees: 财务 keep each supplier's bank account here (supplier_payees), audited as `supplier-payee.update`.
 * - Payout file: confirmed, unpaid settlements that owe something to a supplier with a payee, as the domain's
 *   payoutRows, written by papaparse and encoded GBK (iconv-lite). GBK because the enterprise online banking of the
 *   big Chinese banks imports batch files as GBK text (as Excel on Chinese Windows saves "CSV"); a UTF-8 BOM is read as
 *   garbage by several of them. Account names and bank names are CJK characters GBK holds (README 供应商结算).
 * Every change writes one audit row in its transaction (entity `settlement`, `supplier_payee`).
 */
import type { SettlementDetail, SettlementPage, SettlementRow } from '@huashi/api';
import {
  auctionDate,
  CHARGEABLE_CLAIM_STATUSES,
  commissionRateText,
  formatYuan,
  payeeProblem,
  payoutRows,
  periodEndMs,
  bankReferenceProblem,
  saleValueFen,
  SETTLEMENT_MESSAGES,
  settlementPeriodProblem,
  settlementStatusLabel,
  settlementPeriodOver,
  settleSupplier,
  type SettlementCarry,
  type SettlementChargeBack,
  type SettlementFigures,
  type SettlementSale,
  type SettlementStatus,
  type SupplierPayee,
} from '@huashi/domain';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import type { AppContext } from '../context';
import type { DbOrTx, Tx } from '../db/client';
import {
  afterSales,
  claimChargeBacks,
  orderItems,
  orders,
  settlements,
  staff,
  stockLots,
  supplierPayees,
  suppliers,
  type SettlementLines,
} from '../db/schema';
import { badRequest, notFound } from '../http/envelope';
import type { SettlementPaper } from '../print/settlementPaper';
import { recordAudit } from './audit';

type SettlementRecord = typeof settlements.$inferSelect;
type Period = { from: string; to: string };
type Computed = Required<SettlementLines> & { figures: SettlementFigures };

/** The period as asked, or the domain's refusal. */
function checkedPeriod(from: string, to: string): Period {
  const problem = settlementPeriodProblem(from, to);
  if (problem) throw badRequest(problem);
  return { from, to };
}

/** A sold item's columns, at its lot's settlement price. */
const SALE = {
  supplierId: orderItems.supplierId,
  itemId: orderItems.id,
  orderNo: orders.orderNo,
  auctionDate: orders.auctionDate,
  flwName: orderItems.flwName,
  levelName: orderItems.levelName,
  bundles: orderItems.buyQty,
  stemsPerBunch: orderItems.stemsPerBunch,
  priceFen: stockLots.sourcePriceFen,
};

/** A supplier's confirmed or paid settlements. */
const settledStatus = inArray(settlements.status, ['confirmed', 'paid']);

/**
 * The sale lines a settlement of the period counts (the domain's exactly-once rule), by supplier; `supplierId` narrows
 * to one: the period's sold items not tied to a settlement; 往期补结, the untied sold items of earlier days since the
 * market's first settled day; 往期冲回, its items cancelled after a settlement paid them, at the price that paid them.
 */
async function salesOf(db: DbOrTx, period: Period, supplierId?: string): Promise<Map<string, SettlementSale[]>> {
  const ofSupplier = supplierId === undefined ? undefined : eq(orderItems.supplierId, supplierId);
  const untiedSold = and(isNull(orderItems.settlementId), isNull(orderItems.cancelledAt), isNotNull(orders.paidAt));
  const own = db
    .select(SALE)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(stockLots, eq(stockLots.id, orderItems.stockId))
    .where(and(gte(orders.auctionDate, period.from), lte(orders.auctionDate, period.to), untiedSold, ofSupplier))
    .orderBy(asc(orders.auctionDate), asc(orderItems.id));
  // Days before the period, from the market's first settled day (read by order_items_unsettled_idx).
  const [first] = await db
    .select({ floor: sql<string | null>`min(${settlements.periodFrom})::text` })
    .from(settlements)
    .where(settledStatus);
  const floor = first?.floor ?? null;
  const late =
    floor === null || floor >= period.from
      ? Promise.resolve([])
      : db
          .select(SALE)
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .innerJoin(stockLots, eq(stockLots.id, orderItems.stockId))
          .where(and(gte(orders.auctionDate, floor), lt(orders.auctionDate, period.from), untiedSold, ofSupplier))
          .orderBy(asc(orders.auctionDate), asc(orderItems.id));
  const reversed = db
    .select({ ...SALE, settledBy: orderItems.settlementId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(stockLots, eq(stockLots.id, orderItems.stockId))
    .where(
      and(isNotNull(orderItems.settlementId), isNotNull(orderItems.cancelledAt), isNull(orderItems.reversedBySettlementId), ofSupplier),
    )
    .orderBy(asc(orders.auctionDate), asc(orderItems.id));
  // One after another: inside a transaction the three share one connection, and pg refuses overlapping queries on a
  // client (a deprecation warning today, an error in pg 9).
  const ownRows = await own;
  const lateRows = await late;
  const reversedRows = await reversed;
  // A take-back returns what the settlement that paid the item counted (its line), not today's lot price.
  const payers = [...new Set(reversedRows.map((r) => r.settledBy!))];
  const paidLines = new Map<number, SettlementSale>();
  if (payers.length > 0) {
    const rows = await db.select({ lines: settlements.lines }).from(settlements).where(inArray(settlements.id, payers));
    for (const { lines } of rows) for (const line of lines.sales) if (line.kind !== 'reversal') paidLines.set(line.itemId, line);
  }
  const bySupplier = new Map<string, SettlementSale[]>();
  const add = (id: string, sale: SettlementSale) => bySupplier.set(id, [...(bySupplier.get(id) ?? []), sale]);
  for (const { supplierId: id, ...sale } of lateRows) add(id, { kind: 'late', ...sale });
  for (const { supplierId: id, ...sale } of ownRows) add(id, { kind: 'period', ...sale });
  for (const { supplierId: id, settledBy, ...sale } of reversedRows) {
    const paid = paidLines.get(sale.itemId);
    add(id, {
      ...sale,
      ...(paid ? { bundles: paid.bundles, stemsPerBunch: paid.stemsPerBunch, priceFen: paid.priceFen } : {}),
      kind: 'reversal',
      settledBy: settledBy!,
    });
  }
  return bySupplier;
}

/** The shortfalls (owed < 0) of confirmed settlements not carried into another yet (上期结欠), by supplier. */
async function carriesOf(db: DbOrTx, supplierId?: string): Promise<Map<string, SettlementCarry[]>> {
  const rows = await db
    .select({
      supplierId: settlements.supplierId,
      settlementId: settlements.id,
      from: settlements.periodFrom,
      to: settlements.periodTo,
      amountFen: settlements.owedFen,
    })
    .from(settlements)
    .where(
      and(
        settledStatus,
        lt(settlements.owedFen, 0),
        isNull(settlements.carriedIntoId),
        supplierId === undefined ? undefined : eq(settlements.supplierId, supplierId),
      ),
    )
    .orderBy(asc(settlements.periodFrom), asc(settlements.id));
  const bySupplier = new Map<string, SettlementCarry[]>();
  for (const { supplierId: id, ...carry } of rows) bySupplier.set(id, [...(bySupplier.get(id) ?? []), carry]);
  return bySupplier;
}

/** The open charge-backs decided before the period's end (the domain's definition), by supplier. */
async function chargeBacksOf(
  db: DbOrTx,
  period: Period,
  supplierId?: string,
): Promise<Map<string, (SettlementChargeBack & { claimId: number })[]>> {
  const end = new Date(periodEndMs(period.to)!);
  const rows = await db
    .select({
      supplierId: claimChargeBacks.supplierId,
      claimId: afterSales.id,
      orderNo: orders.orderNo,
      flwName: orderItems.flwName,
      bundles: afterSales.asQty,
      amountFen: afterSales.realAmountFen,
      reason: claimChargeBacks.reason,
      decidedAt: claimChargeBacks.decidedAt,
    })
    .from(claimChargeBacks)
    .innerJoin(afterSales, eq(afterSales.id, claimChargeBacks.claimId))
    .innerJoin(orderItems, eq(orderItems.id, afterSales.itemId))
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .where(
      and(
        eq(claimChargeBacks.chargeBack, true),
        isNull(claimChargeBacks.settlementId),
        lt(claimChargeBacks.decidedAt, end),
        inArray(afterSales.status, [...CHARGEABLE_CLAIM_STATUSES]),
        supplierId === undefined ? undefined : eq(claimChargeBacks.supplierId, supplierId),
      ),
    )
    .orderBy(asc(claimChargeBacks.decidedAt), asc(afterSales.id));
  const bySupplier = new Map<string, SettlementChargeBack[]>();
  for (const { supplierId: id, amountFen, decidedAt, ...line } of rows) {
    const chargeBack = { ...line, amountFen: amountFen ?? 0, decidedAt: decidedAt.toISOString() };
    bySupplier.set(id, [...(bySupplier.get(id) ?? []), chargeBack]);
  }
  return bySupplier;
}

/**
 * Every supplier's computed settlement of the period (only suppliers with a sale line or a charge-back; their
 * shortfalls to carry come along), or one's.
 */
async function compute(db: DbOrTx, commissionBp: number, period: Period, supplierId?: string): Promise<Map<string, Computed>> {
  // Sequential for the same reason as salesOf's reads: confirming computes inside its transaction.
  const sales = await salesOf(db, period, supplierId);
  const chargeBacks = await chargeBacksOf(db, period, supplierId);
  const carries = await carriesOf(db, supplierId);
  const computed = new Map<string, Computed>();
  // A shortfall rides along with something new to settle: alone it would only be moved from one period to the next.
  for (const id of new Set([...sales.keys(), ...chargeBacks.keys()])) {
    const lines = { sales: sales.get(id) ?? [], chargeBacks: chargeBacks.get(id) ?? [], carries: carries.get(id) ?? [] };
    computed.set(id, { ...lines, figures: settleSupplier(lines.sales, lines.chargeBacks, commissionBp, lines.carries) });
  }
  return computed;
}

const EMPTY: (bp: number) => Computed = (bp) => ({ sales: [], chargeBacks: [], carries: [], figures: settleSupplier([], [], bp) });

/** The columns a computation writes. */
const figureColumns = (c: Computed, now: Date) => ({
  bundles: c.figures.bundles,
  stems: c.figures.stems,
  salesFen: c.figures.salesFen,
  chargeBackFen: c.figures.chargeBackFen,
  commissionBp: c.figures.commissionBp,
  commissionFen: c.figures.commissionFen,
  carriedFen: c.figures.carriedFen,
  owedFen: c.figures.owedFen,
  lines: { sales: c.sales, chargeBacks: c.chargeBacks, carries: c.carries },
  computedAt: now,
});

/** A settlement's lines as comparable text (jsonb keeps no key order, so the rows are compared field by field). */
const linesKey = (lines: SettlementLines) =>
  [
    ...lines.sales.map((s) => `s${s.kind ?? 'period'}${s.itemId}:${s.bundles}:${s.stemsPerBunch}:${s.priceFen}`),
    ...lines.chargeBacks.map((c) => `c${c.claimId}:${c.amountFen}:${c.decidedAt}`),
    ...(lines.carries ?? []).map((c) => `k${c.settlementId}:${c.amountFen}`),
  ].join(' ');

/** Whether a stored settlement holds exactly these figures and lines. */
const sameFigures = (row: SettlementRecord, c: Computed) =>
  row.salesFen === c.figures.salesFen &&
  row.chargeBackFen === c.figures.chargeBackFen &&
  row.commissionFen === c.figures.commissionFen &&
  row.carriedFen === c.figures.carriedFen &&
  row.owedFen === c.figures.owedFen &&
  linesKey(row.lines) === linesKey(c);

/** A payee's columns. */
const PAYEE = { bankName: supplierPayees.bankName, accountName: supplierPayees.accountName, accountNo: supplierPayees.accountNo };

const confirmer = alias(staff, 'confirmer');
const payer = alias(staff, 'payer');

function rowsQuery(db: DbOrTx) {
  return db
    .select({
      s: settlements,
      supplierName: suppliers.name,
      hasPayee: sql<boolean>`${supplierPayees.supplierId} is not null`,
      confirmedBy: confirmer.displayName,
      paidBy: payer.displayName,
    })
    .from(settlements)
    .innerJoin(suppliers, eq(suppliers.id, settlements.supplierId))
    .leftJoin(supplierPayees, eq(supplierPayees.supplierId, settlements.supplierId))
    .leftJoin(confirmer, eq(confirmer.id, settlements.confirmedBy))
    .leftJoin(payer, eq(payer.id, settlements.paidBy));
}
type Joined = Awaited<ReturnType<typeof rowsQuery>>[number];

function toRow(j: Joined): SettlementRow {
  const { s } = j;
  return {
    id: s.id,
    supplierId: s.supplierId,
    supplierName: j.supplierName,
    from: s.periodFrom,
    to: s.periodTo,
    status: s.status,
    statusLabel: settlementStatusLabel(s.status),
    bundles: s.bundles,
    stems: s.stems,
    sales: formatYuan(s.salesFen),
    chargeBack: formatYuan(s.chargeBackFen),
    commissionRate: commissionRateText(s.commissionBp),
    commission: formatYuan(s.commissionFen),
    carried: formatYuan(s.carriedFen),
    owed: formatYuan(s.owedFen),
    saleCount: s.lines.sales.length,
    chargeBackCount: s.lines.chargeBacks.length,
    hasPayee: Boolean(j.hasPayee),
    computedAt: s.computedAt.toISOString(),
    confirmedAt: s.confirmedAt?.toISOString() ?? null,
    confirmedBy: j.confirmedBy ?? '',
    paidAt: s.paidAt?.toISOString() ?? null,
    paidBy: j.paidBy ?? '',
    bankReference: s.bankReference ?? '',
  };
}

/** The settlements of exactly this period, by supplier id; `status` narrows them. */
export async function listSettlements(ctx: AppContext, from: string, to: string, status?: SettlementStatus): Promise<SettlementPage> {
  const period = checkedPeriod(from, to);
  const rows = await rowsQuery(ctx.db)
    .where(
      and(
        eq(settlements.periodFrom, period.from),
        eq(settlements.periodTo, period.to),
        status === undefined ? undefined : eq(settlements.status, status),
      ),
    )
    .orderBy(asc(settlements.supplierId));
  const sum = (pick: (s: SettlementRecord) => number) => formatYuan(rows.reduce((n, r) => n + pick(r.s), 0));
  return {
    ...period,
    commissionRate: commissionRateText(ctx.config.supplierCommissionBp),
    list: rows.map(toRow),
    totals: {
      sales: sum((s) => s.salesFen),
      chargeBack: sum((s) => s.chargeBackFen),
      commission: sum((s) => s.commissionFen),
      owed: sum((s) => s.owedFen),
    },
  };
}

/** 生成结算单: every supplier's draft of the period, written or refreshed (confirmed and paid ones are left as they are). */
export async function draftSettlements(ctx: AppContext, actorId: number, from: string, to: string): Promise<SettlementPage> {
  const period = checkedPeriod(from, to);
  const now = ctx.clock.now();
  // A period that has not begun has nothing to settle (a period under way may be drafted, to watch it grow).
  if (period.from > auctionDate(now)!) throw badRequest(SETTLEMENT_MESSAGES.periodNotStarted);
  const bp = ctx.config.supplierCommissionBp;
  await ctx.db.transaction(async (tx) => {
    const computed = await compute(tx, bp, period);
    // A draft whose supplier has nothing left in the period (a cancellation since) is refreshed to nothing too.
    const existing = await tx
      .select({ supplierId: settlements.supplierId })
      .from(settlements)
      .where(and(eq(settlements.periodFrom, period.from), eq(settlements.periodTo, period.to), eq(settlements.status, 'draft')));
    for (const { supplierId } of existing) if (!computed.has(supplierId)) computed.set(supplierId, EMPTY(bp));
    const ids: number[] = [];
    for (const [supplierId, c] of computed) {
      const columns = figureColumns(c, now);
      const written = await tx
        .insert(settlements)
        .values({ supplierId, periodFrom: period.from, periodTo: period.to, status: 'draft', createdBy: actorId, ...columns })
        .onConflictDoUpdate({
          target: [settlements.supplierId, settlements.periodFrom, settlements.periodTo],
          set: columns,
          setWhere: eq(settlements.status, 'draft'),
        })
        .returning({ id: settlements.id });
      ids.push(...written.map((w) => w.id));
    }
    await recordAudit(tx, {
      staffId: actorId,
      action: 'settlement.draft',
      entity: 'settlement',
      ids,
      after: { period: `${period.from}至${period.to}`, count: ids.length },
    });
  });
  return listSettlements(ctx, period.from, period.to);
}

/** A settlement with its lines and the supplier's payee. */
export async function settlementDetail(ctx: AppContext, id: number): Promise<SettlementDetail> {
  const [joined] = await rowsQuery(ctx.db).where(eq(settlements.id, id)).limit(1);
  if (!joined) throw notFound(SETTLEMENT_MESSAGES.notFound);
  const [payee] = await ctx.db.select(PAYEE).from(supplierPayees).where(eq(supplierPayees.supplierId, joined.s.supplierId));
  const { lines } = joined.s;
  return {
    row: toRow(joined),
    sales: lines.sales.map((sale) => ({
      kind: sale.kind ?? 'period',
      itemId: sale.itemId,
      orderNo: sale.orderNo,
      auctionDate: sale.auctionDate,
      flwName: sale.flwName,
      levelName: sale.levelName,
      bundles: sale.bundles,
      stemsPerBunch: sale.stemsPerBunch,
      price: formatYuan(sale.priceFen),
      amount: formatYuan(saleValueFen(sale)),
    })),
    chargeBacks: lines.chargeBacks.map((c) => ({
      claimId: c.claimId,
      orderNo: c.orderNo,
      flwName: c.flwName,
      bundles: c.bundles,
      amount: formatYuan(c.amountFen),
      reason: c.reason,
      decidedAt: c.decidedAt,
    })),
    carries: (lines.carries ?? []).map((c) => ({ settlementId: c.settlementId, from: c.from, to: c.to, amount: formatYuan(c.amountFen) })),
    payee: payee ?? null,
  };
}

/**
 * A settlement as its paper (结算单 PDF) prints it: the stored lines and figures. `supplierId` narrows it to one
 * supplier's confirmed and paid settlements (the supplier's own route): another's id, a draft or a missing one all read
 * the same 404 结算单不存在.
 */
export async function settlementPaperOf(ctx: AppContext, id: number, supplierId?: string): Promise<SettlementPaper> {
  const own =
    supplierId === undefined ? [] : [eq(settlements.supplierId, supplierId), inArray(settlements.status, ['confirmed', 'paid'] as const)];
  const [row] = await ctx.db
    .select({ s: settlements, supplierName: suppliers.name })
    .from(settlements)
    .innerJoin(suppliers, eq(suppliers.id, settlements.supplierId))
    .where(and(eq(settlements.id, id), ...own))
    .limit(1);
  if (!row) throw notFound(SETTLEMENT_MESSAGES.notFound);
  const { s } = row;
  return {
    id: s.id,
    supplierId: s.supplierId,
    supplierName: row.supplierName,
    from: s.periodFrom,
    to: s.periodTo,
    status: s.status,
    sales: s.lines.sales,
    chargeBacks: s.lines.chargeBacks,
    carries: s.lines.carries ?? [],
    bundles: s.bundles,
    stems: s.stems,
    salesFen: s.salesFen,
    chargeBackFen: s.chargeBackFen,
    carriedFen: s.carriedFen,
    commissionBp: s.commissionBp,
    commissionFen: s.commissionFen,
    owedFen: s.owedFen,
    computedAt: s.computedAt,
    confirmedAt: s.confirmedAt,
    paidAt: s.paidAt,
    bankReference: s.bankReference ?? '',
  };
}

/**
 * Ties what a confirmed settlement counted to it, each conditional on still being untied (the supplier row is locked,
 * so a mismatch is a cancellation or payment committed since the last computation: refused as 结算数据已变化).
 */
async function tieLines(tx: Tx, settlementId: number, computed: Computed): Promise<void> {
  const paid = computed.sales.filter((s) => s.kind !== 'reversal').map((s) => s.itemId);
  const takenBack = computed.sales.filter((s) => s.kind === 'reversal').map((s) => s.itemId);
  const carried = computed.carries.map((c) => c.settlementId);
  const changed = () => badRequest(SETTLEMENT_MESSAGES.changed);
  if (paid.length > 0) {
    const tied = await tx
      .update(orderItems)
      .set({ settlementId })
      .where(and(inArray(orderItems.id, paid), isNull(orderItems.settlementId), isNull(orderItems.cancelledAt)))
      .returning({ id: orderItems.id });
    if (tied.length !== paid.length) throw changed();
  }
  if (takenBack.length > 0) {
    const tied = await tx
      .update(orderItems)
      .set({ reversedBySettlementId: settlementId })
      .where(and(inArray(orderItems.id, takenBack), isNotNull(orderItems.settlementId), isNull(orderItems.reversedBySettlementId)))
      .returning({ id: orderItems.id });
    if (tied.length !== takenBack.length) throw changed();
  }
  if (carried.length > 0) {
    const tied = await tx
      .update(settlements)
      .set({ carriedIntoId: settlementId })
      .where(and(inArray(settlements.id, carried), isNull(settlements.carriedIntoId)))
      .returning({ id: settlements.id });
    if (tied.length !== carried.length) throw changed();
  }
}

async function lockSettlement(tx: Tx, id: number): Promise<SettlementRecord> {
  const [row] = await tx.select().from(settlements).where(eq(settlements.id, id)).for('update');
  if (!row) throw notFound(SETTLEMENT_MESSAGES.notFound);
  return row;
}

/**
 * 确认: locks the draft after a last computation (the header's decisions). `owedShown`: the 应付 the desk showed, as
 * yuan text ('' when the caller shows none).
 */
export async function confirmSettlement(ctx: AppContext, actorId: number, id: number, owedShown: string): Promise<SettlementDetail> {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx): Promise<'confirmed' | 'changed'> => {
    const row = await lockSettlement(tx, id);
    if (row.status !== 'draft') throw badRequest(SETTLEMENT_MESSAGES.notDraft);
    if (!settlementPeriodOver(row.periodTo, auctionDate(now)!)) throw badRequest(SETTLEMENT_MESSAGES.periodNotOver);
    await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, row.supplierId)).for('update');
    const [overlapping] = await tx
      .select({ id: settlements.id })
      .from(settlements)
      .where(
        and(
          eq(settlements.supplierId, row.supplierId),
          ne(settlements.id, row.id),
          inArray(settlements.status, ['confirmed', 'paid']),
          lte(settlements.periodFrom, row.periodTo),
          gte(settlements.periodTo, row.periodFrom),
        ),
      )
      .limit(1);
    if (overlapping) throw badRequest(SETTLEMENT_MESSAGES.overlap);
    const period = { from: row.periodFrom, to: row.periodTo };
    const computed =
      (await compute(tx, ctx.config.supplierCommissionBp, period, row.supplierId)).get(row.supplierId) ??
      EMPTY(ctx.config.supplierCommissionBp);
    if (!sameFigures(row, computed) || (owedShown !== '' && owedShown !== formatYuan(computed.figures.owedFen))) {
      if (!sameFigures(row, computed)) await tx.update(settlements).set(figureColumns(computed, now)).where(eq(settlements.id, row.id));
      return 'changed';
    }
    const claimIds = computed.chargeBacks.map((c) => c.claimId);
    if (claimIds.length > 0) {
      const tied = await tx
        .update(claimChargeBacks)
        .set({ settlementId: row.id })
        .where(
          and(inArray(claimChargeBacks.claimId, claimIds), isNull(claimChargeBacks.settlementId), eq(claimChargeBacks.chargeBack, true)),
        )
        .returning({ claimId: claimChargeBacks.claimId });
      if (tied.length !== claimIds.length) throw badRequest(SETTLEMENT_MESSAGES.changed);
    }
    await tieLines(tx, row.id, computed);
    await tx
      .update(settlements)
      .set({ ...figureColumns(computed, now), status: 'confirmed', confirmedAt: now, confirmedBy: actorId })
      .where(and(eq(settlements.id, row.id), eq(settlements.status, 'draft')));
    await recordAudit(tx, {
      staffId: actorId,
      action: 'settlement.confirm',
      entity: 'settlement',
      ids: [row.id, row.supplierId],
      before: { status: 'draft' },
      after: {
        status: 'confirmed',
        period: `${period.from}至${period.to}`,
        sales: formatYuan(computed.figures.salesFen),
        chargeBacks: formatYuan(computed.figures.chargeBackFen),
        commission: formatYuan(computed.figures.commissionFen),
        carried: formatYuan(computed.figures.carriedFen),
        amount: formatYuan(computed.figures.owedFen),
      },
    });
    return 'confirmed';
  });
  if (outcome === 'changed') throw badRequest(SETTLEMENT_MESSAGES.changed);
  return settlementDetail(ctx, id);
}

/** 标记已付款: confirmed → paid with the bank's reference, once. */
export async function paySettlement(ctx: AppContext, actorId: number, id: number, bankReference: string): Promise<SettlementDetail> {
  const reference = bankReference.trim();
  const problem = bankReferenceProblem(reference);
  if (problem) throw badRequest(problem);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockSettlement(tx, id);
    if (row.status === 'paid') throw badRequest(SETTLEMENT_MESSAGES.alreadyPaid);
    if (row.status !== 'confirmed') throw badRequest(SETTLEMENT_MESSAGES.notConfirmed);
    const moved = await tx
      .update(settlements)
      .set({ status: 'paid', paidAt: now, paidBy: actorId, bankReference: reference })
      .where(and(eq(settlements.id, id), eq(settlements.status, 'confirmed')))
      .returning({ id: settlements.id });
    if (moved.length === 0) throw badRequest(SETTLEMENT_MESSAGES.alreadyPaid);
    await recordAudit(tx, {
      staffId: actorId,
      action: 'settlement.pay',
      entity: 'settlement',
      ids: [id, row.supplierId],
      before: { status: 'confirmed' },
      after: { status: 'paid', amount: formatYuan(row.owedFen), bankReference: reference },
    });
  });
  return settlementDetail(ctx, id);
}

/** 收款账户: a supplier's bank account for the payout file, checked by the domain, audited. */
export async function setSupplierPayee(ctx: AppContext, actorId: number, supplierId: string, payee: SupplierPayee): Promise<SupplierPayee> {
  const problem = payeeProblem(payee);
  if (problem) throw badRequest(problem);
  const value = { bankName: payee.bankName.trim(), accountName: payee.accountName.trim(), accountNo: payee.accountNo.replace(/\s+/g, '') };
  // The payout file is GBK: a character GBK cannot hold would reach the bank as "?", so it is refused here.
  const gbkSafe = (text: string) => iconv.decode(iconv.encode(text, 'gbk'), 'gbk') === text;
  if (!gbkSafe(value.bankName) || !gbkSafe(value.accountName)) throw badRequest(SETTLEMENT_MESSAGES.payeeCharset);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [supplier] = await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId)).for('update');
    if (!supplier) throw notFound(SETTLEMENT_MESSAGES.supplierNotFound);
    const [before] = await tx.select(PAYEE).from(supplierPayees).where(eq(supplierPayees.supplierId, supplierId));
    await tx
      .insert(supplierPayees)
      .values({ supplierId, ...value, updatedAt: now, updatedBy: actorId })
      .onConflictDoUpdate({ target: supplierPayees.supplierId, set: { ...value, updatedAt: now, updatedBy: actorId } });
    await recordAudit(tx, {
      staffId: actorId,
      action: 'supplier-payee.update',
      entity: 'supplier_payee',
      ids: [supplierId],
      before: before ?? null,
      after: value,
    });
  });
  return value;
}

/** The payout batch file (GBK bytes) of the confirmed, unpaid settlements; see the header for the encoding. */
export async function payoutFile(ctx: AppContext): Promise<{ bytes: Buffer; count: number; skipped: number }> {
  const rows = await ctx.db
    .select({
      id: settlements.id,
      supplierId: settlements.supplierId,
      supplierName: suppliers.name,
      from: settlements.periodFrom,
      to: settlements.periodTo,
      owedFen: settlements.owedFen,
      ...PAYEE,
    })
    .from(settlements)
    .innerJoin(suppliers, eq(suppliers.id, settlements.supplierId))
    .leftJoin(supplierPayees, eq(supplierPayees.supplierId, settlements.supplierId))
    .where(eq(settlements.status, 'confirmed'))
    .orderBy(asc(settlements.periodFrom), asc(settlements.supplierId), asc(settlements.id));
  const { rows: lines, skipped } = payoutRows(
    rows.map(({ bankName, accountName, accountNo, ...s }) => ({
      ...s,
      payee: bankName !== null && accountName !== null && accountNo !== null ? { bankName, accountName, accountNo } : null,
    })),
  );
  const text = Papa.unparse(lines, { newline: '\r\n', quotes: false });
  return { bytes: iconv.encode(`${text}\r\n`, 'gbk'), count: lines.length - 1, skipped: skipped.length };
}
