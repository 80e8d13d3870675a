/**
 * Benchmark of every list endpoint of the catalog and home (issue 6): starts the server as its own process, as
 * deployed (`npm run serve`, NODE_ENV=production, its embedded PostgreSQL in a temporary directory, migrated and
 * seeded like a first start), adds one buyer who follows three varieties, logs them in through the API and times N
 * requests per endpoint over HTTP on 127.0.0.1, one at a time.
 *
 *   npm run bench:lists            # 200 requests per endpoint
 *   npm run bench:lists -- 500     # N requests per endpoint
 *
 * Prints the median and p95 per endpoint in milliseconds. The market clock is pinned to a
 * Tuesday 11:45 in Kunming so that both sessions are open.
 */
import { catalogEndpoints, homeEndpoints } from '@huashi/api/contracts';
import { schema as t } from '@huashi/server/db';
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { BENCH_MARKET_NOW } from './builtServer';
import * as bench from './benchShared';
import { displayWidth, padEndDisplay, padStartDisplay } from './textWidth';

const N = Math.max(10, Number(process.argv[2] ?? process.env.BENCH_N ?? 200) || 200);
const WARM_UP = 20;
const PASSWORD = 'BenchLists1';

bench.runBench('huashi-bench-lists-', async (run) => {
  console.log('Starting the server as its own process (embedded PostgreSQL, seeded) …');
  const { bases, db } = await bench.startServers(run, 1, { PURCHASE_SIGN_KEY: 'HuashiBenchList1' });
  const [{ lots } = { lots: 0 }] = (await db.execute<{ lots: number }>(sql`select count(*)::int as lots from stock_lots`)).rows;
  const [buyer] = await bench.addBuyers(db, 1, { phonePrefix: '1390000', account: 'BL', nick: '列表测试', password: PASSWORD });
  const codes = (await db.execute<{ flw_code: string }>(sql`select flw_code from varieties order by flw_code limit 3`)).rows;
  await db.insert(t.follows).values(codes.map((c) => ({ buyerId: buyer!.id, flwCode: c.flw_code })));
  const [session] = await bench.logIn(bases, [buyer!], PASSWORD);
  const base = `${bases[0]}/api`;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${session!.token}` };

  const rose = (await db.execute<{ id: number }>(sql`select id from styles where name = '玫瑰'`)).rows[0]?.id ?? 1;
  const carola = (await db.execute<{ flw_code: string }>(sql`select flw_code from varieties where name = '卡罗拉'`)).rows[0]?.flw_code;

  type Case = { name: string; method: 'GET' | 'POST'; path: string; body?: Record<string, unknown> };
  const cases: Case[] = [
    { name: 'presale A, page 1', method: 'POST', path: catalogEndpoints.presale.path, body: { tab: 'A', page: 1, limit: 15 } },
    { name: 'presale C, page 4', method: 'POST', path: catalogEndpoints.presale.path, body: { tab: 'C', page: 4, limit: 15 } },
    {
      name: 'presale keyword 卡罗拉',
      method: 'POST',
      path: catalogEndpoints.presale.path,
      body: { tab: 'A', keyword: '卡罗拉', page: 1, limit: 15 },
    },
    {
      name: 'presale 玫瑰 + level A + price asc',
      method: 'POST',
      path: catalogEndpoints.presale.path,
      body: { tab: 'A', styleId: rose, level: 'A', price: 'asc', page: 1, limit: 15 },
    },
    {
      name: 'presale followed',
      method: 'POST',
      path: catalogEndpoints.presale.path,
      body: { tab: 'A', followed: true, page: 1, limit: 15 },
    },
    { name: 'well-sort (superior)', method: 'POST', path: catalogEndpoints.wellSort.path, body: { page: 1, limit: 15 } },
    {
      name: 'product-suppliers 卡罗拉',
      method: 'POST',
      path: catalogEndpoints.productSuppliers.path,
      body: { flwCode: carola, supplierType: 'A' },
    },
    {
      name: 'product-suppliers price desc',
      method: 'POST',
      path: catalogEndpoints.productSuppliers.path,
      body: { flwCode: carola, supplierType: 'C', price: 'desc' },
    },
    { name: 'presale-map', method: 'POST', path: homeEndpoints.presaleMap.path, body: {} },
    { name: 'notice-list', method: 'POST', path: homeEndpoints.noticeList.path, body: { page: 1, limit: 15 } },
    { name: 'home-discount', method: 'GET', path: homeEndpoints.homeDiscount.path },
    { name: 'home supplier', method: 'POST', path: homeEndpoints.supplier.path, body: {} },
    { name: 'recommend-flower', method: 'POST', path: homeEndpoints.recommendFlower.path, body: { page: 1, limit: 50 } },
    { name: 'advert', method: 'POST', path: homeEndpoints.advert.path, body: {} },
  ];

  console.log(
    `\n${bench.machineLine()}\n${lots} lots on ${BENCH_MARKET_NOW.slice(0, 10)}; ${N} requests per endpoint after ${WARM_UP} warm-up, one at a time.\n`,
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
    rows.push([c.name, bench.percentile(times, 50).toFixed(1), bench.percentile(times, 95).toFixed(1)]);
  }
  // Padded by display width (a Chinese character takes two columns), so the columns line up.
  const width = Math.max(...rows.map((r) => displayWidth(r[0]!))) + 2;
  console.log(`${padEndDisplay('endpoint', width)}median ms   p95 ms`);
  for (const [name, median, p95] of rows) {
    console.log(`${padEndDisplay(name!, width)}${padStartDisplay(median!, 9)}   ${padStartDisplay(p95!, 6)}`);
  }
});
