import { describe, expect, it } from 'vitest';
import { generateCatalog } from './catalog';
import { BANNERS, generateContent, newsForMonth } from './content';

const NOW = new Date('2025-05-10T03:00:00.000Z');

describe('generateContent', () => {
  const content = generateContent(NOW);

  it('is deterministic for the same now', () => {
    expect(generateContent(new Date(NOW.getTime()))).toEqual(content);
  });

  it('has news and announcements within the last 60 days', () => {
    expect(content.notices.length).toBeGreaterThanOrEqual(12);
    expect(content.notices.some((n) => n.type === 1)).toBe(true);
    expect(content.notices.some((n) => n.type === 2)).toBe(true);
    for (const n of content.notices) {
      const t = n.beginTime.getTime();
      expect(t).toBeLessThanOrEqual(NOW.getTime());
      expect(t).toBeGreaterThanOrEqual(NOW.getTime() - 60 * 86_400_000);
      expect(n.contentHtml).toContain('<p>');
      expect(n.contentHtml).not.toMatch(/<script|on\w+=/i);
    }
    expect(new Set(content.notices.map((n) => n.title)).size).toBe(content.notices.length);
  });

  it('only points images at media that exist, in every month', () => {
    const codes = new Set(generateCatalog('2025-05-10').varieties.map((v) => v.flwCode));
    const banners = new Set(BANNERS.map((b) => `/media/banners/${b.n}.svg`));
    const all = Array.from({ length: 12 }, (_, i) => generateContent(new Date(Date.UTC(2026, i, 15, 4))).notices).flat();
    for (const n of all) {
      for (const [, src] of n.contentHtml.matchAll(/<img src="([^"]+)"/g)) {
        const flower = /^\/media\/flowers\/(.+)\.svg$/.exec(src ?? '');
        expect(flower ? codes.has(flower[1] ?? '') : banners.has(src ?? '')).toBe(true);
      }
    }
  });

  it('has 3-4 banners linking into the app', () => {
    expect(content.adverts.length).toBeGreaterThanOrEqual(3);
    expect(content.adverts.length).toBeLessThanOrEqual(4);
    for (const a of content.adverts) {
      expect(a.imageUrl).toMatch(/^\/media\/banners\/\d+\.svg$/);
      expect(a.pcLink).toMatch(/^\/[a-z]+/);
    }
  });

  it('has member levels 0-4 with falling discounts', () => {
    expect(content.memberLevels.map((l) => l.level)).toEqual([0, 1, 2, 3, 4]);
    expect(content.memberLevels.map((l) => l.discountTenths)).toEqual([100, 98, 97, 95, 93]);
  });
});

/** Words that date a notice, and the months (of the seed day) they may appear in. */
const SEASON_WORDS: Record<string, readonly number[]> = {
  元旦: [12, 1],
  春节: [1, 2],
  年宵: [1, 2],
  情人节: [1, 2],
  妇女节: [2, 3],
  清明: [3, 4],
  郁金香上市: [3, 4],
  母亲节: [4, 5],
  '520': [5, 6],
  毕业: [5, 6],
  绣球进入旺季: [6, 7, 8],
  七夕: [7, 8],
  教师节: [8, 9],
  国庆: [9, 10],
  秋冬: [10, 11],
  降温: [11, 12, 1, 2],
  圣诞: [11, 12],
  雨季: [6, 7, 8],
  回暖: [3, 4, 5],
};

/** Noon in Kunming on the 15th of a month of 2026. */
const midMonth = (month: number) => new Date(`2026-${String(month).padStart(2, '0')}-15T12:00:00+08:00`);

describe('notices fit the seed day’s season', () => {
  for (let month = 1; month <= 12; month += 1) {
    it(`month ${month}: no out-of-season titles, enough news and announcements`, () => {
      const { notices } = generateContent(midMonth(month));
      expect(notices.length).toBeGreaterThanOrEqual(12);
      expect(new Set(notices.map((n) => n.title)).size).toBe(notices.length);
      for (const n of notices) {
        for (const [word, months] of Object.entries(SEASON_WORDS)) {
          if (n.title.includes(word) || n.contentHtml.includes(word))
            expect(months, `${n.title} (${word}) in month ${month}`).toContain(month);
        }
      }
    });
  }

  it('a November day has no 母亲节备货 or 情人节行情, and has the season’s own news', () => {
    const titles = generateContent(new Date('2026-11-17T11:45:00+08:00')).notices.map((n) => n.title);
    expect(titles.join()).not.toMatch(/母亲节|情人节|七夕|妇女节|春节/);
    expect(titles.some((t) => t.includes('圣诞') || t.includes('秋冬') || t.includes('降温'))).toBe(true);
  });

  it('a May day brings the 母亲节 guide', () => {
    expect(newsForMonth(5).map((n) => n.title)).toContain('母亲节备货指南：康乃馨价格走势与采购建议');
  });

  it('dates every notice relative to the seed day', () => {
    const now = midMonth(3);
    const later = new Date(now.getTime() + 100 * 86_400_000);
    const shift = (d: Date) => generateContent(d).notices.map((n) => now.getTime() - n.beginTime.getTime());
    expect(shift(now).every((ms) => ms >= 0 && ms <= 60 * 86_400_000)).toBe(true);
    const laterAges = generateContent(later).notices.map((n) => later.getTime() - n.beginTime.getTime());
    expect(laterAges.every((ms) => ms >= 0 && ms <= 60 * 86_400_000)).toBe(true);
  });
});
