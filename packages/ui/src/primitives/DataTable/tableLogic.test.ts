import { describe, expect, it } from 'vitest';
import { ariaSort, moveIndex, nextSort, scrollTopToShow, selectAllState, selectRange, sortRows, toggleAll, toggleKey } from './tableLogic';

type Lot = { id: number; name: string; price: number };
const lots: Lot[] = [
  { id: 1, name: '卡罗拉', price: 120 },
  { id: 2, name: '雪山', price: 90 },
  { id: 3, name: '戴安娜', price: 120 },
  { id: 4, name: '粉佳人', price: 45 },
];
const columns = [{ key: 'name' }, { key: 'price', compare: (a: Lot, b: Lot) => a.price - b.price }];
const ids = (rows: readonly Lot[]) => rows.map((r) => r.id);

describe('sortRows', () => {
  it('sorts ascending and descending by the column compare, keeping equal rows in their order', () => {
    expect(ids(sortRows(lots, columns, { key: 'price', direction: 'asc' }))).toEqual([4, 2, 1, 3]);
    expect(ids(sortRows(lots, columns, { key: 'price', direction: 'desc' }))).toEqual([1, 3, 2, 4]);
  });

  it('leaves the rows as they came without a sort, for an unsortable or unknown column', () => {
    expect(sortRows(lots, columns, null)).toBe(lots);
    expect(sortRows(lots, columns, { key: 'name', direction: 'asc' })).toBe(lots);
    expect(sortRows(lots, columns, { key: 'weight', direction: 'desc' })).toBe(lots);
  });

  it('never mutates its input', () => {
    const copy = [...lots];
    sortRows(lots, columns, { key: 'price', direction: 'asc' });
    expect(lots).toEqual(copy);
  });
});

describe('nextSort and ariaSort', () => {
  it('cycles ascending → descending → none on one column', () => {
    const asc = nextSort(null, 'price');
    expect(asc).toEqual({ key: 'price', direction: 'asc' });
    const desc = nextSort(asc, 'price');
    expect(desc).toEqual({ key: 'price', direction: 'desc' });
    expect(nextSort(desc, 'price')).toBeNull();
  });

  it('starts another column ascending', () => {
    expect(nextSort({ key: 'price', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
  });

  it('names the sort for assistive technology', () => {
    expect(ariaSort({ key: 'price', direction: 'asc' }, 'price')).toBe('ascending');
    expect(ariaSort({ key: 'price', direction: 'desc' }, 'price')).toBe('descending');
    expect(ariaSort({ key: 'price', direction: 'desc' }, 'name')).toBe('none');
    expect(ariaSort(null, 'price')).toBe('none');
  });
});

describe('selection', () => {
  const order = [10, 20, 30, 40, 50, 60];

  it('toggles one key', () => {
    expect(toggleKey([10, 30], 20)).toEqual([10, 30, 20]);
    expect(toggleKey([10, 30], 10)).toEqual([30]);
  });

  it('selects every row between the anchor and the target, in either direction', () => {
    expect(selectRange(order, [20], 20, 50, true)).toEqual([20, 30, 40, 50]);
    expect(selectRange(order, [50], 50, 20, true)).toEqual([50, 20, 30, 40]);
  });

  it('clears a range when the shift-click unticks, keeping rows outside it', () => {
    expect(selectRange(order, [10, 20, 30, 40, 60], 20, 40, false)).toEqual([10, 60]);
  });

  it('changes only the target without an anchor, or when the anchor is no longer shown', () => {
    expect(selectRange(order, [], null, 30, true)).toEqual([30]);
    expect(selectRange(order, [10], 99, 30, true)).toEqual([10, 30]);
    expect(selectRange(order, [10], 10, 99, true)).toEqual([10]);
  });

  it('reports none, some or all for the header checkbox', () => {
    expect(selectAllState(order, [])).toBe('none');
    expect(selectAllState(order, [20, 99])).toBe('some');
    expect(selectAllState(order, [...order])).toBe('all');
    expect(selectAllState([], [1])).toBe('none');
  });

  it('selects every shown row from none or some, and clears from all', () => {
    expect(toggleAll(order, [])).toEqual(order);
    expect(toggleAll(order, [30])).toEqual(order);
    expect(toggleAll(order, [...order])).toEqual([]);
  });
});

describe('moveIndex', () => {
  it('moves one row with the arrows and stays within the rows', () => {
    expect(moveIndex(3, 'ArrowDown', 10, 5)).toBe(4);
    expect(moveIndex(3, 'ArrowUp', 10, 5)).toBe(2);
    expect(moveIndex(9, 'ArrowDown', 10, 5)).toBe(9);
    expect(moveIndex(0, 'ArrowUp', 10, 5)).toBe(0);
  });

  it('jumps to the ends and by a page', () => {
    expect(moveIndex(4, 'Home', 10_000, 10)).toBe(0);
    expect(moveIndex(4, 'End', 10_000, 10)).toBe(9_999);
    expect(moveIndex(4, 'PageDown', 10_000, 10)).toBe(14);
    expect(moveIndex(4, 'PageUp', 10_000, 10)).toBe(0);
  });

  it('starts on the first row (End: the last) when none is active, and gives -1 without rows', () => {
    expect(moveIndex(-1, 'ArrowDown', 10, 5)).toBe(0);
    expect(moveIndex(-1, 'ArrowUp', 10, 5)).toBe(0);
    expect(moveIndex(-1, 'End', 10, 5)).toBe(9);
    expect(moveIndex(2, 'ArrowDown', 0, 5)).toBe(-1);
  });
});

describe('scrollTopToShow', () => {
  // Rows (and the sticky header) 44 px high in a box 220 px high: the header and four rows show at once.
  it('keeps the offset when the row is whole in view below the header', () => {
    expect(scrollTopToShow(0, 44, 0, 220)).toBe(0);
    expect(scrollTopToShow(3, 44, 0, 220)).toBe(0);
    expect(scrollTopToShow(12, 44, 440, 220)).toBe(440);
  });

  it('scrolls down just enough to show a row below the box whole', () => {
    // Row 4 spans 220–264: the box must end at 264.
    expect(scrollTopToShow(4, 44, 0, 220)).toBe(44);
    // Row 15 spans 704–748.
    expect(scrollTopToShow(15, 44, 0, 220)).toBe(748 - 220);
  });

  it('scrolls up to put a row above the view right under the header, the header row never hiding it', () => {
    expect(scrollTopToShow(2, 44, 440, 220)).toBe(88);
    // Row 0 half under the header (scrolled 20 px): back to the top.
    expect(scrollTopToShow(0, 44, 20, 220)).toBe(0);
  });

  it('shows the top of a row in a box too low for it, and leaves the offset without a row', () => {
    expect(scrollTopToShow(5, 44, 0, 60)).toBe(220);
    expect(scrollTopToShow(-1, 44, 130, 220)).toBe(130);
  });
});
