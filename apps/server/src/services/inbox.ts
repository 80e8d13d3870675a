/**
 * One inbox (消息中心, issue 33): the one way a business change tells a buyer about it.
 *
 * `postInbox(tx, posts)` writes messages in the caller's transaction — a transactional outbox: the message exists
 * exactly when the change it tells of committed. Decisions:
 * - One statement for any number of posts (the rush's group commit and watch33's alerts post thousands at once): the
 *   rows travel as one jsonb parameter, `insert … select … from jsonb_to_recordset($1) … on conflict (buyer_id, key) do
 *   nothing returning …`, so the text never depends on the count.
 * - `key` is the poster's idempotency key (unique per buyer): a retried action, a job run twice or a request repeated
 *   posts nothing new. Keys name the event, e.g. `order.paid:<mainId>`, `claim.decided:<claimId>:<status>`.
 * - The caller's transaction may be a Drizzle transaction or a raw pg client inside `begin` (the group commit,
 *   services/purchaseBatch.ts, and the standing runner write through raw clients): `InboxTx` takes both.
 * - The live count: migration 0024's statement-level trigger announces on the channel "inbox" the buyers whose
 *   messages were inserted, read or deleted; PostgreSQL delivers it at commit (never for a rolled-back change), so
 *   every server instance (live/stockFeed.ts LISTENs) pushes those buyers' counts to their open streams.
 * - Delivery beyond the page (push, SMS) is queued in the same transaction by `queueDeliveries` (services/
 *   inboxDelivery.ts, notify33's), with the rows actually inserted, so a repeat queues nothing twice and a failed push
 *   never loses the message.
 * - `at` is the market clock's time of the event (ctx.clock.now()); without it the database's now().
 */
import { INBOX_UNREAD_CAP, type InboxKind } from '@huashi/domain';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { DbOrTx } from '../db/client';
import { queueDeliveries } from './inboxDelivery';

export type InboxPost = {
  buyerId: number;
  kind: InboxKind;
  title: string;
  body: string;
  /** A path of the buyer app (packages/domain `inboxLinks`). */
  link: string;
  /** Idempotency key, unique per buyer. */
  key: string;
  /** When it happened on the market clock (default: the database's now()). */
  at?: Date;
};

/** A message as inserted (what queueDeliveries gets). */
export type InboxRow = {
  id: number;
  buyerId: number;
  kind: InboxKind;
  title: string;
  body: string;
  link: string;
  key: string;
  createdAt: Date;
};

/** A transaction of the caller: Drizzle's, or a raw pg client inside `begin`. */
export type InboxTx = DbOrTx | pg.ClientBase;

const dialect = new PgDialect();

/** Runs a Drizzle `sql` statement on either kind of transaction and returns its rows. */
export async function execOn<T extends Record<string, unknown>>(tx: InboxTx, statement: SQL): Promise<T[]> {
  if ('execute' in tx) {
    const result = await tx.execute<T>(statement);
    return result.rows;
  }
  const query = dialect.sqlToQuery(statement);
  const result = await tx.query<T>(query.sql, query.params);
  return result.rows;
}

type RawRow = {
  id: string | number;
  buyer_id: number;
  kind: InboxKind;
  title: string;
  body: string;
  link: string;
  key: string;
  created_at: Date | string;
};

/**
 * Posts messages in the caller's transaction; returns how many were new (a key already posted to that buyer is
 * skipped). Two posts of one call with the same buyer and key post once.
 */
export async function postInbox(tx: InboxTx, posts: readonly InboxPost[]): Promise<number> {
  if (posts.length === 0) return 0;
  const json = JSON.stringify(
    posts.map((p) => ({
      buyer_id: p.buyerId,
      kind: p.kind,
      title: p.title,
      body: p.body,
      link: p.link,
      key: p.key,
      at: p.at ? p.at.toISOString() : null,
    })),
  );
  const raw = await execOn<RawRow>(
    tx,
    sql`insert into inbox_messages (buyer_id, kind, title, body, link, key, created_at)
        select distinct on (p.buyer_id, p.key) p.buyer_id, p.kind, p.title, p.body, p.link, p.key, coalesce(p.at, now())
        from jsonb_to_recordset(${json}::jsonb)
          as p(buyer_id int, kind text, title text, body text, link text, key text, at timestamptz)
        order by p.buyer_id, p.key
        on conflict (buyer_id, key) do nothing
        returning id, buyer_id, kind, title, body, link, key, created_at`,
  );
  if (raw.length === 0) return 0;
  const rows: InboxRow[] = raw.map((r) => ({
    id: Number(r.id),
    buyerId: r.buyer_id,
    kind: r.kind,
    title: r.title,
    body: r.body,
    link: r.link,
    key: r.key,
    createdAt: new Date(r.created_at),
  }));
  await queueDeliveries(tx, rows);
  return rows.length;
}

/** The buyer's unread messages, counted up to INBOX_UNREAD_CAP. */
export async function unreadCount(tx: InboxTx, buyerId: number): Promise<number> {
  const [row] = await execOn<{ n: number }>(
    tx,
    sql`select count(*)::int as n from (
          select 1 from inbox_messages where buyer_id = ${buyerId} and read_at is null limit ${INBOX_UNREAD_CAP}
        ) u`,
  );
  return row?.n ?? 0;
}
