import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { nextBackupAt } from './daily';

describe('the daily backup', () => {
  it('runs next at BACKUP_AT Beijing time, today if still ahead, else tomorrow', () => {
    // 02:00 Beijing (18:00 UTC the day before): 03:30 is still ahead today.
    expect(nextBackupAt(new Date('2026-11-27T18:00:00Z'), [3, 30]).toISOString()).toBe('2026-11-27T19:30:00.000Z');
    // 03:30 exactly has passed: tomorrow.
    expect(nextBackupAt(new Date('2026-11-27T19:30:00Z'), [3, 30]).toISOString()).toBe('2026-11-28T19:30:00.000Z');
    // 23:00 Beijing, BACKUP_AT=23:30: the same Beijing day although UTC is a day behind.
    expect(nextBackupAt(new Date('2026-11-28T15:00:00Z'), [23, 30]).toISOString()).toBe('2026-11-28T15:30:00.000Z');
  });

  it('is on at 03:30 in production, off elsewhere, and refuses a bad BACKUP_AT naming it', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).backup.at).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', BACKUP_AT: '04:05' }).backup.at).toEqual([4, 5]);
    expect(() => loadConfig({ NODE_ENV: 'test', BACKUP_AT: '25:00' })).toThrow(/BACKUP_AT must be a time of day/);
    expect(() => loadConfig({ NODE_ENV: 'test', BACKUP_WAL: 'yes' })).toThrow(/BACKUP_WAL must be on or off/);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/srv/huashi' }, '/').backup.dir).toBe('/srv/huashi/backups');
  });
});
