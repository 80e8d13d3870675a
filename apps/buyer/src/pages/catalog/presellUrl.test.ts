import { describe, expect, it } from 'vitest';
import { urlFor, urlSearch } from '../../urlState';
import { onTab, presellCodec, readPresellView, withFilters, zoneOf, zoneQueryOf, zoneWithoutCounts } from './presellUrl';

const q = (shops: unknown, extra = '') => `shops=${encodeURIComponent(JSON.stringify(shops))}${extra}`;

describe('/presell view in the URL', () => {
  it('reads a plain /presell as 限时直供, no filters, page 1', () => {
    const view = readPresellView('');
    expect(view.supplierType).toBeNull();
    expect(zoneOf(view)).toBe('A');
    expect(view.filters).toEqual({
      styleId: null,
      cateId: null,
      recommended: false,
      followed: false,
      description: '',
      level: '',
      price: '',
    });
    expect(view.page).toBe(1);
    expect(urlFor('/presell', presellCodec, view)).toBe('/presell');
  });

  it('round-trips tab, form, category, every filter, keyword and page', () => {
    const view = withFilters(onTab(readPresellView(''), 'C'), {
      styleId: 2,
      cateId: 12,
      recommended: true,
      followed: true,
      description: 'with',
      level: 'B',
      price: 'desc',
    });
    const full = { ...view, keyword: '卡罗拉', page: 3 };
    const search = urlSearch(presellCodec, full);
    expect(new URLSearchParams(search).get('page')).toBe('3');
    expect(JSON.parse(new URLSearchParams(search).get('shops') ?? '')).toMatchObject({ supplierType: 'C', styleId: 2, cateId: 12 });
    expect(readPresellView(search)).toEqual(full);
  });

  it('reads the spec’s shops JSON written by other pages (ids as strings too)', () => {
    const view = readPresellView(q({ styleId: '3', cateId: 7, keyword: ' 玫瑰 ', supplierType: 'c' }));
    expect(zoneOf(view)).toBe('C');
    expect(view.filters.styleId).toBe(3);
    expect(view.filters.cateId).toBe(7);
    expect(view.keyword).toBe('玫瑰');
  });

  it('falls back to defaults for broken or hostile values and never throws', () => {
    for (const search of [
      'shops=%7Bnot-json',
      'shops=[1,2]',
      'shops=null',
      q({ styleId: -1, cateId: 'x', level: 'Z', price: 'up', description: 1, supplierType: 'Q' }, '&page=abc'),
      q({ styleId: 1.5, recommended: 'yes' }, '&page=999999'),
      'page=-3',
    ]) {
      const view = readPresellView(search);
      expect(view.filters.level).toBe('');
      expect(view.filters.price).toBe('');
      expect(view.filters.description).toBe('');
      expect(view.filters.styleId).toBeNull();
      expect(view.filters.recommended).toBe(false);
      expect(view.supplierType).toBeNull();
      expect(view.page).toBe(1);
    }
  });

  it('a category without its form is dropped', () => {
    expect(readPresellView(q({ cateId: 9 })).filters.cateId).toBeNull();
  });

  it('changing tab or filters starts again at page 1', () => {
    const deep = { ...readPresellView(q({ supplierType: 'B' })), page: 4 };
    expect(onTab(deep, 'C')).toMatchObject({ supplierType: 'C', page: 1 });
    expect(withFilters(deep, { ...deep.filters, price: 'asc' }).page).toBe(1);
  });

  it('knows the zone without counting unless a search names none', () => {
    expect(zoneWithoutCounts(readPresellView(''))).toBe('A');
    expect(zoneWithoutCounts(readPresellView(q({ supplierType: 'C' })))).toBe('C');
    expect(zoneWithoutCounts(readPresellView(q({ supplierType: 'B' })))).toBe('A');
    expect(zoneWithoutCounts(readPresellView(q({ keyword: '玫瑰' })))).toBeNull();
    expect(zoneWithoutCounts(readPresellView(q({ keyword: '玫瑰', supplierType: 'C' })))).toBe('C');
  });

  it('asks the list for the view’s filters, B as a supplier filter, and the search', () => {
    const view = readPresellView(q({ supplierType: 'B', keyword: '玫瑰', level: 'A', price: 'asc' }));
    expect(zoneQueryOf(view)).toEqual({
      supplierType: 'B',
      styleId: undefined,
      cateId: undefined,
      flwCode: undefined,
      keyword: '玫瑰',
      recommended: undefined,
      followed: undefined,
      description: undefined,
      level: 'A',
      price: 'asc',
    });
    expect(zoneQueryOf(readPresellView(q({ supplierType: 'C' }))).supplierType).toBeUndefined();
  });
});
