import { describe, expect, it } from 'vitest';
import { priceText } from './Price';

describe('priceText', () => {
  it('writes fen as yuan with two decimals behind ¥', () => {
    expect(priceText(1230)).toBe('¥12.30');
    expect(priceText(0)).toBe('¥0.00');
    expect(priceText(5)).toBe('¥0.05');
    expect(priceText(1_268_850)).toBe('¥12688.50');
  });

  it('puts the minus sign before ¥', () => {
    expect(priceText(-50)).toBe('-¥0.50');
  });
});
