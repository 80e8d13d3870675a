/**
 * `npm run bench:year` — every page at a year of data, beside a fresh seed (issue 30, "Measured where it hurts").
 *
 *   npm run bench:year -- --year /work/year-db/1     # a DATA_DIR made by `npm run seed:year`, beside a fresh seed
 *   DATABASE_URL=postgres://… npm run bench:year      # the year in an external PostgreSQL, beside a fresh seed
 *   npm run bench:year                                # the fresh seed only: a check that every case answers
 *   npm run bench:year -- --year DIR --no-small       # the year only (no ratio column)
 *
 * Each database is served by the server as its own process, started as `npm run serve` starts it
 * (`tsx apps/server/src/main.ts`, scripts/benchShared.ts `startServers`), one after the other: first a fresh seed in a
 * throwaway DATA_DIR (the small column), stopped before the year's server starts (the year column), so the two never
 * share the CPU. Both run NODE_ENV=development with RESPONSE_CHECK=off (what production checks): the year's database
 * holds the demo buyer and staff with their published passwords, which production refuses to start on, and the small
 * seed's demo buyer is then the year's heavy buyer's counterpart. The market clock is the benches' (a Tuesday 11:45 in
 * Kunming, both sessions open); the year's last day is expected to be that day.
 *
 * On each database the bench picks its subjects by SQL — the demo buyer (13800000001, else the buyer of the latest
 * order), their latest order and a variety in it, a lot of today — and gives the buyer and a bench 管理员 a session
 * written as a login writes one (a token's hash; the 管理员's two-factor login needs the server's clock), and issues an
 * operator sign through the API. Then it times, one request at a time over a keep-alive connection, `--n` calls of
 * every case after `--warm` untimed ones, and prints p50 / p95 / p99 of both columns, the ratio of the medians and
 * the target:
 * - buyer pages (p95 ≤ 50 ms): orders of each tab, order search by keyword and by number, an order's detail, bills of
 *   the last 30 days, coupons, claims, addresses, the zone lists and a variety's supplier rows of today, the price
 *   board (行情) of today (all, and a grade by 跌幅) and a variety's 90-day history;
 * - the operator's goods list (all, and a keyword) and cart, and every staff desk at its default and heaviest filter
 *   (p95 ≤ 200 ms): 订单履约 of today (all, 已完成, a keyword), 买家 search by phone, name and account number, the
 *   heavy buyer's ledger and orders, claims (待处理, 已赔付, a keyword), payouts, 操作记录 (all, a month of one action);
 * - an order's export (the link, then the file), and the 订单履约 export of a month (the last 31 auction days to today:
 *   the job started, its progress polled every 100 ms until done, the file downloaded; 3 runs, none warm) (≤ 10 s);
 * - once each: `npm run ledger:check` (≤ 60 s), `npm run backup` and `npm run restore -- <that backup>` into a throwaway
 *   DATA_DIR, and a migration's DDL on the largest of orders, order_items, balance_ledger and audit_log — ADD COLUMN and
 *   CREATE INDEX, applied two ways: in one transaction as our migrator applies a file, then with CREATE INDEX
 *   CONCURRENTLY; each dropped again after — while `--buyers` clients buy hot lots through the API: each way's time and
 *   the longest purchase answer meanwhile (≤ 1 s).
 *
 * A case that does not answer 200 is printed as such and makes the run exit 1. The year's database is changed by the
 * run as a market day would change it (bench buyers, hot lots and their orders, a 管理员, a sign); the throwaway DDL is
 * undone. Nothing else is kept: the backup and the restored copy live in the run's throwaway folder.
 *
 * Options: --year DIR (or DATA_DIR; DATABASE_URL), --no-small, --n N calls per case (BENCH_N, 30), --warm W (5),
 * --buyers B purchase clients during the migration (4), --no-backup (skip backup and restore: they copy the whole
 * database), --quick (n 5, warm 1: a check that every case answers), --only TEXT (only the cases whose name holds TEXT,
 * e.g. `--only 订单履约`; repeatable; the once-only figures — ledger:check, the migration, backup — are skipped).
 */
import {
  addressRoutes,
  adminBuyerRoutes,
  adminClaimRoutes,
  adminOrderRoutes,
  afterSalesRoutes,
  cartRoutes,
  catalogRoutes,
  couponRoutes,
  deskExportRoutes,
  type DeskExportJob,
  marketRoutes,
  moneyRoutes,
  operatorToolRoutes,
  orderRoutes,
  staffRoutes,
  withdrawRoutes,
} from '@huashi/api';
import { createPurchaseSign, parseSignKey } from '@huashi/domain';
import { hashPassword } from '@huashi/server/auth';
import { sql } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Pool } from 'undici';
import { BENCH_MARKET_NOW, ROOT } from './builtServer';
import * as bench from './benchShared';
import { freePort } from './freePort';
import { displayWidth, padEndDisplay, padStartDisplay } from './textWidth';

const N = bench.option('n', 'BENCH_N', 30, 5);
const WARM = bench.option('warm', 'BENCH_WARM', 5, 1, 0);
const BUYERS = bench.option('buyers', 'BENCH_BUYERS', 4, 2);
const SMALL = !process.argv.includes('--no-small');
const BACKUP = !process.argv.includes('--no-backup');
/** --only TEXT (repeatable): the cases whose name holds one of these; none given: every case and the once-only figures. */
const ONLY = process.argv.flatMap((arg, i) => (process.argv[i - 1] === '--only' ? [arg] : []));
const YEAR: bench.Given = (() => {
  const i = process.argv.indexOf('--year');
  if (i >= 0) return { dataDir: path.resolve(process.argv[i + 1] ?? '') };
  return bench.givenDatabase();
})();
const HAS_YEAR = Boolean(YEAR.dataDir || YEAR.databaseUrl);
const TODAY = BENCH_MARKET_NOW.slice(0, 10);
const PASSWORD = 'BenchYear2026';

type Group = 'buyer' | 'desk' | 'operator' | 'export';
const TARGET_MS: Record<Group, number> = { buyer: 50, desk: 200, operator: 200, export: 10_000 };
/** One timed request: GET with a query or POST with a body; `then` follows the answer (an export's file). */
type Case = {
  name: string;
  group: Group;
  method: 'GET' | 'POST';
  path: string;
  input: Record<string, unknown>;
  token?: string;
  then?: (data: unknown) => Promise<void>;
  /** Fewer calls than --n / --warm for a case that takes seconds (the export of a month). */
  runs?: { n: number; warm: number };
};
type Figures = { group: Group; spread?: bench.Spread; failure?: string };
/** A figure taken once; `refused`: answers refused meanwhile (a purchase refused during the migration misses its target). */
type Once = { name: string; ms?: number; detail: string; target?: number; refused?: number };
type Side = { label: string; cases: Map<string, Figures>; once: Once[] };

/** A session as the login writes it: a random token, its hash stored (tokens of buyers and of staff). */
function newToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: createHash('sha256').update(token).digest('hex') };
}

/** The HTTP status and envelope of one request over the pool. */
async function call(pool: Pool, c: Pick<Case, 'method' | 'path' | 'input' | 'token'>) {
  const query = c.method === 'GET' ? `?${new URLSearchParams(Object.entries(c.input).map(([k, v]) => [k, String(v)]))}` : '';
  const res = await pool.request({
    path: `/api${c.path}${query}`,
    method: c.method,
    headers: { 'content-type': 'application/json', ...(c.token ? { authorization: `Bearer ${c.token}` } : {}) },
    body: c.method === 'POST' ? JSON.stringify(c.input) : undefined,
  });
  const text = await res.body.text();
  const body = (text.startsWith('{') ? JSON.parse(text) : { code: res.statusCode, msg: text.slice(0, 80) }) as bench.Answer<unknown>;
  if (res.statusCode !== 200 || Number(body.code) !== 200) throw new Error(`${res.statusCode} ${body.code} ${body.msg}`);
  return body.data;
}

/** A command of the project (`tsx <script>`) with its environment; its time and its output's last line. */
function timeCommand(script: string, args: string[], env: Record<string, string>): Promise<{ ms: number; ok: boolean; out: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [script, ...args], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'development', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => resolve({ ms: performance.now() - started, ok: code === 0, out }));
  });
}

const lastLine = (out: string) => out.trim().split('\n').at(-1)?.slice(0, 110) ?? '';
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

bench.runBench('huashi-year-', async (run) => {
  console.log(`花市 a year of data${bench.QUICK ? ' (--quick: checks only, timings not meaningful)' : ''}`);
  const line = bench.printer(22);
  line('year', HAS_YEAR ? bench.givenText(YEAR) : 'none given (--year DATA_DIR or DATABASE_URL): the fresh seed only');
  line('small', SMALL ? 'a fresh seed in a throwaway DATA_DIR' : 'not measured (--no-small)');
  line('calls', `${N} per case after ${WARM} warm-up, one at a time; NODE_ENV=development, RESPONSE_CHECK=off`);
  line('machine', bench.machineLine());

  const sides: Side[] = [];
  if (SMALL || !HAS_YEAR) sides.push(await measure(run, 'small', {}));
  if (HAS_YEAR) sides.push(await measure(run, 'year', YEAR));
  print(sides);
  const failed = sides.some((s) => [...s.cases.values()].some((f) => f.failure) || s.once.some((o) => o.ms === undefined));
  if (failed) {
    console.log('\nbench:year: a case FAILED (above)');
    process.exitCode = 1;
  } else console.log('\nbench:year: every case answered');
});

/** One database: its server started, its subjects found, every case timed, the once-only figures; its server stopped. */
async function measure(run: bench.BenchRun, label: string, given: bench.Given): Promise<Side> {
  console.log(`\n[${label}] starting the server on ${bench.givenText(given)} …`);
  const server = await bench.startServers(run, 1, { NODE_ENV: 'development' }, given, label);
  const { db } = server;
  const [pool] = bench.agentsFor(server.bases, 1);
  run.atEnd(() => pool!.destroy());

  // Subjects: the demo buyer (else the latest order's), their latest order, a variety in it, a lot of today.
  const one = async <T>(query: ReturnType<typeof sql>) => (await db.execute<T & Record<string, unknown>>(query)).rows[0];
  const buyer =
    (await one<{ id: number; phone: string; nick_name: string; account_no: string }>(
      sql`select id, phone, nick_name, account_no from buyers where phone = '13800000001'`,
    )) ??
    (await one<{ id: number; phone: string; nick_name: string; account_no: string }>(
      sql`select b.id, b.phone, b.nick_name, b.account_no from buyers b join orders o on o.buyer_id = b.id order by o.id desc limit 1`,
    ));
  if (!buyer) throw new Error(`[${label}] no buyer in the database`);
  const order = await one<{ id: number; order_no: string }>(
    sql`select id, order_no from orders where buyer_id = ${buyer.id} order by id desc limit 1`,
  );
  const variety = order
    ? await one<{ flw_name: string }>(sql`select flw_name from order_items where order_id = ${order.id} limit 1`)
    : undefined;
  const lot = await one<{ flw_code: string }>(sql`select flw_code from stock_lots where auction_date = ${TODAY} limit 1`);
  const action = await one<{ action: string }>(sql`select action from audit_log order by id desc limit 1`);
  const figures = await one<{ orders: string; items: string; ledger: string; audit: string; bytes: string }>(
    sql`select (select reltuples::bigint from pg_class where relname = 'orders') as orders,
               (select reltuples::bigint from pg_class where relname = 'order_items') as items,
               (select reltuples::bigint from pg_class where relname = 'balance_ledger') as ledger,
               (select reltuples::bigint from pg_class where relname = 'audit_log') as audit,
               pg_database_size(current_database()) as bytes`,
  );
  console.log(
    `[${label}] about ${figures!.orders} orders, ${figures!.items} order items, ${figures!.ledger} ledger rows, ${figures!.audit} audit rows (estimates), ${(Number(figures!.bytes) / 1_073_741_824).toFixed(2)} GiB; buyer ${buyer.phone}`,
  );

  // Sessions written as a login writes them; the operator's sign issued through the staff API.
  const expiresAt = new Date(Date.now() + 7 * 86_400_000);
  const buyerToken = newToken();
  await db.execute(
    sql`insert into buyer_tokens (buyer_id, token_hash, kind, expires_at) values (${buyer.id}, ${buyerToken.hash}, 'session', ${expiresAt})`,
  );
  const staffName = `bench.year.${randomInt(0, 1_000_000)}`;
  const [member] = (
    await db.execute<{ id: number }>(
      sql`insert into staff (login_name, display_name, role, password_hash) values (${staffName}, '压测', 'admin', ${await hashPassword(PASSWORD)}) returning id`,
    )
  ).rows;
  const staffToken = newToken();
  await db.execute(
    sql`insert into staff_tokens (staff_id, token_hash, stage, expires_at) values (${member!.id}, ${staffToken.hash}, 'full', ${expiresAt})`,
  );
  const b = buyerToken.token;
  const s = staffToken.token;
  const issued = (await call(pool!, {
    method: 'POST',
    path: staffRoutes.issueSign.path,
    input: { label: '压测', ttlHours: 24 },
    token: s,
  })) as { sign: string };
  const sign = issued.sign;

  const monthAgo = new Date(Date.parse(`${TODAY}T00:00:00+08:00`) - 30 * 86_400_000).toISOString().slice(0, 10);
  const keyword = variety?.flw_name ?? '玫瑰';
  const cases: Case[] = [
    ...(['all', 'new', 'processing', 'shipped', 'completed'] as const).map((tab): Case => ({
      name: `orders tab ${tab}`,
      group: 'buyer',
      method: 'POST',
      path: orderRoutes.list.path,
      input: { tab, page: 1 },
      token: b,
    })),
    {
      name: `order search keyword ${keyword}`,
      group: 'buyer',
      method: 'POST',
      path: orderRoutes.search.path,
      input: { keywords: keyword, page: 1 },
      token: b,
    },
    ...(order
      ? ([
          {
            name: 'order search by number',
            group: 'buyer',
            method: 'POST',
            path: orderRoutes.search.path,
            input: { keywords: order.order_no, page: 1 },
            token: b,
          },
          { name: 'order detail', group: 'buyer', method: 'POST', path: orderRoutes.detail.path, input: { mainId: order.id }, token: b },
        ] satisfies Case[])
      : []),
    {
      name: 'bills, last 30 days',
      group: 'buyer',
      method: 'POST',
      path: moneyRoutes.bills.path,
      input: { page: 1, start: monthAgo, end: TODAY },
      token: b,
    },
    { name: 'bills, all', group: 'buyer', method: 'POST', path: moneyRoutes.bills.path, input: { page: 1, start: '', end: '' }, token: b },
    { name: 'coupons usable', group: 'buyer', method: 'POST', path: couponRoutes.page.path, input: { page: 1, type: 1 }, token: b },
    { name: 'coupons used/expired', group: 'buyer', method: 'POST', path: couponRoutes.page.path, input: { page: 1, type: 2 }, token: b },
    {
      name: 'claims',
      group: 'buyer',
      method: 'POST',
      path: afterSalesRoutes.afterList.path,
      input: { asType: '', astypeName: '', keyword: '', start: '', end: '', page: 1 },
      token: b,
    },
    { name: 'addresses', group: 'buyer', method: 'POST', path: addressRoutes.list.path, input: {}, token: b },
    {
      name: 'zone list A',
      group: 'buyer',
      method: 'POST',
      path: catalogRoutes.presale.path,
      input: { tab: 'A', page: 1, limit: 15 },
      token: b,
    },
    {
      name: 'zone list C',
      group: 'buyer',
      method: 'POST',
      path: catalogRoutes.presale.path,
      input: { tab: 'C', page: 1, limit: 15 },
      token: b,
    },
    ...(lot
      ? ([
          {
            name: 'supplier rows of a variety',
            group: 'buyer',
            method: 'POST',
            path: catalogRoutes.productSuppliers.path,
            input: { flwCode: lot.flw_code, supplierType: '9' },
            token: b,
          },
          {
            name: '行情 a variety, 90 days',
            group: 'buyer',
            method: 'GET',
            path: marketRoutes.history.path,
            input: { variety: lot.flw_code, days: 90 },
            token: b,
          },
        ] satisfies Case[])
      : []),
    { name: '行情 today', group: 'buyer', method: 'GET', path: marketRoutes.prices.path, input: {}, token: b },
    {
      name: '行情 today A级 by 跌幅',
      group: 'buyer',
      method: 'GET',
      path: marketRoutes.prices.path,
      input: { grade: 'A', sort: 'fall' },
      token: b,
    },
    { name: 'operator goods list', group: 'operator', method: 'POST', path: operatorToolRoutes.goodsList.path, input: { sign, page: 1 } },
    {
      name: `operator goods ${keyword}`,
      group: 'operator',
      method: 'POST',
      path: operatorToolRoutes.goodsList.path,
      input: { sign, page: 1, search: keyword },
    },
    { name: 'operator cart', group: 'operator', method: 'POST', path: operatorToolRoutes.getCart.path, input: { sign } },
    { name: '订单履约 today', group: 'desk', method: 'GET', path: adminOrderRoutes.list.path, input: { auctionDate: TODAY }, token: s },
    {
      name: '订单履约 today 已完成',
      group: 'desk',
      method: 'GET',
      path: adminOrderRoutes.list.path,
      input: { auctionDate: TODAY, status: 'completed' },
      token: s,
    },
    {
      name: `订单履约 today ${keyword}`,
      group: 'desk',
      method: 'GET',
      path: adminOrderRoutes.list.path,
      input: { auctionDate: TODAY, keyword },
      token: s,
    },
    { name: '买家 all', group: 'desk', method: 'GET', path: adminBuyerRoutes.search.path, input: {}, token: s },
    { name: '买家 by phone', group: 'desk', method: 'GET', path: adminBuyerRoutes.search.path, input: { q: buyer.phone }, token: s },
    { name: '买家 by name', group: 'desk', method: 'GET', path: adminBuyerRoutes.search.path, input: { q: buyer.nick_name }, token: s },
    { name: '买家 by number', group: 'desk', method: 'GET', path: adminBuyerRoutes.search.path, input: { q: buyer.account_no }, token: s },
    {
      name: "heavy buyer's ledger",
      group: 'desk',
      method: 'GET',
      path: adminBuyerRoutes.ledger.path,
      input: { buyerId: buyer.id },
      token: s,
    },
    {
      name: "heavy buyer's orders",
      group: 'desk',
      method: 'GET',
      path: adminBuyerRoutes.orders.path,
      input: { buyerId: buyer.id },
      token: s,
    },
    { name: '售后理赔 待处理', group: 'desk', method: 'GET', path: adminClaimRoutes.list.path, input: {}, token: s },
    { name: '售后理赔 已赔付', group: 'desk', method: 'GET', path: adminClaimRoutes.list.path, input: { state: 'paid' }, token: s },
    {
      name: '售后理赔 by phone',
      group: 'desk',
      method: 'GET',
      path: adminClaimRoutes.list.path,
      input: { keyword: buyer.phone },
      token: s,
    },
    { name: '提现 payouts', group: 'desk', method: 'GET', path: withdrawRoutes.payouts.path, input: {}, token: s },
    { name: '提现 by phone', group: 'desk', method: 'GET', path: withdrawRoutes.payouts.path, input: { keyword: buyer.phone }, token: s },
    { name: '操作记录', group: 'desk', method: 'GET', path: staffRoutes.audit.path, input: {}, token: s },
    ...(action
      ? ([
          {
            name: '操作记录 an action, a month',
            group: 'desk',
            method: 'GET',
            path: staffRoutes.audit.path,
            input: { action: action.action, from: monthAgo, to: TODAY },
            token: s,
          },
        ] satisfies Case[])
      : []),
    ...(order
      ? ([
          {
            name: 'order export (one order)',
            group: 'export',
            method: 'POST',
            path: orderRoutes.export.path,
            input: { mainId: order.id },
            token: b,
            // The link's one-time download: the file itself.
            then: async (data) => {
              const link = new URL((data as { link: string }).link);
              const res = await pool!.request({ path: `${link.pathname}${link.search}`, method: 'GET' });
              await res.body.arrayBuffer();
              if (res.statusCode !== 200) throw new Error(`export file: ${res.statusCode}`);
            },
          },
        ] satisfies Case[])
      : []),
  ];

  // 订单履约 of a month: the export job of the last 31 auction days, polled until its file is written, then downloaded.
  const monthStart = new Date(Date.parse(`${TODAY}T12:00:00+08:00`) - 30 * 86_400_000).toISOString().slice(0, 10);
  cases.push({
    name: '订单履约 export of a month',
    group: 'export',
    method: 'POST',
    path: deskExportRoutes.orders.path,
    input: { auctionDate: monthStart, until: TODAY },
    token: s,
    runs: { n: Math.min(N, 3), warm: 0 },
    then: async (data) => {
      let job = data as DeskExportJob;
      while (job.state === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 100));
        job = (await call(pool!, {
          method: 'GET',
          path: deskExportRoutes.progress.path,
          input: { id: job.id },
          token: s,
        })) as DeskExportJob;
      }
      if (job.state !== 'done') throw new Error(`export of a month: ${job.state}`);
      const res = await pool!.request({ path: `/api${job.href}`, method: 'GET' });
      await res.body.arrayBuffer();
      if (res.statusCode !== 200) throw new Error(`export file: ${res.statusCode}`);
    },
  });

  const measured = new Map<string, Figures>();
  for (const c of cases.filter((c) => ONLY.length === 0 || ONLY.some((text) => c.name.includes(text)))) {
    try {
      const once = async () => {
        const data = await call(pool!, c);
        await c.then?.(data);
      };
      for (let i = 0; i < (c.runs?.warm ?? WARM); i++) await once();
      const times: number[] = [];
      for (let i = 0; i < (c.runs?.n ?? N); i++) {
        const started = performance.now();
        await once();
        times.push(performance.now() - started);
      }
      measured.set(c.name, { group: c.group, spread: bench.spread(times) });
    } catch (error) {
      measured.set(c.name, { group: c.group, failure: (error as Error).message.slice(0, 80) });
    }
    const f = measured.get(c.name)!;
    console.log(`[${label}] ${c.name}: ${f.spread ? bench.spreadText(f.spread) : `FAILED ${f.failure}`}`);
  }

  const once: Once[] = [];
  if (ONLY.length > 0) {
    await server.stop();
    return { label, cases: measured, once };
  }
  const check = await timeCommand('apps/server/src/cli/ledgerCheck.ts', [], { DATABASE_URL: server.url });
  once.push({ name: 'npm run ledger:check', ms: check.ok ? check.ms : undefined, detail: lastLine(check.out), target: 60_000 });
  console.log(`[${label}] ledger:check ${seconds(check.ms)}: ${lastLine(check.out)}`);
  once.push(...(await migrationUnderPurchases(run, label, server, db)));

  if (BACKUP && !given.databaseUrl) {
    const env = {
      DATA_DIR: server.first.dataDir,
      EMBEDDED_PG_PORT: String(server.first.pgPort),
      BACKUP_DIR: server.first.backupDir,
      DATABASE_URL: '',
    };
    const backup = await timeCommand('apps/server/src/cli/backup.ts', [], env);
    const folder = /written to (\S+) in/.exec(backup.out)?.[1];
    once.push({
      name: 'npm run backup',
      ms: backup.ok && folder ? backup.ms : undefined,
      detail: lastLine(backup.out.split('\n')[0] ?? ''),
    });
    console.log(`[${label}] backup ${seconds(backup.ms)}: ${backup.out.split('\n')[0]}`);
    if (folder) {
      // Restored into a DATA_DIR of its own while the server still runs (a port of its own too).
      const target = path.join(run.dir, `${label}-restored`);
      const restore = await timeCommand('apps/server/src/cli/restore.ts', [folder], {
        ...env,
        DATA_DIR: target,
        EMBEDDED_PG_PORT: String(await freePort()),
      });
      once.push({ name: 'npm run restore', ms: restore.ok ? restore.ms : undefined, detail: lastLine(restore.out) });
      console.log(`[${label}] restore ${seconds(restore.ms)}: ${lastLine(restore.out)}`);
      if (!existsSync(target)) console.log(`[${label}] restore wrote no ${target}`);
    }
  }
  await server.stop();
  return { label, cases: measured, once };
}

/**
 * A migration's DDL on the largest append-only table while purchases run: `--buyers` funded buyers (logged in through
 * the API) buy hot lots of today in a loop, from a second before the DDL until a second after each way of applying it
 * (ADD COLUMN and CREATE INDEX in one transaction, as our migrator applies a file; then CREATE INDEX CONCURRENTLY),
 * each dropped again before the next.
 */
async function migrationUnderPurchases(
  run: bench.BenchRun,
  label: string,
  server: Awaited<ReturnType<typeof bench.startServers>>,
  db: Awaited<ReturnType<typeof bench.startServers>>['db'],
): Promise<Once[]> {
  const largest = (
    await db.execute<{ relname: string; bytes: string }>(
      sql`select relname, pg_total_relation_size(oid) as bytes from pg_class
          where relname in ('orders', 'order_items', 'balance_ledger', 'audit_log') and relkind in ('r', 'p')
          order by pg_total_relation_size(oid) desc limit 1`,
    )
  ).rows[0]!.relname;
  const lotIds = await bench.addHotLots(db, { count: 5, batches: 100_000, stems: 10, priceFen: 100 });
  const buyers = await bench.addFundedBuyers(
    db,
    BUYERS,
    { phonePrefix: '1360000', account: 'YEAR', nick: '迁移压测', password: PASSWORD },
    () => ({ balanceFen: 1_000_000_000 }),
  );
  const sessions = await bench.logIn(server.bases, buyers, PASSWORD);
  const pools = bench.agentsFor(server.bases, BUYERS);
  run.atEnd(() => Promise.all(pools.map((p) => p.destroy())));
  const signInfo = (await call(pools[0]!, { method: 'GET', path: cartRoutes.signKey.path, input: {}, token: sessions[0]!.token })) as {
    key: string;
    serverTime: number;
  };
  const key = parseSignKey(signInfo.key)!;
  const clockOffset = signInfo.serverTime - Date.now();
  const random = () => randomInt(0, 1_000_000) / 1_000_000;

  const answers: { started: number; ended: number; ok: boolean }[] = [];
  let buying = true;
  const client = async (session: bench.Session) => {
    while (buying) {
      const started = performance.now();
      const sign = createPurchaseSign({ key, now: new Date(Date.now() + clockOffset), random });
      let ok = false;
      try {
        await call(pools[0]!, {
          method: 'POST',
          path: cartRoutes.batchPurchase.path,
          input: {
            doWay: 'nowPay',
            products: [{ huaId: lotIds[randomInt(0, lotIds.length)]!, qty: 1 }],
            couponCode: '',
            sign,
            version: '3.7.5',
          },
          token: session.token,
        });
        ok = true;
      } catch {
        // counted below
      }
      answers.push({ started, ended: performance.now(), ok });
    }
  };
  const clients = sessions.map(client);
  const pause = () => new Promise((resolve) => setTimeout(resolve, 1000));
  const column = `bench_year_${randomInt(0, 1_000_000)}`;
  // Two ways to apply it: as our migrator applies a migration file (one transaction, a plain CREATE INDEX, which holds
  // off every write to the table while it builds), and with CREATE INDEX CONCURRENTLY (outside a transaction).
  const ways: [string, () => Promise<unknown>][] = [
    [
      'in one transaction',
      () =>
        db.transaction(async (tx) => {
          await tx.execute(sql.raw(`alter table ${largest} add column ${column} integer`));
          await tx.execute(sql.raw(`create index ${column}_idx on ${largest} (${column})`));
        }),
    ],
    [
      'CONCURRENTLY',
      async () => {
        await db.execute(sql.raw(`alter table ${largest} add column ${column} integer`));
        await db.execute(sql.raw(`create index concurrently ${column}_idx on ${largest} (${column})`));
      },
    ],
  ];
  const results: Once[] = [];
  await pause();
  for (const [way, apply] of ways) {
    const from = performance.now();
    let error: string | undefined;
    await apply().catch((e: unknown) => (error = (e as Error).message));
    const to = performance.now();
    await pause();
    await db.execute(sql.raw(`alter table ${largest} drop column if exists ${column}`));
    await pause();
    const during = answers.filter((a) => a.ended >= from && a.started <= to);
    const longest = Math.max(0, ...during.map((a) => a.ended - a.started));
    const refused = during.filter((a) => !a.ok).length;
    const detail = `${largest}: ADD COLUMN + CREATE INDEX ${way} in ${seconds(to - from)}; ${during.length} purchases answered meanwhile (${refused} refused), the longest in ${longest.toFixed(0)} ms`;
    console.log(`[${label}] migration ${error ? `FAILED ${error}` : detail}`);
    results.push({
      name: `migration ${way}: longest purchase`,
      ms: error ? undefined : longest,
      detail: error ?? detail,
      target: 1000,
      refused,
    });
  }
  buying = false;
  await Promise.all(clients);
  return results;
}

/** The table: each case's p50 / p95 / p99 on each side, the ratio of the medians, the target and whether it is met. */
function print(sides: Side[]) {
  const year = sides.find((s) => s.label === 'year');
  const small = sides.find((s) => s.label === 'small');
  const names = [...new Set(sides.flatMap((s) => [...s.cases.keys()]))];
  const cell = (f: Figures | undefined) =>
    !f ? '—' : f.spread ? `${f.spread.p50.toFixed(1)} / ${f.spread.p95.toFixed(1)} / ${f.spread.p99.toFixed(1)}` : 'FAILED';
  const rows: string[][] = [['case', 'small p50 / p95 / p99 ms', 'year p50 / p95 / p99 ms', '× p50', 'target p95', 'met']];
  for (const name of names) {
    const s = small?.cases.get(name)?.spread;
    const y = year?.cases.get(name)?.spread;
    const measured = y ?? s;
    const target = TARGET_MS[(year?.cases.get(name) ?? small!.cases.get(name)!).group];
    rows.push([
      name,
      cell(small?.cases.get(name)),
      cell(year?.cases.get(name)),
      s && y ? (y.p50 / s.p50).toFixed(1) : '—',
      target >= 10_000 ? `≤ ${target / 1000} s` : `≤ ${target} ms`,
      measured ? (measured.p95 <= target ? 'yes' : 'NO') : '—',
    ]);
  }
  for (const name of [...new Set(sides.flatMap((side) => side.once.map((o) => o.name)))]) {
    const s = small?.once.find((o) => o.name === name);
    const y = year?.once.find((o) => o.name === name);
    const measured = y ?? s;
    const text = (o: Once | undefined) =>
      !o ? '—' : o.ms === undefined ? 'FAILED' : name.startsWith('migration') ? `${o.ms.toFixed(0)} ms` : seconds(o.ms);
    rows.push([
      name,
      text(s),
      text(y),
      s?.ms && y?.ms ? (y.ms / s.ms).toFixed(1) : '—',
      measured?.target ? (measured.target >= 10_000 ? `≤ ${measured.target / 1000} s` : `≤ ${measured.target} ms`) : '',
      measured?.target && measured.ms !== undefined ? (measured.ms <= measured.target && !measured.refused ? 'yes' : 'NO') : '—',
    ]);
  }
  console.log(`\nresults (${N} calls per case after ${WARM} warm-up; ${BENCH_MARKET_NOW}; load average ${bench.loadAverage()} after)`);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => displayWidth(r[i]!))));
  for (const r of rows)
    console.log(r.map((v, i) => (i === 0 ? padEndDisplay(v, widths[i]! + 2) : padStartDisplay(v, widths[i]! + 2))).join(''));
  for (const side of sides) for (const o of side.once) console.log(`  [${side.label}] ${o.name}: ${o.detail}`);
}
