import type { AllocationCart } from '@huashi/api';
import { describe, expect, it } from 'vitest';
import { priceChangeMessage } from './useGoodTp';

const cartOf = (prices: Record<number, string>) =>
  ({ list: Object.entries(prices).map(([id, salePrice]) => ({ id: Number(id), salePrice })) }) as unknown as AllocationCart;

describe('批量改价 message', () => {
  it('says 改价成功 when a changed row moved', () => {
    expect(priceChangeMessage(cartOf({ 1: '1.20', 2: '2.00' }), cartOf({ 1: '2.20', 2: '2.00' }), [1, 2])).toEqual({
      level: 'success',
      text: '改价成功',
    });
  });

  it('warns that nothing changed when every cut stopped at its floor (or only rows not asked for moved)', () => {
    expect(priceChangeMessage(cartOf({ 1: '1.20', 2: '2.00' }), cartOf({ 1: '1.20', 2: '1.00' }), [1])).toEqual({
      level: 'warning',
      text: '价格未变：已是可改到的最低价',
    });
  });
});
