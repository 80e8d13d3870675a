/**
 * Keyset reading for exports (issue 30): a long list read in batches, each batch continuing after the last row of
 * the one before — never OFFSET, which re-reads and throws away every earlier row on each page (a list of n rows in
 * pages of b costs n²/2b rows read). The cursor is the last row's id; the query turns it into its sort key itself
 * (`rowAfter`), reading the key's timestamps from the row in the database: a JavaScript Date keeps milliseconds and
 * PostgreSQL's timestamps hold microseconds, so a key carried through JavaScript could skip or repeat rows.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Every batch of a list, read by `read(afterId, limit)` until a batch comes back short; `afterId` is null for the
 * first batch, then the `id` of the last row read.
 */
export async function* keysetBatches<R>(
  read: (afterId: number | null, limit: number) => Promise<R[]>,
  id: (row: R) => number,
  limit: number,
): AsyncGenerator<R[]> {
  let afterId: number | null = null;
  for (;;) {
    const rows = await read(afterId, limit);
    if (rows.length > 0) yield rows;
    if (rows.length < limit) return;
    afterId = id(rows[rows.length - 1]!);
  }
}

/**
 * The rows after the row `afterId` of `table` in the order `at` then id, both ascending (`direction` 'asc') or both
 * descending ('desc', PostgreSQL's NULLS FIRST, as `order by at desc, id desc` sorts). `at` may be null.
 */
export function rowAfter(table: PgTable, id: AnyColumn, at: AnyColumn, afterId: number, direction: 'asc' | 'desc'): SQL {
  const key = sql`(select ${at} from ${table} where ${id} = ${afterId})`;
  // asc sorts NULLS LAST: after a null key only nulls of a greater id; after a value, greater values, then the nulls.
  // desc sorts NULLS FIRST: after a null key the smaller ids of the nulls, then every value; after a value, smaller.
  return direction === 'asc'
    ? sql`((${at} is not distinct from ${key} and ${id} > ${afterId}) or ${at} > ${key} or (${at} is null and ${key} is not null))`
    : sql`((${at} is not distinct from ${key} and ${id} < ${afterId}) or ${at} < ${key} or (${key} is null and ${at} is not null))`;
}
