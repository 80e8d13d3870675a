/**
 * Lots as cart and order lines see them (spec §3, §5): what a line needs to know about its lot, and whether the lot
 * can be traded now (session open, today's lot, stock left). Read on the pool or inside a purchase transaction.
 */
import { CART_REFUSALS } from '@huashi/api/contracts';
import {
  auctionDate,
  checkBatchQuantity,
  isSessionOpen,
  maxBatches,
  QUANTITY_MESSAGES,
  SESSION_CLOSED_NOTICE,
  stockShortage,
  type LotTerms,
  type SessionType,
} from '@huashi/domain';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { categories, stockLots, suppliers, varieties } from '../db/schema';
import { badRequest } from '../http/envelope';
import { thumbKeyOf, uploadFileUrl } from './uploads';

/** Refusal texts about a lot (ours: the spec gives none for these cases). */
export const LOT_MESSAGES = {
  unknownLot: CART_REFUSALS.unknownLot,
  soldOut: '该商品已售罄',
  notToday: '该商品不是今日拍卖批次，已下架',
} as const;

/** Everything a cart line or an order line needs about a lot. */
export type LotInfo = LotTerms & {
  id: number;
  auctionDate: string;
  session: SessionType;
  supplierId: string;
  supplierName: string;
  flwCode: string;
  flwName: string;
  cateName: string;
  productImage: string;
  levelName: string;
  lengthCode: string;
  openCode: string;
  nowStock: number;
};

/**
 * A lot with its supplier's and variety's names (stock_lots joined with suppliers and varieties): the columns the
 * buyer's lots and 入库管理's lot rows both start from.
 */
export const lotBaseColumns = {
  id: stockLots.id,
  auctionDate: stockLots.auctionDate,
  session: stockLots.session,
  supplierId: stockLots.supplierId,
  supplierName: suppliers.name,
  flwCode: stockLots.flwCode,
  flwName: varieties.name,
  levelName: stockLots.levelName,
  lengthCode: stockLots.lengthCode,
  openCode: stockLots.openCode,
  stemsPerBunch: stockLots.stemsPerBunch,
  basicSaleNo: stockLots.basicSaleNo,
  nowStock: stockLots.nowStock,
  salePriceFen: stockLots.salePriceFen,
  photoKey: stockLots.photoKey,
};

const lotColumns = {
  ...lotBaseColumns,
  cateName: categories.name,
  productImage: varieties.image,
  feeBoxPerKgFen: stockLots.feeBoxPerKgFen,
  activityPercent: stockLots.activityPercent,
  activityMinBunches: stockLots.activityMinBunches,
  weightGrams: varieties.weightGrams,
};

function lotsQuery(db: DbOrTx) {
  return db
    .select(lotColumns)
    .from(stockLots)
    .innerJoin(varieties, eq(varieties.flwCode, stockLots.flwCode))
    .innerJoin(categories, eq(categories.id, varieties.categoryId))
    .innerJoin(suppliers, eq(suppliers.id, stockLots.supplierId));
}

export async function loadLots(db: DbOrTx, ids: readonly number[]): Promise<Map<number, LotInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await lotsQuery(db).where(inArray(stockLots.id, [...ids]));
  return new Map(rows.map(({ photoKey, ...r }): [number, LotInfo] => [r.id, { ...r, productImage: lotImage(r.productImage, photoKey) }]));
}

/**
 * The image buyers see for a lot: its photo once staff set one (入库管理; the thumbnail, as every lot image buyers see
 * is small), else the variety's illustration. Cart lines and order items (which keep it) show it.
 */
export function lotImage(illustration: string, photoKey: string | null): string {
  return photoKey ? uploadFileUrl(thumbKeyOf(photoKey)) : illustration;
}

/** The closed-session text of a session, e.g. 限时直供当前未开放（交易时间 11:30-13:00）. */
export function sessionClosedMessage(session: SessionType): string {
  const notice = SESSION_CLOSED_NOTICE.find((n) => n.session === session);
  return `${notice?.label ?? session}当前未开放（交易时间 ${notice?.ranges.join('、') ?? ''}）`;
}

/** Why the lot cannot be traded at all right now (closed session, not today's lot), or null. */
export function lotClosedReason(lot: Pick<LotInfo, 'session' | 'auctionDate'>, now: Date): string | null {
  if (lot.auctionDate !== auctionDate(now)) return LOT_MESSAGES.notToday;
  if (!isSessionOpen(lot.session, now)) return sessionClosedMessage(lot.session);
  return null;
}

export function lotMaxBatches(lot: Pick<LotInfo, 'nowStock' | 'stemsPerBunch' | 'basicSaleNo'>): number {
  return maxBatches({ stock: lot.nowStock, stemsPerBunch: lot.stemsPerBunch, basicSaleQuantity: lot.basicSaleNo });
}

/** A lot's name as the buyer sees it in a message: 卡罗拉（A1023 云南花农）. */
export function lotLabel(lot: Pick<LotInfo, 'flwName' | 'supplierId' | 'supplierName'>): string {
  return `${lot.flwName}（${lot.supplierId} ${lot.supplierName}）`;
}

/** Why `pi` batches of the lot cannot be bought now (naming the item and what is left), or null. */
export function lineProblem(lot: LotInfo, pi: number, now: Date): string | null {
  const closed = lotClosedReason(lot, now);
  if (closed) return `${lotLabel(lot)}：${closed}`;
  const short = stockShortage(pi, lotMaxBatches(lot));
  return short ? `${lotLabel(lot)}：${short.message}` : null;
}

/** Checks that `pi` batches of the lot can be bought now; throws the refusal the buyer should read. */
export function assertLotBuyable(lot: LotInfo | undefined, pi: number, now: Date): asserts lot is LotInfo {
  if (!lot) throw badRequest(LOT_MESSAGES.unknownLot);
  const closed = lotClosedReason(lot, now);
  if (closed) throw badRequest(`${lotLabel(lot)}：${closed}`);
  const max = lotMaxBatches(lot);
  if (max < 1) throw badRequest(`${lotLabel(lot)}：${LOT_MESSAGES.soldOut}`);
  const check = checkBatchQuantity(pi, max);
  if (!check.ok) throw badRequest(check.message === QUANTITY_MESSAGES.aboveMax ? `${check.message}（仅剩${max}批）` : check.message);
}
