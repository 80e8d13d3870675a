/**
 * `npm run bench:rush` — the 11:30 rush, measured as a user deploys it (issue 19).
 *
 * The server runs as its own process(es), started exactly as `npm run serve` starts it (`tsx apps/server/src/main.ts`,
 * NODE_ENV=production): the first instance starts its embedded PostgreSQL in a throwaway DATA_DIR, every further
 * instance (`--instances 2`) connects to that database through DATABASE_URL. This process is only the load generator:
 * it adds the hot lots and the buyers to the database, logs every buyer in through the API, then opens the lots to all
 * clients at the same instant and buys for a fixed time, clients spread over the instances. It prints the
 * configuration, committed orders/s, p50/p95/p99 of every answer, the first order committed after the opening,
 * refusals by kind, and the checks — 0 oversold, 0 negative balances, 0 phantom orders (every success answer has its
 * order and every order was answered success; a client that timed out looks its order up under its sign), ledger =
 * balances — and exits non-zero when a check fails. Everything is thrown away at the end.
 *
 * Options (flags or environment): --buyers N (BENCH_BUYERS, 200), --clients M (BENCH_CLIENTS, 200),
 * --seconds S (BENCH_SECONDS, 30), --lots K (BENCH_LOTS, 50), --batches B per lot (BENCH_BATCHES, 2000),
 * --instances I (BENCH_INSTANCES, 1), --pool P connections per instance (DB_POOL_SIZE, 10),
 * --quick: a small run for the checks only (what `npm test` runs; no timing is asserted).
 * DATABASE_URL: use that (empty) database instead of an embedded one.
 */
import { CART_PATHS, PATHS } from '@huashi/api';
import { ACCOUNT_OPENED_STATUS, createPurchaseSign, parseSignKey, type SignKey } from '@huashi/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
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

function option(flag: string, env: string, fallback: number, quick: number): number {
  const i = process.argv.indexOf(`--${flag}`);
  const raw = i >= 0 ? process.argv[i + 1] : process.env[env];
  const n = raw === undefined || raw === '' ? (QUICK ? quick : fallback) : Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${flag} must be a whole number ≥ 1`);
  return n;
}

const BUYERS = option('buyers', 'BENCH_BUYERS', 200, 20);
const CLIENTS = option('clients', 'BENCH_CLIENTS', 200, 20);
const SECONDS = option('seconds', 'BENCH_SECONDS', 30, 3);
const LOTS = option('lots', 'BENCH_LOTS', 50, 3);
const BATCHES = option('batches', 'BENCH_BATCHES', 2000, 30);
const INSTANCES = option('instances', 'BENCH_INSTANCES', 1, 2);
const POOL = option('pool', 'DB_POOL_SIZE', 10, 10);
const STEMS = 10;
const PRICE_FEN = 150;
const PASSWORD = 'rush-2026';
/** The bench's own purchase-sign key (production refuses the development one); every instance gets it. */
const SIGN_KEY = 'HuashiBenchRush1';
/** A client gives up on an answer after this long and looks its order up under its sign. */
const CLIENT_TIMEOUT_MS = 10_000;
/** One buyer in ten holds ¥20 (two batches): the rush also meets 411 余额不足. */
const SHORT_FEN = 2_000;
const RICH_FEN = 10_000_000;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

type Sent = { sign: string; buyerId: number; answer: 'success' | 'refused' | 'no answer'; mainId?: number };

function refusalKind(code: number, msg: string): string {
  if (code === 409) return msg.includes('已售罄') || msg.includes('售完') ? '409 sold out' : '409 short stock';
  if (code === 411) return '411 balance';
  if (code === 503) return '503 unavailable (retryable)';
  return `${code} ${msg}`;
}

async function main() {
  const line = (label: string, value: string) => console.log(`  ${label.padEnd(26)} ${value}`);
  console.log(`花市 rush benchmark${QUICK ? ' (--quick: checks only, timings not meaningful)' : ''}`);
  line('buyers / clients', `${BUYERS} buyers logged in through the API, ${CLIENTS} concurrent clients`);
  line('hot lots', `${LOTS} lots × ${BATCHES} batches of one ${STEMS}-stem bunch, opening at the same instant`);
  line('servers', `${INSTANCES} × \`tsx apps/server/src/main.ts\` (NODE_ENV=production), pool ${POOL} each`);
  line('duration', `${SECONDS} s; client timeout ${CLIENT_TIMEOUT_MS / 1000} s`);
  line(
    'machine',
    `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadavg()[0]?.toFixed(2)} before (other work on the machine skews the figures)`,
  );

  const dir = mkdtempSync(path.join(tmpdir(), 'huashi-rush-'));
  chmodSync(dir, 0o755);
  const servers: BuiltServer[] = [];
  let database: ReturnType<typeof connect> | undefined;
  try {
    const pgPort = await freePort();
    const url = process.env.DATABASE_URL || `postgres://huashi:huashi@127.0.0.1:${pgPort}/huashi`;
    const common = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PURCHASE_SIGN_KEY: SIGN_KEY,
      DB_POOL_SIZE: String(POOL),
      WEB_DIR: path.join(dir, 'no-web'),
      MARKET_NOW: BENCH_MARKET_NOW,
    };
    // The first instance migrates and seeds (and starts the embedded PostgreSQL); the others join its database.
    servers.push(
      await startBuiltServer(path.join(dir, 'i1'), {
        ...common,
        EMBEDDED_PG_PORT: String(pgPort),
        ...(process.env.DATABASE_URL ? { DATABASE_URL: url } : {}),
      }),
    );
    for (let i = 2; i <= INSTANCES; i++) servers.push(await startBuiltServer(path.join(dir, `i${i}`), { ...common, DATABASE_URL: url }));
    const bases = servers.map((s) => `${s.base}/api`);

    database = connect(url, 4);
    const db = database.db;
    // Hot lots: clones of a seeded all-day lot of today, no packing fee, no activity discount.
    const today = BENCH_MARKET_NOW.slice(0, 10);
    const [model] = await db
      .select()
      .from(t.stockLots)
      .where(and(eq(t.stockLots.session, 'C'), eq(t.stockLots.auctionDate, today)))
      .limit(1);
    if (!model) throw new Error('no lot of today to clone');
    const lotIds = (
      await db
        .insert(t.stockLots)
        .values(
          Array.from({ length: LOTS }, (_, i) => ({
            ...model,
            id: undefined,
            createdAt: undefined,
            positionNo: `HOT-${i + 1}`,
            stemsPerBunch: STEMS,
            basicSaleNo: 1,
            nowStock: BATCHES * STEMS,
            salePriceFen: PRICE_FEN,
            feeBoxPerKgFen: 0,
            activityPercent: 0,
          })),
        )
        .returning({ id: t.stockLots.id })
    ).map((l) => l.id);

    // Buyers with one password, a self-pickup default address, and an opening balance with its ledger row.
    const hash = await hashPassword(PASSWORD);
    const buyers = await db
      .insert(t.buyers)
      .values(
        Array.from({ length: BUYERS }, (_, i): typeof t.buyers.$inferInsert => ({
          phone: `1370000${String(i).padStart(4, '0')}`,
          accountNo: `BENCH${i}`,
          nickName: `压测买家${i}`,
          contactPhone: `1370000${String(i).padStart(4, '0')}`,
          passwordHash: hash,
          status: ACCOUNT_OPENED_STATUS,
          balanceFen: i % 10 === 9 ? SHORT_FEN : RICH_FEN,
        })),
      )
      .returning({ id: t.buyers.id, phone: t.buyers.phone, balanceFen: t.buyers.balanceFen });
    const buyerIds = buyers.map((b) => b.id);
    await db.insert(t.addresses).values(
      buyers.map((b): typeof t.addresses.$inferInsert => ({
        buyerId: b.id,
        contactUser: '压测',
        contactPhone: b.phone,
        provinceId: '53',
        provinceName: '云南省',
        cityId: '5301',
        cityName: '昆明市',
        districtId: '530114',
        districtName: '呈贡区',
        address: '斗南花卉交易中心自提点',
        isDefault: true,
        logisType: 1,
        logisName: '自提',
      })),
    );
    await db
      .insert(t.balanceLedger)
      .values(buyers.map((b) => ({ buyerId: b.id, ioValueFen: b.balanceFen, ioNotice: '账户充值', balanceAfterFen: b.balanceFen })));

    // Every buyer logs in through the API of the instance their clients use (RSA-encrypted password, scrypt check).
    const loginStart = performance.now();
    const publicKeys = await Promise.all(
      bases.map(
        async (base) => ((await (await fetch(`${base}${PATHS.publicKey}`)).json()) as { data: { publicKey: string } }).data.publicKey,
      ),
    );
    // At most 10 logins at a time: the server counts attempts in flight against the client's address (30 a window).
    const sessions: { buyerId: number; token: string; base: string }[] = [];
    for (let from = 0; from < buyers.length; from += 10) {
      sessions.push(
        ...(await Promise.all(
          buyers.slice(from, from + 10).map(async (b, j) => {
            const i = from + j;
            const at = i % bases.length;
            const res = await fetch(`${bases[at]}${PATHS.webLogin}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ userName: b.phone, password: rsaEncrypt(publicKeys[at]!, PASSWORD), loginOS: 'PC' }),
            });
            const body = (await res.json()) as { code: number; msg: string; data: { hxmToken: string } };
            if (body.code !== 200) throw new Error(`login failed: ${body.msg}`);
            return { buyerId: b.id, token: body.data.hxmToken, base: bases[at]! };
          }),
        )),
      );
    }
    const signInfo = (await (
      await fetch(`${bases[0]}${CART_PATHS.signKey}`, { headers: { authorization: `Bearer ${sessions[0]!.token}` } })
    ).json()) as { data: { key: string; serverTime: number } };
    const key: SignKey = parseSignKey(signInfo.data.key)!;
    const clockOffset = signInfo.data.serverTime - Date.now();
    line('logins', `${sessions.length} buyers in ${((performance.now() - loginStart) / 1000).toFixed(1)} s`);

    const random = () => randomInt(0, 1_000_000) / 1_000_000;
    const latencies: number[] = [];
    const kinds = new Map<string, number>();
    const bump = (k: string) => kinds.set(k, (kinds.get(k) ?? 0) + 1);
    const sent: Sent[] = [];
    let firstCommitMs: number | undefined;
    let opening = 0;
    let deadline = 0;

    async function client(c: number) {
      // Clients are spread over the instances: client c uses the sessions of instance c mod I.
      const mine = sessions.filter((_, i) => i % bases.length === c % bases.length);
      while (performance.now() < deadline) {
        const session = mine[randomInt(0, mine.length)]!;
        const first = lotIds[randomInt(0, lotIds.length)]!;
        const products = [{ huaId: first, qty: randomInt(1, 4) }];
        if (random() < 0.3) {
          const other = lotIds[randomInt(0, lotIds.length)]!;
          if (other !== first) products.push({ huaId: other, qty: randomInt(1, 3) });
        }
        const sign = createPurchaseSign({ key, now: new Date(Date.now() + clockOffset), random });
        const record: Sent = { sign, buyerId: session.buyerId, answer: 'no answer' };
        sent.push(record);
        const started = performance.now();
        try {
          const res = await fetch(`${session.base}${CART_PATHS.batchPurchase}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
            body: JSON.stringify({ doWay: 'nowPay', products, couponCode: '', sign, version: '3.7.5' }),
            signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
          });
          const body = (await res.json()) as { code: number; msg: string; data?: { mainId?: number } };
          const done = performance.now();
          latencies.push(done - started);
          if (body.code === 200) {
            record.answer = 'success';
            record.mainId = body.data?.mainId;
            firstCommitMs ??= done - opening;
            bump('committed');
          } else {
            record.answer = 'refused';
            bump(refusalKind(body.code, body.msg));
          }
        } catch (error) {
          latencies.push(performance.now() - started);
          bump(`no answer: ${(error as Error).name}`);
        }
      }
    }

    // The opening: every client starts at the same instant.
    opening = performance.now();
    deadline = opening + SECONDS * 1000;
    await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
    const elapsed = (performance.now() - opening) / 1000;
    const loadAfter = loadavg()[0]?.toFixed(2) ?? '';

    // Clients without an answer look their order up under their sign (what the buyer's 我的订单 would show).
    const unanswered = sent.filter((s) => s.answer === 'no answer');
    let foundBySign = 0;
    if (unanswered.length > 0) {
      const stored = await db
        .select({ sign: t.purchaseRequests.sign, response: t.purchaseRequests.response })
        .from(t.purchaseRequests)
        .where(
          inArray(
            t.purchaseRequests.sign,
            unanswered.map((s) => s.sign),
          ),
        );
      const bySign = new Map(stored.map((r) => [r.sign, r.response as { code?: number; data?: { mainId?: number } }]));
      for (const s of unanswered) {
        const r = bySign.get(s.sign);
        if (r?.code === 200) {
          s.answer = 'success';
          s.mainId = r.data?.mainId;
          foundBySign += 1;
        }
      }
    }

    // Checks.
    const lots = await db.select().from(t.stockLots).where(inArray(t.stockLots.id, lotIds));
    const held = new Map(
      (
        await db
          .select({ stockId: t.orderItems.stockId, stems: sql<number>`coalesce(sum(${t.orderItems.buyQtyAll}), 0)::int` })
          .from(t.orderItems)
          .where(inArray(t.orderItems.stockId, lotIds))
          .groupBy(t.orderItems.stockId)
      ).map((h) => [h.stockId, h.stems]),
    );
    const oversold = lots.filter((l) => l.nowStock < 0 || l.nowStock + (held.get(l.id) ?? 0) !== BATCHES * STEMS);
    const soldBatches = lots.reduce((s, l) => s + (BATCHES * STEMS - l.nowStock) / STEMS, 0);

    const orderRows = await db
      .select({ id: t.orders.id, buyerId: t.orders.buyerId, fee: t.orders.feePayment })
      .from(t.orders)
      .where(inArray(t.orders.buyerId, buyerIds));
    const itemless = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders o where o.buyer_id in ${buyerIds} and not exists (select 1 from order_items i where i.order_id = o.id)`,
    );
    const answeredIds = new Set(sent.filter((s) => s.answer === 'success').map((s) => s.mainId));
    const orderIds = new Set(orderRows.map((o) => o.id));
    const missing = [...answeredIds].filter((id) => id === undefined || !orderIds.has(id));
    const phantom = orderRows.filter((o) => !answeredIds.has(o.id));

    const paid = new Map<number, number>();
    for (const o of orderRows) paid.set(o.buyerId, (paid.get(o.buyerId) ?? 0) + o.fee);
    const ledger = new Map(
      (
        await db
          .select({ buyerId: t.balanceLedger.buyerId, fen: sql<number>`sum(${t.balanceLedger.ioValueFen})::bigint` })
          .from(t.balanceLedger)
          .where(inArray(t.balanceLedger.buyerId, buyerIds))
          .groupBy(t.balanceLedger.buyerId)
      ).map((r) => [r.buyerId, Number(r.fen)]),
    );
    const ends = await db.select({ id: t.buyers.id, balanceFen: t.buyers.balanceFen }).from(t.buyers).where(inArray(t.buyers.id, buyerIds));
    const startOf = new Map(buyers.map((b) => [b.id, b.balanceFen]));
    const negative = ends.filter((e) => e.balanceFen < 0);
    const moneyWrong = ends.filter((e) => startOf.get(e.id)! - (paid.get(e.id) ?? 0) !== e.balanceFen);
    const ledgerWrong = ends.filter((e) => ledger.get(e.id) !== e.balanceFen);

    const committed = sent.filter((s) => s.answer === 'success').length;
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log('\nresults');
    line('requests', `${latencies.length} answers in ${elapsed.toFixed(1)} s (${(latencies.length / elapsed).toFixed(0)}/s)`);
    line('committed orders', `${orderRows.length} (${(orderRows.length / elapsed).toFixed(0)} orders/s)`);
    line(
      'every answer p50/p95/p99',
      `${percentile(sorted, 50).toFixed(1)} / ${percentile(sorted, 95).toFixed(1)} / ${percentile(sorted, 99).toFixed(1)} ms (max ${(sorted.at(-1) ?? 0).toFixed(0)} ms)`,
    );
    line('first order after opening', firstCommitMs === undefined ? 'none' : `${firstCommitMs.toFixed(0)} ms`);
    for (const [k, v] of [...kinds].filter(([k]) => k !== 'committed').sort()) line(`refused: ${k}`, String(v));
    if (unanswered.length > 0) line('no answer → found by sign', `${foundBySign} of ${unanswered.length}`);
    line('batches sold', `${soldBatches} of ${LOTS * BATCHES}`);
    line('load average after', loadAfter);

    const checks: [string, boolean, string][] = [
      ['oversold lots', oversold.length === 0, oversold.length === 0 ? '0' : `lots ${oversold.map((l) => l.id).join(', ')}`],
      ['negative balances', negative.length === 0, String(negative.length)],
      [
        'phantom orders',
        missing.length === 0 && phantom.length === 0 && committed === orderRows.length,
        `${phantom.length} orders never answered success, ${missing.length} success answers without their order`,
      ],
      ['orders without items', itemless.rows[0]?.n === 0, String(itemless.rows[0]?.n)],
      [
        'start − orders = balance',
        moneyWrong.length === 0,
        moneyWrong.length === 0 ? 'every buyer' : `wrong for ${moneyWrong.length} buyers`,
      ],
      ['ledger = balances', ledgerWrong.length === 0, ledgerWrong.length === 0 ? 'every buyer' : `wrong for ${ledgerWrong.length} buyers`],
      ['some orders committed', orderRows.length > 0, String(orderRows.length)],
    ];
    console.log('\nchecks');
    for (const [label, passed, detail] of checks) line(label, `${passed ? 'OK' : 'FAILED'} (${detail})`);
    if (checks.some(([, passed]) => !passed)) {
      console.log('\nbench:rush: a check FAILED');
      process.exitCode = 1;
    } else console.log('\nbench:rush: all checks passed');
  } finally {
    await database?.close().catch(() => {});
    // The joining instances first, then the one that owns the embedded PostgreSQL.
    for (const server of [...servers].reverse()) await server.stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
