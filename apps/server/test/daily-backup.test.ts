/**
 * The production server's daily backup (issue 27): at BACKUP_AT only the instance holding the PostgreSQL advisory
 * lock takes it — another instance on the same database skips — and none takes a second one within 12 hours; the
 * backups older than BACKUP_KEEP_DAYS go (never the newest), with the archived WAL segments only they needed.
 */
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST, pruneBackups } from '../src/backup/backup';
import { BACKUP_LOCK, runDailyBackup } from '../src/backup/daily';
import { loadConfig, type Config } from '../src/config';
import { connect, type Database } from '../src/db/client';
import { createTestApp, type TestApp } from './harness';

const NOW = new Date('2026-11-28T19:30:00Z'); // 03:30 Beijing

const backupName = (startedAt: Date) => startedAt.toISOString().replace(/[:.]/g, '-');

/** A finished backup as listBackups reads it: a folder with its manifest (the figures do not matter here). */
function fakeBackup(dir: string, startedAt: Date, startWal: string): string {
  const folder = path.join(dir, backupName(startedAt));
  mkdirSync(folder, { recursive: true });
  const manifest = { version: 1, kind: 'embedded', startedAt: startedAt.toISOString(), finishedAt: startedAt.toISOString(), startWal };
  writeFileSync(path.join(folder, MANIFEST), JSON.stringify(manifest));
  return folder;
}

function configIn(dataDir: string, keepDays = 7): Config {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, BACKUP_KEEP_DAYS: String(keepDays) }, '/');
}

const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe('the daily backup across instances', () => {
  let app: TestApp;
  let database: Database;
  beforeAll(async () => {
    app = await createTestApp({ seed: false });
    database = connect(app.url, 2);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await app?.close();
  });

  it('is skipped by an instance that finds the lock held by another, which writes nothing', async () => {
    const config = configIn(mkdtempSync(path.join(os.tmpdir(), 'huashi-daily-')));
    const other = await app.pool.connect(); // the other instance, on the same database
    try {
      expect((await other.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [BACKUP_LOCK])).rows[0]!.ok).toBe(true);
      expect(await runDailyBackup(config, database, () => NOW)).toBe('the daily backup is being taken by another instance');
      expect(readdirSync(path.dirname(config.backup.dir))).not.toContain('backups');
    } finally {
      await other.query('select pg_advisory_unlock($1)', [BACKUP_LOCK]);
      other.release();
    }
  });

  it('is not taken twice within 12 hours, and leaves the lock free', async () => {
    const config = configIn(mkdtempSync(path.join(os.tmpdir(), 'huashi-daily-')));
    const at = new Date(NOW.getTime() - 11 * 3_600_000);
    fakeBackup(config.backup.dir, at, '000000010000000000000009');
    expect(await runDailyBackup(config, database, () => NOW)).toBe(`the daily backup was already taken at ${at.toISOString()}`);
    const probe = await app.pool.connect();
    try {
      expect((await probe.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [BACKUP_LOCK])).rows[0]!.ok).toBe(true);
      await probe.query('select pg_advisory_unlock($1)', [BACKUP_LOCK]);
    } finally {
      probe.release();
    }
  });
});

describe('pruning (BACKUP_KEEP_DAYS)', () => {
  it('removes the backups older than the days kept and the WAL segments only they needed', async () => {
    const config = configIn(mkdtempSync(path.join(os.tmpdir(), 'huashi-prune-')), 7);
    const old1 = fakeBackup(config.backup.dir, daysAgo(10), '000000010000000000000003');
    const old2 = fakeBackup(config.backup.dir, daysAgo(8), '000000010000000000000005');
    fakeBackup(config.backup.dir, daysAgo(6), '000000010000000000000008');
    fakeBackup(config.backup.dir, daysAgo(1), '00000002000000000000000A');
    const wal = path.join(config.backup.dir, 'wal');
    mkdirSync(wal);
    const segments = [
      '000000010000000000000002',
      '000000010000000000000003',
      '000000010000000000000007',
      '000000010000000000000008',
      '00000002000000000000000B',
      '00000002.history',
    ];
    for (const name of segments) writeFileSync(path.join(wal, name), '');

    expect((await pruneBackups(config, NOW)).sort()).toEqual([old1, old2].sort());
    expect(readdirSync(config.backup.dir).sort()).toEqual([backupName(daysAgo(6)), backupName(daysAgo(1)), 'wal'].sort());
    // Segments before the oldest kept backup's first one (…08) go, whatever their timeline; other files stay.
    expect(readdirSync(wal).sort()).toEqual(['000000010000000000000008', '00000002000000000000000B', '00000002.history'].sort());
  });

  it('keeps the newest backup however old it is', async () => {
    const config = configIn(mkdtempSync(path.join(os.tmpdir(), 'huashi-prune-')), 7);
    fakeBackup(config.backup.dir, daysAgo(30), '000000010000000000000003');
    const newest = fakeBackup(config.backup.dir, daysAgo(20), '000000010000000000000005');
    expect(await pruneBackups(config, NOW)).toHaveLength(1);
    expect(readdirSync(config.backup.dir)).toEqual([path.basename(newest)]);
  });
});
