/** Notices and news (§3 Notice): every write sanitises the HTML first (sanitise on write). */
import { eq } from 'drizzle-orm';
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

/** Changes one notice, its HTML sanitised like every write; `db` may be a transaction. The updated row, or undefined. */
export async function updateNotice(db: Pick<Db, 'update'>, id: number, changes: Partial<Omit<NoticeInput, 'id'>>) {
  const clean = {
    ...changes,
    ...(changes.title === undefined ? {} : { title: changes.title.trim() }),
    ...(changes.contentHtml === undefined ? {} : { contentHtml: sanitizeNoticeHtml(changes.contentHtml) }),
  };
  const [row] = await db.update(notices).set(clean).where(eq(notices.id, id)).returning();
  return row;
}
