/**
 * Restore (`npm run restore`) of the embedded PostgreSQL from a backup of backup.ts into a fresh DATA_DIR/pg:
 * - `<backup>`: the backup as it was — recovery up to the WAL position of its manifest's figures;
 * - `--to <time>`: point-in-time — the newest backup taken before that time, then the WAL archive up to it;
 * - `--latest`: after a lost disk — the newest backup, then every WAL segment the archive holds (the last committed
 *   transaction the archive has; at most BACKUP_ARCHIVE_TIMEOUT seconds of work can be missing from it).
 * The backup's files are checked against their SHA-256 first; the data directory is filled from the backup, its WAL
 * placed in pg_wal, and the embedded PostgreSQL started with recovery.signal, restore_command (the archive) and the
 * recovery target; it promotes once there (a new timeline: the archive keeps the old one for another restore). The
 * uploads the store lacks are put back. A live database, or any data directory already there, is never overwritten.
 */
import { existsSync, readFileSync } from 'node:fs';
import { chown, copyFile, cp, lstat, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { connect, type Db } from '../db/client';
import { runAs, startEmbedded } from '../db/embedded';
import { uploadStorage } from '../uploads/storage';
import { damagedFiles, filesUnder, listBackups, readManifest, walArchiveOf, type Manifest } from './backup';
import { compareFigures, readFigures, type Figures } from './figures';

export type RestoreTarget = { backup: string } | { to: Date } | { latest: true };

export type RestoreResult = {
  backup: string;
  manifest: Manifest;
  restored: Figures;
  comparison: string[];
  differences: number;
  /** What `inspect` answered on the restored database. */
  inspected: boolean;
};

/** Why a restore cannot go on, in one sentence. */
export class RestoreError extends Error {
  override name = 'RestoreError';
}

/** Whether a postgres process runs on `dir` (its postmaster.pid names a live process). */
function liveDatabase(dir: string): number | undefined {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!(pid > 0)) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

/** The backup to start from: the one named, the newest whose figures were read before `to`, or the newest. */
async function chooseBackup(config: Config, target: RestoreTarget): Promise<{ folder: string; manifest: Manifest }> {
  if ('backup' in target) {
    const folder = path.resolve(target.backup);
    if (!existsSync(path.join(folder, 'manifest.json'))) throw new RestoreError(`${folder} is not a backup (it has no manifest.json)`);
    return { folder, manifest: await readManifest(folder) };
  }
  const backups = (await listBackups(config.backup.dir)).filter((b) => b.manifest.kind === 'embedded');
  const before = 'to' in target ? backups.filter((b) => new Date(b.manifest.figures.at).getTime() <= target.to.getTime()) : backups;
  const chosen = before.at(-1);
  if (!chosen) {
    throw new RestoreError(
      backups.length === 0
        ? `there is no backup in ${config.backup.dir} to start from (npm run backup takes one)`
        : `the oldest backup in ${config.backup.dir} is of ${backups[0]!.manifest.figures.at}: no moment before it can be restored`,
    );
  }
  return chosen;
}

async function chownTree(root: string, uid: number, gid: number): Promise<void> {
  await chown(root, uid, gid);
  for (const file of await readdir(root, { recursive: true })) {
    const where = path.join(root, file);
    if (!(await lstat(where)).isSymbolicLink()) await chown(where, uid, gid);
  }
}

export async function restore(
  config: Config,
  target: RestoreTarget,
  say: (line: string) => void,
  /** Run on the restored database before it stops (the CLI's ledger check). */
  inspect: (db: Db) => Promise<boolean> = async () => true,
): Promise<RestoreResult> {
  if (config.databaseUrl) {
    throw new RestoreError(
      "DATABASE_URL is a managed cluster: restore it with its provider's point-in-time restore (README, Backups and restore), then check it with npm run restore -- --check <backup>",
    );
  }
  const dir = path.join(config.dataDir, 'pg');
  const live = liveDatabase(dir);
  if (live)
    throw new RestoreError(`a live database runs on ${dir} (PostgreSQL pid ${live}): stop the server first; restore never overwrites it`);
  if (existsSync(dir) && (await readdir(dir)).length > 0) {
    throw new RestoreError(`${dir} already holds a database: move it aside (e.g. mv ${dir} ${dir}.broken) and run the restore again`);
  }
  const { folder, manifest } = await chooseBackup(config, target);
  if (manifest.kind !== 'embedded') throw new RestoreError(`${folder} holds no database (it was taken with DATABASE_URL)`);
  say(`restore: checking the ${Object.keys(manifest.files).length} files of ${folder} against their SHA-256 …`);
  const damaged = await damagedFiles(folder, manifest);
  if (damaged.length > 0)
    throw new RestoreError(`${damaged.length} files of ${folder} differ from the manifest, e.g. ${damaged.slice(0, 3).join(', ')}`);

  await rm(dir, { recursive: true, force: true });
  await cp(path.join(folder, 'pgdata'), dir, { recursive: true });
  // The backup's own WAL (through its figures' snapshot) goes where recovery looks after the archive.
  // Marked as archived already (they are in the archive): the archiver never copies them again.
  await mkdir(path.join(dir, 'pg_wal', 'archive_status'), { recursive: true, mode: 0o700 });
  for (const file of await filesUnder(path.join(folder, 'wal'))) {
    await copyFile(path.join(folder, 'wal', file), path.join(dir, 'pg_wal', file));
    await writeFile(path.join(dir, 'pg_wal', 'archive_status', `${file}.done`), '');
  }
  await writeFile(path.join(dir, 'recovery.signal'), '');
  const who = runAs();
  if (who.uid !== undefined && who.gid !== undefined) await chownTree(dir, who.uid, who.gid);

  const archive = walArchiveOf(config) ?? { dir: path.join(config.backup.dir, 'wal'), timeoutSeconds: config.backup.archiveTimeoutSeconds };
  const settings: Record<string, string> = {
    // A segment the archive lacks is looked for in pg_wal (the backup's own) by PostgreSQL itself.
    restore_command: `cp '${archive.dir.replace(/'/g, '')}/%f' '%p'`,
    recovery_target_action: 'promote',
    ...('backup' in target
      ? { recovery_target_lsn: manifest.figures.lsn, recovery_target_timeline: 'current' }
      : 'to' in target
        ? {
            // A numeric offset: at start PostgreSQL knows no zone abbreviations (not even the Z of an ISO time).
            recovery_target_time: target.to.toISOString().replace('T', ' ').replace('Z', '+00'),
            recovery_target_timeline: 'latest',
          }
        : // No target: recovery replays all the archive has, then promotes.
          { recovery_target_timeline: 'latest' }),
  };
  const what =
    'backup' in target
      ? `as it was at ${manifest.figures.at}`
      : 'to' in target
        ? `to ${target.to.toISOString()}`
        : 'to the last transaction of the WAL archive';
  say(`restore: recovering ${dir} from ${path.basename(folder)} ${what} …`);
  const embedded = await startEmbedded({
    dir,
    port: config.embeddedPgPort,
    persistent: true,
    archive: config.backup.walArchive ? archive : undefined,
    settings,
    onEvent: (message) => say(`restore: ${message}`),
  }).catch(async (error: unknown) => {
    // A failed recovery leaves no half-restored database behind to be started by mistake.
    await rm(dir, { recursive: true, force: true });
    throw new RestoreError(`PostgreSQL could not recover ${what}: ${error instanceof Error ? error.message : String(error)}`);
  });
  try {
    const database = connect(embedded.url('huashi'), 2);
    let restored: Figures;
    let inspected: boolean;
    try {
      restored = await readFigures(database.db);
      for (const line of compareFigures(manifest.figures, restored).lines) say(line);
      say(
        'backup' in target
          ? "restore: the manifest's figures are those of the backup; the restored ones must equal them"
          : `restore: the manifest's figures are those of the backup (${manifest.figures.at}); what happened ${'to' in target ? `until ${target.to.toISOString()}` : 'since'} was replayed from the WAL`,
      );
      inspected = await inspect(database.db);
    } finally {
      await database.close();
    }
    const storage = uploadStorage(config);
    let put = 0;
    for (const key of await filesUnder(path.join(folder, 'uploads'))) {
      if (await storage.get(key)) continue;
      await storage.put(key, readFileSync(path.join(folder, 'uploads', key)));
      put += 1;
    }
    if (put > 0) say(`restore: put back ${put} uploads the store lacked`);
    const { lines, differences } = compareFigures(manifest.figures, restored);
    return { backup: folder, manifest, restored, comparison: lines, differences, inspected };
  } finally {
    await embedded.stop();
  }
}

/** Figures of the database as it is now against a backup's manifest (after a provider's restore of DATABASE_URL). */
export async function checkAgainst(folder: string, current: Figures): Promise<{ lines: string[]; differences: number }> {
  return compareFigures((await readManifest(path.resolve(folder))).figures, current);
}
