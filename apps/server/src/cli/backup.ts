/**
 * `npm run backup` — a backup of the server's database and uploads into BACKUP_DIR/<time>/ with its manifest
 * (src/backup/backup.ts says how), then the backups older than BACKUP_KEEP_DAYS are removed. The database is the
 * server's, found as ledger:check finds it (the running server's embedded PostgreSQL, or started for the command).
 * Exits 0 with the folder and figures printed, 1 with one sentence when the backup could not be taken.
 */
import { loadConfig } from '../config';
import { pruneBackups, takeBackup } from '../backup/backup';
import { openCliDatabase } from './database';

async function main() {
  const config = loadConfig();
  const { database, close } = await openCliDatabase(config);
  try {
    const started = Date.now();
    const { folder, manifest } = await takeBackup(config, database);
    const { figures } = manifest;
    console.log(
      `backup: written to ${folder} in ${((Date.now() - started) / 1000).toFixed(1)} s (${(manifest.bytes / 1_048_576).toFixed(1)} MiB, ${Object.keys(manifest.files).length} files)`,
    );
    console.log(
      `backup: ${manifest.kind === 'embedded' ? 'base backup of the embedded PostgreSQL with its WAL' : 'DATABASE_URL: figures only (the provider backs up the database)'}; figures of ${figures.at}`,
    );
    console.log(
      `backup: migration ${figures.migration.applied} (${figures.migration.last}); ${figures.tables.orders ?? 0} orders, ${figures.tables.balance_ledger ?? 0} ledger rows; ` +
        `balances ${figures.ledger.balanceFen} fen = ledger ${figures.ledger.ledgerFen} fen; ${manifest.uploads.objects} uploads`,
    );
    const removed = await pruneBackups(config, new Date());
    for (const old of removed) console.log(`backup: removed ${old} (older than ${config.backup.keepDays} days)`);
  } catch (error) {
    console.error(`backup: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await close();
  }
}

void main();
