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
import type { InboxPage } from '@huashi/api';
import {
  INBOX_KINDS,
  INBOX_PAGE_SIZE,
  INBOX_UNREAD_CAP,
  inboxHref,
  inboxKeepCutoff,
  isInboxKind,
  type InboxKind,
} from '@huashi/domain';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { prepared } from '../db/bulk';
import type { DbOrTx } from '../db/client';
import { inboxMessages } from '../db/schema';
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
  // A raw client is the hot path's (the group commit): a named statement, parsed once per connection (db/bulk.ts).
  const query = dialect.sqlToQuery(statement);
  const result = await tx.query<T>(prepared('inbox', query.sql, query.params));
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

// ---------------------------------------------------------------- the buyer's inbox

/** A page of the buyer's messages, newest first, after `cursor` ("<epoch ms>_<id>" of the last one shown). */
export async function listInbox(
  db: DbOrTx,
  buyerId: number,
  opts: { cursor: string | null; unread: boolean; limit?: number },
): Promise<InboxPage> {
  const limit = opts.limit ?? INBOX_PAGE_SIZE;
  const where = [eq(inboxMessages.buyerId, buyerId)];
  if (opts.unread) where.push(isNull(inboxMessages.readAt));
  const after = parseCursor(opts.cursor);
  if (after) {
    where.push(sql`(${inboxMessages.createdAt}, ${inboxMessages.id}) < (${after.at}::timestamptz, ${after.id}::bigint)`);
  }
  const [rows, unread] = await Promise.all([
    db
      .select()
      .from(inboxMessages)
      .where(and(...where))
      .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
      .limit(limit + 1),
    unreadCount(db, buyerId),
  ]);
  const shown = rows.slice(0, limit);
  const list = shown.map((r) => ({
    id: r.id,
    kind: isInboxKind(r.kind) ? r.kind : INBOX_KINDS[0],
    title: r.title,
    body: r.body,
    link: inboxHref(isInboxKind(r.kind) ? r.kind : INBOX_KINDS[0], r.link),
    createdAt: r.createdAt.toISOString(),
    read: r.readAt !== null,
    cursor: `${r.createdAt.getTime()}_${r.id}`,
  }));
  return { list, next: rows.length > limit ? (list.at(-1)?.cursor ?? null) : null, unread };
}

function parseCursor(cursor: string | null): { at: string; id: number } | null {
  const match = cursor ? /^(\d+)_(\d+)$/.exec(cursor) : null;
  if (!match) return null;
  const at = new Date(Number(match[1]));
  return Number.isNaN(at.getTime()) ? null : { at: at.toISOString(), id: Number(match[2]) };
}

/** Marks the buyer's message `id` read (another buyer's id, or one already read, changes nothing); answers the count. */
export async function readInbox(db: DbOrTx, now: Date, buyerId: number, id: number): Promise<number> {
  await db
    .update(inboxMessages)
    .set({ readAt: now })
    .where(and(eq(inboxMessages.id, id), eq(inboxMessages.buyerId, buyerId), isNull(inboxMessages.readAt)));
  return unreadCount(db, buyerId);
}

/** 全部已读: every unread message of the buyer read at `now`; answers the count (0). */
export async function readAllInbox(db: DbOrTx, now: Date, buyerId: number): Promise<number> {
  await db
    .update(inboxMessages)
    .set({ readAt: now })
    .where(and(eq(inboxMessages.buyerId, buyerId), isNull(inboxMessages.readAt)));
  return unreadCount(db, buyerId);
}

// ---------------------------------------------------------------- the 90-day sweep

/** How often the server sweeps (routes/inbox.ts registers it, as cart.ts does the purchase requests' retention). */
export const INBOX_SWEEP_EVERY_MS = 3600 * 1000;
export const INBOX_SWEEP_BATCH = 5_000;
export const INBOX_SWEEP_MAX_BATCHES = 200;

/**
 * Deletes the messages posted more than INBOX_KEEP_DAYS before `now`, a batch at a time (each its own statement, so no
 * long lock while posts insert); at most INBOX_SWEEP_MAX_BATCHES a run, the rest at the next. Several instances may run
 * it at once: a row deleted by one is skipped by the other. Answers how many it deleted.
 */
export async function sweepInbox(
  db: DbOrTx,
  now: Date,
  { batch = INBOX_SWEEP_BATCH, maxBatches = INBOX_SWEEP_MAX_BATCHES } = {},
): Promise<number> {
  const before = inboxKeepCutoff(now);
  let deleted = 0;
  for (let i = 0; i < maxBatches; i++) {
    const result = await db.execute(
      sql`delete from inbox_messages where id in (
            select id from inbox_messages where created_at < ${before} order by created_at limit ${batch}
          )`,
    );
    const n = result.rowCount ?? 0;
    deleted += n;
    if (n < batch) break;
  }
  return deleted;
}
