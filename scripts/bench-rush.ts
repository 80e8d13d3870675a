/**
 * `npm run bench:rush` — the 11:30 rush, measured (not part of `npm test`).
 *
 * Starts the real server code (buildApp, real HTTP on a free port) on an embedded PostgreSQL in a
 * temporary directory, seeds the market, logs in N buyers through the real login call, then fires
 * buy-now purchases at a few hot lots from M concurrent clients for a fixed time. Prints committed
 * orders/s, latency percentiles, refusals by kind, and the oversell / money checks. Everything is
 * thrown away at the end.
 *
 * Options (flags or environment): --buyers N (BENCH_BUYERS, 40), --clients M (BENCH_CLIENTS, 32),
 * --seconds S (BENCH_SECONDS, 10), --lots K (BENCH_LOTS, 5), --batches B per lot (BENCH_BATCHES, 1500),
 * --pool P database connections (DB_POOL_SIZE, 10).
 */
import { ACCOUNT_OPENED_STATUS, createPurchaseSign, parseSignKey } from '@huashi/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app';
import { hashPassword } from '../apps/server/src/auth/password';
import { rsaEncrypt } from '../apps/server/src/auth/rsa';
import type { Clock } from '../apps/server/src/clock';
import { loadConfig } from '../apps/server/src/config';
import { connect, migrateDb } from '../apps/server/src/db/client';
import { startEmbedded } from '../apps/server/src/db/embedded';
import * as t from '../apps/server/src/db/schema';
import { ensureDailyLots, seedIfEmpty } from '../apps/server/src/seed';
import { freePort } from './freePort';

function option(flag: string, env: string, fallback: number): number {
  const i = process.argv.indexOf(`--${flag}`);
  const raw = i >= 0 ? process.argv[i + 1] : process.env[env];
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${flag} must be a whole number ≥ 1`);
  return n;
}

const BUYERS = option('buyers', 'BENCH_BUYERS', 40);
const CLIENTS = option('clients', 'BENCH_CLIENTS', 32);
const SECONDS = option('seconds', 'BENCH_SECONDS', 10);
const LOTS = option('lots', 'BENCH_LOTS', 5);
const BATCHES = option('batches', 'BENCH_BATCHES', 1500);
const POOL = option('pool', 'DB_POOL_SIZE', 10);
const STEMS = 10;
const PASSWORD = 'rush-2026';

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'huashi-bench-'));
  chmodSync(dir, 0o755);
  console.log(
    `花市 rush benchmark — ${BUYERS} buyers, ${CLIENTS} clients, ${SECONDS}s, ${LOTS} hot lots × ${BATCHES} batches, pool ${POOL}`,
  );
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadavg()[0]?.toFixed(2)} (other work on the machine skews the figures)`,
  );
  const pg = await startEmbedded({ dir: path.join(dir, 'pg'), port: await freePort(), persistent: false, database: 'huashi' });
  const database = connect(pg.url('huashi'), POOL);
  // The market clock: a Tuesday at 11:45 in Kunming (both sessions open), running on from there.
  const offset = new Date('2026-11-17T11:45:00+08:00').getTime() - Date.now();
  const clock: Clock = { now: () => new Date(Date.now() + offset) };
  let closeApp = async () => {};
  try {
    await migrateDb(database.db);
    await seedIfEmpty(database.db, clock);
    await ensureDailyLots(database.db, clock);

    // Hot lots: clones of a seeded all-day lot with BATCHES batches of one 10-stem bunch each.
    const [model] = await database.db.select().from(t.stockLots).where(eq(t.stockLots.session, 'C')).limit(1);
    if (!model) throw new Error('no lot to clone');
    const lots = await database.db
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
          salePriceFen: 150,
          activityPercent: 0,
        })),
      )
      .returning({ id: t.stockLots.id });
    const lotIds = lots.map((l) => l.id);

    // N buyers with one password hash, a self-pickup default address and ¥100,000 each.
    const hash = await hashPassword(PASSWORD);
    const buyers = await database.db
      .insert(t.buyers)
      .values(
        Array.from({ length: BUYERS }, (_, i): typeof t.buyers.$inferInsert => ({
          phone: `1370000${String(i).padStart(4, '0')}`,
          accountNo: `BENCH${i}`,
          nickName: `压测买家${i}`,
          contactPhone: `1370000${String(i).padStart(4, '0')}`,
          passwordHash: hash,
          status: ACCOUNT_OPENED_STATUS,
          balanceFen: 10_000_000,
        })),
      )
      .returning({ id: t.buyers.id, phone: t.buyers.phone, balanceFen: t.buyers.balanceFen });
    await database.db.insert(t.addresses).values(
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

    const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIR: path.join(dir, 'web') }), dbPoolSize: POOL };
    const { app, ctx } = await buildApp({ db: database.db, config, clock, logger: false });
    const port = await freePort();
    await app.listen({ port, host: '127.0.0.1' });
    closeApp = () => app.close();
    const base = `http://127.0.0.1:${port}/api`;
    const key = parseSignKey(ctx.config.purchaseSignKey)!;

    // Log every buyer in through the real login call (RSA-encrypted password, scrypt check).
    const loginStart = performance.now();
    const tokens = await Promise.all(
      buyers.map(async (b) => {
        const res = await fetch(`${base}/v1/web/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userName: b.phone, password: rsaEncrypt(ctx.rsa.publicKeyPem, PASSWORD), loginOS: 'PC' }),
        });
        const body = (await res.json()) as { code: number; msg: string; data: { hxmToken: string } };
        if (body.code !== 200) throw new Error(`login failed: ${body.msg}`);
        return body.data.hxmToken;
      }),
    );
    console.log(`logged in ${tokens.length} buyers in ${((performance.now() - loginStart) / 1000).toFixed(1)}s`);

    const random = () => randomInt(0, 1_000_000) / 1_000_000;
    const latencies: number[] = [];
    const counts = new Map<string, number>();
    const bump = (k: string) => counts.set(k, (counts.get(k) ?? 0) + 1);
    let committed = 0;
    const deadline = performance.now() + SECONDS * 1000;

    async function client() {
      while (performance.now() < deadline) {
        const token = tokens[randomInt(0, tokens.length)]!;
        const first = lotIds[randomInt(0, lotIds.length)]!;
        const products = [{ huaId: first, qty: randomInt(1, 4) }];
        if (random() < 0.3) {
          const other = lotIds[randomInt(0, lotIds.length)]!;
          if (other !== first) products.push({ huaId: other, qty: randomInt(1, 3) });
        }
        const sign = createPurchaseSign({ key, now: clock.now(), random });
        const started = performance.now();
        try {
          const res = await fetch(`${base}/v1/order/batch-purchase`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ doWay: 'nowPay', products, couponCode: '', sign, version: '3.7.5' }),
          });
          const body = (await res.json()) as { code: number; msg: string };
          latencies.push(performance.now() - started);
          if (body.code === 200) {
            committed += 1;
            bump('committed');
          } else if (body.code === 409) bump(body.msg.includes('已售罄') ? 'sold out' : 'short stock');
          else if (body.code === 411) bump('balance');
          else bump(`other ${body.code}: ${body.msg}`);
        } catch (error) {
          latencies.push(performance.now() - started);
          bump(`error: ${(error as Error).message}`);
        }
      }
    }

    const runStart = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, () => client()));
    const elapsed = (performance.now() - runStart) / 1000;
    await app.close();
    closeApp = async () => {};

    // Oversell check: for every hot lot, stock ≥ 0 and initial − now = what the orders hold.
    const after = await database.db.select().from(t.stockLots).where(inArray(t.stockLots.id, lotIds));
    const held = await database.db
      .select({ stockId: t.orderItems.stockId, stems: sql<number>`coalesce(sum(${t.orderItems.buyQtyAll}), 0)::int` })
      .from(t.orderItems)
      .where(inArray(t.orderItems.stockId, lotIds))
      .groupBy(t.orderItems.stockId);
    const heldBy = new Map(held.map((h) => [h.stockId, h.stems]));
    const oversold = after.filter((l) => l.nowStock < 0 || l.nowStock + (heldBy.get(l.id) ?? 0) !== BATCHES * STEMS);
    const soldBatches = after.reduce((s, l) => s + (BATCHES * STEMS - l.nowStock) / STEMS, 0);
    // Money check: every buyer's start − Σ orders = end balance.
    const paid = await database.db
      .select({ buyerId: t.orders.buyerId, fen: sql<number>`sum(${t.orders.feePayment})::bigint` })
      .from(t.orders)
      .where(
        inArray(
          t.orders.buyerId,
          buyers.map((b) => b.id),
        ),
      )
      .groupBy(t.orders.buyerId);
    const paidBy = new Map(paid.map((p) => [p.buyerId, Number(p.fen)]));
    const ends = await database.db
      .select({ id: t.buyers.id, balanceFen: t.buyers.balanceFen })
      .from(t.buyers)
      .where(
        inArray(
          t.buyers.id,
          buyers.map((b) => b.id),
        ),
      );
    const moneyWrong = ends.filter((e) => {
      const start = buyers.find((b) => b.id === e.id)!.balanceFen;
      return e.balanceFen < 0 || start - (paidBy.get(e.id) ?? 0) !== e.balanceFen;
    });

    const sorted = [...latencies].sort((a, b) => a - b);
    const line = (label: string, value: string) => console.log(`  ${label.padEnd(22)} ${value}`);
    console.log('\nresults');
    line('requests', `${latencies.length} in ${elapsed.toFixed(1)}s (${(latencies.length / elapsed).toFixed(0)}/s)`);
    line('committed orders', `${committed} (${(committed / elapsed).toFixed(0)} orders/s)`);
    line(
      'latency p50/p95/p99',
      `${percentile(sorted, 50).toFixed(1)} / ${percentile(sorted, 95).toFixed(1)} / ${percentile(sorted, 99).toFixed(1)} ms`,
    );
    for (const [k, v] of [...counts].filter(([k]) => k !== 'committed')) line(`refused: ${k}`, String(v));
    line('load average after', loadavg()[0]?.toFixed(2) ?? '');
    line('batches sold', `${soldBatches} of ${LOTS * BATCHES}`);
    line(
      'oversell check',
      oversold.length === 0
        ? 'OK (no lot below zero; stock taken = stock in orders)'
        : `FAILED on lots ${oversold.map((l) => l.id).join(', ')}`,
    );
    line('money check', moneyWrong.length === 0 ? 'OK (start − orders = end, never below zero)' : `FAILED for ${moneyWrong.length} buyers`);
    if (oversold.length > 0 || moneyWrong.length > 0) process.exitCode = 1;
  } finally {
    await closeApp().catch(() => {});
    await database.close().catch(() => {});
    await pg.stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
