/**
 * What the server benchmarks of issue 19 share (bench:rush, bench:read and the readers child of bench:rush): options,
 * percentiles, the machine line, the servers started as `npm run serve` starts them, buyers added and logged in
 * through the API, keep-alive requests, the 11:30 read mix and its load loop, and the checks' printout.
 */
import { accountEndpoints, catalogEndpoints } from '@huashi/api/contracts';
import type { AnswerOf, Endpoint, InputOf, Route } from '@huashi/api';
import { ACCOUNT_OPENED_STATUS } from '@huashi/domain';
import { fork } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { hashPassword, rsaEncrypt } from '@huashi/server/auth';
import { connect, schema as t } from '@huashi/server/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { BENCH_MARKET_NOW, startBuiltServer } from './builtServer';
import { freePort } from './freePort';
import { selfPickupAddressRow } from '../apps/server/test/fixtures';

export const QUICK = process.argv.includes('--quick');

/** The 11:30 read path's targets (issue 19). */
export const READ_TARGET_RPS = 3000;
export const READ_TARGET_P99_MS = 50;

/** A whole-number option from `--flag N` or the environment; `quick` under --quick, `fallback` otherwise. */
export function option(flag: string, env: string, fallback: number, quick: number, min = 1): number {
  const i = process.argv.indexOf(`--${flag}`);
  const raw = i >= 0 ? process.argv[i + 1] : process.env[env];
  const n = raw === undefined || raw === '' ? (QUICK ? quick : fallback) : Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${flag} must be a whole number ≥ ${min}`);
  return n;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** The spread of some timings, in ms. */
export type Spread = { count: number; p50: number; p95: number; p99: number; max: number };

export function spread(latencies: number[]): Spread {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => percentile(sorted, p);
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1) ?? 0 };
}

export function spreadText(s: Spread, target = ''): string {
  return `${s.p50.toFixed(1)} / ${s.p95.toFixed(1)} / ${s.p99.toFixed(1)} ms (max ${s.max.toFixed(0)} ms${target})`;
}

/** A printer of `label value` lines, labels padded to one width. */
export function printer(width: number) {
  return (label: string, value: string) => console.log(`  ${label.padEnd(width)} ${value}`);
}

/**
 * The servers' NODE_ENV: production, or `--env development` (BENCH_NODE_ENV) for a given database that holds the demo
 * logins with their published passwords (`npm run seed:year` makes the demo buyer and staff), which production refuses
 * to start on. Compare figures of one NODE_ENV only.
 */
export const NODE_ENV = (() => {
  const i = process.argv.indexOf('--env');
  const value = (i >= 0 ? process.argv[i + 1] : process.env.BENCH_NODE_ENV) || 'production';
  if (value !== 'production' && value !== 'development') throw new Error('--env must be production or development');
  return value;
})();

export function machineLine(): string {
  return `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadAverage()} before (other work on the machine skews the figures)`;
}

/** The 1-minute load average, two decimals. */
export function loadAverage(): string {
  return loadavg()[0]?.toFixed(2) ?? '';
}

/** Who used the CPU during a run: the load generator (this process), the readers' child, the servers, PostgreSQL. */
export type CpuKind = 'load generator' | 'readers' | 'server' | 'PostgreSQL' | 'other';
type ProcessTimes = { ppid: number; cpuSeconds: number; cmd: string };

/** Every process's CPU time so far (Linux /proc; user + system at 100 ticks a second); empty elsewhere. */
export function processTimes(): Map<number, ProcessTimes> {
  const out = new Map<number, ProcessTimes>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return out;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      out.set(Number(pid), { ppid: Number(fields[1]), cpuSeconds: (Number(fields[11]) + Number(fields[12])) / 100, cmd });
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

function kindOf(pid: number, all: Map<number, ProcessTimes>): CpuKind {
  const own = all.get(pid)!;
  for (let at: number | undefined = pid, hops = 0; at && hops < 64; at = all.get(at)?.ppid, hops++) {
    if (at === process.pid) return pid === process.pid ? 'load generator' : own.cmd.includes('benchReaders') ? 'readers' : 'load generator';
    const cmd = all.get(at)?.cmd ?? '';
    if (cmd.includes('benchReaders')) return 'readers';
    if (cmd.includes('apps/server/src/main.ts')) return own.cmd.includes('postgres') ? 'PostgreSQL' : 'server';
  }
  return 'other';
}

/**
 * The cores each kind of process used between two `processTimes()` readings (a process that ended in between is not
 * counted): the servers and their embedded PostgreSQL are told apart by descent from `apps/server/src/main.ts`.
 */
export function cpuSplit(before: Map<number, ProcessTimes>, after: Map<number, ProcessTimes>, seconds: number): Map<CpuKind, number> {
  const cores = new Map<CpuKind, number>();
  for (const [pid, now] of after) {
    const used = now.cpuSeconds - (before.get(pid)?.cmd === now.cmd ? before.get(pid)!.cpuSeconds : 0);
    if (used <= 0) continue;
    const kind = kindOf(pid, after);
    cores.set(kind, (cores.get(kind) ?? 0) + used / seconds);
  }
  return cores;
}

/** "load generator 0.66, server 0.75, PostgreSQL 0.38, other 0.01 of 2 cores". */
export function cpuSplitText(cores: Map<CpuKind, number>): string {
  if (cores.size === 0) return 'not measured (no /proc)';
  const order: CpuKind[] = ['load generator', 'readers', 'server', 'PostgreSQL', 'other'];
  const parts = order.filter((k) => cores.has(k)).map((k) => `${k} ${cores.get(k)!.toFixed(2)}`);
  return `${parts.join(', ')} of ${cpus().length} cores`;
}

/** A bench's run: its throwaway directory, and what is stopped at its end (`atEnd`, last first), even on error. */
export type BenchRun = { dir: string; atEnd: (cleanup: () => unknown) => void };

/**
 * Runs a bench in a throwaway directory (`prefix`…); at the end, on success, error or Ctrl-C (SIGINT, SIGTERM: exit
 * 130), everything it registered with `atEnd` is stopped, last first, and the directory removed. An error is printed
 * and exits 1.
 */
export function runBench(prefix: string, body: (run: BenchRun) => Promise<void>): void {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  // As root the embedded PostgreSQL runs as its own user, which must reach the folder.
  chmodSync(dir, 0o755);
  const cleanups: (() => unknown)[] = [];
  let ending: Promise<void> | undefined;
  const end = () =>
    (ending ??= (async () => {
      for (const cleanup of cleanups.reverse())
        await Promise.resolve()
          .then(cleanup)
          .catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    })());
  const onSignal = () => void end().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  body({ dir, atEnd: (cleanup) => cleanups.push(cleanup) })
    .finally(end)
    .then(() => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

/**
 * The database a bench is told to use, instead of a fresh seeded one: `--data-dir DIR` or DATA_DIR (an existing
 * DATA_DIR, e.g. made by `npm run seed:year`; its embedded PostgreSQL is started by the first server, on a free port),
 * or DATABASE_URL. Empty: a fresh DATA_DIR in the run's directory, migrated and seeded by the first server's start.
 */
export type Given = { dataDir?: string; databaseUrl?: string };

export function givenDatabase(): Given {
  const i = process.argv.indexOf('--data-dir');
  const dataDir = i >= 0 ? process.argv[i + 1] : process.env.DATA_DIR;
  if (dataDir) return { dataDir: path.resolve(dataDir) };
  return process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {};
}

/** "a fresh seed" or what a bench was given, for its printout. */
export function givenText(given: Given): string {
  if (given.dataDir) return `the DATA_DIR ${given.dataDir}`;
  return given.databaseUrl ? 'DATABASE_URL' : 'a fresh seed (migrated and seeded at the first start)';
}

/**
 * `instances` × `tsx apps/server/src/main.ts` (NODE_ENV: production unless --env) in the run's directory: the first migrates, seeds
 * and starts the embedded PostgreSQL (or uses DATABASE_URL), every further one joins that database through
 * DATABASE_URL; then this process's own connection to it. All stopped at the run's end (the joining instances first,
 * then the one that owns the embedded PostgreSQL). `given`: the database to use (givenDatabase() by default); `name`
 * names the instances' folders (two sets of servers in one run).
 */
export async function startServers(
  run: BenchRun,
  instances: number,
  env: Record<string, string>,
  given: Given = givenDatabase(),
  name = 'i',
) {
  const pgPort = await freePort();
  const url = given.databaseUrl || `postgres://huashi:huashi@127.0.0.1:${pgPort}/huashi`;
  const common = {
    NODE_ENV: NODE_ENV,
    // Development checks every answer against its contract (RESPONSE_CHECK=log); a bench times what production does.
    RESPONSE_CHECK: 'off',
    // Benches send no SMS: the outbox, allowed as on a staging server.
    SMS_OUTBOX_IN_PRODUCTION: '1',
    LOG_LEVEL: 'warn',
    WEB_DIR: path.join(run.dir, 'no-web'),
    MARKET_NOW: BENCH_MARKET_NOW,
    ...env,
  };
  const started = async (dataDir: string, own: Record<string, string>) => {
    const server = await startBuiltServer(path.resolve(run.dir, dataDir), { ...common, ...own });
    run.atEnd(() => server.stop());
    return server;
  };
  const dataDir = path.resolve(run.dir, given.dataDir ?? `${name}1`);
  const backupDir = path.join(run.dir, `${name}-backups`);
  const servers = [
    await started(dataDir, {
      EMBEDDED_PG_PORT: String(pgPort),
      // A given DATA_DIR's backups and WAL archive go to the run's directory (thrown away), never into the DATA_DIR.
      BACKUP_DIR: backupDir,
      // Not the environment's DATABASE_URL when another database is given (bench:year's fresh seed beside a year).
      DATABASE_URL: given.databaseUrl ? url : '',
    }),
  ];
  for (let i = 2; i <= instances; i++) servers.push(await started(`${name}${i}`, { DATABASE_URL: url }));
  const database = connect(url, 4);
  run.atEnd(() => database.close());
  return {
    url,
    bases: servers.map((s) => s.base),
    db: database.db,
    /** The first server's DATA_DIR, its embedded PostgreSQL's port and BACKUP_DIR (what a command line tool is given). */
    first: { dataDir, pgPort, backupDir },
    /** kill -9 of instance `i` (0-based; a joining one, so the embedded PostgreSQL stays up). */
    kill: (i: number) => servers[i]!.kill(),
    /** Stops the servers now (the joining ones first), before the run's end. */
    stop: async () => {
      for (const server of [...servers].reverse()) await server.stop();
    },
  };
}

/**
 * Opened buyers sharing one password; `phonePrefix` + a 4-digit number, `extra` adds their own columns. On a given
 * database an earlier run's buyers may hold those phones: then the prefix's last four digits (and the account numbers)
 * are another run's, free ones.
 */
export async function addBuyers(
  db: ReturnType<typeof connect>['db'],
  count: number,
  names: { phonePrefix: string; account: string; nick: string; password: string },
  extra: (i: number) => Partial<typeof t.buyers.$inferInsert> = () => ({}),
) {
  const hash = await hashPassword(names.password);
  let { phonePrefix, account } = names;
  const taken = async () =>
    (await db.execute(sql`select 1 from buyers where phone like ${`${phonePrefix}%`} or account_no like ${`${account}%`} limit 1`)).rows
      .length > 0;
  while (await taken()) {
    const run = String(randomInt(0, 10_000)).padStart(4, '0');
    phonePrefix = `${names.phonePrefix.slice(0, -4)}${run}`;
    account = `${names.account}R${run}-`;
  }
  return db
    .insert(t.buyers)
    .values(
      Array.from({ length: count }, (_, i): typeof t.buyers.$inferInsert => ({
        phone: `${phonePrefix}${String(i).padStart(4, '0')}`,
        accountNo: `${account}${i}`,
        nickName: `${names.nick}${i}`,
        contactPhone: `${phonePrefix}${String(i).padStart(4, '0')}`,
        passwordHash: hash,
        status: ACCOUNT_OPENED_STATUS,
        ...extra(i),
      })),
    )
    .returning({ id: t.buyers.id, phone: t.buyers.phone, balanceFen: t.buyers.balanceFen });
}

/**
 * `count` lots on sale today (the bench's market day), clones of a seeded all-day lot: `batches` batches of one
 * `stems`-stem bunch at `priceFen` a stem, no packing fee, no activity discount, positions `HOT-1` …; their ids.
 */
export async function addHotLots(
  db: ReturnType<typeof connect>['db'],
  { count, batches, stems, priceFen }: { count: number; batches: number; stems: number; priceFen: number },
): Promise<number[]> {
  const today = BENCH_MARKET_NOW.slice(0, 10);
  const [model] = await db
    .select()
    .from(t.stockLots)
    .where(and(eq(t.stockLots.session, 'C'), eq(t.stockLots.auctionDate, today)))
    .limit(1);
  if (!model) throw new Error('no lot of today to clone');
  const rows = await db
    .insert(t.stockLots)
    .values(
      Array.from({ length: count }, (_, i) => ({
        ...model,
        id: undefined,
        createdAt: undefined,
        positionNo: `HOT-${i + 1}`,
        stemsPerBunch: stems,
        basicSaleNo: 1,
        nowStock: batches * stems,
        salePriceFen: priceFen,
        feeBoxPerKgFen: 0,
        activityPercent: 0,
      })),
    )
    .returning({ id: t.stockLots.id });
  return rows.map((l) => l.id);
}

/** The stems the orders hold of each lot of `lotIds` (a lot no order holds is absent): the rush's oversold check. */
export async function stemsHeld(db: ReturnType<typeof connect>['db'], lotIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ stockId: t.orderItems.stockId, stems: sql<number>`coalesce(sum(${t.orderItems.buyQtyAll}), 0)::int` })
    .from(t.orderItems)
    .where(inArray(t.orderItems.stockId, lotIds))
    .groupBy(t.orderItems.stockId);
  return new Map(rows.map((row) => [row.stockId, row.stems]));
}

/** addBuyers, each with a self-pickup default address and their opening balance's ledger row (balance from `extra`). */
export async function addFundedBuyers(
  db: ReturnType<typeof connect>['db'],
  count: number,
  names: Parameters<typeof addBuyers>[2],
  extra: Parameters<typeof addBuyers>[3],
) {
  const buyers = await addBuyers(db, count, names, extra);
  await db.insert(t.addresses).values(buyers.map((b): typeof t.addresses.$inferInsert => selfPickupAddressRow(b.id, names.nick, b.phone)));
  await db
    .insert(t.balanceLedger)
    .values(buyers.map((b) => ({ buyerId: b.id, ioValueFen: b.balanceFen, ioNotice: '账户充值', balanceAfterFen: b.balanceFen })));
  return buyers;
}

/** A logged-in buyer: their token on the instance `at` (an index into the bases). */
export type Session = { buyerId: number; token: string; at: number };

/**
 * Every buyer logs in through the API (RSA-encrypted password, scrypt check), buyer i on instance i mod I. At most 10 at
 * a time: the server counts attempts in flight against the client's address (30 a window).
 */
export async function logIn(bases: string[], buyers: { id: number; phone: string }[], password: string): Promise<Session[]> {
  const publicKeys = await Promise.all(
    bases.map(
      async (base) =>
        ((await (await fetch(`${base}/api${accountEndpoints.publicKey.path}`)).json()) as Answer<{ publicKey: string }>).data.publicKey,
    ),
  );
  const sessions: Session[] = [];
  for (let from = 0; from < buyers.length; from += 10) {
    sessions.push(
      ...(await Promise.all(
        buyers.slice(from, from + 10).map(async (b, j) => {
          const at = (from + j) % bases.length;
          const res = await fetch(`${bases[at]}/api${accountEndpoints.login.path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ userName: b.phone, password: rsaEncrypt(publicKeys[at]!, password), loginOS: 'PC' }),
          });
          const body = (await res.json()) as Answer<{ hxmToken: string }>;
          if (body.code !== 200) throw new Error(`login failed: ${body.msg}`);
          return { buyerId: b.id, token: body.data.hxmToken, at };
        }),
      )),
    );
  }
  return sessions;
}

export type Answer<T> = { code: number; msg: string; data: T };

/** One keep-alive connection pool per instance (undici: a lean client, so the load takes less of the shared CPU), `connections` spread over them. */
export function agentsFor(bases: string[], connections: number): Pool[] {
  return bases.map((base) => new Pool(base, { connections: Math.max(1, Math.ceil(connections / bases.length)), pipelining: 1 }));
}

/** One POST of an endpoint over an instance's pool; resolves with the status and the parsed body, typed by the endpoint. */
export async function post<E extends Endpoint<'POST'>>(
  agent: Pool,
  endpoint: E,
  body: InputOf<Route<E>>,
  token?: string,
): Promise<{ status: number; body: Answer<AnswerOf<Route<E>>> }> {
  const res = await send(agent, endpoint.path, body, token);
  return { status: res.status, body: JSON.parse(res.text) as Answer<AnswerOf<Route<E>>> };
}

/** One POST to the pool's instance at /api`path`; the answer's text unparsed (a load loop only looks at its start: it shares the CPUs). */
export async function send(agent: Pool, path: string, body: unknown, token?: string): Promise<{ status: number; text: string }> {
  const res = await agent.request({
    path: `/api${path}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.statusCode, text: await res.body.text() };
}

/** One request of the read mix. */
export type ReadCase = { path: string; body: Record<string, unknown> };

/**
 * The 11:30 read mix: page 1 of each tab of `/pc/buyer/presale`, alone and per style, and `/pc/buyer/product-suppliers`
 * of the varieties on the tabs' page 1 (as `session` sees them now).
 */
export async function readMix(
  db: ReturnType<typeof connect>['db'],
  agent: Pool,
  token: string,
): Promise<{ cases: ReadCase[]; zoneCases: number; styles: number }> {
  const styleIds = (await db.select({ id: t.styles.id }).from(t.styles).orderBy(t.styles.id)).map((s) => s.id);
  const cases: ReadCase[] = [];
  for (const tab of ['A', 'C'] as const) {
    cases.push({ path: catalogEndpoints.presale.path, body: { tab, page: 1, limit: 15 } });
    for (const styleId of styleIds) cases.push({ path: catalogEndpoints.presale.path, body: { tab, styleId, page: 1, limit: 15 } });
  }
  const zoneCases = cases.length;
  for (const tab of ['A', 'C'] as const) {
    const page = await post(agent, catalogEndpoints.presale, { tab, page: 1, limit: 15 }, token);
    for (const listing of page.body.data.list)
      cases.push({ path: catalogEndpoints.productSuppliers.path, body: { flwCode: listing.flwCode, supplierType: tab } });
  }
  return { cases, zoneCases, styles: styleIds.length };
}

/** What a read load measured: answers/s and their spread after the warm-up, and every answer that was not a 200. */
export type ReadResult = { rps: number; elapsed: number; spread: Spread; failures: [string, number][] };

export type ReadPlan = { bases: string[]; sessions: Session[]; cases: ReadCase[]; connections: number; warmUpMs: number; seconds: number };

/**
 * The read load: `connections` loops over keep-alive agents, each a random request of the mix as a random buyer on
 * that buyer's instance; answers after the warm-up are timed for `seconds`. `onMeasuring` is called as timing starts.
 */
export async function readLoad(plan: ReadPlan & { onMeasuring?: () => void }): Promise<ReadResult> {
  const { bases, sessions, cases } = plan;
  const agents = agentsFor(bases, plan.connections);
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const fail = (k: string) => failures.set(k, (failures.get(k) ?? 0) + 1);
  let measuring = false;
  let stop = false;
  const loop = async () => {
    while (!stop) {
      const session = sessions[Math.floor(Math.random() * sessions.length)]!;
      const c = cases[Math.floor(Math.random() * cases.length)]!;
      const started = performance.now();
      try {
        const res = await send(agents[session.at]!, c.path, c.body, session.token);
        if (measuring) latencies.push(performance.now() - started);
        if (res.status !== 200 || !res.text.startsWith('{"code":200,')) fail(`${res.status} ${res.text.slice(0, 80)}`);
      } catch (error) {
        fail(`no answer: ${(error as Error).message}`);
      }
    }
  };
  try {
    const loops = Array.from({ length: plan.connections }, loop);
    await new Promise((resolve) => setTimeout(resolve, plan.warmUpMs));
    measuring = true;
    plan.onMeasuring?.();
    const start = performance.now();
    await new Promise((resolve) => setTimeout(resolve, plan.seconds * 1000));
    measuring = false;
    const elapsed = (performance.now() - start) / 1000;
    stop = true;
    await Promise.all(loops);
    return { rps: latencies.length / elapsed, elapsed, spread: spread(latencies), failures: [...failures] };
  } finally {
    for (const agent of agents) agent.destroy();
  }
}

/** The read figures next to their targets (`line` of the caller's printer); `prefix` names them among others. */
export function printReads(line: (label: string, value: string) => void, r: ReadResult, prefix = '') {
  line(`${prefix}requests/s`, `${r.rps.toFixed(0)} (${r.spread.count} answers in ${r.elapsed.toFixed(1)} s; target ≥ ${READ_TARGET_RPS})`);
  line(`${prefix}p50 / p95 / p99`, spreadText(r.spread, `; target p99 ≤ ${READ_TARGET_P99_MS}`));
}

export function readTargetsMet(r: ReadResult): boolean {
  return r.rps >= READ_TARGET_RPS && r.spread.p99 <= READ_TARGET_P99_MS;
}

/** The check that every read answered 200. */
export function everyRead200(r: ReadResult, label = 'every answer 200'): Check {
  const failed = r.failures.reduce((a, [, n]) => a + n, 0);
  return [label, failed === 0, failed === 0 ? 'yes' : r.failures.map(([k, v]) => `${v} × ${k}`).join('; ')];
}

/** A check: its label, whether it passed, and what was found. */
export type Check = [string, boolean, string];

/** Prints the checks; a failed one makes the process exit non-zero. */
export function printChecks(name: string, line: (label: string, value: string) => void, checks: Check[]) {
  console.log('\nchecks');
  for (const [label, passed, detail] of checks) line(label, `${passed ? 'OK' : 'FAILED'} (${detail})`);
  if (checks.some(([, passed]) => !passed)) {
    console.log(`\n${name}: a check FAILED`);
    process.exitCode = 1;
  } else console.log(`\n${name}: all checks passed`);
}

/** What the readers child (scripts/benchReaders.ts) tells its parent. */
export type ReaderMessage =
  { type: 'ready' } | { type: 'measuring' } | { type: 'done'; result: ReadResult } | { type: 'error'; message: string };

/**
 * The read load in a child process of its own (scripts/benchReaders.ts, forked with this process's tsx loader): its
 * connections and timing do not share this event loop. `ready` resolves once it runs; `go` hands it the plan and
 * resolves as it starts timing (after its warm-up); `result` resolves with its figures.
 */
export function startReaders() {
  const child = fork(fileURLToPath(new URL('./benchReaders.ts', import.meta.url)), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiters = new Map<ReaderMessage['type'], (m: ReaderMessage) => void>();
  const failed = new Promise<never>((_, reject) => {
    child.on('message', (m: ReaderMessage) => {
      if (m.type === 'error') reject(new Error(`the readers failed: ${m.message}`));
      else waiters.get(m.type)?.(m);
    });
    child.once('exit', (code) => reject(new Error(`the readers stopped (exit ${code})`)));
  });
  failed.catch(() => {});
  const next = <K extends ReaderMessage['type']>(type: K) => {
    const message = Promise.race([
      new Promise<Extract<ReaderMessage, { type: K }>>((resolve) => waiters.set(type, resolve as (m: ReaderMessage) => void)),
      failed,
    ]);
    // Whoever awaits it sees the failure; one nobody waits for any more (the run ended first) is no crash.
    message.catch(() => {});
    return message;
  };
  const ready = next('ready');
  return {
    ready,
    go: (plan: ReadPlan) => {
      const measuring = next('measuring');
      const done = next('done');
      child.send(plan);
      const result = done.then((m) => m.result);
      result.catch(() => {});
      return { measuring: measuring.then(() => undefined), result };
    },
    stop: () => {
      if (child.exitCode === null) child.kill();
    },
  };
}
