import { describe, expect, it } from 'vitest';
import type { ProductSuppliers, ZonePage } from '../catalog';
import { liveLotsById, patchSuppliers, patchZonePage, zoneLotIds } from './liveStockCache';

const listing = (flwCode: string, id: number | null, myAcount = 5) =>
  ({ flwCode, items: id === null ? [] : [{ id, myAcount, onceMoney: '12.00' }] }) as unknown as ZonePage['list'][number];
const page = (list: ZonePage['list']) => ({ list, pages: { total: list.length } }) as unknown as ZonePage;

describe('live stock in the cached lists', () => {
  it("sets a card's lot to its live batches (0 once sold out) and leaves other cards as they were", () => {
    const a = listing('A1', 11);
    const b = listing('B1', 12);
    const before = page([a, b]);
    const after = patchZonePage(before, liveLotsById([{ id: 11, nowStock: 0, batches: 0 }]));
    expect(after.list[0]!.items).toEqual([{ id: 11, myAcount: 0, onceMoney: '12.00' }]);
    expect(after.list[1]).toBe(b);
    expect(before.list[0]!.items[0]!.myAcount).toBe(5);
  });

  it('answers the same page when nothing on it changed (no re-render)', () => {
    const before = page([listing('A1', 11), listing('C1', null)]);
    expect(patchZonePage(before, liveLotsById([{ id: 99, nowStock: 0, batches: 0 }]))).toBe(before);
    expect(patchZonePage(before, liveLotsById([{ id: 11, nowStock: 50, batches: 5 }]))).toBe(before);
  });

  it("sets the supplier rows' stock", () => {
    const data = {
      list: [
        { id: 1, nowStock: 100 },
        { id: 2, nowStock: 30 },
      ],
    } as unknown as ProductSuppliers;
    const after = patchSuppliers(data, liveLotsById([{ id: 2, nowStock: 0, batches: 0 }]));
    expect(after.list.map((r) => r.nowStock)).toEqual([100, 0]);
    expect(after.list[0]).toBe(data.list[0]);
    expect(patchSuppliers(data, liveLotsById([{ id: 1, nowStock: 100, batches: 10 }]))).toBe(data);
  });

  it('lists the lots the loaded cards show', () => {
    expect(zoneLotIds([page([listing('A1', 11), listing('C1', null)]), page([listing('B1', 12)])])).toEqual([11, 12]);
  });
});
