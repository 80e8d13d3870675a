/**
 * A supplier's own view (issue 31): its lots of a day with what they sold at what price, and the claims against its
 * lots with their photos. Read-only, and always of the token's own supplier (`supplierId` comes from the supplier
 * scope's guard, never from the request), so one supplier never reads another's lots, sales, claims or photos.
 *
 * Decisions:
 * - Sold = order items not cancelled (an approved cancellation sets cancelled_at) of paid orders (paid_at set): an
 *   unpaid order an operator placed (/cp6, 待付款) holds stock but has not sold yet. Stock is the lot's stems left, in
 *   whole bundles, as 入库管理 shows it.
 * - What a lot sold at: bundles per price per stem actually paid (member discounts and price changes make several);
 *   the amount is goods less discounts (fee_goods − fee_discount), what buyers paid for the flowers.
 * - Claims: those filed on items of the supplier's lots, newest first, within SUPPLIER_LIMITS.historyDays, at most
 *   CLAIMS_MAX; the buyer is never named. Their photos are private uploads: served here only when the claim is one of
 *   the supplier's and the key is one of its photos (or such a photo's thumbnail); anything else reads 404. Each says
 *   the market's charge-back decision with its reason: charged back (the claim's amount, which its settlement deducts)
 *   only while the amount is decided (8, 9, 10), as services/settlements.ts counts it; undecided is null.
 * - Settlements: only those 财务 confirmed (confirmed, paid), newest period first, at most SETTLEMENTS_MAX — a draft is
 *   the market's working figure and may still change; a confirmed one never does (services/settlements.ts).
 */
import {
  afterSalesStatusLabel,
  auctionDate,
  claimChargeable,
  formatShanghaiDateTime,
  formatYuan,
  lengthLabel,
  saleKindFen,
  settlementStatusLabel,
  SUPPLIER_LIMITS,
  supplierDay,
  type Fen,
} from '@huashi/domain';
import type { SupplierClaimList, SupplierDay, SupplierSettlementList } from '@huashi/api';
import { supplierEndpoints } from '@huashi/api/contracts';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { afterSales, claimChargeBacks, orderItems, orders, settlements, stockLots, uploads, varieties } from '../db/schema';
import { badRequest } from '../http/envelope';
import type { UploadStorage } from '../uploads/storage';
import { thumbKeyOf } from './uploads';

const CLAIMS_MAX = 100;
const SETTLEMENTS_MAX = 60;
const DAY_MS = 24 * 3600 * 1000;

function todayOf(ctx: AppContext): string {
  const today = auctionDate(ctx.clock.now());
  if (!today) throw new Error('the clock gave an invalid instant');
  return today;
}

/** Items that sold: not cancelled, of a paid order. */
const soldItem = sql`${orderItems.cancelledAt} is null and ${orders.paidAt} is not null`;

export async function supplierDayView(ctx: AppContext, supplierId: string, input: string): Promise<SupplierDay> {
  const today = todayOf(ctx);
  const chosen = supplierDay(input, today);
  if (!chosen.ok) throw badRequest(chosen.message);
  const lots = await ctx.db
    .select({
      id: stockLots.id,
      session: stockLots.session,
      flwName: varieties.name,
      levelName: stockLots.levelName,
      lengthCode: stockLots.lengthCode,
      stemsPerBunch: stockLots.stemsPerBunch,
      positionNo: stockLots.positionNo,
      nowStock: stockLots.nowStock,
      salePriceFen: stockLots.salePriceFen,
      sourcePriceFen: stockLots.sourcePriceFen,
    })
    .from(stockLots)
    .innerJoin(varieties, eq(varieties.flwCode, stockLots.flwCode))
    .where(and(eq(stockLots.supplierId, supplierId), eq(stockLots.auctionDate, chosen.day)))
    .orderBy(stockLots.session, varieties.name, stockLots.id);
  const sales = await ctx.db
    .select({
      stockId: orderItems.stockId,
      priceFen: orderItems.buyPriceFen,
      bundles: sql<number>`sum(${orderItems.buyQty})::int`.mapWith(Number),
      amountFen: sql<number>`sum(${orderItems.feeGoods} - ${orderItems.feeDiscount})::bigint`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(stockLots, eq(stockLots.id, orderItems.stockId))
    .where(and(eq(stockLots.supplierId, supplierId), eq(stockLots.auctionDate, chosen.day), soldItem))
    .groupBy(orderItems.stockId, orderItems.buyPriceFen)
    .orderBy(desc(orderItems.buyPriceFen));
  let dayBundles = 0;
  let dayFen = 0;
  const rows = lots.map((lot) => {
    const own = sales.filter((line) => line.stockId === lot.id);
    const soldBundles = own.reduce((sum, line) => sum + line.bundles, 0);
    const soldFen = own.reduce((sum, line) => sum + line.amountFen, 0);
    dayBundles += soldBundles;
    dayFen += soldFen;
    return {
      id: lot.id,
      session: lot.session,
      flwName: lot.flwName,
      levelName: lot.levelName,
      lengthLabel: lengthLabel(lot.lengthCode),
      stemsPerBunch: lot.stemsPerBunch,
      positionNo: lot.positionNo,
      stockBundles: lot.stemsPerBunch > 0 ? Math.floor(lot.nowStock / lot.stemsPerBunch) : 0,
      soldBundles,
      salePrice: formatYuan(lot.salePriceFen as Fen),
      sourcePrice: formatYuan(lot.sourcePriceFen as Fen),
      soldAmount: formatYuan(soldFen as Fen),
      prices: own.map((line) => ({ price: formatYuan(line.priceFen as Fen), bundles: line.bundles })),
    };
  });
  return { day: chosen.day, today, lots: rows, soldBundles: dayBundles, soldAmount: formatYuan(dayFen as Fen) };
}

/** Where the supplier reads a claim's photo (or its thumbnail). */
const claimImageUrl = (claimId: number, key: string) =>
  `/api${supplierEndpoints.claimImage.path}?claim=${claimId}&key=${encodeURIComponent(key)}`;

/** The market's charge-back decision on a claim as the supplier reads it (the settlement's rule: decided amounts only). */
function chargeBackOf(row: { status: number; realAmountFen: number | null; chargeBack: boolean | null; chargeBackReason: string | null }) {
  const charged = row.chargeBack === true && claimChargeable(row.status) && row.realAmountFen !== null;
  return {
    chargedBack: row.chargeBack === null ? null : charged,
    chargeBackAmount: charged ? formatYuan(row.realAmountFen as Fen) : null,
    chargeBackReason: row.chargeBackReason ?? '',
  };
}

/** "YYYY-MM-DD HH:mm" in Asia/Shanghai, '' for none. */
const minuteText = (instant: Date | null) => (instant ? (formatShanghaiDateTime(instant) ?? '').slice(0, 16) : '');

export async function supplierClaims(ctx: AppContext, supplierId: string): Promise<SupplierClaimList> {
  const since = new Date(ctx.clock.now().getTime() - SUPPLIER_LIMITS.historyDays * DAY_MS);
  const rows = await ctx.db
    .select({
      id: afterSales.id,
      createdAt: afterSales.createdAt,
      typeName: afterSales.asTypeName,
      bundles: afterSales.asQty,
      reason: afterSales.asReason,
      images: afterSales.asImages,
      status: afterSales.status,
      realAmountFen: afterSales.realAmountFen,
      chargeBack: claimChargeBacks.chargeBack,
      chargeBackReason: claimChargeBacks.reason,
      auctionDate: orders.auctionDate,
      flwName: orderItems.flwName,
      levelName: orderItems.levelName,
      lengthCode: orderItems.lengthCode,
    })
    .from(afterSales)
    .innerJoin(orderItems, eq(orderItems.id, afterSales.itemId))
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .leftJoin(claimChargeBacks, eq(claimChargeBacks.claimId, afterSales.id))
    .where(and(eq(orderItems.supplierId, supplierId), gt(afterSales.createdAt, since)))
    .orderBy(desc(afterSales.createdAt), desc(afterSales.id))
    .limit(CLAIMS_MAX);
  return {
    list: rows.map((row) => ({
      id: row.id,
      createdAt: minuteText(row.createdAt),
      auctionDate: row.auctionDate,
      flwName: row.flwName,
      levelName: row.levelName,
      lengthLabel: lengthLabel(row.lengthCode),
      typeName: row.typeName,
      bundles: row.bundles,
      reason: row.reason,
      statusName: afterSalesStatusLabel(row.status) ?? '',
      paidAmount: row.status === 10 && row.realAmountFen !== null ? formatYuan(row.realAmountFen as Fen) : null,
      ...chargeBackOf(row),
      images: row.images.map((key) => ({ url: claimImageUrl(row.id, key), thumbUrl: claimImageUrl(row.id, thumbKeyOf(key)) })),
    })),
  };
}

/**
 * A photo of one of the supplier's claims (or its thumbnail), or null — not the supplier's claim, not one of its
 * photos, or gone from the store: the route answers 404 alike.
 */
export async function supplierClaimImage(
  ctx: AppContext,
  storage: UploadStorage,
  supplierId: string,
  claimId: number,
  key: string,
): Promise<{ bytes: Buffer; mime: string } | null> {
  const [claim] = await ctx.db
    .select({ images: afterSales.asImages })
    .from(afterSales)
    .innerJoin(orderItems, eq(orderItems.id, afterSales.itemId))
    .where(and(eq(afterSales.id, claimId), eq(orderItems.supplierId, supplierId)))
    .limit(1);
  if (!claim) return null;
  const original = claim.images.find((image) => image === key || thumbKeyOf(image) === key);
  if (!original) return null;
  const bytes = await storage.get(key);
  if (!bytes) return null;
  if (key !== original) return { bytes, mime: 'image/webp' };
  const [row] = await ctx.db.select({ mime: uploads.mime }).from(uploads).where(eq(uploads.key, original)).limit(1);
  return row ? { bytes, mime: row.mime } : null;
}

export async function supplierSettlements(ctx: AppContext, supplierId: string): Promise<SupplierSettlementList> {
  const rows = await ctx.db
    .select()
    .from(settlements)
    .where(and(eq(settlements.supplierId, supplierId), inArray(settlements.status, ['confirmed', 'paid'])))
    .orderBy(desc(settlements.periodTo), desc(settlements.id))
    .limit(SETTLEMENTS_MAX);
  return {
    list: rows.map((row) => ({
      id: row.id,
      from: row.periodFrom,
      to: row.periodTo,
      statusLabel: settlementStatusLabel(row.status),
      paid: row.status === 'paid',
      bundles: row.bundles,
      sales: formatYuan(row.salesFen as Fen),
      chargeBack: formatYuan(row.chargeBackFen as Fen),
      commission: formatYuan(row.commissionFen as Fen),
      owed: formatYuan(row.owedFen as Fen),
      late: formatYuan(saleKindFen(row.lines.sales, 'late')),
      reversed: formatYuan(saleKindFen(row.lines.sales, 'reversal')),
      carried: formatYuan(row.carriedFen as Fen),
      confirmedAt: minuteText(row.confirmedAt),
      paidAt: minuteText(row.paidAt),
      bankReference: row.bankReference ?? '',
    })),
  };
}
