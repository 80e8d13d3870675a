import { describe, expect, it } from 'vitest';
import { couponDiscountFen } from './coupons';
import { itemRefund, refundShares, splitByLargestRemainder, type RefundItem, type RefundOrder } from './refund';
import { memberDiscountFen, orderTotalFen } from './totals';

/** A small deterministic generator (mulberry32), so every run checks the same orders. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Generated = { order: RefundOrder; items: RefundItem[] };

/** An order made as the purchase makes it: items, activity discounts, member discount, coupon, fees. */
function generate(next: () => number): Generated {
  const int = (max: number) => Math.floor(next() * (max + 1));
  const count = 1 + int(7);
  const items: RefundItem[] = [];
  for (let i = 0; i < count; i += 1) {
    const goodsFen = next() < 0.05 ? 0 : 1 + int(60_000);
    const activityFen = next() < 0.4 ? Math.floor((goodsFen * int(30)) / 100) : 0;
    items.push({ itemId: 100 + int(3) + i * 7, goodsFen, activityFen, cancelled: false });
  }
  const goodsFen = items.reduce((s, i) => s + i.goodsFen, 0);
  const activityFen = items.reduce((s, i) => s + i.activityFen, 0);
  const memberFen =
    next() < 0.5 ? memberDiscountFen({ goods: goodsFen - activityFen, memberLevel: 1, memberDiscount: 8 + int(19) / 10 }) : 0;
  const logisticsFen = next() < 0.3 ? 0 : int(5_000);
  const boxFen = int(800);
  const commissionFen = next() < 0.2 ? 900 : 0;
  const beforeCoupon = orderTotalFen({
    goods: goodsFen,
    logistics: logisticsFen,
    packing: boxFen,
    activityDiscount: activityFen,
    coupon: 0,
    memberDiscount: memberFen,
  });
  // Now and then a coupon bigger than the goods, so it reaches into the fees.
  const couponFen = next() < 0.5 ? couponDiscountFen(next() < 0.15 ? 200_000 : int(10_000), beforeCoupon) : 0;
  const paymentFen = beforeCoupon - couponFen + commissionFen;
  return { order: { goodsFen, activityFen, memberFen, couponFen, logisticsFen, boxFen, commissionFen, paymentFen }, items };
}

function shuffle<T>(list: T[], next: () => number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const holds = (o: RefundOrder) =>
  o.goodsFen - o.activityFen + o.logisticsFen + o.boxFen + o.commissionFen - o.memberFen - o.couponFen === o.paymentFen;

describe('splitByLargestRemainder', () => {
  it('splits exactly, each part the floor of its share or one more, leftovers to the largest remainders', () => {
    expect(splitByLargestRemainder(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitByLargestRemainder(100, [1, 2, 3])).toEqual([17, 33, 50]);
    expect(splitByLargestRemainder(0, [5, 5])).toEqual([0, 0]);
    expect(splitByLargestRemainder(7, [])).toEqual([]);
    expect(splitByLargestRemainder(7, [0, 0])).toEqual([7, 0]);
    expect(splitByLargestRemainder(5, [0, 3, 0])).toEqual([0, 5, 0]);
  });

  it('never gives a part outside floor…floor+1 of its exact share, and the parts add up (3,000 random splits)', () => {
    const next = random(7);
    for (let run = 0; run < 3_000; run += 1) {
      const weights = Array.from({ length: 1 + Math.floor(next() * 8) }, () => Math.floor(next() * 100_000));
      const total = Math.floor(next() * 1_000_000);
      const parts = splitByLargestRemainder(total, weights);
      const sum = weights.reduce((s, w) => s + w, 0);
      expect(parts.reduce((s, p) => s + p, 0)).toBe(sum === 0 && weights.length === 0 ? 0 : total);
      if (sum === 0) continue;
      parts.forEach((p, i) => {
        const exact = (total * weights[i]!) / sum;
        expect(p).toBeGreaterThanOrEqual(Math.floor(exact));
        expect(p).toBeLessThanOrEqual(Math.floor(exact) + 1);
      });
    }
  });

  it('is deterministic: ties go to the earlier weight; bad input counts as 0', () => {
    expect(splitByLargestRemainder(1, [2, 2, 2])).toEqual([1, 0, 0]);
    expect(splitByLargestRemainder(2, [2, 2, 2])).toEqual([1, 1, 0]);
    expect(splitByLargestRemainder(-5, [1, 2])).toEqual([0, 0]);
    expect(splitByLargestRemainder(3, [Number.NaN, 1])).toEqual([0, 3]);
  });
});

/** A paid order with every kind of discount and fee: 300 元 of goods, 30 activity, 13.50 member, 10 coupon, 12 logistics, 3 box. */
const order: RefundOrder = {
  goodsFen: 30_000,
  activityFen: 3_000,
  memberFen: 1_350,
  couponFen: 1_000,
  logisticsFen: 1_200,
  boxFen: 300,
  commissionFen: 0,
  paymentFen: 30_000 - 3_000 + 1_200 + 300 - 1_350 - 1_000,
};

describe('refundShares', () => {
  const items: RefundItem[] = [
    { itemId: 1, goodsFen: 10_000, activityFen: 0, cancelled: false },
    { itemId: 2, goodsFen: 20_000, activityFen: 3_000, cancelled: false },
  ];

  it('splits the member discount and the coupon in proportion to each item’s goods after its activity discount', () => {
    expect(refundShares(order, items)).toEqual([
      { itemId: 1, netFen: 10_000, memberFen: 500, couponFen: 370, paidFen: 9_130 },
      { itemId: 2, netFen: 17_000, memberFen: 850, couponFen: 630, paidFen: 15_520 },
    ]);
  });

  it('leaves cancelled items out', () => {
    const shares = refundShares(order, [items[0]!, { ...items[1]!, cancelled: true }]);
    expect(shares.map((s) => s.itemId)).toEqual([1]);
  });

  it('counts a coupon only as far as it sits on the goods', () => {
    const big = { ...order, couponFen: 40_000, paymentFen: 0 };
    const shares = refundShares(big, items);
    expect(shares.reduce((s, x) => s + x.paidFen, 0)).toBe(0);
    expect(shares.every((s) => s.paidFen === 0 && s.memberFen + s.couponFen === s.netFen)).toBe(true);
  });
});

describe('itemRefund', () => {
  const items: RefundItem[] = [
    { itemId: 1, goodsFen: 10_000, activityFen: 0, cancelled: false },
    { itemId: 2, goodsFen: 20_000, activityFen: 3_000, cancelled: false },
  ];

  it('refunds what the item paid for its goods and keeps the fees while other items remain', () => {
    const refund = itemRefund(order, items, 1)!;
    expect(refund).toMatchObject({ refundFen: 9_130, feesFen: 0, last: false, memberFen: 500, couponFen: 370 });
    expect(refund.orderAfter).toEqual({
      goodsFen: 20_000,
      activityFen: 3_000,
      memberFen: 850,
      couponFen: 630,
      logisticsFen: 1_200,
      boxFen: 300,
      commissionFen: 0,
      paymentFen: 17_020,
    });
    expect(holds(refund.orderAfter)).toBe(true);
  });

  it('refunds the whole remaining payment, fees included, with the last item, and the order’s figures become 0', () => {
    const first = itemRefund(order, items, 1)!;
    const last = itemRefund(first.orderAfter, [{ ...items[0]!, cancelled: true }, items[1]!], 2)!;
    expect(last).toMatchObject({ refundFen: 17_020, paidFen: 15_520, feesFen: 1_500, last: true });
    expect(Object.values(last.orderAfter).every((fen) => fen === 0)).toBe(true);
    expect(first.refundFen + last.refundFen).toBe(order.paymentFen);
  });

  it('answers null for an unknown or already cancelled item', () => {
    expect(itemRefund(order, items, 3)).toBeNull();
    expect(itemRefund(order, [{ ...items[0]!, cancelled: true }, items[1]!], 1)).toBeNull();
  });

  it('never refunds more than the order still holds (figures that do not add up)', () => {
    const short = { ...order, paymentFen: 5_000 };
    expect(itemRefund(short, items, 2)!.refundFen).toBe(5_000);
    expect(itemRefund(short, items, 2)!.orderAfter.paymentFen).toBe(0);
  });

  it('gives a free item nothing and does not let it take the fees unless it is the last', () => {
    const withFree: RefundItem[] = [...items, { itemId: 3, goodsFen: 0, activityFen: 0, cancelled: false }];
    const refund = itemRefund(order, withFree, 3)!;
    expect(refund).toMatchObject({ refundFen: 0, last: false });
    expect(refund.orderAfter).toEqual(order);
  });

  it('on generated orders, cancelled one by one in any order: every refund ≥ 0 and ≤ what the item paid (or what remains), the refunds add up to exactly the payment, the goods part exactly until the last, shares proportional, figures consistent', () => {
    const next = random(2026);
    for (let run = 0; run < 1_500; run += 1) {
      const { order: start, items: startItems } = generate(next);
      expect(holds(start)).toBe(true);
      let current = start;
      let list = startItems;
      let refunded = 0;
      const goodsPaid = refundShares(start, startItems).reduce((s, x) => s + x.paidFen, 0);
      for (const item of shuffle(startItems, next)) {
        const shares = refundShares(current, list);
        const standingNet = shares.reduce((s, x) => s + x.netFen, 0);
        const refund = itemRefund(current, list, item.itemId)!;
        expect(refund).not.toBeNull();
        expect(refund.refundFen).toBeGreaterThanOrEqual(0);
        expect(refund.refundFen).toBeLessThanOrEqual(current.paymentFen);
        expect(refund.paidFen).toBeLessThanOrEqual(refund.netFen);
        expect(refund.memberFen).toBeGreaterThanOrEqual(0);
        expect(refund.couponFen).toBeGreaterThanOrEqual(0);
        if (!refund.last) {
          expect(refund.refundFen).toBe(refund.paidFen);
          // Proportional: each share within one fen of its exact part of the order's discounts on the goods.
          if (standingNet > 0) {
            const member = Math.min(current.memberFen, standingNet);
            const coupon = Math.min(current.couponFen, standingNet - member);
            const exact = ((member + coupon) * refund.netFen) / standingNet;
            expect(Math.abs(refund.memberFen + refund.couponFen - exact)).toBeLessThan(1);
          }
        }
        expect(holds(refund.orderAfter)).toBe(true);
        expect(Object.values(refund.orderAfter).every((fen) => Number.isInteger(fen) && fen >= 0)).toBe(true);
        refunded += refund.refundFen;
        if (!refund.last) expect(refunded).toBeLessThanOrEqual(goodsPaid);
        // The same question answers the same refund (deterministic).
        expect(itemRefund(current, list, item.itemId)).toEqual(refund);
        current = refund.orderAfter;
        list = list.map((i) => (i.itemId === item.itemId ? { ...i, cancelled: true } : i));
      }
      expect(refunded).toBe(start.paymentFen);
    }
  });

  it('on generated orders, the goods part paid is split exactly over the items (one split of the whole order)', () => {
    const next = random(15);
    for (let run = 0; run < 3_000; run += 1) {
      const { order, items } = generate(next);
      const shares = refundShares(order, items);
      const net = items.reduce((s, i) => s + Math.max(0, i.goodsFen - i.activityFen), 0);
      const member = Math.min(order.memberFen, net);
      const couponOnGoods = Math.min(order.couponFen, net - member);
      expect(shares.reduce((s, x) => s + x.paidFen, 0)).toBe(net - member - couponOnGoods);
      expect(shares.reduce((s, x) => s + x.memberFen, 0)).toBe(member);
      expect(shares.reduce((s, x) => s + x.couponFen, 0)).toBe(couponOnGoods);
      for (const share of shares) {
        expect(share.paidFen).toBeGreaterThanOrEqual(0);
        expect(share.paidFen).toBeLessThanOrEqual(share.netFen);
      }
    }
  });
});
