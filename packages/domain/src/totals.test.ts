import { describe, expect, it } from 'vitest';
import { formatYuan } from './money';
import {
  discountProgressFromAmounts,
  discountProgressPercent,
  formatDiscountProgress,
  memberDiscountText,
  memberDiscountFen,
  memberDiscountZhe,
  orderTotalFen,
  packingFeeFen,
  TRANSACTION_FEE_FEN,
  transactionFeeFen,
} from './totals';

const zero = { goods: 0, logistics: 0, packing: 0, activityDiscount: 0, coupon: 0, memberDiscount: 0 };

describe('orderTotalFen', () => {
  it('= goods + logistics + packing − activity − coupon − member', () => {
    expect(
      orderTotalFen({ goods: 100_000, logistics: 2_000, packing: 500, activityDiscount: 3_000, coupon: 1_000, memberDiscount: 5_000 }),
    ).toBe(93_500);
  });
  it('is exact in fen: ¥0.10 + ¥0.20 = ¥0.30', () => {
    expect(formatYuan(orderTotalFen({ ...zero, goods: 10, logistics: 20 }))).toBe('0.30');
  });
  it('never goes below zero', () => {
    expect(orderTotalFen({ ...zero, goods: 1_000, coupon: 5_000 })).toBe(0);
    expect(orderTotalFen({ ...zero, goods: 1_000, coupon: 1_000 })).toBe(0);
    expect(orderTotalFen(zero)).toBe(0);
  });
  it('ignores negative or nonsense components', () => {
    expect(orderTotalFen({ ...zero, goods: 1_000, coupon: -500 })).toBe(1_000);
    expect(orderTotalFen({ ...zero, goods: 1_000, logistics: -500 })).toBe(1_000);
    expect(orderTotalFen({ ...zero, goods: Number.NaN, logistics: 300 })).toBe(300);
  });
});

describe('member discount', () => {
  it('reads as the level table writes it: 9.7折 and what it saves (issue 26: never the rate 0.03)', () => {
    expect(memberDiscountText(9.7)).toBe('9.7折（省3%）');
    expect(memberDiscountText('9.5')).toBe('9.5折（省5%）');
    expect(memberDiscountText(8.8)).toBe('8.8折（省12%）');
    expect(memberDiscountText(9)).toBe('9折（省10%）');
    expect(memberDiscountText(9.25)).toBe('9.25折（省7.5%）');
    expect(memberDiscountText(0.1)).toBe('0.1折（省99%）');
  });
  it('no valid discount shows nothing', () => {
    for (const bad of [10, 0, -1, 11, null, undefined, '', 'abc', Number.NaN]) expect(memberDiscountText(bad)).toBe('');
  });
  it('applies to goods for members only', () => {
    expect(memberDiscountFen({ goods: 100_000, memberLevel: 1, memberDiscount: 9.5 })).toBe(5_000);
    expect(memberDiscountFen({ goods: 1_999, memberLevel: 2, memberDiscount: 9.5 })).toBe(100); // 99.95 → 100
    expect(memberDiscountFen({ goods: 100_000, memberLevel: 0, memberDiscount: 9.5 })).toBe(0);
    expect(memberDiscountFen({ goods: 100_000, memberLevel: Number.NaN, memberDiscount: 9.5 })).toBe(0);
    expect(memberDiscountFen({ goods: 100_000, memberLevel: 3, memberDiscount: 0 })).toBe(0);
    expect(memberDiscountFen({ goods: -100, memberLevel: 3, memberDiscount: 9 })).toBe(0);
  });
});

describe('packing fee per kg', () => {
  it('weight × fee per kg, to the fen', () => {
    expect(packingFeeFen(2.35, 100)).toBe(235);
    expect(packingFeeFen(1, 150)).toBe(150);
    expect(packingFeeFen(0.333, 100)).toBe(33);
    expect(packingFeeFen(0.335, 100)).toBe(34);
  });
  it('is 0 for no or bad weight or fee', () => {
    expect(packingFeeFen(0, 100)).toBe(0);
    expect(packingFeeFen(-1, 100)).toBe(0);
    expect(packingFeeFen(Number.NaN, 100)).toBe(0);
    expect(packingFeeFen(2, -100)).toBe(0);
  });
});

describe('transaction fee', () => {
  it('is the fixed 9.00 only when a commission was charged', () => {
    expect(TRANSACTION_FEE_FEN).toBe(900);
    expect(transactionFeeFen(1)).toBe(900);
    expect(transactionFeeFen(300)).toBe(900);
    expect(transactionFeeFen(0)).toBeNull();
    expect(transactionFeeFen(-100)).toBeNull();
    expect(transactionFeeFen(Number.NaN)).toBeNull();
  });
});

describe('discount progress', () => {
  it('is a percentage with 2 decimals', () => {
    expect(formatDiscountProgress(45.678)).toBe('45.68%');
    expect(formatDiscountProgress(12.345)).toBe('12.35%');
    expect(formatDiscountProgress('50')).toBe('50.00%');
    expect(formatDiscountProgress('33.3%')).toBe('33.30%');
    expect(formatDiscountProgress(0)).toBe('0.00%');
  });
  it('is clamped to 0–100', () => {
    expect(formatDiscountProgress(120)).toBe('100.00%');
    expect(formatDiscountProgress(-3)).toBe('0.00%');
    expect(formatDiscountProgress(null)).toBe('0.00%');
    expect(discountProgressPercent('abc')).toBe(0);
  });
  it('can be computed from amounts', () => {
    expect(discountProgressFromAmounts(1, 3)).toBe(33.33);
    expect(discountProgressFromAmounts(2, 3)).toBe(66.67);
    expect(discountProgressFromAmounts(5, 0)).toBe(0);
    expect(discountProgressFromAmounts(5, 4)).toBe(100);
  });
});

describe('member discount as 折', () => {
  it('reads 9.7 as 9.7折 and no valid discount as empty', () => {
    expect(memberDiscountZhe(9.7)).toBe('9.7折');
    expect(memberDiscountZhe(9.25)).toBe('9.25折');
    expect(memberDiscountZhe(10)).toBe('');
    expect(memberDiscountZhe(null)).toBe('');
  });
});
