/**
 * Benchmark of every list endpoint of the catalog and home (issue 6): starts the real app on an
 * embedded PostgreSQL in a temporary directory (migrated and seeded like a first start), logs in
 * as the demo buyer and times N requests per endpoint over HTTP on 127.0.0.1.
 *
 *   npm run bench:lists            # 200 requests per endpoint
 *   npm run bench:lists -- 500     # N requests per endpoint
 *
 * Prints the median and p95 per endpoint in milliseconds. The market clock is pinned to a
 * Tuesday 11:45 in Kunming so that both sessions are open.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { rsaEncrypt } from '../apps/server/src/auth/rsa';
import { fixedClock } from '../apps/server/src/clock';
import { loadConfig } from '../apps/server/src/config';
import { connect, migrateDb } from '../apps/server/src/db/client';
import { startEmbedded } from '../apps/server/src/db/embedded';
import { DEMO_BUYER, ensureDailyLots, seedIfEmpty } from '../apps/server/src/seed';
import { displayWidth, padEndDisplay, padStartDisplay } from './textWidth';
import { freePort } from './freePort';

const N = Math.max(10, Number(process.argv[2] ?? process.env.BENCH_N ?? 200) || 200);
const WARM_UP = 20;
const MARKET_NOW = new Date('2026-11-17T11:45:00+08:00');

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'huashi-bench-'));
  // As root the embedded server runs as the postgres user, which must reach the folder.
  chmodSync(dir, 0o755);
  const pgPort = await freePort();
  console.log(`Starting an embedded PostgreSQL in ${dir} (port ${pgPort}) …`);
  const pg = await startEmbedded({ dir: path.join(dir, 'pg'), port: pgPort, persistent: false, database: 'bench' });
  const database = connect(pg.url('bench'), 10);
  try {
    const clock = fixedClock(MARKET_NOW);
    await migrateDb(database.db);
    await seedIfEmpty(database.db, clock);
    await ensureDailyLots(database.db, clock);
    const [{ lots } = { lots: 0 }] = (await database.db.execute<{ lots: number }>(sql`select count(*)::int as lots from stock_lots`)).rows;
    const config = {
      ...loadConfig({ NODE_ENV: 'production', SMS_OUTBOX_IN_PRODUCTION: '1', LOG_LEVEL: 'silent', WEB_DIR: path.join(dir, 'no-web') }),
      weatherUrl: '',
    };
    const { app, ctx } = await buildApp({ db: database.db, config, clock, logger: false });
    const port = await freePort();
    await app.listen({ port, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${port}/api`;

    const login = await fetch(`${base}/v1/web/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: DEMO_BUYER.phone, password: rsaEncrypt(ctx.rsa.publicKeyPem, DEMO_BUYER.password), loginOS: 'PC' }),
    }).then((r) => r.json() as Promise<{ data: { hxmToken: string } }>);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.data.hxmToken}` };

    const rose = (await database.db.execute<{ id: number }>(sql`select id from styles where name = '玫瑰'`)).rows[0]?.id ?? 1;
    const carola = (await database.db.execute<{ flw_code: string }>(sql`select flw_code from varieties where name = '卡罗拉'`)).rows[0]
      ?.flw_code;

    type Case = { name: string; method: 'GET' | 'POST'; path: string; body?: Record<string, unknown> };
    const cases: Case[] = [
      { name: 'presale A, page 1', method: 'POST', path: '/pc/buyer/presale', body: { tab: 'A', page: 1, limit: 15 } },
      { name: 'presale C, page 4', method: 'POST', path: '/pc/buyer/presale', body: { tab: 'C', page: 4, limit: 15 } },
      {
        name: 'presale keyword 卡罗拉',
        method: 'POST',
        path: '/pc/buyer/presale',
        body: { tab: 'A', keyword: '卡罗拉', page: 1, limit: 15 },
      },
      {
        name: 'presale 玫瑰 + level A + price asc',
        method: 'POST',
        path: '/pc/buyer/presale',
        body: { tab: 'A', styleId: rose, level: 'A', price: 'asc', page: 1, limit: 15 },
      },
      { name: 'presale followed', method: 'POST', path: '/pc/buyer/presale', body: { tab: 'A', followed: true, page: 1, limit: 15 } },
      { name: 'well-sort (superior)', method: 'POST', path: '/pc/home/well-sort', body: { page: 1, limit: 15 } },
      {
        name: 'product-suppliers 卡罗拉',
        method: 'POST',
        path: '/pc/buyer/product-suppliers',
        body: { flwCode: carola, supplierType: 'A' },
      },
      {
        name: 'product-suppliers price desc',
        method: 'POST',
        path: '/pc/buyer/product-suppliers',
        body: { flwCode: carola, supplierType: 'C', price: 'desc' },
      },
      { name: 'presale-map', method: 'POST', path: '/pc/home/presale-map', body: {} },
      { name: 'notice-list', method: 'POST', path: '/v2/home/notice-list', body: { page: 1, limit: 15 } },
      { name: 'home-discount', method: 'GET', path: '/v2/activity/home-discount' },
      { name: 'home supplier', method: 'POST', path: '/v2/home/supplier', body: {} },
      { name: 'recommend-flower', method: 'POST', path: '/v2/home/recommend-flower', body: { page: 1, limit: 50 } },
      { name: 'advert', method: 'POST', path: '/v2/home/advert', body: {} },
    ];

    console.log(
      `\n${lots} lots on ${MARKET_NOW.toISOString().slice(0, 10)}; ${N} requests per endpoint after ${WARM_UP} warm-up, one at a time.\n`,
    );
    const rows: string[][] = [];
    for (const c of cases) {
      const call = async () => {
        const res = await fetch(`${base}${c.path}`, {
          method: c.method,
          headers,
          body: c.method === 'POST' ? JSON.stringify(c.body) : undefined,
        });
        const json = (await res.json()) as { code: number; msg: string };
        if (json.code !== 200) throw new Error(`${c.name}: ${json.code} ${json.msg}`);
      };
      for (let i = 0; i < WARM_UP; i += 1) await call();
      const times: number[] = [];
      for (let i = 0; i < N; i += 1) {
        const t0 = performance.now();
        await call();
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      rows.push([c.name, percentile(times, 50).toFixed(1), percentile(times, 95).toFixed(1)]);
    }
    // Padded by display width (a Chinese character takes two columns), so the columns line up.
    const width = Math.max(...rows.map((r) => displayWidth(r[0]!))) + 2;
    console.log(`${padEndDisplay('endpoint', width)}median ms   p95 ms`);
    for (const [name, median, p95] of rows) {
      console.log(`${padEndDisplay(name!, width)}${padStartDisplay(median!, 9)}   ${padStartDisplay(p95!, 6)}`);
    }
    await app.close();
  } finally {
    await database.close().catch(() => {});
    await pg.stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
