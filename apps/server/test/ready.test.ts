/**
 * GET /api/ready (issue 29) as a proxy or the service manager sees it — HTTP status and answer — against the database's
 * migration level and the instance's drain state; and migrations applied by two instances starting at once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/client';
import { buildJournal, migrateDb, migrationLevel } from '../src/db/migrations';
import { createTestApp, emptyDatabase, type TestApp } from './harness';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(async () => {
  await h?.close();
});

async function ready() {
  const res = await h.app.inject({ method: 'GET', url: '/api/ready' });
  return { status: res.statusCode, connection: res.headers.connection, body: res.json() };
}

const last = () => buildJournal().at(-1)!;

describe('GET /api/ready', () => {
  it('answers 200 ready on a database at this build’s migration level', async () => {
    expect(await ready()).toMatchObject({
      status: 200,
      body: {
        code: 200,
        data: {
          ready: true,
          database: 'up',
          migrations: 'current',
          buildMigration: last().tag,
          databaseMigration: last().tag,
          draining: false,
          reasons: [],
        },
      },
    });
  });

  it('stays ready when a newer build already migrated the database (a rolling upgrade under way)', async () => {
    const newer = last().when + 60_000;
    await h.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('next-release', ${newer})`);
    try {
      expect(await ready()).toMatchObject({
        status: 200,
        body: { data: { ready: true, migrations: 'ahead', databaseMigration: `unknown (${newer})`, reasons: [] } },
      });
    } finally {
      await h.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'next-release'`);
    }
  });

  it('answers 503 when the database lacks a migration this build needs', async () => {
    const [row] = (
      await h.db.execute<{ hash: string; created_at: number }>(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${last().when} returning hash, created_at`,
      )
    ).rows;
    try {
      const before = buildJournal().at(-2)!.tag;
      expect(await ready()).toMatchObject({
        status: 503,
        body: {
          data: {
            ready: false,
            database: 'up',
            migrations: 'behind',
            databaseMigration: before,
            reasons: [`migrations behind: the database is at ${before}, this build needs ${last().tag}`],
          },
        },
      });
    } finally {
      await h.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row!.hash}, ${row!.created_at})`);
    }
    expect((await ready()).status).toBe(200);
  });

  it('answers 503 draining from the moment the drain begins, while /api/health still says the process lives', async () => {
    h.ctx.drain.begin();
    const answer = await ready();
    expect(answer).toMatchObject({
      status: 503,
      body: { data: { ready: false, database: 'up', migrations: 'current', draining: true } },
    });
    expect(answer.body.data.reasons).toEqual(['draining: the instance is shutting down and finishes the requests in flight']);
    // Every answer while draining closes its connection after it.
    expect(answer.connection).toBe('close');
    const health = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers.connection).toBe('close');
  });
});

describe('migrations at start-up', () => {
  it('two instances migrating one empty database at once: one applies, the other waits and finds nothing left', async () => {
    const { url, drop } = await emptyDatabase();
    const a = connect(url, 2);
    const b = connect(url, 2);
    try {
      await Promise.all([migrateDb(a.db), migrateDb(b.db)]);
      const { rows } = await a.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(rows[0]!.n).toBe(buildJournal().length);
      expect(await migrationLevel(b.db)).toEqual({ state: 'current', build: last().tag, database: last().tag });
    } finally {
      await a.close();
      await b.close();
      await drop();
    }
  });
});
