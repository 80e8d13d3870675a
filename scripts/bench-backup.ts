/**
 * Backup and restore benchmark (issue 27): `npm run backup`'s base backup (apps/server/src/backup/backup.ts) and
 * `npm run restore -- <backup>` (restore.ts) timed on the seeded database, or on a larger one.
 *
 *   npm run bench:backup                          # a fresh, seeded database in a temporary folder
 *   npm run bench:backup -- --lots 10000          # seeded with at least that many lots a day
 *   npm run bench:backup -- --data-dir <DATA_DIR> # an existing (larger) DATA_DIR, its server stopped; it is only read
 *
 * Prints the database's size, the backup's time and size, and the restore's time (into a temporary folder).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  connect,
  ensureDailyLots,
  fixedClock,
  loadConfig,
  migrateDb,
  restore,
  seedIfEmpty,
  startEmbedded,
  takeBackup,
  walArchiveOf,
} from '@huashi/server';
import { freePort } from './freePort';

const MARKET_NOW = new Date('2026-11-17T11:45:00+08:00');
const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mib = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MiB`;

async function main() {
  const scratch = mkdtempSync(path.join(tmpdir(), 'huashi-bench-backup-'));
  // As root the embedded server runs as the postgres user, which must reach the folder.
  chmodSync(scratch, 0o755);
  const given = arg('--data-dir');
  const lots = arg('--lots') ? Number(arg('--lots')) : undefined;
  const source = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: given ? path.resolve(given) : path.join(scratch, 'source'),
    BACKUP_DIR: path.join(scratch, 'backups'),
    EMBEDDED_PG_PORT: String(await freePort()),
  });
  try {
    const pg = await startEmbedded({
      dir: path.join(source.dataDir, 'pg'),
      port: source.embeddedPgPort,
      persistent: true,
      database: 'huashi',
      archive: walArchiveOf(source),
    });
    let backup: Awaited<ReturnType<typeof takeBackup>>;
    const database = connect(pg.url('huashi'), 4);
    try {
      if (!given) {
        const clock = fixedClock(MARKET_NOW);
        await migrateDb(database.db);
        await seedIfEmpty(database.db, clock, { lots });
        await ensureDailyLots(database.db, clock, { lots });
      }
      const [size] = (
        await database.db.execute<{ bytes: number; orders: number; lots: number }>(
          sql`select pg_database_size('huashi')::bigint as bytes, (select count(*) from orders)::int as orders, (select count(*) from stock_lots)::int as lots`,
        )
      ).rows;
      console.log(`database: ${mib(size!.bytes)} (${size!.orders} orders, ${size!.lots} lots)${given ? ` in ${given}` : ', seeded'}`);
      const started = performance.now();
      backup = await takeBackup(source, database);
      console.log(
        `backup:   ${seconds(performance.now() - started)}, ${mib(backup.manifest.bytes)} in ${Object.keys(backup.manifest.files).length} files (${backup.folder})`,
      );
    } finally {
      await database.close();
      await pg.stop();
    }
    const target = { ...source, dataDir: path.join(scratch, 'restored'), embeddedPgPort: await freePort() };
    const started = performance.now();
    const result = await restore(target, { backup: backup.folder }, () => {});
    console.log(
      `restore:  ${seconds(performance.now() - started)} (checksums, copy, recovery, figures: ${result.differences === 0 ? 'equal to the manifest' : `${result.differences} differ`})`,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`bench:backup: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
