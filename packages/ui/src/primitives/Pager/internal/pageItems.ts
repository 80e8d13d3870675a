/** One slot of the pager: a page number or a gap ("…") between numbers. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: 'start' | 'end' };

/** Number of pages for `total` items at `pageSize` per page (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(pageSize) || pageSize <= 0 || total <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Clamps a page number into 1…count. */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, count));
}

/**
 * The slots to draw: always the first and last page, `siblings` pages either side of the
 * current one, and a gap where numbers are skipped. A gap never hides a single page (that page
 * is shown instead), so the number of slots stays constant while paging through the middle.
 */
export function pageItems(page: number, count: number, siblings = 2): PageItem[] {
  const last = Math.max(1, Math.trunc(count));
  const current = clampPage(page, last);
  const slots = 2 * siblings + 5; // first, last, current, siblings, two gaps

  if (last <= slots) {
    return Array.from({ length: last }, (_, i) => ({ kind: 'page', page: i + 1 }));
  }

  const pages = (from: number, to: number): PageItem[] =>
    Array.from({ length: to - from + 1 }, (_, i) => ({ kind: 'page', page: from + i }));

  const leftEdge = current - siblings <= 3;
  const rightEdge = current + siblings >= last - 2;

  if (leftEdge) {
    return [...pages(1, slots - 2), { kind: 'gap', key: 'end' }, { kind: 'page', page: last }];
  }
  if (rightEdge) {
    return [{ kind: 'page', page: 1 }, { kind: 'gap', key: 'start' }, ...pages(last - (slots - 3), last)];
  }
  return [
    { kind: 'page', page: 1 },
    { kind: 'gap', key: 'start' },
    ...pages(current - siblings, current + siblings),
    { kind: 'gap', key: 'end' },
    { kind: 'page', page: last },
  ];
}
