import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../seed/catalog';
import { bannerSvg, escapeXml, flowerPalette, flowerSvg } from './art';

const wellFormed = (svg: string): void => {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  // No raw ampersand that is not an entity, no script.
  expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  expect(svg).not.toMatch(/<script/i);
  const opens = (svg.match(/<(svg|g|defs|text|radialGradient|linearGradient|title|tspan)[\s>]/g) ?? []).length;
  const closes = (svg.match(/<\/(svg|g|defs|text|radialGradient|linearGradient|title|tspan)>/g) ?? []).length;
  expect(closes).toBe(opens);
};

describe('flowerSvg', () => {
  const catalog = generateCatalog('2025-05-10');
  const styleOf = new Map(catalog.categories.map((c) => [c.id, catalog.styles.find((s) => s.id === c.styleId)?.name ?? '']));

  it('draws every variety deterministically, small and well-formed', () => {
    for (const v of catalog.varieties) {
      const svg = flowerSvg(v.flwCode, v.name, styleOf.get(v.categoryId) ?? '');
      expect(flowerSvg(v.flwCode, v.name, styleOf.get(v.categoryId) ?? '')).toBe(svg);
      wellFormed(svg);
      expect(svg).toContain('width="400" height="400"');
      expect(Buffer.byteLength(svg)).toBeLessThan(4096);
    }
  });

  it('draws the shape of the style', () => {
    const rose = flowerSvg('MG-0001', '卡罗拉', '玫瑰');
    const lily = flowerSvg('BH-0001', '西伯利亚', '百合');
    expect(rose).not.toBe(lily);
    expect(rose).toContain('<ellipse');
    expect(flowerSvg('XX-0001', '无名', '未知')).toContain('<svg');
  });

  it('takes colours from the variety name', () => {
    expect(flowerPalette('卡罗拉', '玫瑰').main).toBe('#a50f25');
    expect(flowerPalette('雪山', '玫瑰').main).toBe('#f8f6f0');
    expect(flowerPalette('粉佳人', '玫瑰').main).toBe('#f48fb1');
    expect(flowerPalette('香槟', '玫瑰').main).toBe('#efcfae');
    expect(flowerPalette('紫边桔梗', '洋桔梗').edge).toBe('#8e5bb5');
    expect(flowerPalette('彩虹玫瑰', '玫瑰').rainbow).toBe(true);
    const a = flowerPalette('某某', '玫瑰').main;
    expect(a).toMatch(/^#[0-9a-f]{6}$/);
    expect(flowerPalette('某某', '玫瑰').main).toBe(a);
  });

  it('escapes markup in names and codes', () => {
    const svg = flowerSvg('A&B<1>', '玫瑰 <b>&"红"', '玫瑰');
    wellFormed(svg);
    expect(svg).toContain('玫瑰 &lt;b&gt;&amp;&quot;红&quot;');
    expect(svg).toContain('A&amp;B&lt;1&gt;');
    expect(svg).not.toContain('<b>');
  });
});

describe('bannerSvg', () => {
  it('draws a 1200×360 banner with escaped CJK text', () => {
    const svg = bannerSvg(2, '会员专享 <折上折>', '满¥5,000 & 9.8折');
    wellFormed(svg);
    expect(svg).toContain('width="1200" height="360"');
    expect(svg).toContain('Noto Sans CJK SC');
    expect(svg).toContain('会员专享 &lt;折上折&gt;');
    expect(svg).toContain('满¥5,000 &amp; 9.8折');
    expect(bannerSvg(2, 'a', 'b')).toBe(bannerSvg(2, 'a', 'b'));
    expect(bannerSvg(1, 'a', 'b')).not.toBe(bannerSvg(2, 'a', 'b'));
    expect(Buffer.byteLength(svg)).toBeLessThan(4096);
  });

  it('accepts any banner number', () => {
    wellFormed(bannerSvg(0, 't', 's'));
    wellFormed(bannerSvg(-3, 't', 's'));
    wellFormed(bannerSvg(9, 't', 's'));
    wellFormed(bannerSvg(Number.NaN, 't', 's'));
  });

  it('escapes all five XML characters', () => {
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  });
});
