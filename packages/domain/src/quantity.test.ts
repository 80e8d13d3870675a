import { describe, expect, it } from 'vitest';
import {
  batchesToBunches,
  bunchesToStems,
  checkBatchQuantity,
  checkCartQuantity,
  digitsOnly,
  hasSelection,
  maxBatches,
  parseQuantity,
  QUANTITY_MESSAGES,
  selectionMessage,
  stepBatchQuantity,
} from './quantity';

describe('maxBatches = floor(stock ÷ stems per bunch ÷ basic sale quantity)', () => {
  it('counts whole batches only', () => {
    expect(maxBatches({ stock: 1000, stemsPerBunch: 20, basicSaleQuantity: 5 })).toBe(10);
    expect(maxBatches({ stock: 999, stemsPerBunch: 20, basicSaleQuantity: 5 })).toBe(9);
    expect(maxBatches({ stock: 100, stemsPerBunch: 20, basicSaleQuantity: 5 })).toBe(1);
    expect(maxBatches({ stock: 99, stemsPerBunch: 20, basicSaleQuantity: 5 })).toBe(0);
    expect(maxBatches({ stock: 4000, stemsPerBunch: 20, basicSaleQuantity: 1 })).toBe(200);
  });
  it('is 0 for an empty or bad stock', () => {
    expect(maxBatches({ stock: 0, stemsPerBunch: 20, basicSaleQuantity: 1 })).toBe(0);
    expect(maxBatches({ stock: -40, stemsPerBunch: 20, basicSaleQuantity: 1 })).toBe(0);
    expect(maxBatches({ stock: Number.NaN, stemsPerBunch: 20, basicSaleQuantity: 1 })).toBe(0);
  });
  it('cannot count bunches without stems per bunch', () => {
    expect(maxBatches({ stock: 1000, stemsPerBunch: 0, basicSaleQuantity: 1 })).toBe(0);
    expect(maxBatches({ stock: 1000, stemsPerBunch: -20, basicSaleQuantity: 1 })).toBe(0);
  });
  it('sells one bunch per batch when the basic sale quantity is missing', () => {
    expect(maxBatches({ stock: 1000, stemsPerBunch: 20, basicSaleQuantity: 0 })).toBe(50);
    expect(maxBatches({ stock: 1000, stemsPerBunch: 20, basicSaleQuantity: Number.NaN })).toBe(50);
  });
});

describe('conversions', () => {
  it('batches → bunches → stems', () => {
    expect(batchesToBunches(3, 5)).toBe(15);
    expect(batchesToBunches(3, 0)).toBe(3);
    expect(bunchesToStems(15, 20)).toBe(300);
    expect(bunchesToStems(-1, 20)).toBe(0);
  });
});

describe('quantity input: digits only', () => {
  it('filters keystrokes to digits', () => {
    expect(digitsOnly('1a2')).toBe('12');
    expect(digitsOnly('-3')).toBe('3');
    expect(digitsOnly('1.5')).toBe('15');
    expect(digitsOnly('１２')).toBe('12');
    expect(digitsOnly('')).toBe('');
  });
  it('parses digits only', () => {
    expect(parseQuantity('12')).toBe(12);
    expect(parseQuantity(' 7 ')).toBe(7);
    expect(parseQuantity('0')).toBe(0);
    expect(parseQuantity(5)).toBe(5);
    for (const bad of ['', 'abc', '1.5', '-1', '1e3', '+2']) expect(parseQuantity(bad)).toBeNull();
    expect(parseQuantity(1.5)).toBeNull();
    expect(parseQuantity(-1)).toBeNull();
    expect(parseQuantity(Number.NaN)).toBeNull();
  });
});

describe('checkBatchQuantity: at least 1, at most max', () => {
  const max = 10;
  it('accepts 1 and max', () => {
    expect(checkBatchQuantity(1, max)).toEqual({ ok: true, value: 1 });
    expect(checkBatchQuantity('10', max)).toEqual({ ok: true, value: 10 });
  });
  it('refuses max + 1 with 不能再多啦, showing max', () => {
    expect(checkBatchQuantity(11, max)).toEqual({ ok: false, message: '不能再多啦', value: 10 });
  });
  it('refuses 0 and empty with 不能再少啦, showing 1', () => {
    expect(checkBatchQuantity(0, max)).toEqual({ ok: false, message: '不能再少啦', value: 1 });
    expect(checkBatchQuantity('', max)).toEqual({ ok: false, message: '不能再少啦', value: 1 });
    expect(checkBatchQuantity('abc', max)).toEqual({ ok: false, message: '不能再少啦', value: 1 });
  });
  it('cannot buy a sold-out lot', () => {
    expect(checkBatchQuantity(1, 0)).toEqual({ ok: false, message: '不能再多啦', value: 0 });
    expect(checkBatchQuantity(1, Number.NaN)).toEqual({ ok: false, message: '不能再多啦', value: 0 });
  });
  it('a florist buying 200 bunches from a lot of exactly 200', () => {
    const limit = maxBatches({ stock: 4000, stemsPerBunch: 20, basicSaleQuantity: 1 });
    expect(checkBatchQuantity(200, limit).ok).toBe(true);
    expect(checkBatchQuantity(201, limit)).toMatchObject({ ok: false, message: QUANTITY_MESSAGES.aboveMax });
  });
});

describe('stepper buttons', () => {
  it('steps within range', () => {
    expect(stepBatchQuantity(1, 'up', 3)).toEqual({ ok: true, value: 2 });
    expect(stepBatchQuantity(2, 'down', 3)).toEqual({ ok: true, value: 1 });
  });
  it('refuses past the limits', () => {
    expect(stepBatchQuantity(1, 'down', 3)).toEqual({ ok: false, message: '不能再少啦', value: 1 });
    expect(stepBatchQuantity(3, 'up', 3)).toEqual({ ok: false, message: '不能再多啦', value: 3 });
  });
});

describe('cart quantity', () => {
  it('refuses zero with 数量不能为零', () => {
    expect(checkCartQuantity(0, 5)).toEqual({ ok: false, message: '数量不能为零', value: 1 });
    expect(checkCartQuantity('0', 5)).toMatchObject({ message: '数量不能为零' });
    expect(checkCartQuantity(' ', 5)).toMatchObject({ message: '数量不能为零' });
  });
  it('otherwise follows the stepper rules', () => {
    expect(checkCartQuantity(5, 5)).toEqual({ ok: true, value: 5 });
    expect(checkCartQuantity(6, 5)).toMatchObject({ message: '不能再多啦' });
  });
});

describe('selection', () => {
  it('needs at least one line above 0 (请选择商品)', () => {
    expect(hasSelection([])).toBe(false);
    expect(selectionMessage([])).toBe('请选择商品');
    expect(selectionMessage([{ quantity: 0 }, { quantity: 0 }])).toBe('请选择商品');
    expect(selectionMessage([{ quantity: 0 }, { quantity: 2 }])).toBeNull();
    expect(hasSelection([{ quantity: Number.NaN }])).toBe(false);
  });
});
