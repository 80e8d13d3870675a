import { fn } from 'storybook/test';

/**
 * Stories only: a server-paged list's props (ServerPageProps) showing all of `rows` as its first page — the desks'
 * stories all start there, so they say it once.
 */
export function firstPageArgs<Row>(rows: readonly Row[], pageSize = 20) {
  return { rows, total: rows.length, page: 1, pageSize, onPageChange: fn() };
}
