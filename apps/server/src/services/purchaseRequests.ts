/**
 * Retention of purchase_requests (issue 30): the idempotency rows of purchases (the buyer's purchase sign) and of the
 * operator's checkout (`operator:<signId>:<requestKey>`) are deleted once nothing can ask for them again. A year keeps
 * 2.9 M of them otherwise, read by nothing but the same key's repeat.
 *
 * Decisions:
 * - What reads a row: a repeat of its key. A buyer's sign is accepted for 5 minutes; a repeat after that gets the
 *   first answer from the row while it is kept, and afterwards the sign's own refusal (签名已过期) — never a second
 *   order, because the expired sign is refused before anything is placed. An operator's requestKey lives as long as
 *   its sign, at most 30 days (SIGN_TTL_CHOICES): a repeat within that must find its row, or it would place the order
 *   again. So rows are kept PURCHASE_REQUEST_KEEP_DAYS (35) days, a margin over the longest operator sign.
 * - Small batches (PURCHASE_REQUEST_BATCH rows per statement, each its own transaction) so no lock or WAL burst is
 *   held long while purchases insert; at most PURCHASE_REQUEST_MAX_BATCHES a run, the rest at the next run.
 * - No index on created_at (it would cost every purchase): a batch reads the table's oldest rows first, which are the
 *   ones to delete, and stops at the batch size.
 * - Several instances may run it at once: a row deleted by one is skipped by the other; nothing needs a lock.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

export const PURCHASE_REQUEST_KEEP_DAYS = 35;
export const PURCHASE_REQUEST_BATCH = 5_000;
export const PURCHASE_REQUEST_MAX_BATCHES = 200;
/** How often the server runs the retention (routes/cart.ts). */
export const PURCHASE_REQUEST_RETENTION_EVERY_MS = 3600 * 1000;

/** Deletes the purchase requests older than the kept days at `now`, a batch at a time; answers how many. */
export async function deleteOldPurchaseRequests(
  db: DbOrTx,
  now: Date,
  { batch = PURCHASE_REQUEST_BATCH, maxBatches = PURCHASE_REQUEST_MAX_BATCHES } = {},
): Promise<number> {
  const before = new Date(now.getTime() - PURCHASE_REQUEST_KEEP_DAYS * 86_400_000);
  let deleted = 0;
  for (let i = 0; i < maxBatches; i++) {
    const result = await db.execute(
      sql`delete from purchase_requests where sign in (select sign from purchase_requests where created_at < ${before} limit ${batch})`,
    );
    const n = result.rowCount ?? 0;
    deleted += n;
    if (n < batch) break;
  }
  return deleted;
}
