/**
 * The pure rules of DataTable: sorting, the sort cycle, selection (toggle, shift ranges, select
 * all) and keyboard movement. No React, no DOM; every input explicit, no argument mutated.
 */

export type DataTableKey = string | number;
export type SortDirection = 'asc' | 'desc';
export type SortState = { readonly key: string; readonly direction: SortDirection } | null;
export type SelectAllState = 'none' | 'some' | 'all';

/** Anything with a key and, when sortable, a compare (ascending). */
export type SortableColumn<Row> = { readonly key: string; readonly compare?: (a: Row, b: Row) => number };

/**
 * The rows in `sort`'s order: a copy, stable (equal rows keep their order in both directions).
 * An unknown or unsortable column, or no sort, gives the rows as they came.
 */
export function sortRows<Row>(rows: readonly Row[], columns: readonly SortableColumn<Row>[], sort: SortState): readonly Row[] {
  if (!sort) return rows;
  const compare = columns.find((c) => c.key === sort.key)?.compare;
  if (!compare) return rows;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => sign * compare(a.row, b.row) || a.index - b.index)
    .map(({ row }) => row);
}

/** A click on a column header: ascending, then descending, then unsorted; another column starts ascending. */
export function nextSort(current: SortState, key: string): SortState {
  if (!current || current.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}

/** The aria-sort value of a column header. */
export function ariaSort(sort: SortState, key: string): 'ascending' | 'descending' | 'none' {
  if (!sort || sort.key !== key) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/** Adds a key when absent, removes it when present; the order of the others is kept. */
export function toggleKey(selected: readonly DataTableKey[], key: DataTableKey): DataTableKey[] {
  return selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key];
}

/**
 * A shift-click from `anchor` to `target` in the displayed order: every row between them (both
 * included) takes the state `select`. Without an anchor that is still displayed, only the
 * target changes. Keys outside the range keep their state.
 */
export function selectRange(
  orderedKeys: readonly DataTableKey[],
  selected: readonly DataTableKey[],
  anchor: DataTableKey | null,
  target: DataTableKey,
  select: boolean,
): DataTableKey[] {
  const to = orderedKeys.indexOf(target);
  if (to < 0) return [...selected];
  const from = anchor === null ? -1 : orderedKeys.indexOf(anchor);
  const [start, end] = from < 0 ? [to, to] : [Math.min(from, to), Math.max(from, to)];
  const range = orderedKeys.slice(start, end + 1);
  if (!select) {
    const drop = new Set(range);
    return selected.filter((k) => !drop.has(k));
  }
  const have = new Set(selected);
  return [...selected, ...range.filter((k) => !have.has(k))];
}

/** Whether none, some or all of the displayed rows are selected (the header checkbox). */
export function selectAllState(orderedKeys: readonly DataTableKey[], selected: readonly DataTableKey[]): SelectAllState {
  if (orderedKeys.length === 0) return 'none';
  const have = new Set(selected);
  const count = orderedKeys.filter((key) => have.has(key)).length;
  if (count === 0) return 'none';
  return count === orderedKeys.length ? 'all' : 'some';
}

/** The header checkbox: all selected → none; otherwise → every displayed row. */
export function toggleAll(orderedKeys: readonly DataTableKey[], selected: readonly DataTableKey[]): DataTableKey[] {
  return selectAllState(orderedKeys, selected) === 'all' ? [] : [...orderedKeys];
}

export type MoveKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End' | 'PageDown' | 'PageUp';

/**
 * Where a navigation key moves the active row among `count` rows (`pageSize` rows per PageUp/Down).
 * No active row yet: every key starts on the first row (End on the last). Always within the rows;
 * -1 when there are none.
 */
export function moveIndex(current: number, key: MoveKey, count: number, pageSize: number): number {
  if (count <= 0) return -1;
  const last = count - 1;
  const page = Math.max(1, pageSize);
  if (current < 0) return key === 'End' ? last : 0;
  const targets: Record<MoveKey, number> = {
    ArrowDown: current + 1,
    ArrowUp: current - 1,
    Home: 0,
    End: last,
    PageDown: current + page,
    PageUp: current - page,
  };
  return Math.min(last, Math.max(0, targets[key]));
}

export function isMoveKey(key: string): key is MoveKey {
  return key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End' || key === 'PageDown' || key === 'PageUp';
}

/**
 * The scroll offset of a table's box that brings row `index` into view below its sticky header row (each row, the
 * header too, `rowHeight` high; the box `boxHeight` high, scrolled to `scrollTop`): the offset it has when the row
 * is already whole in view, else the least scroll that shows it whole (a box too low for one row shows its top).
 */
export function scrollTopToShow(index: number, rowHeight: number, scrollTop: number, boxHeight: number): number {
  if (index < 0) return scrollTop;
  /** The row's top and bottom in the box's content (the header row comes first). */
  const top = (index + 1) * rowHeight;
  const bottom = top + rowHeight;
  /** The part of the box the header does not cover. */
  const viewTop = scrollTop + rowHeight;
  const viewBottom = scrollTop + boxHeight;
  if (top >= viewTop && bottom <= viewBottom) return scrollTop;
  if (top < viewTop || bottom - top > viewBottom - viewTop) return top - rowHeight;
  return bottom - boxHeight;
}
