import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageItems, type PageItem } from './internal/pageItems';

/** Renders slots as text, e.g. "1 2 3 … 10". */
const show = (items: PageItem[]) => items.map((i) => (i.kind === 'page' ? String(i.page) : '…')).join(' ');

describe('pageCount', () => {
  it('rounds up and is at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(151, 15)).toBe(11);
  });

  it('treats nonsense sizes as one page', () => {
    expect(pageCount(100, 0)).toBe(1);
    expect(pageCount(Number.NaN, 10)).toBe(1);
    expect(pageCount(-5, 10)).toBe(1);
  });
});

describe('clampPage', () => {
  it('keeps the page inside 1…count', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3.7, 5)).toBe(3);
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });
});

describe('pageItems', () => {
  it('lists every page when they all fit', () => {
    expect(show(pageItems(1, 1))).toBe('1');
    expect(show(pageItems(4, 9))).toBe('1 2 3 4 5 6 7 8 9');
  });

  it('puts a gap before the last page near the start', () => {
    expect(show(pageItems(1, 20))).toBe('1 2 3 4 5 6 7 … 20');
    expect(show(pageItems(5, 20))).toBe('1 2 3 4 5 6 7 … 20');
  });

  it('puts gaps on both sides in the middle', () => {
    expect(show(pageItems(10, 20))).toBe('1 … 8 9 10 11 12 … 20');
    expect(show(pageItems(6, 20))).toBe('1 … 4 5 6 7 8 … 20');
  });

  it('puts a gap after the first page near the end', () => {
    expect(show(pageItems(20, 20))).toBe('1 … 14 15 16 17 18 19 20');
    expect(show(pageItems(16, 20))).toBe('1 … 14 15 16 17 18 19 20');
  });

  it('keeps the same number of slots while paging', () => {
    for (let page = 1; page <= 30; page += 1) expect(pageItems(page, 30)).toHaveLength(9);
  });

  it('never hides a single page behind a gap', () => {
    for (let page = 1; page <= 30; page += 1) {
      const items = pageItems(page, 30);
      items.forEach((item, i) => {
        const before = items[i - 1];
        const after = items[i + 1];
        if (item.kind === 'gap' && before?.kind === 'page' && after?.kind === 'page') {
          expect(after.page - before.page).toBeGreaterThan(2);
        }
      });
    }
  });

  it('clamps an out-of-range page', () => {
    expect(show(pageItems(99, 20))).toBe(show(pageItems(20, 20)));
  });

  it('honours a smaller sibling count', () => {
    expect(show(pageItems(10, 20, 1))).toBe('1 … 9 10 11 … 20');
  });
});
