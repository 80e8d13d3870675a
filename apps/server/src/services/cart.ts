/**
 * The buyer's cart (spec §2 /shopcars, §3 cart item and totals, §4 pay flow, §5 quantities).
 * Cart items keep no stock: a line only says how many batches the buyer wants of a lot. Stock is
 * checked when lines are shown (sold out / shrunk / closed lines carry a `problem`) and taken only
 * when an order commits (services/purchase.ts).
 */
import type { Address, CartItem, CartTotals } from '@huashi/api';
import { CART_REFUSALS, type ProductLine } from '@huashi/api/contracts';
import {
  activityRuleText,
  auctionDate,
  batchesToBunches,
  bunchesToStems,
  checkBatchQuantity,
  deliveryWayName,
  formatKg,
  formatYuan,
  isSessionOpen,
  lengthLabel,
  lineActivityDiscountFen,
  lineWeightGrams,
  logisticsFeeFen,
  maxBatches,
  memberDiscountFen,
  opennessLabel,
  orderTotalFen,
  packingFeeFen,
  QUANTITY_MESSAGES,
  SESSION_CLOSED_NOTICE,
  type ActivityTerms,
  type Fen,
  type SessionType,
} from '@huashi/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { addresses, cartItems, categories, stockLots, suppliers, varieties, type buyers } from '../db/schema';
import { BusinessError, badRequest } from '../http/envelope';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Refusal texts of ours (the spec gives none for these cases). */
export const CART_MESSAGES = {
  added: '加入购物车成功',
  unknownLot: CART_REFUSALS.unknownLot,
  soldOut: '该商品已售罄',
  notToday: '该商品不是今日拍卖批次，已下架',
  noProducts: CART_REFUSALS.noProducts,
  modified: '修改成功',
  unknownItem: CART_REFUSALS.unknownItem,
} as const;

/** Everything a cart line or an order line needs about a lot. */
export type LotInfo = {
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
  stemsPerBunch: number;
  basicSaleNo: number;
  nowStock: number;
  salePriceFen: number;
  feeBoxPerKgFen: number;
  activityPercent: number;
  /** 满N扎: the discount applies to a line of at least this many bunches (0 = any). */
  activityMinBunches: number;
  /** Grams per bunch. */
  weightGrams: number;
};

const lotColumns = {
  id: stockLots.id,
  auctionDate: stockLots.auctionDate,
  session: stockLots.session,
  supplierId: stockLots.supplierId,
  supplierName: suppliers.name,
  flwCode: stockLots.flwCode,
  flwName: varieties.name,
  cateName: categories.name,
  productImage: varieties.image,
  levelName: stockLots.levelName,
  lengthCode: stockLots.lengthCode,
  openCode: stockLots.openCode,
  stemsPerBunch: stockLots.stemsPerBunch,
  basicSaleNo: stockLots.basicSaleNo,
  nowStock: stockLots.nowStock,
  salePriceFen: stockLots.salePriceFen,
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
  return new Map(rows.map((r) => [r.id, { ...r, session: r.session as SessionType }]));
}

/** The closed-session text of a session, e.g. 直供专区当前未开放（交易时间 11:30-13:00）. */
export function sessionClosedMessage(session: SessionType): string {
  const notice = SESSION_CLOSED_NOTICE.find((n) => n.session === session);
  return `${notice?.label ?? session}专区当前未开放（交易时间 ${notice?.ranges.join('、') ?? ''}）`;
}

/** Why the lot cannot be traded at all right now (closed session, not today's lot), or null. */
export function lotClosedReason(lot: Pick<LotInfo, 'session' | 'auctionDate'>, now: Date): string | null {
  if (lot.auctionDate !== auctionDate(now)) return CART_MESSAGES.notToday;
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
  const max = lotMaxBatches(lot);
  if (max < 1) return `${lotLabel(lot)}：已售罄`;
  if (pi > max) return `${lotLabel(lot)}：库存不足，仅剩${max}批`;
  return null;
}

/** Money and weight of one line, in fen and grams. */
export type LineFigures = {
  pi: number;
  bunches: number;
  stems: number;
  goodsFen: Fen;
  activityFen: Fen;
  weightGrams: number;
  boxFen: Fen;
};

/** The activity terms of a lot (percent off and 满N扎 threshold). */
export function activityTermsOf(lot: Pick<LotInfo, 'activityPercent' | 'activityMinBunches'>): ActivityTerms {
  return { percent: lot.activityPercent, minBunches: lot.activityMinBunches };
}

export function lineFigures(lot: LotInfo, pi: number): LineFigures {
  const bunches = batchesToBunches(pi, lot.basicSaleNo);
  const stems = bunchesToStems(bunches, lot.stemsPerBunch);
  const goodsFen = lot.salePriceFen * stems;
  const weightGrams = lineWeightGrams(bunches, lot.weightGrams);
  return {
    pi,
    bunches,
    stems,
    goodsFen,
    // 满N扎: only a line of at least the lot's threshold gets the activity discount (rule in domain).
    activityFen: lineActivityDiscountFen(activityTermsOf(lot), { goodsFen, bunches }),
    weightGrams,
    boxFen: packingFeeFen(weightGrams / 1000, lot.feeBoxPerKgFen),
  };
}

export function toCartItem(itemId: number, lot: LotInfo, pi: number, now: Date): CartItem {
  const f = lineFigures(lot, pi);
  return {
    itemId,
    stockId: lot.id,
    buyPi: pi,
    buyQty: f.bunches,
    buyQtyall: f.stems,
    basicQty: lot.basicSaleNo,
    buyPrice: formatYuan(lot.salePriceFen),
    feeGoods: formatYuan(f.goodsFen),
    feeDiscount: formatYuan(f.activityFen),
    rule_text: activityRuleText(activityTermsOf(lot)),
    weightAll: formatKg(f.weightGrams),
    flwCode: lot.flwCode,
    flwName: lot.flwName,
    productImage: lot.productImage,
    cateName: lot.cateName,
    levelName: lot.levelName,
    lenthName: lengthLabel(lot.lengthCode) || lot.lengthCode,
    openName: opennessLabel(lot.openCode) || lot.openCode,
    supplierId: lot.supplierId,
    supplierName: lot.supplierName,
    flwUnitno: lot.stemsPerBunch,
    session: lot.session,
    maxPi: lotMaxBatches(lot),
    feeBox: formatYuan(f.boxFen),
    problem: lineProblem(lot, pi, now) ?? '',
  };
}

/** The delivery address an order goes to, as the first format of §3. */
export type AddressRow = typeof addresses.$inferSelect;

export function toApiAddress(a: AddressRow): Address {
  return {
    id: a.id,
    contactUser: a.contactUser,
    contactPhone: a.contactPhone,
    addrPid: a.provinceId,
    addrPname: a.provinceName,
    addrCid: a.cityId,
    addrCname: a.cityName,
    addrZid: a.districtId,
    addrZname: a.districtName,
    address: a.address,
    default: a.isDefault ? 1 : 0,
    logisType: a.logisType === 1 ? 1 : 2,
    logisName: a.logisName ?? '',
    logisWay: a.logisWay === 1 || a.logisWay === 2 || a.logisWay === 3 || a.logisWay === 4 ? a.logisWay : null,
    logisWayname: deliveryWayName({ logisType: a.logisType, logisWay: a.logisWay }),
  };
}

/** The buyer's addresses, default first then newest. */
export async function buyerAddresses(db: DbOrTx, buyerId: number): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.buyerId, buyerId)).orderBy(desc(addresses.isDefault), desc(addresses.id));
}

/** Ours: an address is usable for delivery when it has a receiver, a phone and a detail address. */
export function addressProblem(a: AddressRow | null | undefined): string | null {
  if (!a) return '请先完善收货地址';
  if (!a.contactUser.trim() || !a.contactPhone.trim() || !a.address.trim() || !a.provinceId) return '请先完善收货地址';
  return null;
}

export type MemberTerms = { memberLevel: number; memberDiscountTenths: number };

/** The figures of a set of lines: goods, logistics, packing, activity and member discounts. */
export function sumLines(lines: readonly LineFigures[], address: AddressRow | null, member: MemberTerms) {
  const goodsFen = lines.reduce((s, l) => s + l.goodsFen, 0);
  const activityFen = lines.reduce((s, l) => s + l.activityFen, 0);
  const boxFen = lines.reduce((s, l) => s + l.boxFen, 0);
  const weightGrams = lines.reduce((s, l) => s + l.weightGrams, 0);
  const bunches = lines.reduce((s, l) => s + l.bunches, 0);
  const logisticsFen = address ? logisticsFeeFen(weightGrams, { logisType: address.logisType, logisWay: address.logisWay }) : 0;
  // Decision: the member discount applies to the flower price actually charged (goods after activity discounts).
  const memberFen = memberDiscountFen({
    goods: goodsFen - activityFen,
    memberLevel: member.memberLevel,
    memberDiscount: member.memberDiscountTenths / 10,
  });
  return { goodsFen, activityFen, boxFen, weightGrams, bunches, logisticsFen, memberFen };
}

export function cartTotals(sums: ReturnType<typeof sumLines>): CartTotals {
  return {
    allFeeGoods: formatYuan(sums.goodsFen),
    allFeeLogis: formatYuan(sums.logisticsFen),
    allFeeBox: formatYuan(sums.boxFen),
    allfeeDiscount: formatYuan(sums.activityFen + sums.memberFen),
    allfeePayment: formatYuan(
      orderTotalFen({
        goods: sums.goodsFen,
        logistics: sums.logisticsFen,
        packing: sums.boxFen,
        activityDiscount: sums.activityFen,
        coupon: 0,
        memberDiscount: sums.memberFen,
      }),
    ),
  };
}

type CartRow = { itemId: number; stockId: number; buyPi: number };

export async function cartRows(db: DbOrTx, buyerId: number): Promise<CartRow[]> {
  return db
    .select({ itemId: cartItems.id, stockId: cartItems.stockId, buyPi: cartItems.buyPi })
    .from(cartItems)
    .where(eq(cartItems.buyerId, buyerId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/**
 * The shopping-cart answer: every line (with its problem, if any) and the totals of the lines that can be bought
 * (of the ticked ones when `selectedIds` is given: ours, so the page's totals follow its checkboxes).
 */
export async function readCart(ctx: AppContext, buyer: typeof buyers.$inferSelect, selectedIds?: readonly number[] | null) {
  const chosen = selectedIds ? new Set(selectedIds) : null;
  const now = ctx.clock.now();
  const rows = await cartRows(ctx.db, buyer.id);
  const lots = await loadLots(
    ctx.db,
    rows.map((r) => r.stockId),
  );
  const [address] = await buyerAddresses(ctx.db, buyer.id);
  const list: CartItem[] = [];
  const figures: LineFigures[] = [];
  for (const row of rows) {
    const lot = lots.get(row.stockId);
    if (!lot) continue;
    const item = toCartItem(row.itemId, lot, row.buyPi, now);
    list.push(item);
    if (!item.problem && (chosen === null || chosen.has(row.itemId))) figures.push(lineFigures(lot, row.buyPi));
  }
  const sums = sumLines(figures, address?.isDefault ? address : null, buyer);
  return { list, totals: cartTotals(sums) };
}

/** Checks that `pi` batches of the lot can be bought now; throws the refusal the buyer should read. */
export function assertLotBuyable(lot: LotInfo | undefined, pi: number, now: Date): asserts lot is LotInfo {
  if (!lot) throw badRequest(CART_MESSAGES.unknownLot);
  const closed = lotClosedReason(lot, now);
  if (closed) throw badRequest(`${lotLabel(lot)}：${closed}`);
  const max = lotMaxBatches(lot);
  if (max < 1) throw badRequest(`${lotLabel(lot)}：${CART_MESSAGES.soldOut}`);
  const check = checkBatchQuantity(pi, max);
  if (!check.ok) throw badRequest(check.message === QUANTITY_MESSAGES.aboveMax ? `${check.message}（仅剩${max}批）` : check.message);
}

/**
 * batch-purchase with doWay toCart: adds each lot with its batches to the cart (adding to a line
 * already there). All or nothing: one bad product refuses the whole request.
 */
export async function addToCart(ctx: AppContext, buyerId: number, products: readonly ProductLine[] | undefined): Promise<number> {
  if (!products) throw badRequest(CART_MESSAGES.noProducts);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const lots = await loadLots(
      tx,
      products.map((p) => p.huaId),
    );
    const existing = await tx
      .select({ stockId: cartItems.stockId, buyPi: cartItems.buyPi })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.buyerId, buyerId),
          inArray(
            cartItems.stockId,
            products.map((p) => p.huaId),
          ),
        ),
      );
    const inCart = new Map(existing.map((e) => [e.stockId, e.buyPi]));
    for (const p of products) {
      const lot = lots.get(p.huaId);
      assertLotBuyable(lot, p.qty, now);
      const total = p.qty + (inCart.get(p.huaId) ?? 0);
      const max = lotMaxBatches(lot);
      if (total > max) {
        throw badRequest(`${QUANTITY_MESSAGES.aboveMax}（${lotLabel(lot)}仅剩${max}批，购物车中已有${inCart.get(p.huaId) ?? 0}批）`);
      }
    }
    for (const p of products) {
      await tx
        .insert(cartItems)
        .values({ buyerId, stockId: p.huaId, buyPi: p.qty })
        .onConflictDoUpdate({
          target: [cartItems.buyerId, cartItems.stockId],
          set: { buyPi: sql`${cartItems.buyPi} + ${p.qty}` },
        });
    }
    return products.length;
  });
}

/** modify-cart: sets a line's batches (the contract refuses 0 → 数量不能为零 and malformed values; above stock → 不能再多啦). */
export async function modifyCart(ctx: AppContext, buyerId: number, change: { itemId: number; buyPi: number }) {
  const { itemId, buyPi: pi } = change;
  const [row] = await ctx.db
    .select({ stockId: cartItems.stockId })
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.buyerId, buyerId)));
  if (!row) throw new BusinessError(404, CART_MESSAGES.unknownItem);
  const lots = await loadLots(ctx.db, [row.stockId]);
  const lot = lots.get(row.stockId);
  if (!lot) throw badRequest(CART_MESSAGES.unknownLot);
  const max = lotMaxBatches(lot);
  if (pi > max) throw badRequest(max < 1 ? `${lotLabel(lot)}：已售罄` : `${QUANTITY_MESSAGES.aboveMax}（仅剩${max}批）`);
  await ctx.db
    .update(cartItems)
    .set({ buyPi: pi })
    .where(and(eq(cartItems.id, itemId), eq(cartItems.buyerId, buyerId)));
}

/**
 * batchdel-item: removes the buyer's lines with these ids (read by the contract from a list or a comma-joined string); other buyers'
 * ids are ignored, and a request that deletes none of the buyer's lines is refused (购物车中没有该商品).
 */
export async function deleteCartItems(ctx: AppContext, buyerId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) throw badRequest(CART_MESSAGES.noProducts);
  const deleted = await ctx.db
    .delete(cartItems)
    .where(and(eq(cartItems.buyerId, buyerId), inArray(cartItems.id, ids)))
    .returning({ id: cartItems.id });
  // Only the buyer's own lines are deleted; ids that name none of them (foreign or gone) are refused, not "deleted".
  if (deleted.length === 0) throw new BusinessError(404, CART_MESSAGES.unknownItem);
  return deleted.length;
}
