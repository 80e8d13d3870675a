/**
 * The review sheet (issue 32): buying lines matched to today's lots, for 再来一单, the order pad and saved lists.
 *
 * Decisions:
 * - Candidates are every lot of today's auction date (the market clock's, as the catalog reads it) of the lines'
 *   varieties, in one query on the (auction_date, session, flw_code) index, with the buyer's member price per stem.
 *   Lots of a session over for today are loaded too: the domain's matchBuyLine (the one matcher, with `now`) decides
 *   what can be bought and says why not (今日场次已结束 is only said when it knows such lots exist).
 * - The sheet is a read: nothing is reserved; the cart add and the purchase check stock again when the buyer acts.
 * - Its total is the cart's for the same lines (trial of issue 32): each lot carries the cart's terms (list price,
 *   packing, activity, weight) and the sheet the buyer's member terms and default address, exactly what readCart
 *   reckons with, so the app's buySheetTotals (the cart's domain functions) shows the figures the cart then shows.
 * - Reorder: the order's own lines (variety, grade, length, bunches, supplier), not cancelled ones; the last price is
 *   the order item's price per stem at the buyer's member price, the terms today's lots are shown in (an item keeps
 *   the lot's list price; the member discount is order-level) — comparing a member price with a list price told every
 *   VIP buyer that everything was cheaper. Another buyer's order, or an id that is no order, answers 订单不存在 (404)
 *   as every order read does.
 * - A saved list's lines have no order of their own: their last price is the buyer's newest paid, not cancelled order
 *   item of the line's variety, grade and length (domain lastPaidStemPriceFen; trial of issue 32: the list showed no
 *   上次价格 where reorder did), at the member price as reorder's.
 */
import type { BuySheet, BuySheetRow, SheetLine, SheetLot } from '@huashi/api';
import {
  bunchPriceFen,
  BUY_LINE_REASONS,
  formatYuan,
  lastPaidStemPriceFen,
  lengthLabel,
  matchBuyLine,
  sessionStatus,
  type BuyLine,
  type BuyLineOptions,
  type LotCandidate,
  type LotPick,
  type LotTerms,
  type PastPurchase,
  type SessionType,
} from '@huashi/domain';
import { asc, isNull, and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { orderItems, orders } from '../db/schema';
import { notFound } from '../http/envelope';
import { buyerAddresses } from './addresses';
import { memberStemPriceFen, todayOf, type Viewer } from './catalog';
import { ORDER_NOT_FOUND } from './orders';
import { lotImage } from './lots';

/** A candidate with what the sheet shows beyond the matcher's fields: the image and the cart's terms of the lot. */
export type SheetCandidate = LotCandidate & { productImage: string; terms: LotTerms };

type CandidateRow = {
  id: number;
  session: SessionType;
  supplier_id: string;
  supplier_name: string;
  flw_code: string;
  flw_name: string;
  image: string;
  photo_key: string | null;
  level_name: string;
  length_code: string;
  sale_price_fen: number;
  stems_per_bunch: number;
  now_stock: number;
  basic_sale_no: number;
  fee_box_per_kg_fen: number;
  activity_percent: number;
  activity_min_bunches: number;
  weight_grams: number;
};

/** Today's lots of these varieties (any session: the matcher decides), with the viewer's price per stem. One query. */
export async function lotCandidates(ctx: AppContext, viewer: Viewer, flwCodes: readonly string[]): Promise<SheetCandidate[]> {
  const codes = [...new Set(flwCodes)];
  if (codes.length === 0) return [];
  const rows = await ctx.db
    .execute<CandidateRow>(
      sql`select l.id, l.session, l.supplier_id, s.name as supplier_name, l.flw_code, v.name as flw_name, v.image, l.photo_key,
                 l.level_name, l.length_code, l.sale_price_fen, l.stems_per_bunch, l.now_stock, l.basic_sale_no,
                 l.fee_box_per_kg_fen, l.activity_percent, l.activity_min_bunches, v.weight_grams
          from stock_lots l join suppliers s on s.id = l.supplier_id join varieties v on v.flw_code = l.flw_code
          where l.auction_date = ${todayOf(ctx)}
            and l.flw_code in (${sql.join(
              codes.map((c) => sql`${c}`),
              sql`, `,
            )})
          order by l.id`,
    )
    .then((r) => r.rows);
  return rows.map((r) => ({
    id: Number(r.id),
    session: r.session,
    supplierId: r.supplier_id,
    supplierName: r.supplier_name,
    flwCode: r.flw_code,
    flwName: r.flw_name,
    levelName: r.level_name,
    lengthCode: r.length_code,
    priceFen: memberStemPriceFen(Number(r.sale_price_fen), viewer),
    stemsPerBunch: Number(r.stems_per_bunch),
    stock: Number(r.now_stock),
    basicSaleQuantity: Number(r.basic_sale_no),
    productImage: lotImage(r.image, r.photo_key),
    terms: {
      basicSaleNo: Number(r.basic_sale_no),
      stemsPerBunch: Number(r.stems_per_bunch),
      salePriceFen: Number(r.sale_price_fen),
      feeBoxPerKgFen: Number(r.fee_box_per_kg_fen),
      activityPercent: Number(r.activity_percent),
      activityMinBunches: Number(r.activity_min_bunches),
      weightGrams: Number(r.weight_grams),
    },
  }));
}

/** A line to put on the sheet: the asked line, its key and what the sheet shows of it. */
export type SheetRequest = {
  key: string;
  line: BuyLine;
  /** Names shown for the line (the variety's and the supplier's), '' when unknown. */
  flwName: string;
  supplierName: string;
  /** What the buyer paid per stem last time (fen), or null. */
  lastPriceFen: number | null;
};

function sheetLot(pick: LotPick, now: Date): SheetLot {
  const lot = pick.lot as SheetCandidate;
  const status = sessionStatus(lot.session, now);
  return {
    stockId: lot.id,
    session: lot.session,
    when: pick.when,
    opensAt: status && !status.open ? status.opensAt : null,
    supplierId: lot.supplierId,
    supplierName: lot.supplierName,
    flwCode: lot.flwCode,
    flwName: lot.flwName,
    levelName: lot.levelName,
    lengthCode: lot.lengthCode,
    lengthName: lengthLabel(lot.lengthCode),
    productImage: lot.productImage,
    price: formatYuan(lot.priceFen),
    bunchPrice: formatYuan(bunchPriceFen(lot.priceFen, lot.stemsPerBunch)),
    salePrice: formatYuan(lot.terms.salePriceFen),
    feeBoxPerKg: formatYuan(lot.terms.feeBoxPerKgFen),
    activityPercent: lot.terms.activityPercent,
    activityMinBunches: lot.terms.activityMinBunches,
    weightGrams: lot.terms.weightGrams,
    stemsPerBunch: lot.stemsPerBunch,
    basicSaleno: lot.basicSaleQuantity,
    nowStock: lot.stock,
    maxBatches: pick.maxBatches,
    batches: pick.batches,
    bunches: pick.bunches,
    notes: pick.notes,
  };
}

function sheetLine(request: SheetRequest): SheetLine {
  const { line } = request;
  return {
    flwCode: line.flwCode,
    flwName: request.flwName,
    levelName: line.levelName ?? '',
    lengthCode: line.lengthCode ?? '',
    lengthName: line.lengthCode ? lengthLabel(line.lengthCode) : '',
    bunches: line.bunches,
    supplierId: line.supplierId ?? '',
    supplierName: request.supplierName,
  };
}

/** The sheet of these lines at the market clock's now: one row per line, in order. */
export async function buySheet(
  ctx: AppContext,
  viewer: Viewer,
  requests: readonly SheetRequest[],
  options: BuyLineOptions = {},
): Promise<BuySheet> {
  const now = ctx.clock.now();
  const candidates = await lotCandidates(
    ctx,
    viewer,
    requests.map((r) => r.line.flwCode),
  );
  const rows = requests.map((request): BuySheetRow => {
    const match = matchBuyLine(request.line, candidates, now, options);
    const base = {
      key: request.key,
      line: sheetLine(request),
      state: match.state,
      lastPrice: request.lastPriceFen === null ? null : formatYuan(request.lastPriceFen),
    };
    switch (match.state) {
      case 'matched':
        return { ...base, reason: '', lot: sheetLot(match.pick, now), alternatives: match.alternatives.map((p) => sheetLot(p, now)) };
      case 'choose':
        return {
          ...base,
          reason: BUY_LINE_REASONS[match.reason],
          lot: null,
          alternatives: match.alternatives.map((p) => sheetLot(p, now)),
        };
      case 'none':
        return { ...base, reason: BUY_LINE_REASONS[match.reason], lot: null, alternatives: [] };
    }
  });
  const [address] = await buyerAddresses(ctx.db, viewer.id);
  return {
    rows,
    now: now.getTime(),
    // As the cart reckons: the default address only (readCart), the buyer's member terms.
    pricing: {
      memberLevel: viewer.memberLevel,
      memberDiscountTenths: viewer.memberDiscountTenths,
      address: address?.isDefault ? { logisType: address.logisType, logisWay: address.logisWay ?? null } : null,
    },
  };
}

/** 再来一单: the buyer's order's lines (not cancelled ones) as a sheet; not the buyer's → 订单不存在 (404). */
export async function reorderSheet(ctx: AppContext, viewer: Viewer, mainId: number): Promise<BuySheet> {
  const [order] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, mainId), eq(orders.buyerId, viewer.id)))
    .limit(1);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const items = await ctx.db
    .select({
      id: orderItems.id,
      flwCode: orderItems.flwCode,
      flwName: orderItems.flwName,
      levelName: orderItems.levelName,
      lengthCode: orderItems.lengthCode,
      supplierId: orderItems.supplierId,
      supplierName: orderItems.supplierName,
      buyQty: orderItems.buyQty,
      buyPriceFen: orderItems.buyPriceFen,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), isNull(orderItems.cancelledAt)))
    .orderBy(asc(orderItems.id));
  return buySheet(
    ctx,
    viewer,
    items.map((item) => ({
      key: String(item.id),
      line: {
        flwCode: item.flwCode,
        levelName: item.levelName,
        lengthCode: item.lengthCode,
        bunches: item.buyQty,
        supplierId: item.supplierId,
      },
      flwName: item.flwName,
      supplierName: item.supplierName,
      lastPriceFen: memberStemPriceFen(item.buyPriceFen, viewer),
    })),
  );
}

type PastRow = { flw_code: string; level_name: string; length_code: string; buy_price_fen: number };

/**
 * The buyer's last purchases of these varieties, newest first: one row per variety, grade and length (its newest paid,
 * not cancelled item), the price per stem at the buyer's member price as reorder shows it. One query.
 */
export async function lastPurchases(ctx: AppContext, viewer: Viewer, flwCodes: readonly string[]): Promise<PastPurchase[]> {
  const codes = [...new Set(flwCodes)];
  if (codes.length === 0) return [];
  const rows = await ctx.db
    .execute<PastRow & { at: Date }>(
      sql`select * from (
            select distinct on (i.flw_code, i.level_name, i.length_code)
                   i.flw_code, i.level_name, i.length_code, i.buy_price_fen, o.created_at as at, i.id
            from order_items i join orders o on o.id = i.order_id
            where o.buyer_id = ${viewer.id} and o.paid_at is not null and i.cancelled_at is null
              and i.flw_code in (${sql.join(
                codes.map((c) => sql`${c}`),
                sql`, `,
              )})
            order by i.flw_code, i.level_name, i.length_code, o.created_at desc, i.id desc
          ) last order by at desc, id desc`,
    )
    .then((r) => r.rows);
  return rows.map((r) => ({
    flwCode: r.flw_code,
    levelName: r.level_name,
    lengthCode: r.length_code,
    stemPriceFen: memberStemPriceFen(Number(r.buy_price_fen), viewer),
  }));
}

/** The last price paid for each line (null where the buyer never bought it), in the order of the lines. */
export async function lastPaidPrices(ctx: AppContext, viewer: Viewer, lines: readonly BuyLine[]): Promise<(number | null)[]> {
  const past = await lastPurchases(
    ctx,
    viewer,
    lines.map((l) => l.flwCode),
  );
  return lines.map((line) => lastPaidStemPriceFen(line, past));
}
