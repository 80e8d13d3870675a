/**
 * The migrations (issue 29): applied at start-up by every instance, under one lock, and the level /api/ready compares.
 *
 * - Applying. Drizzle's migrator (drizzle-orm 0.45, pg-core/dialect.js `migrate`) takes no lock: it reads the last
 *   applied migration, then applies the newer ones in one transaction. Two instances starting at once on a database
 *   would both read the same level and both apply (the second fails on the objects the first created, or on the
 *   migrations table itself). So `migrateDb` holds a session-level PostgreSQL advisory lock (MIGRATION_LOCK_KEY) on a
 *   connection of its own — not one of the pool's, so a pool of one connection cannot wait on itself — around the
 *   migrator: the second instance waits, then finds nothing left to apply.
 * - Level. Drizzle records each applied migration in drizzle.__drizzle_migrations with `created_at` = the journal
 *   entry's `when` (drizzle/meta/_journal.json), and applies whatever is newer than the last one recorded. The build's
 *   level is the last entry of its journal; the database's is the newest `created_at`. Equal: current. The database
 *   older (or no table): `behind` — this build needs migrations the database lacks (a restore of an older backup, a
 *   database swapped under the server) and must not serve. The database newer: `ahead` — a newer build migrated it
 *   while this one still serves, the normal middle of a rolling upgrade (README "Upgrading": migrations expand, so the
 *   previous build keeps working on the newer schema); such an instance stays ready, and says so.
 * - Waiting. The lock is asked for every LOCK_POLL_MS (pg_try_advisory_lock), never waited on inside a statement:
 *   a session blocked in pg_advisory_lock holds a transaction open, which CREATE INDEX CONCURRENTLY below waits for.
 * - Indexes on big tables (issue 30). The migrator's one transaction refuses CREATE INDEX CONCURRENTLY, and a plain
 *   CREATE INDEX holds a SHARE lock on the table for the whole build: on a year's 9 M order items that is seconds in
 *   which no purchase can insert. So such indexes live in drizzle/concurrent-indexes.sql and are built after the
 *   journal, still under the lock, on the lock's own connection (autocommit): CONCURRENTLY takes SHARE UPDATE
 *   EXCLUSIVE, which lets inserts and updates go on. Each is IF NOT EXISTS, so a start with them built costs a catalog
 *   look-up; one left INVALID by an interrupted build is dropped (concurrently) and built again. They are speed, not
 *   meaning: the level above is the journal's alone, and an instance serves correctly while they are being built.
 * - Rollups filled from the history (issue 30). A migration that adds a rollup kept by triggers (0015's
 *   supplier_claim_days) leaves it empty: filling it reads the whole history (on a year, a join of 9 M order items),
 *   and inside the journal's transaction the triggers' new CREATE TRIGGER locks on orders and order_items would stop
 *   every purchase for that long. So each rollup's fill function (ROLLUP_FILLS) runs after the journal, under the
 *   lock, in a transaction of its own; it records itself in rollup_fills and is a look-up at every later start. It
 *   locks only its rollup (EXCLUSIVE: reads go on, a delivery's trigger waits for the fill), so purchases never wait.
 *   Unlike an index it is meaning: the instance does not serve before its fill has committed.
 */
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Db, DbOrTx } from './client';

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** The advisory lock key every instance takes around its migrations (any constant they share: "hsmg"). */
export const MIGRATION_LOCK_KEY = 0x68_73_6d_67;

/** One applied migration of the build's journal (drizzle/meta/_journal.json). */
export type JournalEntry = { when: number; tag: string };

const concurrentIndexesFile = path.join(migrationsFolder, 'concurrent-indexes.sql');

/** The CREATE INDEX CONCURRENTLY statements of drizzle/concurrent-indexes.sql, with the index each builds. */
export function concurrentIndexes(): { name: string; statement: string }[] {
  return readFileSync(concurrentIndexesFile, 'utf8')
    .split('--> statement-breakpoint')
    .map((part) =>
      part
        .split('\n')
        .filter((line) => !line.trimStart().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter((statement) => statement !== '')
    .map((statement) => {
      const name = /^CREATE INDEX CONCURRENTLY IF NOT EXISTS (\w+) ON /i.exec(statement)?.[1];
      if (!name) throw new Error(`concurrent-indexes.sql: not a CREATE INDEX CONCURRENTLY IF NOT EXISTS: ${statement}`);
      return { name, statement };
    });
}

/** The fill functions of the rollups kept by triggers, run after the journal (see the top of this file). */
export const ROLLUP_FILLS = ['supplier_claim_days_fill', 'market_days_fill'] as const;

/** How often an instance waiting for another's migrations asks for the lock again. */
const LOCK_POLL_MS = 200;

let journalEntries: JournalEntry[] | undefined;

/** The build's migrations, oldest first (read once). */
export function buildJournal(): JournalEntry[] {
  journalEntries ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }
  ).entries.map(({ when, tag }) => ({ when, tag }));
  return journalEntries;
}

/** The tag of a migration by its `created_at` (drizzle stores the journal's `when`); unknown to this build otherwise. */
export function migrationTag(when: number): string {
  return buildJournal().find((entry) => entry.when === when)?.tag ?? `unknown (${when})`;
}

/** The database's migration level: how many applied and the newest `created_at` (null: none, or no table yet). */
export async function databaseMigrations(db: DbOrTx): Promise<{ applied: number; last: number | null }> {
  const [exists] = (await db.execute<{ ok: boolean }>(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`)).rows;
  if (!exists?.ok) return { applied: 0, last: null };
  const [row] = (
    await db.execute<{ applied: number; last: string | null }>(
      sql`select count(*)::int as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`,
    )
  ).rows;
  return { applied: row?.applied ?? 0, last: row?.last ? Number(row.last) : null };
}

export type MigrationLevel = {
  state: 'current' | 'behind' | 'ahead';
  /** The tag of the build's last migration. */
  build: string;
  /** The tag of the database's last one ('none' before any). */
  database: string;
};

/** The database's level against the build's journal (see the top of this file). */
export async function migrationLevel(db: DbOrTx): Promise<MigrationLevel> {
  const journal = buildJournal();
  const buildLast = journal.at(-1)!;
  const { last } = await databaseMigrations(db);
  const state = last === null || last < buildLast.when ? 'behind' : last > buildLast.when ? 'ahead' : 'current';
  return { state, build: buildLast.tag, database: last === null ? 'none' : migrationTag(last) };
}

/** Applies the build's migrations not yet applied, one instance at a time (MIGRATION_LOCK_KEY). */
export async function migrateDb(db: Db): Promise<void> {
  const lock = new pg.Client(db.$client.options);
  lock.on('error', () => {});
  await lock.connect();
  try {
    // Polled, not waited on in one statement: CREATE INDEX CONCURRENTLY waits for every open transaction,
    // including another instance's `select pg_advisory_lock()` while it waits for ours — a deadlock.
    for (;;) {
      const { rows } = await lock.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [MIGRATION_LOCK_KEY]);
      if (rows[0]?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
    await migrate(db, { migrationsFolder });
    for (const { name, statement } of concurrentIndexes()) {
      const invalid = await lock.query(
        `select 1 from pg_index i join pg_class c on c.oid = i.indexrelid
          where c.relname = $1 and c.relnamespace = 'public'::regnamespace and not i.indisvalid`,
        [name],
      );
      if (invalid.rowCount) await lock.query(`DROP INDEX CONCURRENTLY IF EXISTS public.${name}`);
      await lock.query(statement);
    }
    for (const fill of ROLLUP_FILLS) await lock.query(`select ${fill}(false)`);
  } finally {
    // Ending the session releases its advisory lock, whatever happened.
    await lock.end().catch(() => {});
  }
}
