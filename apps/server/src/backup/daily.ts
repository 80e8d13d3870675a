/**
 * The production server's daily backup (BACKUP_AT, Beijing time; BACKUP_KEEP_DAYS): at that time each day the
 * instance that gets the PostgreSQL advisory lock takes the backup (takeBackup) and prunes old ones; another instance
 * on the same database finds the lock held and skips, as does any instance that finds a backup of the last 12 hours
 * in BACKUP_DIR. A failed backup is logged and tried again the next day; it never stops the server.
 */
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { AppMetrics } from '../metrics/metrics';
import { listBackups, pruneBackups, takeBackup } from './backup';

const BEIJING_MS = 8 * 3_600_000;
/** The advisory lock of the daily backup (any fixed number: only backup instances of this server use it). */
export const BACKUP_LOCK = 2_702_027;

/** The next moment at [hour, minute] Beijing time strictly after `now`. */
export function nextBackupAt(now: Date, [hour, minute]: [number, number]): Date {
  const local = new Date(now.getTime() + BEIJING_MS);
  const at = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hour, minute) - BEIJING_MS;
  return new Date(at > now.getTime() ? at : at + 86_400_000);
}

/** Runs one daily backup if this instance gets the lock; returns what it did, in one sentence. */
export async function runDailyBackup(config: Config, database: Database, now: () => Date): Promise<string> {
  const session = await database.pool.connect();
  try {
    const locked = (await session.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [BACKUP_LOCK])).rows[0]!.ok;
    if (!locked) return 'the daily backup is being taken by another instance';
    try {
      const last = (await listBackups(config.backup.dir)).at(-1);
      if (last && now().getTime() - new Date(last.manifest.startedAt).getTime() < 12 * 3_600_000) {
        return `the daily backup was already taken at ${last.manifest.startedAt}`;
      }
      const { folder, manifest } = await takeBackup(config, database);
      const removed = await pruneBackups(config, now());
      return `backup written to ${folder} (${Math.round(manifest.bytes / 1_048_576)} MiB)${removed.length ? `; removed ${removed.length} older than ${config.backup.keepDays} days` : ''}`;
    } finally {
      await session.query('select pg_advisory_unlock($1)', [BACKUP_LOCK]);
    }
  } finally {
    session.release();
  }
}

/**
 * Schedules the daily backup; returns the function that cancels it (at shutdown). Each run is counted in `metrics`
 * (the instance's, job daily_backup); the backup's age is read from BACKUP_DIR at every scrape (metrics/metrics.ts).
 */
export function scheduleDailyBackups(
  config: Config,
  database: Database,
  log: (message: string) => void,
  now: () => Date = () => new Date(),
  metrics?: Pick<AppMetrics, 'job'>,
): () => void {
  const at = config.backup.at;
  if (!at) return () => {};
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const plan = () => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        const run = () => runDailyBackup(config, database, now);
        void (metrics ? metrics.job('daily_backup', run) : run())
          .then((what) => log(`花市: ${what}`))
          .catch((error: unknown) => log(`花市: the daily backup failed: ${error instanceof Error ? error.message : String(error)}`))
          .finally(plan);
      },
      nextBackupAt(now(), at).getTime() - now().getTime(),
    );
    timer.unref();
  };
  plan();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
