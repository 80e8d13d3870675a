/**
 * Orders (spec §3 purchase payload and totals, §4 pay flow, §8 code 411), safe under the 11:30 rush.
 *
 * One transaction per order. Nothing contended is read-then-written: stock, balance and coupons
 * change only through conditional updates (`… where now_stock >= n`, `… where balance − frozen >= t`,
 * `… where used_at is null`) that cannot drive them below zero; a refusal rolls everything back.
 * The hot rows (lots) are updated last, so their row locks are held for the shortest time.
 *
 * Idempotency: the purchase sign (DESIGN.md) is the key. Its purchase_requests row is inserted
 * first inside the order transaction, so a second request with the same sign waits for the first
 * and then reads its answer: two identical signs can never make two orders.
 *
 * Decisions (ours):
 * - An order belongs to one session: lots of the direct-supply (A) and all-day (C) zones cannot be
 *   mixed in one order (they ship differently); the buyer pays them separately.
 * - The member discount applies to goods after activity discounts; coupons need goods ≥ minAmount.
 * - Only the usable balance (balance − frozen) can pay.
 * - order_items.buy_price_fen keeps the lot's sale price per stem; the member discount is an order-level
 *   amount (orders.fee_member) because a per-stem discounted price would need fractions of a fen.
 * - No transaction fee (commission) is charged by us: it stays 0.
 */
import type { Coupon, PurchasePreview, PurchaseResult } from '@huashi/api';
import { API_CODES } from '@huashi/api';
import type { ProductLine } from '@huashi/api/contracts';
import {
  AFTER_SALES_NONE,
  auctionDate,
  inboxDrafts,
  BACK_STATUS_CAN_APPLY,
  isAccountOpened,
  couponDiscountFen,
  couponRefusal,
  formatKg,
  memberDiscountText,
  formatShanghaiDateTime,
  formatYuan,
  isSessionOpen,
  lineFigures,
  linesTotalFen,
  MESSAGES,
  SESSION_CLOSED_NOTICE_LINES,
  stockShortText,
  ORDER_PLACED_STATUS,
  orderPlacedMessage,
  pickBestCoupon,
  sumLines,
  verifyPurchaseSign,
  type CouponRefusal,
  type CouponTerms,
  type LineFigures,
  type LineSums,
  type SessionType,
  OPERATOR_TOOL_MESSAGES,
  QUANTITY_MESSAGES,
} from '@huashi/domain';
import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { DbOrTx, Tx } from '../db/client';
import { balanceLedger, buyers, cartItems, coupons, orderItems, orders, purchaseRequests, stockLots } from '../db/schema';
import { BusinessError, badRequest, notFound } from '../http/envelope';
import { addressProblem, buyerAddresses } from './addresses';
import { postInbox } from './inbox';
import { receiverColumns, toDeliveryAddress, type AddressRow } from './addressViews';
import { CART_MESSAGES, cartRows } from './cart';
import { lineProblem, loadLots, lotClosedReason, lotLabel, lotMaxBatches, sessionClosedMessage, type LotInfo } from './lots';
import { toCartItem } from './pricing';

type Buyer = typeof buyers.$inferSelect;

export const PURCHASE_MESSAGES = {
  mixedSessions: '限时直供与全天专区的商品请分开下单',
  signInvalid: '购买签名无效，请刷新页面后重试',
  signExpired: '购买请求已过期，请刷新页面后重试',
  signFuture: '您的电脑时间不准确，请校准后重试',
  couponUnknown: '优惠券不存在',
  couponUsed: '该优惠券已使用',
  cartChanged: '购物车已变化，请刷新后重试',
  /** A registered buyer who has not opened the account (/dredge) cannot buy (the app leads them there first). */
  notOpened: '账户尚未开通，请先开通账户',
  couponRefusals: {
    expired: '该优惠券已过期',
    below_min_amount: '未达到该优惠券的使用门槛',
    wrong_session: '该优惠券不适用于当前专区',
  } satisfies Record<CouponRefusal, string>,
} as const;

/** doWay of the purchase calls: nowPay buys the products at once; shopCode orders (some of) the cart. */
export const DO_WAYS = { nowPay: 'nowPay', shopCode: 'shopCode', toCart: 'toCart' } as const;

/** What is being bought: products straight from a listing, or cart lines (all, or the ids chosen). */
export type PurchaseSource =
  { kind: 'nowPay'; products: readonly ProductLine[] | undefined } | { kind: 'shopCode'; itemIds: readonly number[] | null };

type Line = { itemId: number; stockId: number; pi: number };

async function resolveLines(db: DbOrTx, buyerId: number, source: PurchaseSource): Promise<Line[]> {
  if (source.kind === 'nowPay') {
    if (!source.products) throw badRequest(CART_MESSAGES.noProducts);
    return source.products.map((p, i) => ({ itemId: i + 1, stockId: p.huaId, pi: p.qty }));
  }
  const rows = await cartRows(db, buyerId);
  const wanted = source.itemIds === null ? null : new Set(source.itemIds);
  return rows.filter((r) => wanted === null || wanted.has(r.itemId)).map((r) => ({ itemId: r.itemId, stockId: r.stockId, pi: r.buyPi }));
}

type CouponRow = typeof coupons.$inferSelect;

function couponTerms(c: CouponRow): CouponTerms & { row: CouponRow } {
  return {
    couponCode: c.couponCode,
    valueFen: c.setValueFen,
    minAmountFen: c.minAmountFen,
    useLimit: c.useLimit,
    endTime: c.endTime.getTime(),
    row: c,
  };
}

export function toApiCoupon(c: CouponRow): Coupon {
  return {
    couponCode: c.couponCode,
    setValue: formatYuan(c.setValueFen),
    minAmount: formatYuan(c.minAmountFen),
    useLimit: c.useLimit === 2 ? 2 : c.useLimit === 3 ? 3 : 1,
    flowerRule: c.flowerRule ?? '',
    endTime: formatShanghaiDateTime(c.endTime) ?? '',
  };
}

/** The address to deliver to: null → the default one; an id the contract read → that address of the buyer's. */
function chooseAddress(list: AddressRow[], addressId: number | null): AddressRow | null {
  if (addressId === null) return list.find((a) => a.isDefault) ?? null;
  const found = list.find((a) => a.id === addressId);
  if (!found) throw notFound('收货地址不存在');
  return found;
}

export type Plan = {
  lines: { line: Line; lot: LotInfo; figures: LineFigures; problem: string | null }[];
  session: SessionType | null;
  address: AddressRow | null;
  addresses: AddressRow[];
  problems: { itemId: number; stockId: number; message: string; code: number }[];
  sums: LineSums;
  usableCoupons: CouponRow[];
  coupon: CouponRow | null;
  couponFen: number;
  totalFen: number;
};

/**
 * Everything an order would be, computed from the current rows: the lines and their problems,
 * the address, the coupon (asked for, or the best usable one when `couponCode` is undefined) and the totals.
 */
export async function plan(
  db: DbOrTx,
  buyer: Buyer,
  source: PurchaseSource,
  now: Date,
  opts: {
    couponCode: string | undefined;
    addressId: number | null;
    listCoupons?: boolean;
    /** Where the lots come from (the batched purchase path reads them from its short-lived cache); the database by default. */
    lots?: (ids: readonly number[]) => Promise<Map<number, LotInfo>>;
  },
): Promise<Plan> {
  if (!isAccountOpened(buyer.status)) throw badRequest(PURCHASE_MESSAGES.notOpened);
  const lines = await resolveLines(db, buyer.id, source);
  const wantsList = opts.listCoupons !== false || opts.couponCode === undefined;
  // The reads are independent: run them at once (on the pool, outside any transaction).
  const [lots, addresses, buyerCoupons, asked] = await Promise.all([
    (opts.lots ?? ((ids: readonly number[]) => loadLots(db, ids)))(lines.map((l) => l.stockId)),
    buyerAddresses(db, buyer.id),
    wantsList
      ? db
          .select()
          .from(coupons)
          .where(and(eq(coupons.buyerId, buyer.id), isNull(coupons.usedAt)))
          .orderBy(asc(coupons.endTime))
      : Promise.resolve([] as CouponRow[]),
    opts.couponCode
      ? db
          .select()
          .from(coupons)
          .where(and(eq(coupons.couponCode, opts.couponCode), eq(coupons.buyerId, buyer.id)))
      : Promise.resolve([] as CouponRow[]),
  ]);
  const planned: Plan['lines'] = [];
  const problems: Plan['problems'] = [];
  for (const line of lines) {
    const lot = lots.get(line.stockId);
    if (!lot) {
      if (source.kind === 'nowPay') throw badRequest(OPERATOR_TOOL_MESSAGES.lotUnknown);
      continue;
    }
    const problem = lineProblem(lot, line.pi, now);
    if (problem) {
      // Stock that ran out or shrank is a conflict (409, like a lost race at commit); a closed lot is a plain refusal.
      const code = lotClosedReason(lot, now) ? API_CODES.badRequest : API_CODES.conflict;
      problems.push({ itemId: line.itemId, stockId: lot.id, message: problem, code });
    }
    planned.push({ line, lot, figures: lineFigures(lot, line.pi), problem });
  }
  const sessions = new Set(planned.map((p) => p.lot.session));
  if (sessions.size > 1) problems.push({ itemId: 0, stockId: 0, message: PURCHASE_MESSAGES.mixedSessions, code: API_CODES.badRequest });
  const session = sessions.size === 1 ? ([...sessions][0] ?? null) : null;
  const address = chooseAddress(addresses, opts.addressId);
  const sums = sumLines(
    planned.map((p) => p.figures),
    address,
    buyer,
  );

  const context = { goodsFen: sums.goodsFen, session: session ?? 'A', now };
  const usable = session ? buyerCoupons.filter((c) => couponRefusal(couponTerms(c), context) === null) : [];
  let coupon: CouponRow | null = null;
  if (opts.couponCode === undefined) {
    coupon = session ? (pickBestCoupon(buyerCoupons.map(couponTerms), context)?.row ?? null) : null;
  } else if (opts.couponCode !== '') {
    const row = asked[0];
    if (!row) throw badRequest(PURCHASE_MESSAGES.couponUnknown);
    if (row.usedAt) throw badRequest(PURCHASE_MESSAGES.couponUsed);
    if (session) {
      const refusal = couponRefusal(couponTerms(row), context);
      if (refusal) throw badRequest(PURCHASE_MESSAGES.couponRefusals[refusal]);
    }
    coupon = row;
  }
  const beforeCoupon = linesTotalFen(sums);
  const couponFen = coupon ? couponDiscountFen(coupon.setValueFen, beforeCoupon) : 0;
  const totalFen = linesTotalFen(sums, couponFen);
  return { lines: planned, session, address, addresses, problems, sums, usableCoupons: usable, coupon, couponFen, totalFen };
}

export async function nextOrderId(db: DbOrTx): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`);
  const id = rows[0]?.id;
  if (!id) throw new Error('no order id');
  return id;
}

function usableFen(b: Pick<Buyer, 'balanceFen' | 'frozenFen'>): number {
  return Math.max(0, b.balanceFen - b.frozenFen);
}

/** preview: the order as it would be placed now, with every problem named (nothing is taken). */
export async function previewPurchase(
  ctx: AppContext,
  buyer: Buyer,
  source: PurchaseSource,
  opts: { couponCode: string | undefined; addressId: number | null },
): Promise<PurchasePreview & { addresses: ReturnType<typeof toDeliveryAddress>[] }> {
  const now = ctx.clock.now();
  const p = await plan(ctx.db, buyer, source, now, opts);
  const addressIssue = p.lines.length > 0 ? addressProblem(p.address) : null;
  return {
    items: p.lines.map((l) => toCartItem(l.line.itemId, l.lot, l.line.pi, now)),
    totals: {
      allFeeGoods: formatYuan(p.sums.goodsFen),
      allFeeLogis: formatYuan(p.sums.logisticsFen),
      allFeeBox: formatYuan(p.sums.boxFen),
      allfeeDiscount: formatYuan(p.sums.activityFen),
      allfeePayment: formatYuan(p.totalFen),
      allFeeCoupon: formatYuan(p.couponFen),
      allFeeMember: formatYuan(p.sums.memberFen),
      allCommission: formatYuan(0),
    },
    preWeight: formatKg(p.sums.weightGrams),
    session: p.session,
    couponCode: p.coupon?.couponCode ?? '',
    coupons: p.usableCoupons.map(toApiCoupon),
    memberLevel: buyer.memberLevel,
    memberDiscountText: buyer.memberLevel > 0 ? memberDiscountText(buyer.memberDiscountTenths / 10) : '',
    address: p.address ? toDeliveryAddress(p.address) : null,
    addresses: p.addresses.map(toDeliveryAddress),
    problems: [...p.problems, ...(addressIssue ? [{ itemId: 0, stockId: 0, message: addressIssue }] : [])].map(
      ({ itemId, stockId, message }) => ({
        itemId,
        stockId,
        message,
      }),
    ),
    balance: formatYuan(usableFen(buyer)),
  };
}

/** The usable coupons of an order being prepared (POST /v1/order/coupons). */
export async function usableCoupons(ctx: AppContext, buyer: Buyer, source: PurchaseSource): Promise<Coupon[]> {
  const p = await plan(ctx.db, buyer, source, ctx.clock.now(), { couponCode: '', addressId: null });
  return p.usableCoupons.map(toApiCoupon);
}

export type Answer = { code: number; msg: string; data: unknown };

/** Ends the transaction early: another request with the same sign got there first. */
class SameSign extends Error {}

export function signRefusal(reason: 'malformed' | 'expired' | 'future'): string {
  if (reason === 'expired') return PURCHASE_MESSAGES.signExpired;
  if (reason === 'future') return PURCHASE_MESSAGES.signFuture;
  return PURCHASE_MESSAGES.signInvalid;
}

export async function storedAnswer(ctx: Pick<AppContext, 'db'>, sign: string, buyerId: number): Promise<Answer | null> {
  const [row] = await ctx.db
    .select({ buyerId: purchaseRequests.buyerId, response: purchaseRequests.response })
    .from(purchaseRequests)
    .where(eq(purchaseRequests.sign, sign));
  if (!row) return null;
  if (row.buyerId !== buyerId) return { code: API_CODES.badRequest, msg: PURCHASE_MESSAGES.signInvalid, data: null };
  const answer = row.response as Partial<Answer>;
  // An empty response means the first request is still running (it cannot be seen before it commits, so this
  // only happens for a row written by a crashed server): ask the buyer to check their orders.
  if (typeof answer.code !== 'number') return { code: API_CODES.conflict, msg: '订单正在处理，请在我的订单中查看', data: null };
  return answer as Answer;
}

/** The sign's refusal (missing, malformed, expired, from the future; an expired repeat gets its first answer), or null. */
export async function signProblem(ctx: AppContext, buyerId: number, sign: string, now: Date): Promise<Answer | null> {
  if (!sign) return { code: API_CODES.badRequest, msg: PURCHASE_MESSAGES.signInvalid, data: null };
  const check = verifyPurchaseSign({ sign, key: ctx.config.purchaseSignKey, now });
  if (check.ok) return null;
  // A sign that is too old may still be a repeat of an order placed in time: give its first answer.
  const earlier = check.reason === 'expired' ? await storedAnswer(ctx, sign, buyerId) : null;
  return earlier ?? { code: API_CODES.badRequest, msg: signRefusal(check.reason), data: null };
}

/** Whether the planned order can be placed as planned (lines, no problem, a usable address); throws the refusal. */
export function orderReady(p: Plan, source: PurchaseSource): { address: AddressRow; session: SessionType } {
  if (p.lines.length === 0) throw badRequest(source.kind === 'shopCode' ? MESSAGES.cartEmpty : QUANTITY_MESSAGES.noneSelected);
  const first = p.problems[0];
  if (first) throw new BusinessError(first.code, first.message);
  const addressIssue = addressProblem(p.address);
  if (addressIssue || !p.address || !p.session) throw badRequest(addressIssue ?? MESSAGES.addressMissing);
  return { address: p.address, session: p.session };
}

/** The order number of an order id on an auction date: HS20261117 + the id on 7 digits. */
export function orderNoOf(orderId: number, today: string): string {
  return `HS${today.replaceAll('-', '')}${String(orderId).padStart(7, '0')}`;
}

/** The success answer of a placed order. */
export function placedAnswer(orderId: number, orderNo: string, p: Plan): Answer {
  const data: PurchaseResult = { mainId: orderId, orderNo, allfeePayment: formatYuan(p.totalFen), bunches: p.sums.bunches };
  return { code: API_CODES.ok, msg: orderPlacedMessage(p.sums.bunches), data };
}

/** The orders row of a buyer's placed order. */
export function orderValues(o: {
  orderId: number;
  orderNo: string;
  buyerId: number;
  p: Plan;
  address: AddressRow;
  session: SessionType;
  today: string;
  now: Date;
}): typeof orders.$inferInsert {
  const { p, address } = o;
  return {
    id: o.orderId,
    orderNo: o.orderNo,
    buyerId: o.buyerId,
    status: ORDER_PLACED_STATUS,
    session: o.session,
    auctionDate: o.today,
    ...receiverColumns(address),
    deliveryName: toDeliveryAddress(address).logisWayname,
    preWeightGrams: p.sums.weightGrams,
    feeGoods: p.sums.goodsFen,
    feeLogis: p.sums.logisticsFen,
    feeBox: p.sums.boxFen,
    feeDiscount: p.sums.activityFen,
    feeCoupon: p.couponFen,
    feeMember: p.sums.memberFen,
    feePayment: p.totalFen,
    commission: 0,
    couponCode: p.coupon?.couponCode ?? null,
    placedBy: 'buyer',
    createdAt: o.now,
    // Paid from the balance in the same transaction, at the market clock's time (not the database's).
    paidAt: o.now,
  };
}

/**
 * The order_items rows of a placed order: each line keeps its lot's names and the price per stem it was sold at — the
 * lot's sale price, or the price an operator allocated it at (`priceFen`).
 */
export function orderItemValues(
  orderId: number,
  lines: readonly { lot: LotInfo; figures: LineFigures; priceFen?: number }[],
): (typeof orderItems.$inferInsert)[] {
  return lines.map(({ lot, figures, priceFen }) => ({
    orderId,
    stockId: lot.id,
    flwCode: lot.flwCode,
    flwName: lot.flwName,
    cateName: lot.cateName,
    levelName: lot.levelName,
    lengthCode: lot.lengthCode,
    openCode: lot.openCode,
    supplierId: lot.supplierId,
    supplierName: lot.supplierName,
    productImage: lot.productImage,
    buyPriceFen: priceFen ?? lot.salePriceFen,
    stemsPerBunch: lot.stemsPerBunch,
    buyQty: figures.bunches,
    buyQtyAll: figures.stems,
    feeGoods: figures.goodsFen,
    feeDiscount: figures.activityFen,
    weightGrams: figures.weightGrams,
    backStatus: BACK_STATUS_CAN_APPLY,
    afterSalesStatus: AFTER_SALES_NONE,
  }));
}

/** The balance ledger row of an order paid from the balance. */
export function orderLedgerValues(
  buyerId: number,
  orderNo: string,
  totalFen: number,
  balanceAfterFen: number,
  now: Date,
): typeof balanceLedger.$inferInsert {
  return {
    buyerId,
    ioValueFen: -totalFen,
    ioNotice: `购买商品（订单${orderNo}）`,
    balanceAfterFen,
    refType: 'order',
    refId: orderNo,
    createdAt: now,
  };
}

/**
 * The writes of a planned order paid from the balance, inside the caller's transaction: the balance debited (only the
 * usable part pays; a conditional update never drives it below zero: 411), the coupon claimed, the order, its items
 * and its ledger row, all at `now` on the market clock. Stock is taken separately, last (takeStock). Used by placeOrder
 * and by the demo seed (seed/orders.ts), so a seeded order is made as a bought one is.
 */
export async function writePaidOrder(
  tx: Tx,
  o: { buyerId: number; p: Plan; orderId: number; orderNo: string; address: AddressRow; session: SessionType; today: string; now: Date },
): Promise<void> {
  const { p, orderId, now } = o;
  const debited = await tx
    .update(buyers)
    .set({
      balanceFen: sql`${buyers.balanceFen} - ${p.totalFen}`,
      savingsFen: sql`${buyers.savingsFen} + ${p.sums.memberFen}`,
    })
    .where(and(eq(buyers.id, o.buyerId), sql`${buyers.balanceFen} - ${buyers.frozenFen} >= ${p.totalFen}`))
    .returning({ balanceFen: buyers.balanceFen });
  const balance = debited[0];
  if (!balance) throw new BusinessError(API_CODES.insufficientBalance, MESSAGES.insufficientBalance);

  if (p.coupon) {
    const used = await tx
      .update(coupons)
      .set({ usedAt: now, usedOrderId: orderId })
      .where(and(eq(coupons.id, p.coupon.id), isNull(coupons.usedAt)))
      .returning({ id: coupons.id });
    if (used.length === 0) throw badRequest(PURCHASE_MESSAGES.couponUsed);
  }

  await tx.insert(orders).values(orderValues(o));
  await tx.insert(orderItems).values(orderItemValues(orderId, p.lines));
  await tx.insert(balanceLedger).values(orderLedgerValues(o.buyerId, o.orderNo, p.totalFen, balance.balanceFen, now));
  await postInbox(tx, [
    { buyerId: o.buyerId, ...inboxDrafts.orderPaid({ mainId: orderId, orderNo: o.orderNo, totalFen: p.totalFen }), at: now },
  ]);
}

/** Takes the planned stems from their lots, in id order (no deadlocks); a lot short of them refuses with what is left (409). */
export async function takeStock(tx: Tx, lines: Plan['lines']): Promise<void> {
  const byLot = [...lines].sort((a, b) => a.lot.id - b.lot.id);
  for (const { lot, figures } of byLot) {
    const taken = await tx
      .update(stockLots)
      .set({ nowStock: sql`${stockLots.nowStock} - ${figures.stems}` })
      .where(and(eq(stockLots.id, lot.id), gte(stockLots.nowStock, figures.stems)))
      .returning({ id: stockLots.id });
    if (taken.length === 0) {
      const [left] = await tx.select({ nowStock: stockLots.nowStock }).from(stockLots).where(eq(stockLots.id, lot.id));
      const max = lotMaxBatches({ ...lot, nowStock: left?.nowStock ?? 0 });
      throw new BusinessError(API_CODES.conflict, `${lotLabel(lot)}：${stockShortText(max)}`, {
        stockId: lot.id,
        left: max,
      });
    }
  }
}

/**
 * Places an order and pays it from the balance, in one transaction. Returns the envelope to answer
 * (success or refusal); the same sign always gets the first answer back.
 */
export async function placeOrder(
  ctx: AppContext,
  buyer: Buyer,
  source: PurchaseSource,
  opts: { couponCode: string | undefined; addressId: number | null; sign: string },
): Promise<Answer> {
  const sign = opts.sign;
  const now = ctx.clock.now();
  const refused = await signProblem(ctx, buyer.id, sign, now);
  if (refused) return refused;

  try {
    // Everything read is read before the transaction (in parallel, on the pool); the transaction only writes,
    // and every write that matters is conditional, so a row that changed meanwhile refuses the order.
    // The order id is drawn at once too (a refused order leaves a gap in the numbers, nothing else).
    const [p, orderId] = await Promise.all([
      plan(ctx.db, buyer, source, now, { couponCode: opts.couponCode ?? '', addressId: opts.addressId, listCoupons: false }),
      nextOrderId(ctx.db),
    ]);
    const { address, session } = orderReady(p, source);
    const today = auctionDate(now) ?? '';
    const orderNo = orderNoOf(orderId, today);
    const result = placedAnswer(orderId, orderNo, p);

    const answer = await ctx.db.transaction(async (tx) => {
      // The sign is claimed first, with the answer it will get if this transaction commits: a twin request
      // waits here for this transaction, then reads that answer (or, after a rollback, goes on by itself).
      const claimed = await tx
        .insert(purchaseRequests)
        .values({ sign, buyerId: buyer.id, response: result })
        .onConflictDoNothing()
        .returning({ sign: purchaseRequests.sign });
      if (claimed.length === 0) throw new SameSign();

      await writePaidOrder(tx, { buyerId: buyer.id, p, orderId, orderNo, address, session, today, now });
      if (source.kind === 'shopCode') {
        // The cart lines are claimed, not just cleared: a concurrent order of the same lines (another sign, another
        // tab) deletes them first and this one finds fewer than it ordered, so it refuses and rolls everything back.
        // A line whose quantity was changed meanwhile (modify-cart) is refused the same way: the order is what was priced.
        const planned = new Map(p.lines.map((l) => [l.line.itemId, l.line.pi]));
        const removed = await tx
          .delete(cartItems)
          .where(and(eq(cartItems.buyerId, buyer.id), inArray(cartItems.id, [...planned.keys()])))
          .returning({ id: cartItems.id, buyPi: cartItems.buyPi });
        const intact = removed.filter((r) => planned.get(r.id) === r.buyPi).length;
        if (intact < planned.size) throw new BusinessError(API_CODES.conflict, PURCHASE_MESSAGES.cartChanged);
      }

      // Stock last (no deadlocks): the hot rows stay locked only until the commit.
      await takeStock(tx, p.lines);

      return result;
    });
    return answer;
  } catch (error) {
    if (error instanceof SameSign) {
      return (await storedAnswer(ctx, sign, buyer.id)) ?? { code: API_CODES.conflict, msg: '订单正在处理，请在我的订单中查看', data: null };
    }
    if (error instanceof BusinessError) return rememberRefusal(ctx, sign, buyer.id, error);
    throw error;
  }
}

/** A refusal is the first answer to its sign: kept (unless a concurrent twin succeeded meanwhile), then answered. */
export async function rememberRefusal(ctx: AppContext, sign: string, buyerId: number, error: BusinessError): Promise<Answer> {
  const refusal: Answer = { code: error.code, msg: error.message, data: error.data };
  await ctx.db.insert(purchaseRequests).values({ sign, buyerId, response: refusal }).onConflictDoNothing();
  return (await storedAnswer(ctx, sign, buyerId)) ?? refusal;
}

/** Whether the buyer can pay now: a usable default address and an open session (A or C, or the one asked). */
export async function checkLogistics(ctx: AppContext, buyer: Buyer, session: unknown): Promise<string | null> {
  const list = await buyerAddresses(ctx.db, buyer.id);
  const problem = addressProblem(list.find((a) => a.isDefault));
  if (problem) return problem;
  const now = ctx.clock.now();
  if (session === 'A' || session === 'C') return isSessionOpen(session, now) ? null : sessionClosedMessage(session);
  if (isSessionOpen('A', now) || isSessionOpen('C', now)) return null;
  return `当前不在交易时间内（${SESSION_CLOSED_NOTICE_LINES.join('，')}）`;
}

export function accountOf(b: Pick<Buyer, 'balanceFen' | 'frozenFen'>) {
  return { balance: formatYuan(b.balanceFen), frozen: formatYuan(b.frozenFen), usable: formatYuan(usableFen(b)) };
}
