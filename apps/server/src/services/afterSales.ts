/**
 * A buyer's after-sales claims (§2 /aftersale /afterlist /afterdetail, §3, §4, §5, §7, §9; issue 16).
 *
 * Filing: the form's fields are checked in the spec's order with its texts (type, not 全部, quantity, description, at
 * least one photo, at most 3), then the order and item must be the buyer's (else not found, as a missing one), then the
 * domain's claimRefusal — the same function /aftersale runs — with the server's clock, then each photo must be an
 * unattached 'after-sales' upload of this buyer. One transaction: the item is locked, its afterSalesStatus goes −1 → 0
 * by a conditional update (two racing submissions: one wins), the record is inserted, its photos are attached.
 *
 * Cancelling (撤销, status ≤ 1) withdraws the claim. Decision: the record is removed and the item's afterSalesStatus
 * returns to −1 (the table has no "withdrawn" status and one record per item); the photos are released to the upload
 * cleanup. "The same item once" therefore means one standing claim per item: while the 8-hour window is open the buyer
 * may file again after withdrawing.
 */
import type { ClaimFormInfo, ClaimRecord, ClaimRecordPage } from '@huashi/api';
import {
  AFTER_SALES_TYPES,
  AFTER_SALES_MESSAGES,
  afterSalesStatusText,
  ALL_AFTER_SALES_TYPES_LABEL,
  canCancelAfterSales,
  CLAIM_MESSAGES,
  claimableBundles,
  claimRefusal,
  complaintWindowEndsAt,
  formatKg,
  formatShanghaiDateTime,
  formatYuan,
  opennessLabel,
  PAGE_SIZES,
  parseQuantity,
  UPLOAD_LIMITS,
  AFTER_SALES_NONE,
  BACK_STATUS_CANCELLED,
  isCalendarDay,
} from '@huashi/domain';
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import { anyColumnHas } from '../db/like';
import { afterSales, orderItems, orders, uploads } from '../db/schema';
import { badRequest, notFound } from '../http/envelope';
import { thumbKeyOf, uploadFileUrl } from './uploads';

type ClaimRow = typeof afterSales.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

const timeText = (at: Date | null | undefined): string => (at ? (formatShanghaiDateTime(at) ?? '') : '');

export const imagesOf = (keys: readonly string[]) =>
  keys.map((key) => ({ key, url: uploadFileUrl(key), thumbUrl: uploadFileUrl(thumbKeyOf(key)) }));

const isCancelled = (item: ItemRow) => item.cancelledAt !== null || item.backStatus === BACK_STATUS_CANCELLED;

export function toClaimRecord(claim: ClaimRow, item: ItemRow, order: OrderRow): ClaimRecord {
  return {
    id: claim.id,
    mainId: order.id,
    itemId: item.id,
    orderNo: order.orderNo,
    status: claim.status,
    asType: claim.asType,
    asName: claim.asTypeName,
    asQty: claim.asQty,
    asReason: claim.asReason,
    asNotice: claim.asNotice ?? '',
    asImages: claim.asImages,
    images: imagesOf(claim.asImages),
    createTime: timeText(claim.createdAt),
    processTime: timeText(claim.processedAt),
    statusText: afterSalesStatusText(claim.status, claim.realAmountFen ?? 0) ?? '',
    realAmount: formatYuan(claim.realAmountFen ?? 0),
    flwName: item.flwName,
    levelName: item.levelName,
    supplierId: item.supplierId,
    supplierName: item.supplierName,
    canCancel: canCancelAfterSales(claim.status),
    orderItem: {
      productImage: item.productImage,
      weightAll: formatKg(item.weightGrams),
      openName: opennessLabel(item.openCode),
      flwUnitno: item.stemsPerBunch,
      buyPrice: formatYuan(item.buyPriceFen),
      buyQtyall: item.buyQtyAll,
      buyQty: item.buyQty,
    },
  };
}

/** The buyer's order and item, or not found (another buyer's ids answer exactly as missing ones). */
async function ownItem(ctx: AppContext, buyerId: number, mainId: number, itemId: number): Promise<{ order: OrderRow; item: ItemRow }> {
  const [row] = await ctx.db
    .select({ order: orders, item: orderItems })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, itemId), eq(orders.id, mainId), eq(orders.buyerId, buyerId)))
    .limit(1);
  if (!row) throw notFound(CLAIM_MESSAGES.itemNotFound);
  return row;
}

/** The type map of /v1/main/after-items. */
export function afterSalesTypes(): Record<string, string> {
  return { ...AFTER_SALES_TYPES };
}

/** What /aftersale needs: the types, the bundles still claimable, and why nothing may be filed now ('' when it may). */
export async function claimFormInfo(ctx: AppContext, buyerId: number, mainId: number, itemId: number): Promise<ClaimFormInfo> {
  const { order, item } = await ownItem(ctx, buyerId, mainId, itemId);
  const now = ctx.clock.now();
  const claimItem = {
    levelName: item.levelName,
    buyQty: item.buyQty,
    afterSalesStatus: item.afterSalesStatus,
    cancelled: isCancelled(item),
  };
  // Any type the grade may file and one bundle: what is refused then is refused whatever the buyer types.
  const refusal = claimRefusal({
    order: { showTime: order.showTime, confirmedAt: order.confirmedAt },
    item: claimItem,
    alreadyClaimed: 0,
    typeName: AFTER_SALES_TYPES['2']!,
    quantity: 1,
    now,
  });
  const ends = complaintWindowEndsAt(order.showTime);
  return {
    types: afterSalesTypes(),
    claimable: refusal ? 0 : claimableBundles(claimItem, 0),
    refusal: refusal ?? '',
    windowEndsAt: ends === null ? null : new Date(ends).toISOString(),
  };
}

export type AddAfterInput = {
  mainId: number;
  itemId: number;
  asType?: unknown;
  asTypeName?: unknown;
  asQty?: unknown;
  asReason?: unknown;
  asImages?: unknown;
};

function imageKeysOf(value: unknown): string[] | null {
  let list: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      list = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list) || !list.every((k) => typeof k === 'string' && k.length > 0 && k.length <= 200)) return null;
  return list as string[];
}

/** The form's fields in the spec's order (§5), with its texts. */
function checkFields(input: AddAfterInput): { typeCode: string; typeName: string; quantity: number; reason: string; keys: string[] } {
  const typeCode = typeof input.asType === 'string' || typeof input.asType === 'number' ? String(input.asType).trim() : '';
  if (!typeCode) throw badRequest(AFTER_SALES_MESSAGES.typeRequired);
  const typeName = Object.hasOwn(AFTER_SALES_TYPES, typeCode) ? AFTER_SALES_TYPES[typeCode]! : '';
  if (!typeName || typeName === ALL_AFTER_SALES_TYPES_LABEL) throw badRequest(AFTER_SALES_MESSAGES.typeInvalid);
  const quantity =
    typeof input.asQty === 'number' || typeof input.asQty === 'string' ? parseQuantity(input.asQty as number | string) : null;
  if (quantity === null || quantity < 1) throw badRequest(AFTER_SALES_MESSAGES.quantityRequired);
  const reason = typeof input.asReason === 'string' ? input.asReason.trim() : '';
  if (!reason) throw badRequest(AFTER_SALES_MESSAGES.reasonRequired);
  if ([...reason].length > 500) throw badRequest('问题描述不能超过500个字');
  const keys = imageKeysOf(input.asImages);
  if (keys === null) throw badRequest(CLAIM_MESSAGES.imageInvalid);
  if (keys.length === 0) throw badRequest(AFTER_SALES_MESSAGES.imagesRequired);
  if (new Set(keys).size !== keys.length) throw badRequest(CLAIM_MESSAGES.imageInvalid);
  if (keys.length > UPLOAD_LIMITS.maxImages) throw badRequest(AFTER_SALES_MESSAGES.imagesTooMany);
  return { typeCode, typeName, quantity, reason, keys };
}

/** Files a claim (add-after); answers its id. */
export async function addAfterSales(ctx: AppContext, buyerId: number, input: AddAfterInput): Promise<{ id: number }> {
  const fields = checkFields(input);
  await ownItem(ctx, buyerId, input.mainId, input.itemId);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.mainId)).for('update');
    const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, input.itemId)).for('update');
    if (!order || !item) throw notFound(CLAIM_MESSAGES.itemNotFound);
    const refusal = claimRefusal({
      order: { showTime: order.showTime, confirmedAt: order.confirmedAt },
      item: { levelName: item.levelName, buyQty: item.buyQty, afterSalesStatus: item.afterSalesStatus, cancelled: isCancelled(item) },
      alreadyClaimed: 0,
      typeName: fields.typeName,
      quantity: fields.quantity,
      now,
    });
    if (refusal) throw badRequest(refusal);

    // Each photo: this buyer's claim proof, not taken by another record.
    const photos = await tx
      .select({ key: uploads.key })
      .from(uploads)
      .where(
        and(inArray(uploads.key, fields.keys), eq(uploads.buyerId, buyerId), eq(uploads.prefix, 'after-sales'), isNull(uploads.attachedAt)),
      )
      .for('update');
    if (photos.length !== fields.keys.length) throw badRequest(CLAIM_MESSAGES.imageInvalid);

    const marked = await tx
      .update(orderItems)
      .set({ afterSalesStatus: 0 })
      .where(and(eq(orderItems.id, item.id), eq(orderItems.afterSalesStatus, AFTER_SALES_NONE)))
      .returning({ id: orderItems.id });
    if (marked.length === 0) throw badRequest(CLAIM_MESSAGES.alreadyFiled);
    const [claim] = await tx
      .insert(afterSales)
      .values({
        buyerId,
        orderId: order.id,
        itemId: item.id,
        asType: fields.typeCode,
        asTypeName: fields.typeName,
        asQty: fields.quantity,
        asReason: fields.reason,
        asImages: fields.keys,
        status: 0,
        createdAt: now,
      })
      .returning({ id: afterSales.id });
    await tx.update(uploads).set({ attachedAt: now }).where(inArray(uploads.key, fields.keys));
    return { id: claim!.id };
  });
}

export type AfterListQuery = { asType: string; keyword: string; start: string; end: string; page: number; limit: number };

/** The buyer's records, newest first, 10 a page, filtered by type, keyword (variety, order number, supplier) and days. */
export async function listAfterSales(ctx: AppContext, buyerId: number, query: AfterListQuery): Promise<ClaimRecordPage> {
  const where: SQL[] = [eq(afterSales.buyerId, buyerId)];
  if (query.asType && Object.hasOwn(AFTER_SALES_TYPES, query.asType)) where.push(eq(afterSales.asType, query.asType));
  if (query.keyword) {
    where.push(anyColumnHas(query.keyword, [orderItems.flwName, orders.orderNo, orderItems.supplierName]));
  }
  if (isCalendarDay(query.start))
    where.push(sql`${afterSales.createdAt} >= (${query.start}::date)::timestamp at time zone 'Asia/Shanghai'`);
  if (isCalendarDay(query.end)) where.push(sql`${afterSales.createdAt} < (${query.end}::date + 1)::timestamp at time zone 'Asia/Shanghai'`);
  const limit = query.limit || PAGE_SIZES.afterSales;
  const base = () =>
    ctx.db
      .select({ claim: afterSales, item: orderItems, order: orders })
      .from(afterSales)
      .innerJoin(orderItems, eq(orderItems.id, afterSales.itemId))
      .innerJoin(orders, eq(orders.id, afterSales.orderId))
      .where(and(...where));
  const [rows, [total]] = await Promise.all([
    base()
      .orderBy(desc(afterSales.createdAt), desc(afterSales.id))
      .limit(limit)
      .offset((query.page - 1) * limit),
    ctx.db
      .select({ n: count() })
      .from(afterSales)
      .innerJoin(orderItems, eq(orderItems.id, afterSales.itemId))
      .innerJoin(orders, eq(orders.id, afterSales.orderId))
      .where(and(...where)),
  ]);
  return { list: rows.map((r) => toClaimRecord(r.claim, r.item, r.order)), pages: { total: total?.n ?? 0 } };
}

/** The record of the buyer's item (fetch-after): an array with it, or not found. */
export async function fetchAfterSales(ctx: AppContext, buyerId: number, mainId: number, itemId: number): Promise<ClaimRecord[]> {
  const [row] = await ctx.db
    .select({ claim: afterSales, item: orderItems, order: orders })
    .from(afterSales)
    .innerJoin(orderItems, eq(orderItems.id, afterSales.itemId))
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .where(and(eq(afterSales.buyerId, buyerId), eq(afterSales.orderId, mainId), eq(afterSales.itemId, itemId)))
    .limit(1);
  if (!row) throw notFound(CLAIM_MESSAGES.claimNotFound);
  return [toClaimRecord(row.claim, row.item, row.order)];
}

/** 撤销: withdraws the buyer's claim while its status is ≤ 1 (see the header for what withdrawing does). */
export async function cancelAfterSales(ctx: AppContext, buyerId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [claim] = await tx
      .select()
      .from(afterSales)
      .where(and(eq(afterSales.id, id), eq(afterSales.buyerId, buyerId)))
      .for('update');
    if (!claim) throw notFound(CLAIM_MESSAGES.claimNotFound);
    if (!canCancelAfterSales(claim.status)) throw badRequest(CLAIM_MESSAGES.cannotCancel);
    const gone = await tx
      .delete(afterSales)
      .where(and(eq(afterSales.id, claim.id), inArray(afterSales.status, [0, 1])))
      .returning({ id: afterSales.id });
    if (gone.length === 0) throw badRequest(CLAIM_MESSAGES.cannotCancel);
    await tx.update(orderItems).set({ afterSalesStatus: AFTER_SALES_NONE }).where(eq(orderItems.id, claim.itemId));
    await tx
      .update(uploads)
      .set({ attachedAt: null })
      .where(inArray(uploads.key, claim.asImages.length ? claim.asImages : ['']));
  });
}
