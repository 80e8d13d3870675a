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
 * --readers C (BENCH_READERS, 0 = none; 4 under --quick): the 11:30 read path measured while the orders flow — C
 * keep-alive connections send bench:read's mix (page 1 of each tab and style of /pc/buyer/presale and
 * /pc/buyer/product-suppliers of the varieties on them, each as a random logged-in buyer) to the same instances for the
 * same seconds, from a child process (scripts/benchReaders.ts) so that neither load generator's event loop slows the
 * other's timings; their requests/s and p50/p95/p99 are printed beside the orders' with the targets (≥ 3,000/s,
 * p99 ≤ 50 ms), and a read answered other than 200 fails the run,
 * --quick: a small run for the checks only (what `npm test` runs; no timing is asserted).
 * DATABASE_URL: use that database instead of an embedded one; --data-dir DIR (or DATA_DIR): an existing DATA_DIR (e.g.
 * `npm run seed:year`'s, its server stopped), whose embedded PostgreSQL the first instance starts — the bench's buyers
 * and hot lots are added to it and kept, so a re-run takes phones of its own; --env development (BENCH_NODE_ENV): the
 * servers' NODE_ENV, for a database holding the demo logins (production refuses to start on it; compare figures of
 * one NODE_ENV only, e.g. `npm run bench:rush -- --env development` beside
 * `npm run bench:rush -- --env development --data-dir /work/year-db/1`).
 */
import { cartRoutes } from '@huashi/api';
import { createPurchaseSign, parseSignKey, type SignKey } from '@huashi/domain';
import { inArray, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { schema as t } from '@huashi/server/db';
import * as bench from './benchShared';

const BUYERS = bench.option('buyers', 'BENCH_BUYERS', 200, 20);
const CLIENTS = bench.option('clients', 'BENCH_CLIENTS', 200, 20);
const SECONDS = bench.option('seconds', 'BENCH_SECONDS', 30, 3);
const LOTS = bench.option('lots', 'BENCH_LOTS', 50, 3);
const BATCHES = bench.option('batches', 'BENCH_BATCHES', 2000, 30);
const INSTANCES = bench.option('instances', 'BENCH_INSTANCES', 1, 2);
const POOL = bench.option('pool', 'DB_POOL_SIZE', 10, 10);
/** Keep-alive read connections from the readers child while the rush runs (0: none). */
const READERS = bench.option('readers', 'BENCH_READERS', 0, 4, 0);
/** The readers read this long before the opening (their connections and the lists' cache warm). */
const READ_WARM_UP_MS = bench.QUICK ? 500 : 2000;
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

type Sent = { sign: string; buyerId: number; answer: 'success' | 'refused' | 'no answer'; mainId?: number };

function refusalKind(code: number, msg: string): string {
  if (code === 409) return msg.includes('已售罄') || msg.includes('售完') ? '409 sold out' : '409 short stock';
  if (code === 411) return '411 balance';
  if (code === 503) return '503 unavailable (retryable)';
  return `${code} ${msg}`;
}

bench.runBench('huashi-rush-', async (run) => {
  const line = bench.printer(26);
  console.log(`花市 rush benchmark${bench.QUICK ? ' (--quick: checks only, timings not meaningful)' : ''}`);
  line('buyers / clients', `${BUYERS} buyers logged in through the API, ${CLIENTS} concurrent clients`);
  line('hot lots', `${LOTS} lots × ${BATCHES} batches of one ${STEMS}-stem bunch, opening at the same instant`);
  line(
    'servers',
    `${INSTANCES} × \`tsx apps/server/src/main.ts\` (NODE_ENV=${bench.NODE_ENV}), pool ${POOL} each, on ${bench.givenText(bench.givenDatabase())}`,
  );
  line('duration', `${SECONDS} s; client timeout ${CLIENT_TIMEOUT_MS / 1000} s`);
  line(
    'readers meanwhile',
    READERS === 0
      ? 'none (--readers C: the 11:30 read mix from a child process while the rush runs)'
      : `${READERS} keep-alive connections from a child process (scripts/benchReaders.ts): page 1 of each tab and style of the zone list and the supplier rows of its varieties, as random buyers, from ${READ_WARM_UP_MS / 1000} s before the opening, timed for the same ${SECONDS} s`,
  );
  line('machine', bench.machineLine());

  // The readers' process starts now: its start-up overlaps the servers' and the logins.
  const readers = READERS > 0 ? bench.startReaders() : undefined;
  run.atEnd(() => readers?.stop());
  // The first instance migrates and seeds (and starts the embedded PostgreSQL); the others join its database.
  const { bases, db } = await bench.startServers(run, INSTANCES, { PURCHASE_SIGN_KEY: SIGN_KEY, DB_POOL_SIZE: String(POOL) });
  // Hot lots: clones of a seeded all-day lot of today, no packing fee, no activity discount.
  const lotIds = await bench.addHotLots(db, { count: LOTS, batches: BATCHES, stems: STEMS, priceFen: PRICE_FEN });

  // Buyers with one password, a self-pickup default address, and an opening balance with its ledger row.
  const buyers = await bench.addFundedBuyers(
    db,
    BUYERS,
    { phonePrefix: '1370000', account: 'BENCH', nick: '压测买家', password: PASSWORD },
    (i) => ({
      balanceFen: i % 10 === 9 ? SHORT_FEN : RICH_FEN,
    }),
  );
  const buyerIds = buyers.map((b) => b.id);

  // Every buyer logs in through the API of the instance their clients use (RSA-encrypted password, scrypt check).
  const loginStart = performance.now();
  const sessions = await bench.logIn(bases, buyers, PASSWORD);
  const signInfo = (await (
    await fetch(`${bases[0]}/api${cartRoutes.signKey.path}`, { headers: { authorization: `Bearer ${sessions[0]!.token}` } })
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

  // One keep-alive connection per client, spread over the instances as the clients are.
  const pools = bench.agentsFor(bases, CLIENTS);
  run.atEnd(() => Promise.all(pools.map((pool) => pool.destroy())));

  async function client(c: number) {
    // Clients are spread over the instances: client c uses the sessions of instance c mod I.
    const mine = sessions.filter((s) => s.at === c % bases.length);
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
        const res = await pools[session.at]!.request({
          path: `/api${cartRoutes.batchPurchase.path}`,
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
          body: JSON.stringify({ doWay: 'nowPay', products, couponCode: '', sign, version: '3.7.5' }),
          headersTimeout: CLIENT_TIMEOUT_MS,
          bodyTimeout: CLIENT_TIMEOUT_MS,
        });
        const body = (await res.body.json()) as { code: number; msg: string; data?: { mainId?: number } };
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

  // The readers (if any) read the 11:30 mix as random buyers; once their warm-up is over, the rush opens.
  let read: Promise<bench.ReadResult> | undefined;
  if (readers) {
    const [agent] = bench.agentsFor(bases.slice(0, 1), 1);
    run.atEnd(() => agent!.destroy());
    const mix = await bench.readMix(db, agent!, sessions[0]!.token);
    line(
      'read mix',
      `${mix.zoneCases} zone pages (2 tabs × ${mix.styles} styles + all), ${mix.cases.length - mix.zoneCases} supplier lists`,
    );
    await readers.ready;
    const reading = readers.go({ bases, sessions, cases: mix.cases, connections: READERS, warmUpMs: READ_WARM_UP_MS, seconds: SECONDS });
    // Awaited at the end: a failure of the readers while the rush runs fails the run then.
    read = reading.result;
    await reading.measuring;
  }

  // The opening: every client starts at the same instant.
  opening = performance.now();
  deadline = opening + SECONDS * 1000;
  const timesBefore = bench.processTimes();
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
  const elapsed = (performance.now() - opening) / 1000;
  const cpu = bench.cpuSplit(timesBefore, bench.processTimes(), elapsed);
  const reads = await read;
  const loadAfter = bench.loadAverage();

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
  const held = await bench.stemsHeld(db, lotIds);
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
  console.log('\nresults');
  line('requests', `${latencies.length} answers in ${elapsed.toFixed(1)} s (${(latencies.length / elapsed).toFixed(0)}/s)`);
  line('committed orders', `${orderRows.length} (${(orderRows.length / elapsed).toFixed(0)} orders/s)`);
  line('every answer p50/p95/p99', bench.spreadText(bench.spread(latencies)));
  line('first order after opening', firstCommitMs === undefined ? 'none' : `${firstCommitMs.toFixed(0)} ms`);
  for (const [k, v] of [...kinds].filter(([k]) => k !== 'committed').sort()) line(`refused: ${k}`, String(v));
  if (unanswered.length > 0) line('no answer → found by sign', `${foundBySign} of ${unanswered.length}`);
  line('batches sold', `${soldBatches} of ${LOTS * BATCHES}`);
  if (reads) {
    bench.printReads(line, reads, 'reads ');
    if (!bench.QUICK) line('read targets', bench.readTargetsMet(reads) ? 'met' : 'NOT met on this run');
  }
  line('CPU during the run', bench.cpuSplitText(cpu));
  line('load average after', loadAfter);

  bench.printChecks('bench:rush', line, [
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
    ...(reads ? [bench.everyRead200(reads, 'every read answered 200')] : []),
  ]);
});
