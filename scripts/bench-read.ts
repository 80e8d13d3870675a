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
 * The database: a fresh seed by default; DATABASE_URL, or --data-dir DIR (DATA_DIR) an existing one (e.g.
 * `npm run seed:year`'s), with --env development (BENCH_NODE_ENV) when it holds the demo logins — as bench:rush.
 */
import { catalogEndpoints } from '@huashi/api/contracts';
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { schema as t } from '@huashi/server/db';
import { BENCH_MARKET_NOW } from './builtServer';
import * as bench from './benchShared';

const CONNECTIONS = bench.option('connections', 'BENCH_CONNECTIONS', 64, 8);
const SECONDS = bench.option('seconds', 'BENCH_SECONDS', 15, 2);
const BUYERS = bench.option('buyers', 'BENCH_BUYERS', 20, 4);
const WRITES = bench.option('writes', 'BENCH_WRITES', 100, 20, 0);
const INSTANCES = bench.option('instances', 'BENCH_INSTANCES', 1, 1);
const WARM_UP_MS = bench.QUICK ? 500 : 2000;
const PASSWORD = 'read-2026';
const FRESH_MS = 1000;

bench.runBench('huashi-read-', async (run) => {
  const line = bench.printer(30);
  console.log(`花市 read-path benchmark${bench.QUICK ? ' (--quick: checks only, timings not meaningful)' : ''}`);
  line(
    'servers',
    `${INSTANCES} × \`tsx apps/server/src/main.ts\` (NODE_ENV=${bench.NODE_ENV}) on ${bench.givenText(bench.givenDatabase())}`,
  );
  line('load', `${CONNECTIONS} keep-alive connections, ${SECONDS} s after ${WARM_UP_MS / 1000} s warm-up, ${BUYERS} buyers`);
  line('stock changes meanwhile', `${WRITES}/s on random lots of today (direct UPDATE, as orders take stock)`);
  line('machine', bench.machineLine());

  // Production refuses the development sign key: the bench's own.
  const { bases, db } = await bench.startServers(run, INSTANCES, { PURCHASE_SIGN_KEY: 'HuashiBenchRead1' });
  const agents = bench.agentsFor(bases, INSTANCES);
  run.atEnd(() => Promise.all(agents.map((agent) => agent.destroy())));
  const today = BENCH_MARKET_NOW.slice(0, 10);
  const codes = (await db.select({ code: t.varieties.flwCode }).from(t.varieties).orderBy(t.varieties.flwCode)).map((v) => v.code);

  // Buyers, each following three varieties of their own choice (buyer i: codes i, i+1, i+2 mod the count).
  const buyers = await bench.addBuyers(
    db,
    BUYERS,
    { phonePrefix: '1380000', account: 'READ', nick: '读压测', password: PASSWORD },
    (i) => ({
      // Every third buyer is a member (member prices are personal figures too).
      memberLevel: i % 3 === 0 ? 1 : 0,
      memberDiscountTenths: i % 3 === 0 ? 95 : 100,
    }),
  );
  const followsOf = new Map(buyers.map((b, i) => [b.id, new Set([0, 1, 2].map((k) => codes[(i * 3 + k) % codes.length]!))]));
  await db.insert(t.follows).values(buyers.flatMap((b) => [...followsOf.get(b.id)!].map((flwCode) => ({ buyerId: b.id, flwCode }))));
  const sessions = await bench.logIn(bases, buyers, PASSWORD);

  const { cases, zoneCases, styles } = await bench.readMix(db, agents[0]!, sessions[0]!.token);
  line('requests', `${zoneCases} zone pages (2 tabs × ${styles} styles + all), ${cases.length - zoneCases} supplier lists`);

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
  const reads = await bench.readLoad({ bases, sessions, cases, connections: CONNECTIONS, warmUpMs: WARM_UP_MS, seconds: SECONDS });
  const loadAfter = bench.loadAverage();

  // Personal figures: every buyer's answers show their own follows, on the zone page and the supplier header.
  let wrongFollows = 0;
  for (const s of sessions) {
    const mine = followsOf.get(s.buyerId)!;
    for (const tab of ['A', 'C'] as const) {
      const page = await bench.post(agents[s.at]!, catalogEndpoints.presale, { tab, page: 1, limit: 50 }, s.token);
      for (const l of page.body.data.list) if ((l.collected === 1) !== mine.has(l.flwCode)) wrongFollows += 1;
    }
    const code = [...mine][0]!;
    const rows = await bench.post(agents[s.at]!, catalogEndpoints.productSuppliers, { flwCode: code, supplierType: '9' }, s.token);
    if (rows.body.code === 200 && rows.body.data.product.collected !== 1) wrongFollows += 1;
  }

  // Freshness, while the writer still runs: a lot's stock changes in the database; how long until each instance's
  // zone list (the card's batches) and supplier rows (nowStock) show it.
  const freshness: number[] = [];
  const session = sessions[0]!;
  for (const tab of ['A', 'C'] as const) {
    const page = await bench.post(agents[0]!, catalogEndpoints.presale, { tab, page: 1, limit: 15 }, session.token);
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
        const zone = await bench.post(agents[at]!, catalogEndpoints.presale, { tab, page: 1, limit: 15 }, s.token);
        const card = zone.body.data.list.find((l) => l.flwCode === listing.flwCode);
        const rows = await bench.post(
          agents[at]!,
          catalogEndpoints.productSuppliers,
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

  console.log('\nresults');
  bench.printReads(line, reads);
  line('stock changes made', `${writes}`);
  line('stock change → list shows it', freshness.map((ms) => `${ms.toFixed(0)} ms`).join(', ') || 'no lot to change');
  line('load average after', loadAfter);
  if (!bench.QUICK) line('targets', bench.readTargetsMet(reads) ? 'met' : 'NOT met on this run');

  bench.printChecks('bench:read', line, [
    bench.everyRead200(reads),
    ['own follows only', wrongFollows === 0, `${wrongFollows} wrong flags`],
    [
      `stock shown within ${FRESH_MS} ms`,
      freshness.length > 0 && freshness.every((ms) => ms <= FRESH_MS),
      freshness.length === 0 ? 'nothing measured' : `slowest ${Math.max(...freshness).toFixed(0)} ms`,
    ],
  ]);
});
