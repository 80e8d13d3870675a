/**
 * The refund of a cancelled order item (the back office's 撤销审核 desk, beyond the spec): how much of what the buyer
 * paid returns to their balance when staff approve the cancellation of one item, and what the order's figures become.
 *
 * How an order's payment is made (apps/server/src/services/purchase.ts):
 *   payment = goods − activity + logistics + packing (box) + commission − member − coupon
 * where goods and activity are sums of the items' own figures, the member discount is an order-level amount on the
 * goods after activity discounts, and the coupon is taken off the total before the coupon (so it may, on a small
 * order, reach into the logistics and packing fees).
 *
 * Decisions (ours):
 * - An item's refund is its goods after its own activity discount (`net`), less its share of the order's member
 *   discount and of the coupon as far as the coupon sits on the goods. Shares are proportional to `net` over the
 *   items still standing, split by largest remainder (ties to the lower item id), so they are whole fen, never
 *   negative, never more than the item's `net`, and add up exactly. A refund is never more than what the order still
 *   holds of the payment.
 * - Logistics, packing (box) and commission are not refunded while other items remain (the order still ships, and
 *   the fees were reckoned on the whole order); when the last standing item is cancelled, everything the order still
 *   holds of its payment is refunded, fees and the coupon's part on the fees included, and every figure of the order
 *   becomes 0. So the refunds of all items of an order, cancelled one by one in any order, add up exactly to what the
 *   buyer paid for it.
 * - Each cancellation is reckoned on the order as it stands (its figures after earlier cancellations), so the order's
 *   figures stay consistent: payment = goods − activity + logistics + box + commission − member − coupon holds after
 *   every step whenever it held before.
 * - The coupon is not paid out as money: an item's refund leaves out its share of the coupon. When the whole order is
 *   cancelled (the last item) the coupon itself is given back, usable again if not expired; a partial cancellation
 *   leaves it used (coupons.ts, couponReturnsOnCancellation).
 */
import { toFenOrZero } from './internal/numbers';
import type { Fen } from './money';

/** An order's figures (fen), as they stand. */
export type RefundOrder = {
  goodsFen: Fen;
  /** Activity (time-limited) discounts, the sum of the items' own. */
  activityFen: Fen;
  memberFen: Fen;
  couponFen: Fen;
  logisticsFen: Fen;
  boxFen: Fen;
  commissionFen: Fen;
  /** What the buyer paid and the order still holds. */
  paymentFen: Fen;
};

/** One item of the order (fen); a cancelled item no longer shares in anything. */
export type RefundItem = {
  itemId: number;
  goodsFen: Fen;
  activityFen: Fen;
  cancelled: boolean;
};

/** An item's part of the order's figures: what it paid for its goods, and the discounts taken off them. */
export type RefundShare = {
  itemId: number;
  /** Goods after the item's activity discount. */
  netFen: Fen;
  memberFen: Fen;
  couponFen: Fen;
  /** What the item paid for its goods: net − member − coupon (≥ 0). */
  paidFen: Fen;
};

/** The refund of cancelling one item, and the order's figures after it. */
export type ItemRefund = RefundShare & {
  /** Returned to the buyer's balance. */
  refundFen: Fen;
  /** The fees (logistics, packing, commission, and the coupon's part on them) returned with the last item. */
  feesFen: Fen;
  /** True when the item was the last one standing: the whole remaining payment is returned. */
  last: boolean;
  /** The order's figures once the item is cancelled. */
  orderAfter: RefundOrder;
};

const part = (fen: Fen): Fen => Math.max(0, toFenOrZero(fen));

/**
 * `total` split in whole units proportionally to `weights` by largest remainder: each part is the floor of its exact
 * share or one more, the parts add up to `total`, and leftover units go to the largest fractional remainders (ties
 * to the earlier weight). All weights 0 → everything to nobody but the first (or nothing when there is no weight).
 */
export function splitByLargestRemainder(total: number, weights: readonly number[]): number[] {
  const amount = part(total);
  const w = weights.map(part);
  const sum = w.reduce((s, x) => s + x, 0);
  if (w.length === 0) return [];
  if (sum === 0) return w.map((_, i) => (i === 0 ? amount : 0));
  const big = BigInt(amount);
  const bigSum = BigInt(sum);
  const floors = w.map((x) => (big * BigInt(x)) / bigSum);
  const remainders = w.map((x) => (big * BigInt(x)) % bigSum);
  let left = amount - floors.reduce((s, x) => s + Number(x), 0);
  const byRemainder = (a: number, b: number): number => {
    const diff = remainders[b]! - remainders[a]!;
    return diff === 0n ? a - b : diff > 0n ? 1 : -1;
  };
  const order = w.map((_, i) => i).sort(byRemainder);
  const result = floors.map(Number);
  for (const i of order) {
    if (left <= 0) break;
    result[i] = result[i]! + 1;
    left -= 1;
  }
  return result;
}

/** The order's figures with every amount a whole, non-negative fen. */
function normalised(order: RefundOrder): RefundOrder {
  return {
    goodsFen: part(order.goodsFen),
    activityFen: part(order.activityFen),
    memberFen: part(order.memberFen),
    couponFen: part(order.couponFen),
    logisticsFen: part(order.logisticsFen),
    boxFen: part(order.boxFen),
    commissionFen: part(order.commissionFen),
    paymentFen: part(order.paymentFen),
  };
}

/** The standing (not cancelled) items in item-id order, each with its net goods. */
function standing(items: readonly RefundItem[]): { itemId: number; netFen: Fen }[] {
  return items
    .filter((item) => !item.cancelled)
    .map((item) => ({ itemId: item.itemId, netFen: Math.max(0, part(item.goodsFen) - part(item.activityFen)) }))
    .sort((a, b) => a.itemId - b.itemId);
}

/**
 * Every standing item's share of the order as it stands: its net goods, its parts of the member discount and of the
 * coupon on the goods, and what it paid for its goods. Cancelled items are left out. The member discount is capped at
 * the goods' net and the coupon counts only as far as it sits on the goods (the rest sits on the fees).
 */
export function refundShares(order: RefundOrder, items: readonly RefundItem[]): RefundShare[] {
  const o = normalised(order);
  const rows = standing(items);
  const netTotal = rows.reduce((s, r) => s + r.netFen, 0);
  const member = Math.min(o.memberFen, netTotal);
  const couponOnGoods = Math.min(o.couponFen, netTotal - member);
  const weights = rows.map((r) => r.netFen);
  // One split of all the discount first (so no item's discounts exceed its net), then that split into its parts.
  const discounts = splitByLargestRemainder(member + couponOnGoods, weights);
  const members = splitByLargestRemainder(member, discounts);
  return rows.map((r, i) => {
    const discount = discounts[i]!;
    const memberFen = members[i]!;
    return { itemId: r.itemId, netFen: r.netFen, memberFen, couponFen: discount - memberFen, paidFen: r.netFen - discount };
  });
}

/**
 * The refund of cancelling item `itemId` of an order as it stands (see the module's decisions), or null when the
 * item is not one of the order's standing items (unknown or already cancelled).
 */
export function itemRefund(order: RefundOrder, items: readonly RefundItem[], itemId: number): ItemRefund | null {
  const o = normalised(order);
  const shares = refundShares(o, items);
  const share = shares.find((s) => s.itemId === itemId);
  const item = items.find((i) => i.itemId === itemId && !i.cancelled);
  if (!share || !item) return null;
  if (shares.length === 1) {
    const zero: RefundOrder = {
      goodsFen: 0,
      activityFen: 0,
      memberFen: 0,
      couponFen: 0,
      logisticsFen: 0,
      boxFen: 0,
      commissionFen: 0,
      paymentFen: 0,
    };
    const refundFen = o.paymentFen;
    return { ...share, refundFen, feesFen: Math.max(0, refundFen - share.paidFen), last: true, orderAfter: zero };
  }
  const refundFen = Math.min(share.paidFen, o.paymentFen);
  const orderAfter: RefundOrder = {
    ...o,
    goodsFen: Math.max(0, o.goodsFen - part(item.goodsFen)),
    activityFen: Math.max(0, o.activityFen - Math.min(part(item.activityFen), part(item.goodsFen))),
    memberFen: o.memberFen - share.memberFen,
    couponFen: o.couponFen - share.couponFen,
    paymentFen: o.paymentFen - refundFen,
  };
  return { ...share, refundFen, feesFen: 0, last: false, orderAfter };
}
