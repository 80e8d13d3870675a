/** Notices and news (§3 Notice): every write sanitises the HTML first (sanitise on write). */
import type { Db } from '../db/client';
import { notices } from '../db/schema';
import { sanitizeNoticeHtml } from '../content/sanitize';

export type NoticeInput = typeof notices.$inferInsert;

/** Inserts notices with their HTML sanitised; `db` may be a transaction. */
export async function insertNotices(db: Pick<Db, 'insert'>, rows: readonly NoticeInput[]) {
  if (rows.length === 0) return [];
  return db
    .insert(notices)
    .values(rows.map((row) => ({ ...row, title: row.title.trim(), contentHtml: sanitizeNoticeHtml(row.contentHtml) })))
    .returning({ id: notices.id });
}
