import type { BuySheet } from '@huashi/api';
import { describe, expect, it } from 'vitest';
import { buySheetRowsView } from './sheetViewModels';

const lot = {
  stockId: 7,
  session: 'C' as const,
  when: 'open' as const,
  opensAt: null,
  supplierId: 'C3012',
  supplierName: '斗南鲜切花批发·王姐',
  flwCode: 'KLL',
  flwName: '卡罗拉',
  levelName: 'A',
  lengthCode: '60',
  lengthName: '55-60cm',
  productImage: '/x.png',
  price: '0.95',
  bunchPrice: '19.00',
  salePrice: '1.00',
  feeBoxPerKg: '1.20',
  activityPercent: 10,
  activityMinBunches: 5,
  weightGrams: 450,
  stemsPerBunch: 20,
  basicSaleno: 1,
  nowStock: 2000,
  maxBatches: 100,
  batches: 20,
  bunches: 20,
  notes: ['按每批1扎，调整为20扎'],
};

describe('buySheetRowsView', () => {
  it('turns the wire yuan into fen and keeps every row, in order', () => {
    const sheet: BuySheet = {
      now: 1,
      pricing: { memberLevel: 2, memberDiscountTenths: 95, address: null },
      rows: [
        {
          key: '1',
          line: {
            flwCode: 'KLL',
            flwName: '卡罗拉',
            levelName: 'A',
            lengthCode: '60',
            lengthName: '55-60cm',
            bunches: 20,
            supplierId: 'C3012',
            supplierName: '王姐',
          },
          state: 'matched',
          reason: '',
          lot,
          alternatives: [{ ...lot, stockId: 8, price: '0.85', bunchPrice: '17.00' }],
          lastPrice: '0.90',
        },
        {
          key: '2',
          line: {
            flwCode: 'YJG',
            flwName: '洋桔梗',
            levelName: '',
            lengthCode: '',
            lengthName: '',
            bunches: 5,
            supplierId: '',
            supplierName: '',
          },
          state: 'none',
          reason: '今日无此品种',
          lot: null,
          alternatives: [],
          lastPrice: null,
        },
      ],
    };
    const rows = buySheetRowsView(sheet);
    expect(rows.map((r) => r.key)).toEqual(['1', '2']);
    expect(rows[0]).toMatchObject({ lastPriceFen: 90, lot: { priceFen: 95, bunchPriceFen: 1900, listPriceFen: 100, stockId: 7 } });
    expect(rows[0]!.lot!.terms).toEqual({
      basicSaleNo: 1,
      stemsPerBunch: 20,
      salePriceFen: 100,
      feeBoxPerKgFen: 120,
      activityPercent: 10,
      activityMinBunches: 5,
      weightGrams: 450,
    });
    expect(rows[0]!.alternatives[0]).toMatchObject({ stockId: 8, priceFen: 85, bunchPriceFen: 1700 });
    expect(rows[1]).toMatchObject({ state: 'none', reason: '今日无此品种', lot: null, lastPriceFen: null });
  });
});
