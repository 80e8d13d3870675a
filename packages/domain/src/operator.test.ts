import { describe, expect, it } from 'vitest';
import {
  allocationRowTotalFen,
  applyPriceChangeFen,
  AUTO_ALLOCATION_CLEAR,
  AUTO_ALLOCATION_DEFAULTS,
  AUTO_ALLOCATION_TYPES,
  autoAllocationNeedsConfirm,
  defaultBundlesToBuy,
  formatOperatorSalePrice,
  isTransferredStock,
  normalizeOperatorPageSize,
  normalizePriceRange,
  operatorSalePriceFen,
} from './operator';

describe('sale price = coefficient + settlement price', () => {
  it('adds in fen and shows 2 decimals', () => {
    expect(operatorSalePriceFen(50, 1230)).toBe(1280);
    expect(formatOperatorSalePrice(10, 20)).toBe('0.30');
    expect(formatOperatorSalePrice(0, 1000)).toBe('10.00');
    expect(formatOperatorSalePrice(-30, 1000)).toBe('9.70');
    expect(formatOperatorSalePrice(Number.NaN, 1000)).toBe('10.00');
  });
});

describe('price range 0–1000', () => {
  it('fills empty bounds with the range ends', () => {
    expect(normalizePriceRange({ minFen: null, maxFen: null })).toEqual({ minFen: 0, maxFen: 100_000 });
    expect(normalizePriceRange({ minFen: 500, maxFen: null })).toEqual({ minFen: 500, maxFen: 100_000 });
  });
  it('clamps into 0–1000', () => {
    expect(normalizePriceRange({ minFen: -100, maxFen: 200_000 })).toEqual({ minFen: 0, maxFen: 100_000 });
    expect(normalizePriceRange({ minFen: 0, maxFen: 100_000 })).toEqual({ minFen: 0, maxFen: 100_000 });
  });
  it('swaps when the maximum is below the minimum', () => {
    expect(normalizePriceRange({ minFen: 5_000, maxFen: 1_000 })).toEqual({ minFen: 1_000, maxFen: 5_000 });
    expect(normalizePriceRange({ minFen: 1_000, maxFen: 1_000 })).toEqual({ minFen: 1_000, maxFen: 1_000 });
    expect(normalizePriceRange({ minFen: 300_000, maxFen: 5_000 })).toEqual({ minFen: 5_000, maxFen: 100_000 });
  });
});

describe('stock and cart', () => {
  it('default bundles to buy = floor(stock ÷ stems per bundle)', () => {
    expect(defaultBundlesToBuy(200, 20)).toBe(10);
    expect(defaultBundlesToBuy(219, 20)).toBe(10);
    expect(defaultBundlesToBuy(19, 20)).toBe(0);
    expect(defaultBundlesToBuy(200, 0)).toBe(0);
    expect(defaultBundlesToBuy(-5, 20)).toBe(0);
  });
  it('transferred in when fromStockid > 0', () => {
    expect(isTransferredStock(12)).toBe(true);
    expect(isTransferredStock('3')).toBe(true);
    expect(isTransferredStock(0)).toBe(false);
    expect(isTransferredStock(null)).toBe(false);
  });
  it('row total = sale price × stems', () => {
    expect(allocationRowTotalFen(35, 200)).toBe(7_000);
  });
  it('batch price change never goes below 0', () => {
    expect(applyPriceChangeFen(1_000, 200, 'add')).toBe(1_200);
    expect(applyPriceChangeFen(1_000, 200, 'sub')).toBe(800);
    expect(applyPriceChangeFen(100, 200, 'sub')).toBe(0);
    expect(applyPriceChangeFen(1_000, -200, 'add')).toBe(1_200);
  });
});

describe('auto-allocation', () => {
  it('defaults and options', () => {
    expect(AUTO_ALLOCATION_DEFAULTS).toEqual({ type: 0, num: 1, clear: 1, temp: 'A' });
    expect(Object.keys(AUTO_ALLOCATION_TYPES)).toEqual(['0', '1', '2']);
    expect(AUTO_ALLOCATION_TYPES[1].key).toBe('transferred');
    expect(Object.keys(AUTO_ALLOCATION_CLEAR)).toEqual(['1', '2']);
    expect(AUTO_ALLOCATION_CLEAR[2].key).toBe('keep');
  });
  it('asks 未选择品类或等级, 是否继续? when category or grade is missing', () => {
    expect(autoAllocationNeedsConfirm({ cateId: '', levelName: '' })).toBe(true);
    expect(autoAllocationNeedsConfirm({ cateId: 12, levelName: undefined })).toBe(true);
    expect(autoAllocationNeedsConfirm({ cateId: null, levelName: 'A' })).toBe(true);
    expect(autoAllocationNeedsConfirm({ cateId: 12, levelName: 'A' })).toBe(false);
  });
});

describe('page sizes', () => {
  it('10/50/100/200, default 100', () => {
    expect([10, 50, 100, 200, '50'].map(normalizeOperatorPageSize)).toEqual([10, 50, 100, 200, 50]);
    expect([20, 0, null, 'x', 1000].map(normalizeOperatorPageSize)).toEqual([100, 100, 100, 100, 100]);
  });
});
