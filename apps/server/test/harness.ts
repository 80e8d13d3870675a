/**
 * A fresh, migrated database per test file on the run's embedded PostgreSQL, and the real app
 * on it (driven with app.inject). Nothing here stands in for our server or database.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { rsaEncrypt } from '../src/auth/rsa';
import { manualClock } from '../src/clock';
import { loadConfig, type Config } from '../src/config';
import { connect, migrateDb, type Database } from '../src/db/client';
import { ensureDailyLots, seedIfEmpty } from '../src/seed';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = inject('pgUrlTemplate');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.replace('DBNAME', 'postgres') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: template.replace('DBNAME', name),
    drop: async () => {
      const c = new pg.Client({ connectionString: template.replace('DBNAME', 'postgres') });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Tuesday 2026-11-17 11:45 in Kunming: session A and C both open. */
export const MARKET_OPEN = new Date('2026-11-17T11:45:00+08:00');

export async function createTestApp(opts: { seed?: boolean; now?: Date; config?: Partial<Config> } = {}) {
  const { url, drop } = await createDatabase();
  const database: Database = connect(url, 5);
  await migrateDb(database.db);
  const clock = manualClock(opts.now ?? MARKET_OPEN);
  if (opts.seed !== false) {
    await seedIfEmpty(database.db, clock);
    await ensureDailyLots(database.db, clock);
  }
  const config: Config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIR: '/nonexistent' }), ...opts.config };
  const { app, ctx } = await buildApp({ db: database.db, config, clock, logger: false });
  await app.ready();

  async function login(userName: string, password: string): Promise<string> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/web/login',
      payload: { userName, password: rsaEncrypt(ctx.rsa.publicKeyPem, password), loginOS: 'PC' },
    });
    const body = res.json();
    if (body.code !== 200) throw new Error(`login failed: ${body.msg}`);
    return body.data.hxmToken as string;
  }

  return {
    app,
    ctx,
    db: database.db,
    /** The test database's URL (for processes the test starts, e.g. a command line tool). */
    url,
    pool: database.pool,
    clock,
    login,
    encrypt: (text: string) => rsaEncrypt(ctx.rsa.publicKeyPem, text),
    async close() {
      await app.close();
      await database.close().catch(() => {});
      await drop();
    },
  };
}

/**
 * For a file about a (fake) build in a temporary WEB_DIR: the app serving `webDir` for the file's tests, closed
 * and the folder removed after them. Answers the running app.
 */
export function appServing(webDir: string): () => TestApp {
  let h: TestApp | undefined;
  beforeAll(async () => {
    h = await createTestApp({ config: { webDir } });
  });
  afterAll(async () => {
    await h?.close();
    rmSync(webDir, { recursive: true, force: true });
  });
  return () => {
    if (!h) throw new Error('the app is not running (outside the tests)');
    return h;
  };
}
