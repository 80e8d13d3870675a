/**
 * `npm run bench:standing` — standing orders at the 11:30 opening (issue 32), measured as deployed.
 *
 * Two server instances (`tsx apps/server/src/main.ts`, NODE_ENV=production, as bench:rush starts them: the first owns
 * the embedded PostgreSQL, the second joins it), both running the standing-order job on the market clock. This process
 * adds ORDERS standing orders of 1–5 lines (random varieties, bunches, price caps, some budgets; one buyer in twenty
 * short of money) over LOTS lots of 限时直供 (each its own variety), logs live buyers in through the API, then at one
 * instant makes every standing order due at the 11:30 opening while CLIENTS live buyers buy now from the same lots
 * (bench:rush's request: POST batch-purchase, nowPay, a fresh sign each), and kills -9 the second instance once a
 * quarter of the runs are recorded (--no-kill: not).
 *
 * Prints the time from the opening until every run was decided (target ≤ 10 s), the runs by status, the live orders,
 * and the checks — the share (STANDING_SHARE, 50 %) never exceeded on any lot, 0 oversold, 0 negative balances,
 * every run answered exactly once (one record per order, one purchase per record, no purchase without its record; a run
 * that lost its race to the live buyers is planned again, and still buys at most once),
 * ledger = balances — and exits non-zero when a check fails. Everything is thrown away at the end.
 *
 * Options (flags or environment): --orders N (BENCH_STANDING_ORDERS, 10000), --lots K (BENCH_LOTS, 200),
 * --buyers B standing buyers (BENCH_BUYERS, 2000), --clients C live clients (BENCH_CLIENTS, 100), --no-kill,
 * --quick (a small run for the checks only: 300 orders, 20 lots).
 */
import { cartRoutes } from '@huashi/api';
import { createPurchaseSign, parseSignKey, STANDING_SHARE_DEFAULT, type SignKey } from '@huashi/domain';
import { schema as t } from '@huashi/server/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { BENCH_MARKET_NOW } from './builtServer';
import * as bench from './benchShared';

const ORDERS = bench.option('orders', 'BENCH_STANDING_ORDERS', 10_000, 300);
const LOTS = bench.option('lots', 'BENCH_LOTS', 200, 20);
const BUYERS = bench.option('buyers', 'BENCH_BUYERS', 2000, 60);
const CLIENTS = bench.option('clients', 'BENCH_CLIENTS', 100, 10);
const KILL = !process.argv.includes('--no-kill');
const STEMS = 10;
const BATCHES = 400;
const PASSWORD = 'standing-2026';
const SIGN_KEY = 'HuashiBenchStand';
/** The 11:30 opening of the bench's market day (Shanghai). */
const OPENING = new Date(`${BENCH_MARKET_NOW.slice(0, 10)}T11:30:00+08:00`);
const DECIDE_TARGET_S = 10;
const GIVE_UP_MS = 300_000;

bench.runBench('huashi-standing-', async (run) => {
  const line = bench.printer(28);
  console.log(`花市 standing-order benchmark${bench.QUICK ? ' (--quick: checks only, timings not meaningful)' : ''}`);
  line('standing orders', `${ORDERS} of 1–5 lines, ${BUYERS} buyers, due at the 11:30 opening at one instant`);
  line('lots', `${LOTS} 限时直供 lots × ${BATCHES} batches of one ${STEMS}-stem bunch, each its own variety`);
  line('live buyers meanwhile', `${CLIENTS} clients buying now from the same lots (bench:rush's request)`);
  line(
    'servers',
    `2 × \`tsx apps/server/src/main.ts\` (NODE_ENV=${bench.NODE_ENV}); kill -9 of the second: ${KILL ? 'yes, at ¼ of the runs' : 'no'}`,
  );
  line('machine', bench.machineLine());

  const servers = await bench.startServers(run, 2, { PURCHASE_SIGN_KEY: SIGN_KEY });
  const { db, bases } = servers;

  // Lots: clones of a seeded all-day lot of today, moved to 限时直供, each of a variety of its own.
  const lotIds = await bench.addHotLots(db, { count: LOTS, batches: BATCHES, stems: STEMS, priceFen: 150 });
  const [variety] = await db.select().from(t.varieties).limit(1);
  const codes = lotIds.map((_, i) => `BS${i}`);
  await db.insert(t.varieties).values(codes.map((flwCode, i) => ({ ...variety!, flwCode, name: `压测品种${i}` })));
  for (const [i, id] of lotIds.entries())
    await db
      .update(t.stockLots)
      .set({ session: 'A', flwCode: codes[i]!, salePriceFen: 100 + (i % 10) * 10 })
      .where(eq(t.stockLots.id, id));
  const openingStock = BATCHES * STEMS;

  // Standing buyers (one in twenty short of money) and their orders, not yet due.
  const buyers = await bench.addFundedBuyers(
    db,
    BUYERS,
    { phonePrefix: '1360000', account: 'STAND', nick: '固定买家', password: PASSWORD },
    (i) => ({
      balanceFen: i % 20 === 19 ? 500 : 5_000_000,
    }),
  );
  const orderIds: number[] = [];
  for (let start = 0; start < ORDERS; start += 1000) {
    const rows = await db
      .insert(t.standingOrders)
      .values(
        Array.from({ length: Math.min(1000, ORDERS - start) }, (_, k) => ({
          buyerId: buyers[(start + k) % buyers.length]!.id,
          name: `固定${start + k}`,
          session: 'A' as const,
          runTime: '11:30',
          daysMask: 0b1111111,
          budgetFen: randomInt(0, 4) === 0 ? randomInt(2_000, 20_000) : null,
          nextRunAt: null,
        })),
      )
      .returning({ id: t.standingOrders.id });
    orderIds.push(...rows.map((r) => r.id));
    await db.insert(t.standingOrderLines).values(
      rows.flatMap((r) =>
        Array.from({ length: randomInt(1, 6) }, (_, position) => ({
          standingOrderId: r.id,
          position,
          flwCode: codes[randomInt(0, codes.length)]!,
          bunches: randomInt(1, 21),
          maxPricePerBunchFen: randomInt(0, 3) === 0 ? randomInt(1_000, 2_000) : null,
        })),
      ),
    );
  }

  // Live buyers log in through the API.
  const live = await bench.addFundedBuyers(
    db,
    Math.max(CLIENTS, 10),
    { phonePrefix: '1350000', account: 'LIVE', nick: '现场买家', password: PASSWORD },
    () => ({
      balanceFen: 10_000_000,
    }),
  );
  const sessions = await bench.logIn(bases, live, PASSWORD);
  const signInfo = (await (
    await fetch(`${bases[0]}/api${cartRoutes.signKey.path}`, { headers: { authorization: `Bearer ${sessions[0]!.token}` } })
  ).json()) as { data: { key: string; serverTime: number } };
  const key: SignKey = parseSignKey(signInfo.data.key)!;
  const clockOffset = signInfo.data.serverTime - Date.now();
  const pools = bench.agentsFor(bases, CLIENTS);
  run.atEnd(() => Promise.all(pools.map((pool) => pool.destroy())));
  const random = () => randomInt(0, 1_000_000) / 1_000_000;
  let liveDone = false;
  const liveAnswers = new Map<string, number>();
  const client = async (c: number) => {
    // A client of the killed instance goes on through the first one (a token is good on every instance).
    let at = c % bases.length;
    while (!liveDone) {
      const session = sessions[randomInt(0, sessions.length)]!;
      const sign = createPurchaseSign({ key, now: new Date(Date.now() + clockOffset), random });
      try {
        const res = await bench.send(
          pools[at]!,
          cartRoutes.batchPurchase.path,
          {
            doWay: 'nowPay',
            products: [{ huaId: lotIds[randomInt(0, lotIds.length)]!, qty: randomInt(1, 4) }],
            couponCode: '',
            sign,
            version: '3.7.5',
          },
          session.token,
        );
        const code = String((JSON.parse(res.text) as { code: number }).code);
        liveAnswers.set(code, (liveAnswers.get(code) ?? 0) + 1);
      } catch {
        liveAnswers.set('no answer (instance killed)', (liveAnswers.get('no answer (instance killed)') ?? 0) + 1);
        at = 0;
      }
    }
  };

  // The opening: the live buyers start, and every standing order falls due at 11:30 at the same instant.
  const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));
  const opening = performance.now();
  for (let start = 0; start < orderIds.length; start += 5000)
    await db
      .update(t.standingOrders)
      .set({ nextRunAt: OPENING })
      .where(inArray(t.standingOrders.id, orderIds.slice(start, start + 5000)));
  let killedAt: number | null = null;
  let decided = 0;
  while (performance.now() - opening < GIVE_UP_MS) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.standingRuns)
      .where(and(eq(t.standingRuns.runAt, OPENING), inArray(t.standingRuns.standingOrderId, orderIds)));
    decided = row!.n;
    if (KILL && killedAt === null && decided >= ORDERS / 4) {
      killedAt = (performance.now() - opening) / 1000;
      await servers.kill(1);
    }
    if (decided >= ORDERS) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - opening) / 1000;
  liveDone = true;
  await Promise.all(clients);

  line('all runs decided in', `${seconds.toFixed(2)} s (target ≤ ${DECIDE_TARGET_S} s) — ${decided} of ${ORDERS}`);
  if (killedAt !== null) line('kill -9 of instance 2', `at ${killedAt.toFixed(2)} s, with ${Math.ceil(ORDERS / 4)}+ runs recorded`);
  line('live answers', [...liveAnswers].map(([code, n]) => `${code}: ${n}`).join(', '));

  // Checks.
  const runs = await db
    .select({
      id: t.standingRuns.standingOrderId,
      status: t.standingRuns.status,
      orderId: t.standingRuns.orderId,
      taken: t.standingRuns.taken,
      attempts: sql<number>`coalesce(jsonb_array_length(${t.standingRuns.result}->'attempts'), 0)::int`,
    })
    .from(t.standingRuns)
    .where(and(eq(t.standingRuns.runAt, OPENING), inArray(t.standingRuns.standingOrderId, orderIds)));
  const byStatus = new Map<string, number>();
  for (const r of runs) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
  line('runs', [...byStatus].map(([s, n]) => `${s} ${n}`).join(', '));
  const retried = runs.filter((r) => r.attempts > 0);
  line(
    'runs that lost a race',
    `${retried.length} (planned again on the stock left: ${retried.filter((r) => r.orderId !== null).length} then bought)`,
  );
  const taken = new Map<number, number>();
  for (const r of runs) for (const [id, stems] of Object.entries(r.taken)) taken.set(Number(id), (taken.get(Number(id)) ?? 0) + stems);
  const shareCap = Math.floor(openingStock * STANDING_SHARE_DEFAULT);
  const overShare = [...taken].filter(([, stems]) => stems > shareCap);
  line('standing stems per lot', `max ${Math.max(0, ...taken.values())} of a cap of ${shareCap} (${openingStock} at the opening)`);

  const lots = await db
    .select({ id: t.stockLots.id, nowStock: t.stockLots.nowStock })
    .from(t.stockLots)
    .where(inArray(t.stockLots.id, lotIds));
  const held = await bench.stemsHeld(db, lotIds);
  const oversold = lots.filter((l) => l.nowStock < 0 || openingStock - l.nowStock !== (held.get(l.id) ?? 0));
  const [negative] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.buyers)
    .where(sql`${t.buyers.balanceFen} - ${t.buyers.frozenFen} < 0`);
  const standingPurchases = await db.execute<{ sign: string; code: number; main_id: number | null }>(
    sql`select sign, (response->>'code')::int as code, (response->'data'->>'mainId')::int as main_id from purchase_requests where sign like 'standing:%'`,
  );
  const placedRuns = runs.filter((r) => r.orderId !== null);
  const purchasedOrders = standingPurchases.rows.filter((r) => r.code === 200).map((r) => r.main_id);
  const runOrders = new Set(placedRuns.map((r) => r.orderId));
  const ids = [...buyers, ...live].map((b) => b.id);
  const ledger = await db
    .select({ id: t.buyers.id, balance: t.buyers.balanceFen, sum: sql<string>`coalesce(sum(${t.balanceLedger.ioValueFen}), 0)` })
    .from(t.buyers)
    .leftJoin(t.balanceLedger, eq(t.balanceLedger.buyerId, t.buyers.id))
    .where(inArray(t.buyers.id, ids))
    .groupBy(t.buyers.id);
  const ledgerOff = ledger.filter((r) => Number(r.balance) !== Number(r.sum));
  bench.printChecks('checks', line, [
    ['every run decided', decided === ORDERS, `${decided} / ${ORDERS}`],
    ['each run answered once', runs.length === new Set(runs.map((r) => r.id)).size, `${runs.length} records, one per order`],
    [
      'one purchase per run',
      purchasedOrders.length === placedRuns.length && purchasedOrders.every((id) => runOrders.has(id)),
      `${purchasedOrders.length} standing purchases, ${placedRuns.length} runs with an order`,
    ],
    ['share never exceeded', overShare.length === 0, `${overShare.length} lots over ${shareCap} stems`],
    ['0 oversold', oversold.length === 0, `${oversold.length} lots whose stock and orders disagree`],
    ['0 negative balances', negative!.n === 0, `${negative!.n}`],
    ['ledger = balances', ledgerOff.length === 0, `${ledgerOff.length} buyers off`],
    ...(bench.QUICK ? [] : ([['decided within 10 s', seconds <= DECIDE_TARGET_S, `${seconds.toFixed(2)} s`]] as bench.Check[])),
  ]);
});
