import { activityRuleText, formatZhe } from '@huashi/domain';
import { describe, expect, it } from 'vitest';
import { generateCatalog, LEVELS } from './catalog';

const DATE = '2025-05-10';
const catalog = generateCatalog(DATE);

describe('generateCatalog', () => {
  it('is deterministic for a date, and only lots change with the date', () => {
    expect(generateCatalog(DATE)).toEqual(catalog);
    const other = generateCatalog('2025-05-11');
    expect(other.varieties).toEqual(catalog.varieties);
    expect(other.suppliers).toEqual(catalog.suppliers);
    expect(other.lots).not.toEqual(catalog.lots);
    expect(other.lots.every((l) => l.auctionDate === '2025-05-11')).toBe(true);
  });

  it('tops a day up to SEED_LOTS lots without changing the first ones', () => {
    const big = generateCatalog(DATE, { lots: 10_000 });
    expect(big.lots).toHaveLength(10_000);
    expect(big.lots.slice(0, catalog.lots.length)).toEqual(catalog.lots);
    expect(generateCatalog(DATE, { lots: 10_000 })).toEqual(big);
    const extra = big.lots.slice(catalog.lots.length);
    expect(new Set(extra.map((l) => l.flwCode)).size).toBe(catalog.varieties.length);
    expect(extra.every((l) => (l.session === 'C') === l.supplierId.startsWith('C'))).toBe(true);
    expect(extra.filter((l) => l.session === 'A').length / extra.length).toBeGreaterThan(0.5);
    expect(generateCatalog(DATE, { lots: 10 }).lots).toEqual(catalog.lots);
  });

  it('produces a market-sized catalogue', () => {
    expect(catalog.styles.length).toBeGreaterThanOrEqual(8);
    expect(catalog.varieties.length).toBeGreaterThanOrEqual(60);
    expect(catalog.suppliers.length).toBeGreaterThanOrEqual(30);
    expect(catalog.lots.length).toBeGreaterThanOrEqual(600);
    for (const name of ['玫瑰', '康乃馨', '百合', '非洲菊', '满天星', '洋桔梗', '绣球', '郁金香']) {
      expect(catalog.styles.map((s) => s.name)).toContain(name);
    }
  });

  it('gives each style 2-12 categories, one with more than 10', () => {
    const counts = catalog.styles.map((s) => catalog.categories.filter((c) => c.styleId === s.id).length);
    for (const n of counts) {
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(12);
    }
    expect(Math.max(...counts)).toBeGreaterThan(10);
  });

  it('keeps references intact', () => {
    const styleIds = new Set(catalog.styles.map((s) => s.id));
    const categoryIds = new Set(catalog.categories.map((c) => c.id));
    const flwCodes = new Set(catalog.varieties.map((v) => v.flwCode));
    const supplierIds = new Set(catalog.suppliers.map((s) => s.id));
    for (const c of catalog.categories) expect(styleIds.has(c.styleId)).toBe(true);
    for (const v of catalog.varieties) expect(categoryIds.has(v.categoryId)).toBe(true);
    for (const l of catalog.lots) {
      expect(flwCodes.has(l.flwCode)).toBe(true);
      expect(supplierIds.has(l.supplierId)).toBe(true);
    }
  });

  it('uses unique, well-formed codes and ids', () => {
    const codes = catalog.varieties.map((v) => v.flwCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(/^[A-Z]{2}-\d{4}$/);
    const ids = catalog.suppliers.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of catalog.suppliers) {
      expect(s.id).toMatch(/^[ABC]\d{4}$/);
      expect(s.id[0]).toBe(s.type);
    }
    expect(new Set(catalog.styles.map((s) => s.id)).size).toBe(catalog.styles.length);
    expect(new Set(catalog.categories.map((c) => c.id)).size).toBe(catalog.categories.length);
    for (const v of catalog.varieties) expect(v.image).toBe(`/media/flowers/${v.flwCode}.svg`);
  });

  it('puts well-known varieties in the right style', () => {
    const styleOf = (name: string): string | undefined => {
      const v = catalog.varieties.find((x) => x.name === name);
      const c = catalog.categories.find((x) => x.id === v?.categoryId);
      return catalog.styles.find((s) => s.id === c?.styleId)?.name;
    };
    expect(styleOf('卡罗拉')).toBe('玫瑰');
    expect(styleOf('蓝色妖姬')).toBe('玫瑰');
    expect(styleOf('马斯特')).toBe('康乃馨');
    expect(styleOf('西伯利亚')).toBe('百合');
    expect(styleOf('无尽夏 蓝')).toBe('绣球');
  });

  it('has about 20% recommended varieties and supplier types A, B and C', () => {
    const share = catalog.varieties.filter((v) => v.recommended).length / catalog.varieties.length;
    expect(share).toBeGreaterThan(0.12);
    expect(share).toBeLessThan(0.3);
    for (const t of ['A', 'B', 'C']) expect(catalog.suppliers.some((s) => s.type === t)).toBe(true);
  });

  it('sells in session A from growers and agents, in C from floor-price suppliers', () => {
    const typeOf = new Map(catalog.suppliers.map((s) => [s.id, s.type]));
    for (const l of catalog.lots) {
      const type = typeOf.get(l.supplierId);
      expect(l.session).toBe(type === 'C' ? 'C' : 'A');
    }
    const shareA = catalog.lots.filter((l) => l.session === 'A').length / catalog.lots.length;
    expect(shareA).toBeGreaterThan(0.48);
    expect(shareA).toBeLessThan(0.62);
    for (const v of catalog.varieties) {
      const mine = catalog.lots.filter((l) => l.flwCode === v.flwCode);
      expect(mine.some((l) => l.session === 'A')).toBe(true);
      expect(mine.some((l) => l.session === 'C')).toBe(true);
    }
  });

  it('keeps stock whole batches, prices consistent and fields in range', () => {
    const stemsOf = new Map(catalog.varieties.map((v) => [v.flwCode, v.stemsPerBunch]));
    for (const l of catalog.lots) {
      const basic = l.basicSaleNo ?? 1;
      expect(l.stemsPerBunch).toBe(stemsOf.get(l.flwCode));
      expect(l.nowStock).toBeGreaterThanOrEqual(0);
      expect(l.nowStock % (l.stemsPerBunch * basic)).toBe(0);
      expect(l.nowStock / (l.stemsPerBunch * basic)).toBeLessThanOrEqual(60);
      expect(l.salePriceFen).toBeGreaterThan(0);
      expect(l.sourcePriceFen).toBeLessThanOrEqual(l.salePriceFen);
      expect(l.sourcePriceFen).toBeGreaterThanOrEqual(Math.floor(l.salePriceFen * 0.79));
      expect(l.differAmountFen).toBe(l.salePriceFen - l.sourcePriceFen);
      expect(LEVELS).toContain(l.levelName);
      expect(l.lengthCode).toMatch(/^(30|35|40|45|50|55|60|65|70|75|80)$/);
      expect(l.openCode).toMatch(/^[1-5]度$/);
      expect([1, 2]).toContain(basic);
      expect(l.positionNo).toMatch(/^\d-\d{2}-\d{2}$/);
      expect(l.feeBoxPerKgFen).toBeGreaterThanOrEqual(30);
      expect(l.feeBoxPerKgFen).toBeLessThanOrEqual(60);
      expect(l.fromStockId).toBe(0);
      if ((l.activityPercent ?? 0) > 0) expect(l.activityRuleText).toMatch(/^满\d+扎享[\d.]+折$/);
      else expect(l.activityRuleText).toBeNull();
      // The threshold is data and the text is derived from it: the two always agree.
      if ((l.activityPercent ?? 0) > 0) {
        expect([5, 10, 20, 30, 50]).toContain(l.activityMinBunches);
        expect(l.activityRuleText).toBe(activityRuleText({ percent: l.activityPercent ?? 0, minBunches: l.activityMinBunches ?? 0 }));
        expect(l.activityRuleText).toBe(`满${l.activityMinBunches}扎享${formatZhe(l.activityPercent ?? 0)}折`);
      } else expect(l.activityMinBunches ?? 0).toBe(0);
    }
    const soldOut = catalog.lots.filter((l) => l.nowStock === 0).length / catalog.lots.length;
    expect(soldOut).toBeGreaterThan(0.005);
    expect(soldOut).toBeLessThan(0.08);
  });

  it('prices better grades higher on average, roses within 0.4-3.5 yuan a stem', () => {
    const roses = catalog.lots.filter((l) => l.flwCode.startsWith('MG-'));
    for (const l of roses) {
      expect(l.salePriceFen).toBeGreaterThanOrEqual(36);
      expect(l.salePriceFen).toBeLessThanOrEqual(350);
    }
    const avg = (level: string): number => {
      const ps = catalog.lots.filter((l) => l.levelName === level).map((l) => l.salePriceFen / 100);
      return ps.reduce((a, b) => a + b, 0) / ps.length;
    };
    expect(avg('A')).toBeGreaterThan(avg('B'));
    expect(avg('B')).toBeGreaterThan(avg('C'));
    expect(avg('C')).toBeGreaterThan(avg('D'));
  });
});

describe('the all-day zone is the floor price', () => {
  const onSale = (l: { nowStock?: number; stemsPerBunch: number; basicSaleNo?: number }) =>
    (l.nowStock ?? 0) >= l.stemsPerBunch * Math.max(l.basicSaleNo ?? 1, 1);

  it('every variety in both sessions is cheapest in C, on any day of a year', () => {
    for (let day = 0; day < 365; day += 7) {
      const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      const cheapest = new Map<string, { A?: number; C?: number }>();
      for (const lot of generateCatalog(date).lots) {
        if (!onSale(lot)) continue;
        const entry = cheapest.get(lot.flwCode) ?? {};
        const session = lot.session as 'A' | 'C';
        entry[session] = Math.min(entry[session] ?? Infinity, lot.salePriceFen);
        cheapest.set(lot.flwCode, entry);
      }
      for (const [code, { A, C }] of cheapest) {
        if (A !== undefined && C !== undefined) expect(C, `${date} ${code}`).toBeLessThanOrEqual(A);
      }
    }
  });

  it('keeps each lot’s source price at or under its sale price', () => {
    for (const lot of catalog.lots) {
      expect(lot.sourcePriceFen).toBeLessThanOrEqual(lot.salePriceFen);
      expect(lot.differAmountFen).toBe(lot.salePriceFen - lot.sourcePriceFen);
    }
  });
});
