import { describe, expect, it } from 'vitest';
import {
  allocationRowTotalFen,
  applyPriceChangeFen,
  AUTO_ALLOCATION_CLEAR,
  AUTO_ALLOCATION_DEFAULTS,
  AUTO_ALLOCATION_DEFAULT_LEVEL,
  AUTO_ALLOCATION_TYPES,
  OPERATOR_DEFAULT_SUPPLIER_TYPE,
  OPERATOR_TOOL_MESSAGES,
  operatorDefectText,
  autoAllocationNeedsConfirm,
  defaultBundlesToBuy,
  formatOperatorSalePrice,
  isTransferredStock,
  normalizeOperatorPageSize,
  normalizePriceRange,
  operatorSalePriceFen,
  operatorSalePriceProblem,
  operatorPriceFloorFen,
  operatorMemberPriceNote,
  operatorSignActor,
  OPERATOR_SALE_PRICE_MAX_FEN,
  allocationQuantityProblem,
  autoAllocate,
  matchesAutoAllocation,
  normalizeGoodsQuery,
  operatorSupplierType,
  operatorDeliveryTarget,
  operatorOrderSums,
  type AllocationLot,
  type AutoAllocationOptions,
} from './operator';

describe('sale price = coefficient + settlement price', () => {
  it('adds in fen and shows 2 decimals', () => {
    expect(operatorSalePriceFen(50, 1230)).toBe(1280);
    expect(formatOperatorSalePrice(10, 20)).toBe('0.30');
    expect(formatOperatorSalePrice(0, 1000)).toBe('10.00');
    expect(formatOperatorSalePrice(-30, 1000)).toBe('9.70');
    expect(formatOperatorSalePrice(Number.NaN, 1000)).toBe('10.00');
  });

  it('may not fall below the settlement price: a negative coefficient down to 0, no further (issue 26: not ¥0.00)', () => {
    expect(operatorSalePriceProblem(operatorSalePriceFen(0, 78), 78)).toBeNull();
    expect(operatorSalePriceProblem(operatorSalePriceFen(-1, 78), 78)).toBe('不能低于结算价¥0.78');
    expect(operatorSalePriceProblem(operatorSalePriceFen(-78, 78), 78)).toBe(OPERATOR_TOOL_MESSAGES.belowSettlement(78));
    expect(operatorSalePriceProblem(0, 1_200)).toBe('不能低于结算价¥12.00');
    expect(operatorSalePriceProblem(0, 0)).toBeNull();
    expect(operatorSalePriceProblem(-1, 0)).toBe('不能低于结算价¥0.00');
    expect(operatorSalePriceProblem(Number.NaN, 78)).toBe(OPERATOR_TOOL_MESSAGES.badPrice);
  });
  it('a sale price above ¥1000 per stem (the top of §9’s price range) is refused; 1000.00 itself is a price', () => {
    expect(OPERATOR_SALE_PRICE_MAX_FEN).toBe(100_000);
    expect(operatorSalePriceProblem(100_000, 78)).toBeNull();
    expect(operatorSalePriceProblem(100_001, 78)).toBe('售价不能高于¥1000.00');
    expect(operatorSalePriceProblem(operatorSalePriceFen(999_999_999, 78), 78)).toBe(OPERATOR_TOOL_MESSAGES.priceAboveMax);
    expect(operatorSalePriceProblem(Number.POSITIVE_INFINITY, 78)).toBe(OPERATOR_TOOL_MESSAGES.badPrice);
  });
  it('a batch cut stops at the settlement price with the permission, at the lot’s own sale price without it', () => {
    expect(operatorPriceFloorFen({ settlementPriceFen: 100, listPriceFen: 120 }, true)).toBe(100);
    expect(operatorPriceFloorFen({ settlementPriceFen: 100, listPriceFen: 120 }, false)).toBe(120);
    // A lot listed below its settlement price (bad data) still never sells below it.
    expect(operatorPriceFloorFen({ settlementPriceFen: 100, listPriceFen: 80 }, false)).toBe(100);
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
  it('batch price change never goes below its floor (the settlement price), nor below 0', () => {
    expect(applyPriceChangeFen(1_000, 200, 'add')).toBe(1_200);
    expect(applyPriceChangeFen(1_000, 200, 'sub')).toBe(800);
    expect(applyPriceChangeFen(100, 200, 'sub')).toBe(0);
    expect(applyPriceChangeFen(1_000, -200, 'add')).toBe(1_200);
    expect(applyPriceChangeFen(1_000, 900, 'sub', 700)).toBe(700);
    expect(applyPriceChangeFen(1_000, 200, 'sub', 700)).toBe(800);
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

describe('goods list query', () => {
  it('defaults the date, supplier type, page and size, and swaps the price range', () => {
    expect(normalizeGoodsQuery({}, '2026-11-24')).toEqual({
      auctionDate: '2026-11-24',
      supplierType: 'A',
      page: 1,
      limit: 100,
      priceOf: 'salePrice',
      price: { minFen: 0, maxFen: 100_000 },
    });
    const q = normalizeGoodsQuery(
      { auctionDate: '2026-11-20', supplierType: 'c', page: 3, limit: '50', limitType: 2, minFen: 2000, maxFen: 500 },
      '2026-11-24',
    );
    expect(q).toMatchObject({ auctionDate: '2026-11-20', supplierType: 'C', page: 3, limit: 50, priceOf: 'sourcePrice' });
    expect(q.price).toEqual({ minFen: 500, maxFen: 2000 });
    // B (花卉经纪) is a supplier type of its own, as the seed's and the back office's suppliers have it.
    expect(normalizeGoodsQuery({ supplierType: ' b ' }, '2026-11-24').supplierType).toBe('B');
    expect(['A', 'b', 'C', 'X', '', null, 9].map(operatorSupplierType)).toEqual(['A', 'B', 'C', 'A', 'A', 'A', 'A']);
    expect(normalizeGoodsQuery({ auctionDate: '24/11', supplierType: 'X', page: 0, limit: 70 }, '2026-11-24')).toMatchObject({
      auctionDate: '2026-11-24',
      supplierType: 'A',
      page: 1,
      limit: 100,
    });
  });
});

describe('auto-allocation', () => {
  const lot = (id: number, bundles: number, extra: Partial<AllocationLot> = {}): AllocationLot => ({
    id,
    bundles,
    fromStockid: 0,
    supplierType: 'A',
    levelName: 'A',
    cateId: 1,
    flwCode: 'RO001',
    flwName: '卡罗拉',
    ...extra,
  });
  const all: Omit<AutoAllocationOptions, 'num'> = { type: 0, temp: '', levelName: '', cateId: null, search: '' };

  it('spreads round-robin over lots in id order, the first ones getting the extra bundle', () => {
    const r = autoAllocate([lot(3, 10), lot(1, 10), lot(2, 10)], { ...all, num: 7 });
    expect(r).toEqual({
      lines: [
        { id: 1, bundles: 3 },
        { id: 2, bundles: 2 },
        { id: 3, bundles: 2 },
      ],
      allocated: 7,
    });
  });

  it('never gives a lot more than its stock; its share goes to the others', () => {
    const r = autoAllocate([lot(1, 1), lot(2, 10), lot(3, 2)], { ...all, num: 8 });
    expect(r.lines).toEqual([
      { id: 1, bundles: 1 },
      { id: 2, bundles: 5 },
      { id: 3, bundles: 2 },
    ]);
    expect(r.allocated).toBe(8);
  });

  it('gives what there is when stock runs out, and nothing for 0 or no match', () => {
    expect(autoAllocate([lot(1, 2), lot(2, 3)], { ...all, num: 100 })).toEqual({
      lines: [
        { id: 1, bundles: 2 },
        { id: 2, bundles: 3 },
      ],
      allocated: 5,
    });
    expect(autoAllocate([lot(1, 2)], { ...all, num: 0 })).toEqual({ lines: [], allocated: 0 });
    expect(autoAllocate([lot(1, 0)], { ...all, num: 3 })).toEqual({ lines: [], allocated: 0 });
    expect(autoAllocate([], { ...all, num: 3 })).toEqual({ lines: [], allocated: 0 });
  });

  it('matches bundle-by-bundle round-robin on many random cases', () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let c = 0; c < 200; c++) {
      const lots = Array.from({ length: 1 + rand(8) }, (_, i) => lot(i + 1, rand(12)));
      const num = rand(60);
      const expected = new Map<number, number>();
      let left = num;
      for (let round = 0; left > 0 && round < 20; round++) {
        for (const l of lots) {
          if (left > 0 && l.bundles > round) {
            expected.set(l.id, (expected.get(l.id) ?? 0) + 1);
            left--;
          }
        }
      }
      const r = autoAllocate(lots, { ...all, num });
      expect(new Map(r.lines.map((l) => [l.id, l.bundles]))).toEqual(expected);
      expect(r.allocated).toBe(num - left);
    }
  });

  it('filters by type, supplier type, grade, category and keyword', () => {
    const lots = [
      lot(1, 5, { fromStockid: 9 }),
      lot(2, 5),
      lot(3, 5, { supplierType: 'C' }),
      lot(4, 5, { levelName: 'B' }),
      lot(5, 5, { cateId: 2 }),
      lot(6, 5, { flwName: '雪山', flwCode: 'RO002' }),
    ];
    const ids = (o: Partial<typeof all>) => autoAllocate(lots, { ...all, ...o, num: 100 }).lines.map((l) => l.id);
    expect(ids({})).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids({ type: 1 })).toEqual([1]);
    expect(ids({ type: 2 })).toEqual([2, 3, 4, 5, 6]);
    expect(ids({ temp: 'C' })).toEqual([3]);
    expect(ids({ levelName: 'B' })).toEqual([4]);
    expect(ids({ cateId: 2 })).toEqual([5]);
    expect(ids({ search: '雪山' })).toEqual([6]);
    expect(ids({ search: 'ro002' })).toEqual([6]);
    expect(matchesAutoAllocation(lot(1, 0), all)).toBe(false);
  });
});

describe('allocation lines and the operator order', () => {
  it('checks bundles against the stock', () => {
    expect(allocationQuantityProblem(0, 5)).toBe('不能再少啦');
    expect(allocationQuantityProblem(6, 5)).toBe('不能再多啦');
    expect(allocationQuantityProblem(5, 5)).toBeNull();
  });

  it('takes the delivery way from the chosen receiver type, none for self-pickup', () => {
    expect(operatorDeliveryTarget({ logisType: 1, logisWay: null, receiverType: 1 }, 3)).toEqual({
      logisType: 1,
      logisWay: null,
      receiverType: 1,
    });
    expect(operatorDeliveryTarget({ logisType: 2, logisWay: 3, receiverType: 3 }, 2)).toEqual({
      logisType: 2,
      logisWay: 2,
      receiverType: 2,
    });
    expect(operatorDeliveryTarget({ logisType: 2, logisWay: 4, receiverType: 4 }, null)).toEqual({
      logisType: 2,
      logisWay: 4,
      receiverType: 4,
    });
    expect(operatorDeliveryTarget({ logisType: 2, logisWay: 1, receiverType: 0 }, null)).toBeNull();
  });

  it('adds goods at the cart prices, delivery by weight and packing, with no discounts', () => {
    const line = { bundles: 2, stemsPerBunch: 20, salePriceFen: 150, weightGrams: 500, feeBoxPerKgFen: 100 };
    const { sums, totalFen } = operatorOrderSums([line], { logisType: 2, logisWay: 3 });
    expect(sums.goodsFen).toBe(6000);
    expect(sums.weightGrams).toBe(1000);
    expect(sums.logisticsFen).toBe(100);
    expect(sums.boxFen).toBe(100);
    expect(sums.bunches).toBe(2);
    expect(totalFen).toBe(6200);
    expect(operatorOrderSums([line], { logisType: 1, logisWay: null }).totalFen).toBe(6100);
  });
});

describe('auto-allocation temp is a supplier type, never a grade', () => {
  it('defaults temp to the goods list supplier filter A and starts with no grade', () => {
    expect(AUTO_ALLOCATION_DEFAULTS.temp).toBe(OPERATOR_DEFAULT_SUPPLIER_TYPE);
    expect(operatorSupplierType(AUTO_ALLOCATION_DEFAULTS.temp)).toBe('A');
    expect(AUTO_ALLOCATION_DEFAULT_LEVEL).toBe('');
  });
  it('filters lots by supplier type with temp and by grade with levelName', () => {
    const lot = { id: 1, fromStockid: 0, supplierType: 'A', levelName: 'B', cateId: 1, flwCode: 'X', flwName: '卡罗拉', bundles: 3 };
    const base = { type: 0 as const, levelName: '', cateId: null, search: '' };
    expect(matchesAutoAllocation(lot, { ...base, temp: 'A' })).toBe(true);
    expect(matchesAutoAllocation(lot, { ...base, temp: 'C' })).toBe(false);
    expect(matchesAutoAllocation(lot, { ...base, temp: 'A', levelName: 'A' })).toBe(false);
    expect(matchesAutoAllocation(lot, { ...base, temp: 'A', levelName: 'B' })).toBe(true);
  });
});

describe('defect text', () => {
  it('is 无 when the lot has none, else the defect', () => {
    expect(operatorDefectText('')).toBe('无');
    expect(operatorDefectText('  ')).toBe('无');
    expect(operatorDefectText(null)).toBe('无');
    expect(operatorDefectText('无')).toBe('无');
    expect(operatorDefectText(' 轻微弯头 ')).toBe('轻微弯头');
  });
});

describe('the member price on an operator’s order (issue 26)', () => {
  it('a member buyer is told why their discount does not apply; a buyer who is not a member has no note', () => {
    expect(operatorMemberPriceNote({ memberLevel: 2, memberDiscount: 9.7 })).toBe(
      '该买家为VIP2会员，自己下单享9.7折会员价；代下单按调配员设定的销售价结算，不再打会员折扣',
    );
    expect(operatorMemberPriceNote({ memberLevel: 0, memberDiscount: 9.7 })).toBeNull();
    expect(operatorMemberPriceNote({ memberLevel: 3, memberDiscount: 10 })).toBeNull();
  });
  it('an operator’s audit row names the sign’s holder and number', () => {
    expect(operatorSignActor({ id: 12, label: '张三' })).toBe('调配员 张三（签名 #12）');
  });
});
