/**
 * `npm run bench:read` — the 11:30 read path (issue 19): the zone list and a product's supplier rows under load, while
 * stock changes.
 *
 * The server runs as its own process(es), started as `npm run serve` starts it (`tsx apps/server/src/main.ts`,
 * NODE_ENV=production, scripts/builtServer.ts); this process adds buyers (each following a few varieties of their own),
 * logs them in through the API and fires requests over keep-alive connections from here: page 1 of each tab and of
 * each style of `/pc/buyer/presale`, and `/pc/buyer/product-suppliers` of the varieties on those pages, each request as
 * a random buyer. Meanwhile it takes stock from random lots in the database (`--writes` per second, what the orders of
 * the rush do to stock_lots), so the lists' cache is patched by the change feed all along.
 *
 * It prints the configuration, requests/s, p50/p95/p99 and the checks — every answer 200; every buyer sees their own
 * follows (never another's); a stock change shows in the zone list and the supplier rows within 1 s — and exits
 * non-zero when a check fails. The targets (≥ 3,000 requests/s, p99 ≤ 50 ms) are printed next to the figures.
 *
 * Options (flags or environment): --connections C (BENCH_CONNECTIONS, 64), --seconds S (BENCH_SECONDS, 15),
 * --buyers N (BENCH_BUYERS, 20), --writes W stock changes a second (BENCH_WRITES, 100; 0 for none),
 * --instances I (BENCH_INSTANCES, 1), --quick: a short run for the checks only.
 */
import { CATALOG_PATHS, PATHS } from '@huashi/api';
import { ACCOUNT_OPENED_STATUS } from '@huashi/domain';
import { sql } from 'drizzle-orm';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { hashPassword } from '../apps/server/src/auth/password';
import { rsaEncrypt } from '../apps/server/src/auth/rsa';
import { connect } from '../apps/server/src/db/client';
import * as t from '../apps/server/src/db/schema';
import { BENCH_MARKET_NOW, startBuiltServer, type BuiltServer } from './builtServer';
import { freePort } from './freePort';

const QUICK = process.argv.includes('--quick');

function option(flag: string, env: string, fallback: number, quick: number, min = 1): number {
  const i = process.argv.indexOf(`--${flag}`);
  const raw = i >= 0 ? process.argv[i + 1] : process.env[env];
  const n = raw === undefined || raw === '' ? (QUICK ? quick : fallback) : Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${flag} must be a whole number ≥ ${min}`);
  return n;
}

const CONNECTIONS = option('connections', 'BENCH_CONNECTIONS', 64, 8);
const SECONDS = option('seconds', 'BENCH_SECONDS', 15, 2);
const BUYERS = option('buyers', 'BENCH_BUYERS', 20, 4);
const WRITES = option('writes', 'BENCH_WRITES', 100, 20, 0);
const INSTANCES = option('instances', 'BENCH_INSTANCES', 1, 1);
const WARM_UP_MS = QUICK ? 500 : 2000;
const PASSWORD = 'read-2026';
const TARGET_RPS = 3000;
const TARGET_P99_MS = 50;
const FRESH_MS = 1000;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

type Answer<T> = { code: number; msg: string; data: T };
type Listing = { flwCode: string; collected: 0 | 1; items: { id: number; myAcount: number }[] };
type ZonePage = { list: Listing[] };
type Suppliers = { product: { collected: 0 | 1 }; list: { id: number; nowStock: number }[] };

/** One POST over a keep-alive agent; resolves with the status and the parsed body. */
async function post<T>(
  agent: http.Agent,
  base: URL,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: Answer<T> }> {
  const res = await send(agent, base, path, body, token);
  return { status: res.status, body: JSON.parse(res.text) as Answer<T> };
}

/** One POST; the answer's text unparsed (the load loop only looks at its start: the generator shares the CPUs). */
function send(agent: http.Agent, base: URL, path: string, body: unknown, token?: string): Promise<{ status: number; text: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path: `/api${path}`,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function main() {
  const line = (label: string, value: string) => console.log(`  ${label.padEnd(30)} ${value}`);
  console.log(`花市 read-path benchmark${QUICK ? ' (--quick: checks only, timings not meaningful)' : ''}`);
  line('servers', `${INSTANCES} × \`tsx apps/server/src/main.ts\` (NODE_ENV=production)`);
  line('load', `${CONNECTIONS} keep-alive connections, ${SECONDS} s after ${WARM_UP_MS / 1000} s warm-up, ${BUYERS} buyers`);
  line('stock changes meanwhile', `${WRITES}/s on random lots of today (direct UPDATE, as orders take stock)`);
  line(
    'machine',
    `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadavg()[0]?.toFixed(2)} before (other work on the machine skews the figures)`,
  );

  const dir = mkdtempSync(path.join(tmpdir(), 'huashi-read-'));
  chmodSync(dir, 0o755);
  const servers: BuiltServer[] = [];
  let database: ReturnType<typeof connect> | undefined;
  const agents: http.Agent[] = [];
  try {
    const pgPort = await freePort();
    const url = process.env.DATABASE_URL || `postgres://huashi:huashi@127.0.0.1:${pgPort}/huashi`;
    const common = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Production refuses the development sign key: the bench's own.
      PURCHASE_SIGN_KEY: 'HuashiBenchRead1',
      WEB_DIR: path.join(dir, 'no-web'),
      MARKET_NOW: BENCH_MARKET_NOW,
    };
    servers.push(
      await startBuiltServer(path.join(dir, 'i1'), {
        ...common,
        EMBEDDED_PG_PORT: String(pgPort),
        ...(process.env.DATABASE_URL ? { DATABASE_URL: url } : {}),
      }),
    );
    for (let i = 2; i <= INSTANCES; i++) servers.push(await startBuiltServer(path.join(dir, `i${i}`), { ...common, DATABASE_URL: url }));
    const bases = servers.map((s) => new URL(s.base));
    for (const _ of bases) agents.push(new http.Agent({ keepAlive: true, maxSockets: Math.ceil(CONNECTIONS / bases.length) }));

    database = connect(url, 4);
    const db = database.db;
    const today = BENCH_MARKET_NOW.slice(0, 10);
    const styleIds = (await db.select({ id: t.styles.id }).from(t.styles).orderBy(t.styles.id)).map((s) => s.id);
    const codes = (await db.select({ code: t.varieties.flwCode }).from(t.varieties).orderBy(t.varieties.flwCode)).map((v) => v.code);

    // Buyers, each following three varieties of their own choice (buyer i: codes i, i+1, i+2 mod the count).
    const hash = await hashPassword(PASSWORD);
    const buyers = await db
      .insert(t.buyers)
      .values(
        Array.from({ length: BUYERS }, (_, i): typeof t.buyers.$inferInsert => ({
          phone: `1380000${String(i).padStart(4, '0')}`,
          accountNo: `READ${i}`,
          nickName: `读压测${i}`,
          contactPhone: `1380000${String(i).padStart(4, '0')}`,
          passwordHash: hash,
          status: ACCOUNT_OPENED_STATUS,
          // Every third buyer is a member (member prices are personal figures too).
          memberLevel: i % 3 === 0 ? 1 : 0,
          memberDiscountTenths: i % 3 === 0 ? 95 : 100,
        })),
      )
      .returning({ id: t.buyers.id, phone: t.buyers.phone });
    const followsOf = new Map(buyers.map((b, i) => [b.id, new Set([0, 1, 2].map((k) => codes[(i * 3 + k) % codes.length]!))]));
    await db.insert(t.follows).values(buyers.flatMap((b) => [...followsOf.get(b.id)!].map((flwCode) => ({ buyerId: b.id, flwCode }))));

    const publicKeys = await Promise.all(
      bases.map(
        async (base) =>
          ((await (await fetch(`${base.origin}/api${PATHS.publicKey}`)).json()) as Answer<{ publicKey: string }>).data.publicKey,
      ),
    );
    const sessions: { buyerId: number; token: string; at: number }[] = [];
    for (let from = 0; from < buyers.length; from += 10) {
      sessions.push(
        ...(await Promise.all(
          buyers.slice(from, from + 10).map(async (b, j) => {
            const at = (from + j) % bases.length;
            const res = await post<{ hxmToken: string }>(agents[at]!, bases[at]!, PATHS.webLogin, {
              userName: b.phone,
              password: rsaEncrypt(publicKeys[at]!, PASSWORD),
              loginOS: 'PC',
            });
            if (res.body.code !== 200) throw new Error(`login failed: ${res.body.msg}`);
            return { buyerId: b.id, token: res.body.data.hxmToken, at };
          }),
        )),
      );
    }

    // The requests: page 1 of each tab, alone and per style; the supplier rows of the varieties on the tabs' page 1.
    type Case = { path: string; body: Record<string, unknown> };
    const cases: Case[] = [];
    for (const tab of ['A', 'C'] as const) {
      cases.push({ path: CATALOG_PATHS.presale, body: { tab, page: 1, limit: 15 } });
      for (const styleId of styleIds) cases.push({ path: CATALOG_PATHS.presale, body: { tab, styleId, page: 1, limit: 15 } });
    }
    const zoneCases = cases.length;
    for (const tab of ['A', 'C'] as const) {
      const page = await post<ZonePage>(agents[0]!, bases[0]!, CATALOG_PATHS.presale, { tab, page: 1, limit: 15 }, sessions[0]!.token);
      for (const listing of page.body.data.list)
        cases.push({ path: CATALOG_PATHS.productSuppliers, body: { flwCode: listing.flwCode, supplierType: tab } });
    }
    line('requests', `${zoneCases} zone pages (2 tabs × ${styleIds.length} styles + all), ${cases.length - zoneCases} supplier lists`);

    // Stock changes meanwhile: one bunch off a random lot of today (never below zero), WRITES a second.
    const lotIds = (
      await db.execute<{ id: number }>(sql`select id from stock_lots where auction_date = ${today} and now_stock > 0`)
    ).rows.map((r) => r.id);
    let writing = WRITES > 0;
    let writes = 0;
    const writer = (async () => {
      const every = WRITES > 0 ? 1000 / WRITES : 0;
      let next = performance.now();
      while (writing) {
        const id = lotIds[Math.floor(Math.random() * lotIds.length)]!;
        await db.execute(
          sql`update stock_lots set now_stock = now_stock - stems_per_bunch where id = ${id} and now_stock >= stems_per_bunch * 3`,
        );
        writes += 1;
        next += every;
        const wait = next - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    })();

    // The load: CONNECTIONS loops, each a random request as a random buyer; answers after the warm-up are timed.
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
          const res = await send(agents[session.at]!, bases[session.at]!, c.path, c.body, session.token);
          if (measuring) latencies.push(performance.now() - started);
          if (res.status !== 200 || !res.text.startsWith('{"code":200,')) fail(`${res.status} ${res.text.slice(0, 80)}`);
        } catch (error) {
          fail(`no answer: ${(error as Error).message}`);
        }
      }
    };
    const loops = Array.from({ length: CONNECTIONS }, loop);
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
    measuring = true;
    const start = performance.now();
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    measuring = false;
    const elapsed = (performance.now() - start) / 1000;
    stop = true;
    await Promise.all(loops);
    const loadAfter = loadavg()[0]?.toFixed(2) ?? '';

    // Personal figures: every buyer's answers show their own follows, on the zone page and the supplier header.
    let wrongFollows = 0;
    for (const s of sessions) {
      const mine = followsOf.get(s.buyerId)!;
      for (const tab of ['A', 'C'] as const) {
        const page = await post<ZonePage>(agents[s.at]!, bases[s.at]!, CATALOG_PATHS.presale, { tab, page: 1, limit: 50 }, s.token);
        for (const l of page.body.data.list) if ((l.collected === 1) !== mine.has(l.flwCode)) wrongFollows += 1;
      }
      const code = [...mine][0]!;
      const rows = await post<Suppliers>(
        agents[s.at]!,
        bases[s.at]!,
        CATALOG_PATHS.productSuppliers,
        { flwCode: code, supplierType: '9' },
        s.token,
      );
      if (rows.body.code === 200 && rows.body.data.product.collected !== 1) wrongFollows += 1;
    }

    // Freshness, while the writer still runs: a lot's stock changes in the database; how long until each instance's
    // zone list (the card's batches) and supplier rows (nowStock) show it.
    const freshness: number[] = [];
    const session = sessions[0]!;
    for (const tab of ['A', 'C'] as const) {
      const page = await post<ZonePage>(agents[0]!, bases[0]!, CATALOG_PATHS.presale, { tab, page: 1, limit: 15 }, session.token);
      const listing = page.body.data.list.find((l) => l.items.length > 0);
      if (!listing) continue;
      const lotId = listing.items[0]!.id;
      const [lot] = (
        await db.execute<{ now_stock: number; stems_per_bunch: number; basic_sale_no: number }>(
          sql`select now_stock, stems_per_bunch, basic_sale_no from stock_lots where id = ${lotId}`,
        )
      ).rows;
      const batchStems = lot!.stems_per_bunch * Math.max(1, lot!.basic_sale_no);
      const batches = Math.floor(lot!.now_stock / batchStems);
      // One batch fewer, unless that would sell the lot out (the card would then show another lot): one more.
      const target = batches > 1 ? batches - 1 : batches + 1;
      // Excluded from the writer's lots first, so the figure stays.
      lotIds.splice(lotIds.indexOf(lotId), 1);
      const changed = performance.now();
      await db.execute(sql`update stock_lots set now_stock = ${target * batchStems} where id = ${lotId}`);
      for (let at = 0; at < bases.length; at++) {
        const s = sessions.find((x) => x.at === at)!;
        const seen = async () => {
          const zone = await post<ZonePage>(agents[at]!, bases[at]!, CATALOG_PATHS.presale, { tab, page: 1, limit: 15 }, s.token);
          const card = zone.body.data.list.find((l) => l.flwCode === listing.flwCode);
          const rows = await post<Suppliers>(
            agents[at]!,
            bases[at]!,
            CATALOG_PATHS.productSuppliers,
            { flwCode: listing.flwCode, supplierType: tab },
            s.token,
          );
          const row = rows.body.data.list.find((r) => r.id === lotId);
          return card?.items[0]?.myAcount === target && row?.nowStock === target * batchStems;
        };
        while (!(await seen()) && performance.now() - changed < 5000) await new Promise((resolve) => setTimeout(resolve, 10));
        freshness.push(performance.now() - changed);
      }
    }
    writing = false;
    await writer;

    const sorted = [...latencies].sort((a, b) => a - b);
    const rps = latencies.length / elapsed;
    const p99 = percentile(sorted, 99);
    console.log('\nresults');
    line('requests/s', `${rps.toFixed(0)} (${latencies.length} answers in ${elapsed.toFixed(1)} s; target ≥ ${TARGET_RPS})`);
    line(
      'p50 / p95 / p99',
      `${percentile(sorted, 50).toFixed(1)} / ${percentile(sorted, 95).toFixed(1)} / ${p99.toFixed(1)} ms (max ${(sorted.at(-1) ?? 0).toFixed(0)} ms; target p99 ≤ ${TARGET_P99_MS})`,
    );
    line('stock changes made', `${writes}`);
    line('stock change → list shows it', freshness.map((ms) => `${ms.toFixed(0)} ms`).join(', ') || 'no lot to change');
    line('load average after', loadAfter);
    if (!QUICK) line('targets', rps >= TARGET_RPS && p99 <= TARGET_P99_MS ? 'met' : 'NOT met on this run');

    const failed = [...failures.values()].reduce((a, b) => a + b, 0);
    const checks: [string, boolean, string][] = [
      ['every answer 200', failed === 0, failed === 0 ? 'yes' : [...failures].map(([k, v]) => `${v} × ${k}`).join('; ')],
      ['own follows only', wrongFollows === 0, `${wrongFollows} wrong flags`],
      [
        `stock shown within ${FRESH_MS} ms`,
        freshness.length > 0 && freshness.every((ms) => ms <= FRESH_MS),
        freshness.length === 0 ? 'nothing measured' : `slowest ${Math.max(...freshness).toFixed(0)} ms`,
      ],
    ];
    console.log('\nchecks');
    for (const [label, passed, detail] of checks) line(label, `${passed ? 'OK' : 'FAILED'} (${detail})`);
    if (checks.some(([, passed]) => !passed)) {
      console.log('\nbench:read: a check FAILED');
      process.exitCode = 1;
    } else console.log('\nbench:read: all checks passed');
  } finally {
    for (const agent of agents) agent.destroy();
    await database?.close().catch(() => {});
    for (const server of [...servers].reverse()) await server.stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
