import { describe, expect, it } from 'vitest';
import {
  applyRatioFen,
  bunchPriceFen,
  stemPriceFen,
  fenToYuan,
  formatPrice,
  formatYuan,
  multiplyFen,
  nonNegativeFen,
  parseYuan,
  sumFen,
  yuanToFen,
  fenOf,
} from './money';

describe('formatYuan', () => {
  it('shows fen as yuan with 2 decimals', () => {
    expect(formatYuan(0)).toBe('0.00');
    expect(formatYuan(1)).toBe('0.01');
    expect(formatYuan(10)).toBe('0.10');
    expect(formatYuan(1234)).toBe('12.34');
    expect(formatYuan(100_000)).toBe('1000.00');
  });
  it('keeps the sign of negative amounts', () => {
    expect(formatYuan(-50)).toBe('-0.50');
    expect(formatYuan(-1234)).toBe('-12.34');
  });
  it('rounds a fractional fen and shows nonsense as 0.00', () => {
    expect(formatYuan(12.6)).toBe('0.13');
    expect(formatYuan(Number.NaN)).toBe('0.00');
    expect(formatYuan(Number.POSITIVE_INFINITY)).toBe('0.00');
  });
  it('never drifts: ¥0.10 + ¥0.20 is ¥0.30', () => {
    expect(formatYuan(sumFen([10, 20]))).toBe('0.30');
    expect(formatYuan(yuanToFen(0.1 + 0.2) ?? -1)).toBe('0.30');
  });
});

describe('formatPrice', () => {
  it('prefixes the full-width yuan sign', () => {
    expect(formatPrice(1230)).toBe('￥12.30');
    expect(formatPrice(0)).toBe('￥0.00');
    expect(formatPrice(-50)).toBe('-￥0.50');
  });
});

describe('parseYuan (typed by a user)', () => {
  it.each([
    ['1000', 100_000],
    ['0', 0],
    ['0.1', 10],
    ['0.10', 10],
    ['12.3', 1230],
    ['12.34', 1234],
    ['.5', 50],
    ['12.', 1200],
    ['007', 700],
    ['  88.8  ', 8880],
    ['￥12.30', 1230],
    ['¥ 5', 500],
    ['１２。５', 1250],
    ['１０００', 100_000],
    ['10.500', 1050],
    ['9999999999999.99', 999_999_999_999_999],
  ])('accepts %j as %i fen', (input, fen) => {
    expect(parseYuan(input)).toEqual({ ok: true, fen });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['￥', 'empty'],
    ['abc', 'format'],
    ['1e3', 'format'],
    ['1,000', 'format'],
    ['Infinity', 'format'],
    ['NaN', 'format'],
    ['.', 'format'],
    ['1.2.3', 'format'],
    ['12 34', 'format'],
    ['+5', 'format'],
    ['0x10', 'format'],
    ['-5', 'negative'],
    ['￥-5', 'negative'],
    ['1.234', 'precision'],
    ['0.001', 'precision'],
    ['10000000000000', 'too_large'],
  ] as const)('refuses %j (%s)', (input, error) => {
    expect(parseYuan(input)).toEqual({ ok: false, error });
  });

  it('refuses a non-string at runtime', () => {
    expect(parseYuan(undefined as unknown as string)).toEqual({ ok: false, error: 'empty' });
  });
});

describe('yuanToFen (from the API)', () => {
  it('converts numbers without floating-point drift', () => {
    expect(yuanToFen(0.1)).toBe(10);
    expect(yuanToFen(0.1 + 0.2)).toBe(30);
    expect(yuanToFen(19.99)).toBe(1999);
    expect(yuanToFen(1.005)).toBe(101);
    expect(yuanToFen(12)).toBe(1200);
    expect(yuanToFen(0)).toBe(0);
    expect(yuanToFen(-0)).toBe(0);
    expect(yuanToFen(-12.5)).toBe(-1250);
    expect(yuanToFen(-0.005)).toBe(-1);
  });
  it('converts numeric strings', () => {
    expect(yuanToFen('12.50')).toBe(1250);
    expect(yuanToFen(' 3 ')).toBe(300);
    expect(yuanToFen('-4.2')).toBe(-420);
    expect(yuanToFen('0.125')).toBe(13);
    expect(yuanToFen('0.1249')).toBe(12);
  });
  it('returns null for what is not an amount', () => {
    expect(yuanToFen(Number.NaN)).toBeNull();
    expect(yuanToFen(Number.POSITIVE_INFINITY)).toBeNull();
    expect(yuanToFen(1e13)).toBeNull();
    expect(yuanToFen('')).toBeNull();
    expect(yuanToFen('abc')).toBeNull();
    expect(yuanToFen('1e3')).toBeNull();
    expect(yuanToFen(null as unknown as string)).toBeNull();
  });
});

describe('fenToYuan', () => {
  it('gives yuan numbers for payloads', () => {
    expect(fenToYuan(1230)).toBe(12.3);
    expect(fenToYuan(30)).toBe(0.3);
    expect(fenToYuan(0)).toBe(0);
    expect(fenToYuan(Number.NaN)).toBe(0);
  });
});

describe('sums and products', () => {
  it('sums exactly; an empty list is 0', () => {
    expect(sumFen([])).toBe(0);
    expect(sumFen([10, 20, 30])).toBe(60);
    expect(sumFen([10, Number.NaN, -5])).toBe(5);
  });
  it('multiplies by a whole quantity', () => {
    expect(multiplyFen(700, 3)).toBe(2100);
    expect(multiplyFen(700, 0)).toBe(0);
    expect(multiplyFen(700, -2)).toBe(0);
    expect(multiplyFen(700, 2.9)).toBe(1400);
  });
  it('bunch price = unit price × stems per bunch', () => {
    expect(bunchPriceFen(35, 20)).toBe(700);
    expect(stemPriceFen(700, 20)).toBe(35);
    expect(stemPriceFen(bunchPriceFen(185, 10), 10)).toBe(185);
    expect(stemPriceFen(1000, 3)).toBe(333);
    expect(stemPriceFen(700, 0)).toBe(0);
    expect(stemPriceFen(-700, 20)).toBe(0);
    expect(formatYuan(bunchPriceFen(35, 20))).toBe('7.00');
    expect(bunchPriceFen(10, 10)).toBe(100);
    expect(bunchPriceFen(35, 0)).toBe(0);
    expect(bunchPriceFen(-35, 20)).toBe(0);
    expect(bunchPriceFen(35, Number.NaN)).toBe(0);
  });
  it('applies a ratio with half-up rounding and exact integers', () => {
    expect(applyRatioFen(1999, 95, 100)).toBe(1899); // 1899.05
    expect(applyRatioFen(10, 1, 4)).toBe(3); // 2.5 → 3
    expect(applyRatioFen(-10, 1, 4)).toBe(-3);
    expect(applyRatioFen(9_000_000_000_000, 999, 1000)).toBe(8_991_000_000_000);
    expect(applyRatioFen(100, 1, 0)).toBe(0);
    expect(applyRatioFen(100, 0.5, 1)).toBe(0);
  });
  it('clamps at zero', () => {
    expect(nonNegativeFen(-1)).toBe(0);
    expect(nonNegativeFen(5)).toBe(5);
  });
});

describe('fenOf (an API amount shown as fen)', () => {
  it('reads yuan strings and numbers', () => {
    expect(fenOf('12.30')).toBe(1230);
    expect(fenOf(' 0.05 ')).toBe(5);
    expect(fenOf(7)).toBe(700);
    expect(fenOf('-1.50')).toBe(-150);
  });
  it('is 0 for an absent or unreadable amount', () => {
    expect([null, undefined, '', 'abc', Number.NaN].map(fenOf)).toEqual([0, 0, 0, 0, 0]);
  });
});
