import { describe, expect, it } from 'vitest';
import { generateCatalog } from './catalog';
import { BANNERS, generateContent } from './content';

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

  it('only points images at media that exist', () => {
    const codes = new Set(generateCatalog('2025-05-10').varieties.map((v) => v.flwCode));
    const banners = new Set(BANNERS.map((b) => `/media/banners/${b.n}.svg`));
    for (const n of content.notices) {
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
