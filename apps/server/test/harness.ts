/**
 * A fresh, migrated database per test file on the run's embedded PostgreSQL (a copy of a template built once per run), and the real app
 * on it (driven with app.inject). Nothing here stands in for our server or database.
 */
import { createHash, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { rsaEncrypt } from '../src/auth/rsa';
import { totpCode, totpStep } from '../src/auth/totp';
import { staff as staffTable } from '../src/db/schema';
import { eq } from 'drizzle-orm';
import { manualClock } from '../src/clock';
import { loadConfig, type Config } from '../src/config';
import { connect, migrateDb, type Database } from '../src/db/client';
import { ensureDailyLots, seedIfEmpty } from '../src/seed';
import { DEMO_STAFF } from '../src/seed/staff';
import { apiFor } from './client';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const adminUrl = () => inject('pgUrlTemplate').replace('DBNAME', 'postgres');

async function withAdmin<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

/**
 * A migrated (and, when asked, seeded) database built once per run and kept as a template: every test file
 * starts from a copy of it (`create database … template …`, a file copy) instead of running the migrations,
 * the seed and its scrypt hashes again — about 3 s of a 2-core machine per file. The template's name carries
 * what it holds (seeded or not, at which market time), so a file asking for another clock gets its own. Built
 * under an advisory lock by the first worker that needs it and renamed into place only when complete, so a
 * parallel worker never copies a half-built one.
 */
async function templateDatabase(seed: boolean, now: Date): Promise<string> {
  const key = createHash('sha256').update(`${seed}|${now.toISOString()}`).digest('hex').slice(0, 12);
  const name = `tpl_${key}`;
  return withAdmin(async (admin) => {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return name;
      const building = `${name}_build`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const database = connect(inject('pgUrlTemplate').replace('DBNAME', building), 2);
      try {
        await migrateDb(database.db);
        if (seed) {
          const clock = manualClock(now);
          await seedIfEmpty(database.db, clock);
          await ensureDailyLots(database.db, clock);
        }
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

async function createDatabase(template: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`create database ${name} template ${template}`));
  return {
    url: inject('pgUrlTemplate').replace('DBNAME', name),
    drop: () => withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

/** An empty database (no tables, no migrations) on the run's PostgreSQL: its URL, and `drop` to remove it. */
export function emptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  return createDatabase('template0');
}

/** Tuesday 2026-11-17 11:45 in Kunming: session A and C both open. */
export const MARKET_OPEN = new Date('2026-11-17T11:45:00+08:00');

/**
 * `log`: the app logs at LOG_LEVEL info, every line (JSON) given to it (tests that read the log); otherwise it logs
 * nothing.
 */
export async function createTestApp(opts: { seed?: boolean; now?: Date; config?: Partial<Config>; log?: (line: string) => void } = {}) {
  const now = opts.now ?? MARKET_OPEN;
  const { url, drop } = await createDatabase(await templateDatabase(opts.seed !== false, now));
  const database: Database = connect(url, 5);
  const clock = manualClock(now);
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: opts.log ? 'info' : 'silent', WEB_DIR: '/nonexistent' }),
    ...opts.config,
  };
  const log = opts.log;
  const logger = log ? { stream: { write: (line: string) => log(line) } } : false;
  const { app, ctx } = await buildApp({ db: database.db, config, clock, logger });
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

  /** Secrets of the members this harness enrolled (members created by a test); the demo ones are published. */
  const enrolledSecrets = new Map<string, string>();
  const secretOf = (loginName: string) =>
    enrolledSecrets.get(loginName.toLowerCase()) ??
    DEMO_STAFF.find((member) => member.loginName === loginName.toLowerCase())?.totpSecret ??
    null;

  /**
   * Logs a staff member in as the back office does: the password, then — enrolled — the code of their secret at the
   * app's clock; a 管理员/财务 created by a test and not enrolled yet is enrolled on the way (setup, confirm), as the
   * desk makes them. The clock is pinned: a code once used is refused (replay), so a second login in the same step
   * takes the next step's code, and a third moves the clock on to the next step (30 s) as real time would have —
   * never a refused code, which would count against the account's throttle.
   * Returns the full session's token.
   */
  async function staffLogin(who: { loginName: string; password: string }, opts: { ip?: string } = {}): Promise<string> {
    const first = await apiFor(app, null, { ip: opts.ip }).staff.login({ loginName: who.loginName, password: who.password });
    if (first.stage === 'full') return first.staffToken;
    const half = apiFor(app, first.staffToken, { ip: opts.ip });
    if (first.stage === 'enrol') {
      const { secret } = await half.staff.twoFactorSetup();
      const enrolled = await half.staff.twoFactorConfirm({ code: totpCode(secret, clock.now()) });
      enrolledSecrets.set(who.loginName.toLowerCase(), secret);
      return enrolled.staffToken;
    }
    const secret = secretOf(who.loginName);
    if (!secret) throw new Error(`no TOTP secret known for ${who.loginName}`);
    // The first step the account has not used yet (the one after its last): now's, the next (accepted as a phone a
    // little ahead), or — both used — the clock moves on to the next step.
    const [row] = await database.db
      .select({ last: staffTable.totpLastStep })
      .from(staffTable)
      .where(eq(staffTable.loginName, who.loginName.toLowerCase()));
    const last = row?.last ?? -1;
    if (last > totpStep(clock.now())) clock.advance(30_000);
    const step = Math.max(totpStep(clock.now()), last + 1);
    const answer = await half.staff.loginCode({ code: totpCode(secret, new Date(step * 30_000)) });
    return answer.staffToken;
  }

  return {
    app,
    ctx,
    db: database.db,
    staffLogin,
    /** The TOTP secret of a staff member (a demo one, or one this harness enrolled), or null. */
    staffSecret: secretOf,
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
