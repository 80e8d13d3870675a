import { describe, expect, it } from 'vitest';
import {
  canAddWatch,
  parseTargetPrice,
  watchAlertKey,
  watchAlertMessage,
  watchAlertsProblem,
  watchAlertsText,
  watchLotLink,
  watchSubjectText,
  WATCH_LIMITS,
  WATCH_MESSAGES,
} from './watch';

describe('target price (元/扎)', () => {
  it('reads yuan with up to two decimals, full-width digits too', () => {
    expect(parseTargetPrice('25', true)).toEqual({ ok: true, fen: 2500 });
    expect(parseTargetPrice('２５．５', true)).toEqual({ ok: true, fen: 2550 });
    expect(parseTargetPrice('￥0.01', true)).toEqual({ ok: true, fen: 1 });
  });

  it('is optional unless asked for', () => {
    expect(parseTargetPrice('', false)).toEqual({ ok: true, fen: null });
    expect(parseTargetPrice(' ', true)).toEqual({ ok: false, message: WATCH_MESSAGES.priceRequired });
  });

  it('refuses a third decimal, a negative, zero and more than ¥100,000.00 in words', () => {
    expect(parseTargetPrice('1.234', true)).toEqual({ ok: false, message: WATCH_MESSAGES.priceFormat });
    expect(parseTargetPrice('-5', true)).toEqual({ ok: false, message: WATCH_MESSAGES.priceFormat });
    expect(parseTargetPrice('abc', true)).toEqual({ ok: false, message: WATCH_MESSAGES.priceFormat });
    expect(parseTargetPrice('0', true)).toEqual({ ok: false, message: WATCH_MESSAGES.priceRange });
    expect(parseTargetPrice('100000.01', true)).toEqual({ ok: false, message: WATCH_MESSAGES.priceRange });
    expect(parseTargetPrice('100000', true)).toEqual({ ok: true, fen: WATCH_LIMITS.targetPriceMaxFen });
    expect(WATCH_MESSAGES.priceRange).toBe('目标价须大于0且不超过100000.00元/扎');
  });
});

describe('alerts of a watch', () => {
  it('needs at least one alert', () => {
    expect(watchAlertsProblem('variety', { arrived: false, restock: false, targetPriceFen: null })).toBe('请至少选择一种提醒');
    expect(watchAlertsProblem('variety', { arrived: true, restock: false, targetPriceFen: null })).toBeNull();
    expect(watchAlertsProblem('supplier', { arrived: false, restock: false, targetPriceFen: 2000 })).toBeNull();
  });

  it('a lot is watched for its price or its stock, not for arriving', () => {
    expect(watchAlertsProblem('lot', { arrived: true, restock: false, targetPriceFen: 2000 })).toBe(WATCH_MESSAGES.lotArrives);
    expect(watchAlertsProblem('lot', { arrived: false, restock: true, targetPriceFen: null })).toBeNull();
  });

  it('refuses a target price out of range', () => {
    expect(watchAlertsProblem('variety', { arrived: false, restock: false, targetPriceFen: 0 })).toBe(WATCH_MESSAGES.priceRange);
    expect(watchAlertsProblem('variety', { arrived: false, restock: false, targetPriceFen: 12.5 })).toBe(WATCH_MESSAGES.priceRange);
  });

  it('says them as one line', () => {
    expect(watchAlertsText({ arrived: true, restock: true, targetPriceFen: 2500 })).toBe('到货 · ≤¥25.00/扎 · 补货');
    expect(watchAlertsText({ arrived: false, restock: false, targetPriceFen: 990 })).toBe('≤¥9.90/扎');
  });
});

describe('limits', () => {
  it('allows 50 watches a buyer', () => {
    expect(canAddWatch(49)).toBe(true);
    expect(canAddWatch(50)).toBe(false);
    expect(WATCH_MESSAGES.tooMany).toContain('50');
  });
});

describe('what an alert says and opens', () => {
  it('keys an alert once per watch, alert and auction day', () => {
    expect(watchAlertKey(12, 'price', '2026-11-29')).toBe('watch:12:price:2026-11-29');
    expect(watchAlertKey(12, 'price', '2026-11-30')).not.toBe(watchAlertKey(12, 'price', '2026-11-29'));
  });

  it('names the subject of a watch', () => {
    const base = { flwName: '卡罗拉', supplierId: null, supplierName: null, lotId: null, lengthText: null };
    expect(watchSubjectText({ ...base, target: 'variety', levelName: 'A' })).toBe('卡罗拉 · A级');
    expect(watchSubjectText({ ...base, target: 'variety', levelName: null })).toBe('卡罗拉 · 不限等级');
    expect(watchSubjectText({ ...base, target: 'variety', levelName: 'A', lengthText: '55-60cm' })).toBe('卡罗拉 · A级 · 55-60cm');
    expect(
      watchSubjectText({
        target: 'supplier',
        flwName: null,
        levelName: null,
        lengthText: null,
        supplierId: 'A1001',
        supplierName: '斗南花卉',
        lotId: null,
      }),
    ).toBe('斗南花卉（A1001）');
  });

  it('writes a price alert with the lot, its price and the target', () => {
    const message = watchAlertMessage({
      alert: 'price',
      subject: '卡罗拉 · A级',
      auctionDay: '2026-03-05',
      session: 'A',
      flwName: '卡罗拉',
      levelName: 'A',
      lengthText: '55-60cm',
      supplierName: '呈贡斗南花卉种植专业合作社',
      bunchPriceFen: 2000,
      bunches: 30,
      targetPriceFen: 2500,
      lots: 1,
    });
    expect(message.title).toBe('降价：卡罗拉 · A级 ¥20.00/扎');
    expect(message.body).toBe('3月5日 限时直供：呈贡斗南花卉种植专业合作社 卡罗拉 A级 55-60cm ¥20.00/扎，库存30扎（目标价 ¥25.00/扎）');
  });

  it('counts the lots of an arrival', () => {
    const message = watchAlertMessage({
      alert: 'arrived',
      subject: '卡罗拉 · 不限等级',
      auctionDay: '2026-11-29',
      session: 'C',
      flwName: '卡罗拉',
      levelName: 'B',
      lengthText: '',
      supplierName: '晋宁花农',
      bunchPriceFen: 1250,
      bunches: 8,
      targetPriceFen: null,
      lots: 3,
    });
    expect(message).toEqual({
      title: '到货：卡罗拉 · 不限等级',
      body: '11月29日 全天专区到货：晋宁花农 卡罗拉 B级 ¥12.50/扎，库存8扎，共3个批次',
    });
  });

  it('opens the lot on its product page, filtered to its grade and supplier', () => {
    const link = watchLotLink({ flwCode: 'C3061', session: 'A', levelName: 'A', supplierId: 'A1001' });
    const url = new URL(link, 'http://x');
    expect(url.pathname).toBe('/shopdetails');
    expect(JSON.parse(url.searchParams.get('listNow')!)).toEqual({ flwCode: 'C3061', supplierType: 'A' });
    expect(url.searchParams.get('level')).toBe('A');
    expect(url.searchParams.get('keyword')).toBe('A1001');
  });
});
