import { describe, expect, it } from 'vitest';
import { stockShortage, stockShortText } from './stock';

describe('stockShortage', () => {
  it('is null while the line fits the stock', () => {
    expect(stockShortage(1, 51)).toBeNull();
    expect(stockShortage(51, 51)).toBeNull();
  });

  it('names how many batches are left when the line asks for more (nothing clamped)', () => {
    expect(stockShortage(99_999, 51)).toEqual({ message: '库存不足，仅剩51批', available: 51 });
    expect(stockShortage(2, 1)).toEqual({ message: '库存不足，仅剩1批', available: 1 });
  });

  it('says 已售罄 when nothing is left, and never a negative or fractional count', () => {
    expect(stockShortage(1, 0)).toEqual({ message: '已售罄', available: 0 });
    expect(stockShortage(3, -2)).toEqual({ message: '已售罄', available: 0 });
    expect(stockShortage(3, 2.7)).toEqual({ message: '库存不足，仅剩2批', available: 2 });
    expect(stockShortText(16)).toBe('库存不足，仅剩16批');
  });
});
