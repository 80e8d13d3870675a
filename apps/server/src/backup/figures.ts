/**
 * The figures a backup's manifest records and a restore prints against what it restored: the migration level, the
 * row count of every table, and the totals the ledger check adds up (services/ledger.ts) — all read in one
 * REPEATABLE READ snapshot, together with the WAL position that snapshot corresponds to.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { databaseMigrations, migrationTag } from '../db/migrations';
import { ledgerMismatches, type LedgerTotals } from '../services/ledger';

export type Figures = {
  /** When the snapshot was read (the database's clock). */
  at: string;
  /** The WAL insert position at the snapshot (a restore "as it was" recovers up to it). */
  lsn: string;
  /** Migrations applied, and the tag of the last one (drizzle/meta/_journal.json). */
  migration: { applied: number; last: string };
  /** Rows of every table of the public schema, by name. */
  tables: Record<string, number>;
  /** The ledger check: buyers, how many differ from their ledger, and the totals. */
  ledger: LedgerTotals & { buyers: number; mismatches: number };
};

export async function readFigures(db: Db): Promise<Figures> {
  return db.transaction(
    async (tx) => {
      // The first statement takes the snapshot; the insert position read with it bounds every commit it sees.
      const [head] = (await tx.execute<{ at: Date; lsn: string }>(sql`select now() as at, pg_current_wal_insert_lsn()::text as lsn`)).rows;
      const migrations = await databaseMigrations(tx);
      const names = (
        await tx.execute<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`)
      ).rows.map((row) => row.name);
      const tables: Record<string, number> = {};
      for (const name of names) {
        const [row] = (await tx.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(name)}`)).rows;
        tables[name] = row?.n ?? 0;
      }
      const check = await ledgerMismatches(tx);
      return {
        at: new Date(head!.at).toISOString(),
        lsn: head!.lsn,
        migration: { applied: migrations.applied, last: migrations.last === null ? 'none' : migrationTag(migrations.last) },
        tables,
        ledger: { buyers: check.buyers, mismatches: check.mismatches.length, ...check.totals },
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The figures of a manifest against those of a restored database, one line each (`≠` marks a difference). */
export function compareFigures(recorded: Figures, restored: Figures): { lines: string[]; differences: number } {
  const rows: [string, string, string][] = [
    [
      'migration',
      `${recorded.migration.applied} (${recorded.migration.last})`,
      `${restored.migration.applied} (${restored.migration.last})`,
    ],
  ];
  const names = [...new Set([...Object.keys(recorded.tables), ...Object.keys(restored.tables)])].sort();
  for (const name of names) rows.push([`rows of ${name}`, String(recorded.tables[name] ?? '—'), String(restored.tables[name] ?? '—')]);
  const ledgerRows: [string, keyof Figures['ledger']][] = [
    ['buyers', 'buyers'],
    ['balances (fen)', 'balanceFen'],
    ['ledger sum (fen)', 'ledgerFen'],
    ['frozen (fen)', 'frozenFen'],
    ['frozen ledger sum (fen)', 'frozenLedgerFen'],
    ['buyers differing from ledger', 'mismatches'],
  ];
  for (const [label, key] of ledgerRows) rows.push([label, String(recorded.ledger[key]), String(restored.ledger[key])]);
  const width = Math.max(...rows.map(([label]) => label.length));
  const column = Math.max(12, ...rows.map(([, a]) => a.length));
  let differences = 0;
  const lines = [`${''.padEnd(width)}  ${'manifest'.padStart(column)}  restored`];
  for (const [label, a, b] of rows) {
    if (a !== b) differences += 1;
    lines.push(`${label.padEnd(width)}  ${a.padStart(column)}  ${b}${a === b ? '' : '  ≠'}`);
  }
  return { lines, differences };
}
