/**
 * The restore drill of issue 27, on real processes: the server (main.ts, its embedded PostgreSQL archiving its WAL)
 * takes top-ups and orders; `npm run backup` takes a base backup; more orders; the time T is noted; more orders; the
 * database is destroyed (kill -9 of the server and its postmaster, the data directory removed). `npm run restore --
 * --latest` brings back all of it; then `npm run restore -- --to T` brings back the database as it was at T: every
 * order and ledger row committed before T is there, none after. Each time the balances equal the ledger and the
 * server starts on the restored database. A restore over the live database is refused.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { damagedFiles, listBackups } from '../src/backup/backup';
import { connect, type Database } from '../src/db/client';
import * as t from '../src/db/schema';
import { DEMO_BUYER } from '../src/seed';
import { ledgerMismatches } from '../src/services/ledger';
import { alive, demoBuyerSession, sandbox, waitFor, type Sandbox, type ServerProcess } from './processes';

const JOURNAL = path.join(import.meta.dirname, '..', 'drizzle', 'meta', '_journal.json');

/** A first start seeds the market: on a busy 2-core machine that alone can pass a minute. */
const START_MS = 150_000;

let box: Sandbox;
let server: ServerProcess;
let database: Database;

beforeAll(async () => {
  box = await sandbox();
  server = await box.start({}, START_MS);
  database = connect(`postgres://huashi:huashi@127.0.0.1:${box.pgPort}/huashi`, 2);
}, START_MS + 30_000);

afterAll(async () => {
  await database?.close().catch(() => {});
  await box?.cleanup();
}, 60_000);

describe('backup, WAL archive and point-in-time restore', () => {
  it('restores to T every order and ledger row committed before T and none after, the books balanced', async () => {
    const { buy } = await demoBuyerSession(server.base);

    const db = database.db;
    const [buyer] = await db.select().from(t.buyers).where(eq(t.buyers.phone, DEMO_BUYER.phone));
    const lots = await db
      .select()
      .from(t.stockLots)
      .where(and(eq(t.stockLots.session, 'C'), eq(t.stockLots.auctionDate, '2026-11-17'), gt(t.stockLots.nowStock, 0)))
      .limit(3);
    const lotIds = lots.map((lot) => lot.id);
    await db
      .update(t.stockLots)
      .set({ nowStock: sql`${t.stockLots.nowStock} + 1000` })
      .where(inArray(t.stockLots.id, lotIds));

    /** A top-up as the payment notify credits it: the balance and its ledger row in one transaction. */
    const topUp = (fen: number) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(t.buyers)
          .set({ balanceFen: sql`${t.buyers.balanceFen} + ${fen}` })
          .where(eq(t.buyers.id, buyer!.id))
          .returning();
        await tx
          .insert(t.balanceLedger)
          .values({ buyerId: buyer!.id, ioValueFen: fen, ioNotice: '充值', balanceAfterFen: row!.balanceFen });
      });
    /** `n` orders paid from the balance, through the buyer app's API. */
    const order = async (n: number) => {
      const numbers: string[] = [];
      for (let i = 0; i < n; i++) {
        numbers.push(await buy(lotIds[i % lotIds.length]!));
      }
      return numbers;
    };
    // database.db, not db: after the restore the test connects anew.
    const state = async () => ({
      orders: (await database.db.select({ no: t.orders.orderNo }).from(t.orders)).map((o) => o.no).sort(),
      ledger: (await database.db.select({ id: t.balanceLedger.id }).from(t.balanceLedger)).map((l) => l.id).sort((a, b) => a - b),
      balance: (await database.db.select({ fen: t.buyers.balanceFen }).from(t.buyers).where(eq(t.buyers.id, buyer!.id)))[0]!.fen,
    });

    await topUp(10_000_000);
    await order(3);
    const atBackup = await state();
    const backup = await box.cli('backup');
    expect(backup.output).toMatch(/backup: written to /);
    expect(backup.code).toBe(0);

    // The manifest: the migration level, the rows of every table, the ledger check's figures, a checksum per file.
    const { folder, manifest } = (await listBackups(path.join(box.dataDir, 'backups'))).at(-1)!;
    const entries = (JSON.parse(readFileSync(JOURNAL, 'utf8')) as { entries: { tag: string }[] }).entries;
    expect(manifest.kind).toBe('embedded');
    expect(manifest.figures.migration).toEqual({ applied: entries.length, last: entries.at(-1)!.tag });
    const tables = (
      await db.execute<{ name: string }>(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      )
    ).rows.map((row) => row.name);
    expect(Object.keys(manifest.figures.tables).sort()).toEqual(tables.sort());
    expect(manifest.figures.tables.orders).toBe(atBackup.orders.length);
    expect(manifest.figures.tables.balance_ledger).toBe(atBackup.ledger.length);
    expect(manifest.figures.ledger.mismatches).toBe(0);
    expect(Object.keys(manifest.files).length).toBeGreaterThan(0);
    expect(await damagedFiles(folder, manifest)).toEqual([]);

    await topUp(2_000_000);
    const beforeT = await order(3);
    const T = new Date(Date.now() + 1);
    const atT = await state();
    await waitFor('the clock to pass T', () => Date.now() > T.getTime() + 1, 1_000);
    await topUp(3_000_000);
    const afterT = await order(3);
    const atEnd = await state();
    expect(atEnd.ledger.length).toBe(atT.ledger.length + 4);

    // What the archive holds survives the disk: the current segment is switched out and archived (archive_timeout
    // does this within BACKUP_ARCHIVE_TIMEOUT seconds in production).
    const [{ segment } = { segment: '' }] = (
      await db.execute<{ segment: string }>(sql`select pg_walfile_name(pg_current_wal_insert_lsn()) as segment`)
    ).rows;
    await db.execute(sql`select pg_switch_wal()`);
    await waitFor('the last WAL segment in the archive', () => existsSync(path.join(box.dataDir, 'backups', 'wal', segment)), 30_000);

    // The disaster: the server and its PostgreSQL killed, the data directory gone.
    await database.close();
    const postmaster = box.postmasterPid()!;
    server.child.kill('SIGKILL');
    process.kill(postmaster, 'SIGKILL');
    await server.exited;
    await waitFor('the postmaster to die', () => !alive(postmaster), 10_000);
    rmSync(path.join(box.dataDir, 'pg'), { recursive: true, force: true });

    // After the lost disk: everything the archive holds, i.e. every order and ledger row to the end.
    const latest = await box.cli('restore', ['--latest']);
    expect(latest.output).toContain('ledger:check: OK');
    expect(latest.code).toBe(0);
    server = await box.start({}, START_MS);
    database = connect(`postgres://huashi:huashi@127.0.0.1:${box.pgPort}/huashi`, 2);
    expect(await state()).toEqual(atEnd);
    await database.close();
    server.child.kill('SIGTERM');
    await server.exited;

    // Then the mistake made after T is undone: the database as it was at T (from the same backup and archive; the
    // latest restore's new timeline holds T too).
    rmSync(path.join(box.dataDir, 'pg'), { recursive: true, force: true });
    const restored = await box.cli('restore', ['--to', T.toISOString()]);
    expect(restored.output).toContain('ledger:check: OK');
    expect(restored.output).toMatch(/rows of orders +\d+ +\d+/);
    expect(restored.code).toBe(0);

    server = await box.start({}, START_MS);
    database = connect(`postgres://huashi:huashi@127.0.0.1:${box.pgPort}/huashi`, 2);
    const back = await state();
    expect(back.orders).toEqual(atT.orders);
    expect(back.orders).toEqual(expect.arrayContaining(beforeT));
    expect(back.orders.filter((no) => afterT.includes(no))).toEqual([]);
    expect(back.ledger).toEqual(atT.ledger);
    expect(back.balance).toBe(atT.balance);
    expect((await ledgerMismatches(database.db)).mismatches).toEqual([]);
    // The restored server answers (box.start waited for its health).
    expect((await fetch(`${server.base}/health`)).status).toBe(200);

    // A restore never overwrites the live database.
    const refused = await box.cli('restore', ['--to', new Date().toISOString()]);
    expect(refused.output).toMatch(/a live database runs on .*: stop the server first/);
    expect(refused.code).toBe(2);
  }, 300_000);
});
