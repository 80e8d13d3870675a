/**
 * One inbox (消息中心, issue 33): every message posted to a buyer (services/inbox.ts `postInbox`).
 *
 * - `key` is the poster's idempotency key: unique per buyer, so a retried action (or a job run twice) posts its message
 *   exactly once (`on conflict (buyer_id, key) do nothing`).
 * - The list reads newest first by (created_at, id) with a keyset; the unread count reads the partial index of unread
 *   rows (counted up to INBOX_UNREAD_CAP, never the whole history).
 * - Kept INBOX_KEEP_DAYS days: the sweep deletes by created_at (the list index's second column serves it per buyer; the
 *   sweep's own index is created_at alone).
 * - Migration 0024 adds a statement-level trigger announcing on the channel "inbox" the buyers whose messages were
 *   inserted, read or deleted, delivered at commit, so every instance pushes their unread counts.
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { buyers } from './accounts';
import { createdAt, ts } from './columns';

export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    /** One of INBOX_KINDS (packages/domain inbox.ts). */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path of the buyer app the message opens. */
    link: text('link').notNull(),
    /** The poster's idempotency key, unique per buyer (e.g. "order.paid:123"). */
    key: text('key').notNull(),
    createdAt: createdAt(),
    readAt: ts('read_at'),
  },
  (t) => [
    uniqueIndex('inbox_messages_buyer_key_uq').on(t.buyerId, t.key),
    index('inbox_messages_buyer_time_idx').on(t.buyerId, t.createdAt.desc(), t.id.desc()),
    index('inbox_messages_unread_idx')
      .on(t.buyerId)
      .where(sql`${t.readAt} is null`),
    index('inbox_messages_created_idx').on(t.createdAt),
  ],
);
