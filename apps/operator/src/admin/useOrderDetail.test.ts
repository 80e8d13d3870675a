import { describe, expect, it } from 'vitest';
import { openOrderOf, withOpenOrder } from './useOrderDetail';
import { readOrdersSearch } from './useOrdersDesk';

describe('the open order in the desk’s URL', () => {
  it('reads ?order=<id> and nothing else as an open order', () => {
    expect(openOrderOf('?date=2026-11-17&order=42')).toBe(42);
    expect(openOrderOf('order=7')).toBe(7);
    for (const search of ['', '?order=', '?order=0', '?order=-3', '?order=4.5', '?order=abc', '?order=12345678901234567890'])
      expect(openOrderOf(search), search).toBeNull();
  });

  it('opens and closes an order keeping the desk’s filters, which still read the same', () => {
    const desk = '?date=2026-11-17&status=packed&page=2';
    const opened = withOpenOrder(desk, 42);
    expect(opened).toBe('?date=2026-11-17&status=packed&page=2&order=42');
    expect(readOrdersSearch(opened)).toEqual(readOrdersSearch(desk));
    expect(withOpenOrder(opened, null)).toBe(desk);
    expect(withOpenOrder('', 5)).toBe('?order=5');
    expect(withOpenOrder('?order=5', null)).toBe('');
  });
});
