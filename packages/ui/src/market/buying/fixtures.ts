/** Story data of market/buying/ (a florist's 再来一单 at 09:20 on a market day; money is integer fen). */
import type { SheetPricing } from '@huashi/domain';
import type { BuySheetRowView, SheetLotView } from './BuyReviewSheet';

/** 11:30 on 2026-11-29 (Asia/Shanghai), when 限时直供 opens. */
export const A_OPENS_AT = Date.parse('2026-11-29T11:30:00+08:00');

/** The demo buyer's terms: VIP (9.5折) with a default address delivered by road. */
export const sheetPricing: SheetPricing = { address: { logisType: 2, logisWay: 3 }, member: { memberLevel: 2, memberDiscountTenths: 95 } };

/** A lot; its list price is the member price ÷ 0.95 (rounded), its cart terms ¥1.00/kg packing, 500 g a 扎, no activity. */
const lot = (
  patch: Partial<Omit<SheetLotView, 'listPriceFen' | 'terms'>> & { activityPercent?: number; activityMinBunches?: number },
): SheetLotView => {
  const { activityPercent = 0, activityMinBunches = 0, ...rest } = patch;
  const base = { ...defaults, ...rest };
  const listPriceFen = Math.round(base.priceFen / 0.95);
  return {
    ...base,
    listPriceFen,
    terms: {
      basicSaleNo: base.basicSaleno,
      stemsPerBunch: base.stemsPerBunch,
      salePriceFen: listPriceFen,
      feeBoxPerKgFen: 100,
      activityPercent,
      activityMinBunches,
      weightGrams: 500,
    },
  };
};

const defaults: Omit<SheetLotView, 'listPriceFen' | 'terms'> = {
  stockId: 1,
  session: 'C',
  when: 'open',
  opensAt: null,
  supplierId: 'C3012',
  supplierName: '斗南鲜切花批发·王姐',
  flwName: '卡罗拉',
  levelName: 'A',
  lengthName: '55-60cm',
  priceFen: 95,
  bunchPriceFen: 1900,
  basicSaleno: 1,
  nowStock: 2000,
  stemsPerBunch: 20,
  maxBatches: 100,
  batches: 20,
  bunches: 20,
  notes: [],
};

export const sheetLots = {
  carola: lot({ stockId: 301 }),
  carolaCheaper: lot({
    stockId: 302,
    supplierId: 'C3050',
    supplierName: '呈贡玫瑰园',
    levelName: 'A-',
    priceFen: 85,
    bunchPriceFen: 1700,
    nowStock: 600,
    maxBatches: 30,
  }),
  blackMagicB: lot({
    stockId: 311,
    flwName: '黑魔术',
    levelName: 'B',
    lengthName: '45-50cm',
    supplierId: 'C3021',
    supplierName: '晋宁花卉经纪·老张',
    priceFen: 110,
    bunchPriceFen: 2200,
    nowStock: 400,
    maxBatches: 20,
    batches: 10,
    bunches: 10,
  }),
  blackMagicC: lot({
    stockId: 312,
    flwName: '黑魔术',
    levelName: 'C',
    lengthName: '55-60cm',
    supplierId: 'C3088',
    supplierName: '嵩明花农合作社',
    priceFen: 80,
    bunchPriceFen: 1600,
    nowStock: 1000,
    maxBatches: 50,
    batches: 10,
    bunches: 10,
  }),
  gypsophila: lot({
    stockId: 321,
    flwName: '满天星',
    levelName: 'A',
    lengthName: '65-70cm',
    supplierId: 'C3005',
    supplierName: '通海花卉',
    priceFen: 60,
    bunchPriceFen: 600,
    stemsPerBunch: 10,
    basicSaleno: 2,
    nowStock: 80,
    maxBatches: 4,
    batches: 4,
    bunches: 8,
    notes: ['库存不足，仅可买8扎'],
  }),
  /** A volume activity (满20扎享8折), as the cart shows it for the same line. */
  carolaActivity: lot({ stockId: 305, priceFen: 67, bunchPriceFen: 1340, activityPercent: 20, activityMinBunches: 20 }),
  redA: lot({
    stockId: 331,
    session: 'A',
    when: 'later',
    opensAt: A_OPENS_AT,
    flwName: '红袖',
    levelName: 'A',
    supplierId: 'A1001',
    supplierName: '云南花农直供',
    priceFen: 130,
    bunchPriceFen: 2600,
    batches: 5,
    bunches: 5,
  }),
};

/** The four states of a row: matched (with alternatives), choose (sold out), nothing today, and a clipped quantity. */
export const sheetRows: BuySheetRowView[] = [
  {
    key: '9101',
    line: { flwName: '卡罗拉', levelName: 'A', lengthName: '55-60cm', bunches: 20, supplierName: '斗南鲜切花批发·王姐' },
    state: 'matched',
    reason: '',
    lot: sheetLots.carola,
    alternatives: [sheetLots.carolaCheaper],
    lastPriceFen: 90,
  },
  {
    key: '9102',
    line: { flwName: '黑魔术', levelName: 'A', lengthName: '55-60cm', bunches: 10, supplierName: '晋宁花卉经纪·老张' },
    state: 'choose',
    reason: '原规格已售罄，请选择替代',
    lot: null,
    alternatives: [sheetLots.blackMagicB, sheetLots.blackMagicC],
    lastPriceFen: 105,
  },
  {
    key: '9103',
    line: { flwName: '满天星', levelName: 'A', lengthName: '65-70cm', bunches: 10, supplierName: '通海花卉' },
    state: 'matched',
    reason: '',
    lot: sheetLots.gypsophila,
    alternatives: [],
    lastPriceFen: 60,
  },
  {
    key: '9104',
    line: { flwName: '洋桔梗', levelName: 'B', lengthName: '', bunches: 5, supplierName: '玉溪花卉' },
    state: 'none',
    reason: '今日无此品种',
    lot: null,
    alternatives: [],
    lastPriceFen: 150,
  },
];
