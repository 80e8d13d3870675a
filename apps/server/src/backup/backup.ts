/**
 * Backups (`npm run backup`, and the daily one of the production server: daily.ts) and the WAL archive they rest on.
 *
 * The choice, measured (issue 27): the embedded PostgreSQL 18 ships only initdb, pg_ctl and postgres — no pg_dump,
 * pg_basebackup or pg_restore — and Debian 12's pg_dump (15) refuses an 18 server. So no client tool is used:
 * - The embedded PostgreSQL archives its WAL continuously (archive_mode, an archive_command that copies each completed
 *   segment into BACKUP_DIR/wal; db/embedded.ts), a segment at most BACKUP_ARCHIVE_TIMEOUT seconds after a change.
 * - A backup is PostgreSQL's own low-level base backup over a connection: pg_backup_start, a copy of the data
 *   directory's files (without pg_wal and the files the documentation lists as skipped), pg_backup_stop, whose
 *   backup_label goes into the copy. The manifest's figures are read in one snapshot right after; the WAL up to that
 *   snapshot is switched out, archived and copied into the backup too, so a backup restores on its own ("as it was",
 *   to the manifest's figures) and, with the archive, to any moment after it (restore.ts).
 * - With DATABASE_URL (a managed cluster) the data directory is out of reach: the provider's backups and
 *   point-in-time restore protect the database (README "Backups and restore" names the settings). `npm run backup`
 *   then writes the manifest (figures to check the provider's restore against: `npm run restore -- --check <backup>`)
 *   and the uploads.
 * Uploads (disk or S3 store) are copied after the database, so every upload a restored row names is in the backup.
 * Every file gets its SHA-256 in the manifest, which is written last: a folder without manifest.json is no backup.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { uploadStorage, type UploadStorage } from '../uploads/storage';
import { readFigures, type Figures } from './figures';

export type Manifest = {
  version: 1;
  /** `embedded`: a base backup of the data directory with its WAL; `figures`: DATABASE_URL, the provider keeps the data. */
  kind: 'embedded' | 'figures';
  startedAt: string;
  finishedAt: string;
  server: string;
  /** The base backup's first WAL segment and timeline (embedded only). */
  startWal?: string;
  timeline?: number;
  figures: Figures;
  uploads: { store: 'disk' | 's3'; objects: number; bytes: number };
  /** SHA-256 of every file of the backup, by its path inside the backup folder. */
  files: Record<string, string>;
  bytes: number;
};

export const MANIFEST = 'manifest.json';

/** The WAL archive of the embedded PostgreSQL (undefined with DATABASE_URL or BACKUP_WAL=off). */
export function walArchiveOf(config: Config): { dir: string; timeoutSeconds: number } | undefined {
  if (config.databaseUrl || !config.backup.walArchive) return undefined;
  return { dir: path.join(config.backup.dir, 'wal'), timeoutSeconds: config.backup.archiveTimeoutSeconds };
}

/** Files of the data directory a base backup leaves out (PostgreSQL's documentation, "Making a Base Backup"). */
const SKIPPED_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'pg_internal.init']);
const EMPTIED_FOLDERS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);

/** Copies the data directory as the low-level backup API asks: files may change or vanish while they are read. */
async function copyDataDirectory(from: string, to: string, top = true): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (top && EMPTIED_FOLDERS.has(entry.name)) await mkdir(target, { mode: 0o700 });
      else if (!entry.name.startsWith('pgsql_tmp')) await copyDataDirectory(source, target, false);
    } else if (entry.isFile() && !SKIPPED_FILES.has(entry.name) && !entry.name.startsWith('pgsql_tmp')) {
      await copyFile(source, target).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error; // dropped meanwhile: the WAL replay knows
      });
    }
  }
}

const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/** The segment a position lies in, named as pg_walfile_name does (a boundary belongs to the segment before). */
async function walFileOf(database: Database, lsn: string): Promise<string> {
  const { rows } = await database.db.execute<{ name: string }>(sql`select pg_walfile_name(${lsn}::pg_lsn) as name`);
  return rows[0]!.name;
}

/** Waits until the archive holds `segment` (the archiver copies it within moments of the switch). */
async function waitArchived(database: Database, archive: string, segment: string, ms = 600_000): Promise<void> {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (existsSync(path.join(archive, segment))) return;
  }
  const { rows } = await database.db.execute<{ failed: string | null }>(sql`select last_failed_wal as failed from pg_stat_archiver`);
  throw new Error(
    `the WAL segment ${segment} did not reach the archive ${archive} within ${ms / 1000} s${rows[0]?.failed ? ` (the archiver last failed on ${rows[0].failed})` : ''}`,
  );
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file under `root`, as paths relative to it with `/`. */
export async function filesUnder(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const names = await readdir(root, { recursive: true, withFileTypes: true });
  return names
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

async function copyUploads(storage: UploadStorage, to: string): Promise<{ objects: number; bytes: number }> {
  let bytes = 0;
  const keys = await storage.list();
  for (const key of keys) {
    const body = await storage.get(key);
    if (!body) continue; // removed meanwhile
    await mkdir(path.dirname(path.join(to, key)), { recursive: true });
    await writeFile(path.join(to, key), body, { mode: 0o600 });
    bytes += body.length;
  }
  return { objects: keys.length, bytes };
}

/** A backup folder's name: its start time, sortable (2026-11-28T031500Z). */
function folderName(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
    .replace(/^(\d{4})(\d{2})(\d{2})/, '$1-$2-$3');
}

/**
 * Takes a backup of the server's database (through `database`) and uploads into BACKUP_DIR/<time>/, and returns its
 * folder and manifest. The embedded PostgreSQL must be archiving its WAL (the server started with BACKUP_WAL=on).
 */
export async function takeBackup(config: Config, database: Database): Promise<{ folder: string; manifest: Manifest }> {
  const started = new Date();
  await mkdir(config.backup.dir, { recursive: true, mode: 0o700 });
  const folder = path.join(config.backup.dir, folderName(started));
  const partial = `${folder}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { mode: 0o700 });
  try {
    const server = (await database.db.execute<{ version: string }>(sql`select version()`)).rows[0]!.version;
    let figures: Figures;
    let startWal: string | undefined;
    let timeline: number | undefined;
    const archive = walArchiveOf(config);
    if (config.databaseUrl) {
      figures = await readFigures(database.db);
    } else {
      const mode = (await database.db.execute<{ archive_mode: string }>(sql`show archive_mode`)).rows[0]!.archive_mode;
      if (!archive || mode !== 'on') {
        throw new Error(
          archive
            ? 'the running server started its PostgreSQL before WAL archiving existed: restart the server (npm start) and back up again'
            : 'BACKUP_WAL=off: the embedded PostgreSQL archives no WAL, so no backup of it can be restored; set BACKUP_WAL=on and restart the server',
        );
      }
      // One session holds the backup from start to stop.
      const session = await database.pool.connect();
      try {
        const label = `huashi ${started.toISOString()}`;
        const begun = await session.query<{ lsn: string; file: string; tli: string }>(
          `select lsn::text, pg_walfile_name(lsn) as file, (select timeline_id from pg_control_checkpoint())::text as tli
             from pg_backup_start($1, true) as lsn`,
          [label],
        );
        startWal = begun.rows[0]!.file;
        timeline = Number(begun.rows[0]!.tli);
        await copyDataDirectory(path.join(config.dataDir, 'pg'), path.join(partial, 'pgdata'));
        const stopped = await session.query<{ labelfile: string; spcmapfile: string }>(
          'select labelfile, spcmapfile from pg_backup_stop(true)',
        );
        await writeFile(path.join(partial, 'pgdata', 'backup_label'), stopped.rows[0]!.labelfile, { mode: 0o600 });
        if (stopped.rows[0]!.spcmapfile) await writeFile(path.join(partial, 'pgdata', 'tablespace_map'), stopped.rows[0]!.spcmapfile);
      } finally {
        session.release();
      }
      figures = await readFigures(database.db);
      // The WAL up to the figures' snapshot: switched out, archived, and copied into the backup with every timeline history.
      await database.db.execute(sql`select pg_switch_wal()`);
      const lastWal = await walFileOf(database, figures.lsn);
      await waitArchived(database, archive.dir, lastWal);
      await mkdir(path.join(partial, 'wal'), { mode: 0o700 });
      for (const name of await readdir(archive.dir)) {
        const segment = WAL_SEGMENT.test(name) && name.slice(0, 8) === startWal.slice(0, 8) && name >= startWal && name <= lastWal;
        if (segment || /^[0-9A-F]{8}\.history$/.test(name)) await copyFile(path.join(archive.dir, name), path.join(partial, 'wal', name));
      }
    }
    const uploads = await copyUploads(uploadStorage(config), path.join(partial, 'uploads'));
    const files: Record<string, string> = {};
    let bytes = 0;
    for (const file of (await filesUnder(partial)).sort()) {
      files[file] = await sha256(path.join(partial, file));
      bytes += (await stat(path.join(partial, file))).size;
    }
    const manifest: Manifest = {
      version: 1,
      kind: config.databaseUrl ? 'figures' : 'embedded',
      startedAt: started.toISOString(),
      finishedAt: new Date().toISOString(),
      server,
      ...(startWal ? { startWal, timeline } : {}),
      figures,
      uploads: { store: config.uploadStore.kind, ...uploads },
      files,
      bytes,
    };
    await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await rename(partial, folder);
    return { folder, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

export async function readManifest(folder: string): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(folder, MANIFEST), 'utf8')) as Manifest;
}

/** The finished backups in BACKUP_DIR, oldest first. */
export async function listBackups(dir: string): Promise<{ folder: string; manifest: Manifest }[]> {
  if (!existsSync(dir)) return [];
  const found: { folder: string; manifest: Manifest }[] = [];
  for (const name of (await readdir(dir)).sort()) {
    const folder = path.join(dir, name);
    if (existsSync(path.join(folder, MANIFEST))) found.push({ folder, manifest: await readManifest(folder) });
  }
  return found;
}

/** The files of a backup whose SHA-256 is not the manifest's (missing ones included). */
export async function damagedFiles(folder: string, manifest: Manifest): Promise<string[]> {
  const damaged: string[] = [];
  for (const [file, sum] of Object.entries(manifest.files)) {
    const where = path.join(folder, file);
    if (!existsSync(where) || (await sha256(where)) !== sum) damaged.push(file);
  }
  return damaged;
}

/**
 * Removes backups older than BACKUP_KEEP_DAYS (the newest always stays) and the archived WAL segments older than the
 * oldest backup kept (no restore can start before it). Returns the folders removed.
 */
export async function pruneBackups(config: Config, now: Date): Promise<string[]> {
  const backups = await listBackups(config.backup.dir);
  const limit = now.getTime() - config.backup.keepDays * 86_400_000;
  const old = backups.slice(0, -1).filter((b) => new Date(b.manifest.startedAt).getTime() < limit);
  for (const { folder } of old) await rm(folder, { recursive: true, force: true });
  const oldest = backups.find((b) => !old.includes(b))?.manifest.startWal;
  const archive = path.join(config.backup.dir, 'wal');
  if (oldest && existsSync(archive)) {
    // Segment names are timeline + position: compare positions, whatever the timeline.
    for (const name of await readdir(archive)) {
      if (WAL_SEGMENT.test(name) && name.slice(8) < oldest.slice(8)) await rm(path.join(archive, name), { force: true });
    }
  }
  return old.map((b) => b.folder);
}
