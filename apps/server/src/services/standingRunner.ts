/**
 * The standing-order runner (固定订单, issue 32): each due standing order buys at its time through the purchase path
 * of a live buyer, paid from the balance.
 *
 * - What is due: orders not paused whose `next_run_at` ≤ now (the market clock: MARKET_NOW pins it, as for every job).
 *   Nothing is scheduled in memory: every tick asks the database, so a restart simply finds what is still due.
 * - One runner at a time: a tick holds a session advisory lock (STANDING_LOCK_KEY) on its own connection; an instance
 *   that cannot take it skips the tick. A killed instance's connection drops and PostgreSQL frees the lock.
 * - Each run is planned by the domain (planStandingRun: price caps, budget cap, the 11:30 share) against today's lots
 *   of its session, then planned as an order by services/purchase.ts `plan` (the same prices, fees, member discount,
 *   address and checks as a buyer's 立即购买) and written by the group commit (services/purchaseBatch.ts writeBatch):
 *   balance and stock by conditional updates, never below zero; a short balance is 411, stock taken meanwhile 409.
 * - Exactly once: the run's purchase key is derived from (standing order, run instant, attempt) (standingRunKey) and
 *   claimed in purchase_requests as a buyer's sign is; the run's record (standing_runs, unique per order and instant)
 *   and the move to the next run are written in the same transaction as its purchase. A run with a record is never run
 *   again; a run without one never committed a purchase. So a restart, a kill -9 or a second instance never buys twice.
 * - A run that lost its race to live buyers (its purchase answered 409: the stock it planned was bought between its
 *   plan and the commit) is not recorded: the order stays due at the same run instant, and the next tick plans it
 *   again against the stock then left, as attempt n + 1 with its own key (the domain's rule: mayRetryStandingRun, at
 *   most STANDING_RETRY.attempts, before the cut-off). The attempts already made are read back from their keys'
 *   stored answers (purchase_requests, written in the attempt's transaction), so a restart neither forgets nor
 *   repeats one; an attempt that bought is always recorded with its run, so no run buys twice. The record lists the
 *   attempts that lost (result.attempts); a run out of attempts or past its cut-off is recorded 下单失败 with them.
 * - Fairness at the 11:30 opening: the opening's runs are taken in a random order (the seeded random source is passed
 *   in: tests fix it, the server draws it) and together take at most the market's share (config.standingShare) of each
 *   lot's stock at the opening: shareAllowance counts what this opening's recorded runs took already.
 * - A run whose session is closed or whose lots are gone buys nothing and says why; an order refused as a whole (no
 *   address, balance short) is recorded 下单失败 with the refusal's words.
 */
import { API_CODES } from '@huashi/api';
import {
  auctionDate,
  inboxDrafts,
  isOpeningRun,
  mayRetryStandingRun,
  nextRunAt,
  parseYuan,
  planStandingRun,
  seededRandom,
  shareAllowance,
  shuffled,
  STANDING_RETRY,
  standingAttemptTexts,
  standingRunKey,
  standingRunStatus,
  standingShortText,
  type RandomSource,
  type SessionType,
  type StandingBuy,
  type StandingCandidate,
  type StandingRunResult,
  type StandingRunStatus,
} from '@huashi/domain';
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, lte, not } from 'drizzle-orm';
import type pg from 'pg';
import type { AppContext } from '../context';
import { prepared } from '../db/bulk';
import type { Db } from '../db/client';
import { buyers, purchaseRequests, standingOrderLines, standingOrders, standingRuns, stockLots, varieties } from '../db/schema';
import { BusinessError } from '../http/envelope';
import { postInbox } from './inbox';
import { loadLots, type LotInfo } from './lots';
import { orderReady, plan, type Answer, type Plan } from './purchase';
import { writeBatch, type PreparedOrder } from './purchaseBatch';
import { lineOf, scheduleOf } from './standing';

/** The advisory lock of the runner (any constant every instance shares: "hsso"). */
export const STANDING_LOCK_KEY = 0x68_73_73_6f;
/** How often the server looks for due standing orders. */
export const STANDING_EVERY_MS = 2000;
/** Runs written per group commit. */
const RUN_BATCH = 200;
/** Runs planned as orders at once (each reads the buyer's addresses). */
const PLAN_CONCURRENCY = 8;
/** Due orders read per round. */
const ROUND = 5000;

type OrderRow = typeof standingOrders.$inferSelect;
type Buyer = typeof buyers.$inferSelect;

/** One decided run, as recorded. */
type RunRecord = {
  standingOrderId: number;
  /** The standing order's name (its inbox message). */
  name: string;
  buyerId: number;
  runAt: Date;
  nextAt: Date | null;
  status: StandingRunStatus;
  orderId: number | null;
  orderNo: string | null;
  paidFen: number;
  taken: Record<string, number>;
  result: StandingRunResult;
};

/** Records runs and moves their orders to the next run, inside the caller's transaction. */
async function recordRuns(client: pg.PoolClient, runs: readonly RunRecord[]): Promise<void> {
  if (runs.length === 0) return;
  await client.query(
    prepared(
      'standing',
      `insert into standing_runs (standing_order_id, buyer_id, run_at, status, order_id, order_no, paid_fen, taken, result)
       select * from unnest($1::int[], $2::int[], $3::timestamptz[], $4::text[], $5::int[], $6::text[], $7::bigint[], $8::jsonb[], $9::jsonb[])
       on conflict do nothing`,
      [
        runs.map((r) => r.standingOrderId),
        runs.map((r) => r.buyerId),
        runs.map((r) => r.runAt.toISOString()),
        runs.map((r) => r.status),
        runs.map((r) => r.orderId),
        runs.map((r) => r.orderNo),
        runs.map((r) => r.paidFen),
        runs.map((r) => JSON.stringify(r.taken)),
        runs.map((r) => JSON.stringify(r.result)),
      ],
    ),
  );
  await client.query(
    prepared(
      'standing',
      `update standing_orders set next_run_at = v.next_at
       from unnest($1::int[], $2::timestamptz[], $3::timestamptz[]) as v(id, run_at, next_at)
       where standing_orders.id = v.id and standing_orders.next_run_at = v.run_at`,
      [runs.map((r) => r.standingOrderId), runs.map((r) => r.runAt.toISOString()), runs.map((r) => r.nextAt?.toISOString() ?? null)],
    ),
  );
  // One inbox message per run (its order's 订单已支付 is not posted: PreparedOrder.quiet), keyed by the run.
  await postInbox(
    client,
    runs.map((r) => ({
      buyerId: r.buyerId,
      ...inboxDrafts.standingRun({
        standingOrderId: r.standingOrderId,
        runAt: r.runAt,
        name: r.name,
        status: r.status,
        mainId: r.orderId,
        orderNo: r.orderNo,
        paidFen: r.paidFen,
        shorts: r.result.shorts,
      }),
      at: r.runAt,
    })),
  );
}

/** Runs `work` on every item, at most `limit` at once. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

async function inTransaction(db: Db, work: (client: pg.PoolClient) => Promise<void>): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('begin');
    await work(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** The run after `runAt` of the order's schedule. */
function nextAfter(row: OrderRow, runAt: Date): Date | null {
  const next = nextRunAt(scheduleOf(row), runAt);
  return next === null ? null : new Date(next);
}

function resultOfPlan(p: Plan, shorts: string[]): StandingRunResult {
  return {
    bought: p.lines.map(({ lot, figures }) => ({
      flwName: lot.flwName,
      levelName: lot.levelName,
      lengthCode: lot.lengthCode,
      supplierName: lot.supplierName,
      bunches: figures.bunches,
      pricePerBunchFen: lot.salePriceFen * lot.stemsPerBunch,
      goodsFen: figures.goodsFen,
    })),
    shorts,
  };
}

/** A run recorded without a purchase: nothing to buy, or refused. */
function withoutPurchase(
  base: Pick<RunRecord, 'standingOrderId' | 'name' | 'buyerId' | 'runAt' | 'nextAt'>,
  status: StandingRunStatus,
  result: StandingRunResult,
): RunRecord {
  return { ...base, status, orderId: null, orderNo: null, paidFen: 0, taken: {}, result };
}

/** The result with the attempts that lost their race (omitted when none did). */
function withAttempts(result: StandingRunResult, attempts: readonly string[]): StandingRunResult {
  return attempts.length > 0 ? { ...result, attempts: [...attempts] } : result;
}

/** How a run's lost attempts ended when no other attempt decided it: out of attempts, or past the cut-off. */
const endOfLost = (lost: number) => (lost >= STANDING_RETRY.attempts ? 'limit' : 'cutOff');

/**
 * The attempts of a run already made without a record (their keys' stored answers, in attempt order): the refusals
 * of those that lost their race, and an attempt that bought, if one did (its record missing: it is recorded now).
 */
function pastAttempts(answerOf: ReadonlyMap<string, Answer>, id: number, runAt: Date): { lost: string[]; placed: Answer | null } {
  const lost: string[] = [];
  for (let attempt = 1; attempt <= STANDING_RETRY.attempts; attempt += 1) {
    const answer = answerOf.get(standingRunKey(id, runAt, attempt));
    if (!answer) break;
    if (answer.code === API_CODES.ok) return { lost, placed: answer };
    lost.push(answer.msg ?? '');
  }
  return { lost, placed: null };
}

function takenOf(p: Plan): Record<string, number> {
  const taken: Record<string, number> = {};
  for (const { lot, figures } of p.lines) taken[lot.id] = (taken[lot.id] ?? 0) + figures.stems;
  return taken;
}

/** The runs of one instant and session: planned in a random order, bought by the group commit, recorded with it. */
async function runGroup(
  ctx: Pick<AppContext, 'db' | 'config'>,
  rows: readonly OrderRow[],
  runAt: Date,
  session: SessionType,
  now: Date,
  random: RandomSource,
): Promise<number> {
  const db = ctx.db;
  const ids = rows.map((r) => r.id);
  const keys = ids.flatMap((id) => Array.from({ length: STANDING_RETRY.attempts }, (_, i) => standingRunKey(id, runAt, i + 1)));
  const [lineRows, buyerRows, done, attemptRows] = await Promise.all([
    db.select().from(standingOrderLines).where(inArray(standingOrderLines.standingOrderId, ids)).orderBy(asc(standingOrderLines.position)),
    db
      .select()
      .from(buyers)
      .where(
        inArray(
          buyers.id,
          rows.map((r) => r.buyerId),
        ),
      ),
    db
      .select({ id: standingRuns.standingOrderId })
      .from(standingRuns)
      .where(and(inArray(standingRuns.standingOrderId, ids), eq(standingRuns.runAt, runAt))),
    db
      .select({ sign: purchaseRequests.sign, response: purchaseRequests.response })
      .from(purchaseRequests)
      .where(inArray(purchaseRequests.sign, keys)),
  ]);
  const recorded = new Set(done.map((d) => d.id));
  const answerOf = new Map(attemptRows.map((r) => [r.sign, r.response as Answer]));
  // An order whose run at this instant is already recorded (a skipped run it came back to) moves on without buying.
  for (const row of rows.filter((r) => recorded.has(r.id))) {
    await db
      .update(standingOrders)
      .set({ nextRunAt: nextAfter(row, runAt) })
      .where(and(eq(standingOrders.id, row.id), eq(standingOrders.nextRunAt, runAt)));
  }
  const buyerOf = new Map(buyerRows.map((b) => [b.id, b]));
  const linesOf = new Map<number, ReturnType<typeof lineOf>[]>();
  for (const l of lineRows) linesOf.set(l.standingOrderId, [...(linesOf.get(l.standingOrderId) ?? []), lineOf(l)]);
  const codes = [...new Set(lineRows.map((l) => l.flwCode))];
  const today = auctionDate(now) ?? '';
  const [lotIds, names] = await Promise.all([
    codes.length === 0
      ? Promise.resolve([] as { id: number }[])
      : db
          .select({ id: stockLots.id })
          .from(stockLots)
          .where(and(eq(stockLots.auctionDate, today), inArray(stockLots.flwCode, codes))),
    codes.length === 0
      ? Promise.resolve([] as { code: string; name: string }[])
      : db.select({ code: varieties.flwCode, name: varieties.name }).from(varieties).where(inArray(varieties.flwCode, codes)),
  ]);
  const nameOf = new Map(names.map((n) => [n.code, n.name]));
  // Both zones' lots of the varieties: the run buys in its own zone only; the other's lots let a short line say that
  // its grade is on sale today in the other zone (trial 2 of issue 32), never bought.
  const todays: Map<number, LotInfo> = await loadLots(
    db,
    lotIds.map((l) => l.id),
  );
  const lots = new Map([...todays].filter(([, l]) => l.session === session));
  const otherZone = [...todays.values()].filter((l) => l.session !== session);
  const stock = new Map([...lots.values()].map((l) => [l.id, l.nowStock]));

  // The 11:30 share: what this opening's recorded runs took already counts against it.
  let allowance: Map<number, number> | undefined;
  if (isOpeningRun(session, runAt)) {
    const takenRows = await db.select({ taken: standingRuns.taken }).from(standingRuns).where(eq(standingRuns.runAt, runAt));
    const takenBy = new Map<number, number>();
    for (const { taken } of takenRows)
      for (const [id, stems] of Object.entries(taken)) takenBy.set(Number(id), (takenBy.get(Number(id)) ?? 0) + stems);
    allowance = shareAllowance(
      [...lots.values()].map((l) => ({ id: l.id, nowStock: l.nowStock, takenByStanding: takenBy.get(l.id) ?? 0 })),
      ctx.config.standingShare,
    );
  }

  const direct: RunRecord[] = [];
  const pending: {
    row: OrderRow;
    buyer: Buyer;
    base: Pick<RunRecord, 'standingOrderId' | 'name' | 'buyerId' | 'runAt' | 'nextAt'>;
    buys: StandingBuy[];
    shorts: string[];
    lotsAt: Map<number, LotInfo>;
    lost: string[];
  }[] = [];
  const queued: {
    order: PreparedOrder;
    record: Omit<RunRecord, 'status' | 'orderId' | 'orderNo' | 'paidFen' | 'taken' | 'result'>;
    shorts: string[];
    /** The refusals of this run's earlier attempts that lost their race; this attempt is the next one. */
    lost: string[];
  }[] = [];
  for (const row of shuffled(
    rows.filter((r) => !recorded.has(r.id)),
    random,
  )) {
    const base = { standingOrderId: row.id, name: row.name, buyerId: row.buyerId, runAt, nextAt: nextAfter(row, runAt) };
    const { lost, placed } = pastAttempts(answerOf, row.id, runAt);
    if (placed) {
      // An attempt bought without its record (never expected: they commit together): record it, never buy again.
      const data = placed.data as { mainId: number; orderNo: string; allfeePayment: string };
      const paid = parseYuan(data.allfeePayment);
      direct.push({
        ...base,
        status: 'bought',
        orderId: data.mainId,
        orderNo: data.orderNo,
        paidFen: paid.ok ? paid.fen : 0,
        taken: {},
        result: withAttempts({ bought: [], shorts: [] }, standingAttemptTexts(lost, 'retried')),
      });
      continue;
    }
    if (lost.length > 0 && !mayRetryStandingRun(lost.length, runAt, now)) {
      const attempts = standingAttemptTexts(lost, endOfLost(lost.length));
      direct.push(withoutPurchase(base, 'refused', withAttempts({ bought: [], shorts: [lost.at(-1)!] }, attempts)));
      continue;
    }
    const attempts = standingAttemptTexts(lost, 'retried');
    const lines = linesOf.get(row.id) ?? [];
    const candidates: StandingCandidate[] = [...lots.values(), ...otherZone].map((l) => ({
      id: l.id,
      session: l.session,
      supplierId: l.supplierId,
      flwCode: l.flwCode,
      levelName: l.levelName,
      lengthCode: l.lengthCode,
      salePriceFen: l.salePriceFen,
      stemsPerBunch: l.stemsPerBunch,
      basicSaleNo: l.basicSaleNo,
      nowStock: stock.get(l.id) ?? l.nowStock,
    }));
    const planned = planStandingRun({ lines, session, candidates, budgetFen: row.budgetFen, allowance, now });
    const shorts = planned.shorts.map((s) => standingShortText(nameOf.get(lines[s.line]?.flwCode ?? '') ?? '', s));
    const buyer = buyerOf.get(row.buyerId);
    if (planned.buys.length === 0 || !buyer) {
      direct.push(withoutPurchase(base, 'none', withAttempts({ bought: [], shorts }, attempts)));
      continue;
    }
    // Planned: the stock and the share it takes are no longer there for the runs after it (in the random order).
    const lotsAt = new Map(planned.buys.map((b) => [b.lotId, { ...lots.get(b.lotId)!, nowStock: stock.get(b.lotId) ?? 0 }]));
    allowance = planned.allowance;
    for (const b of planned.buys) stock.set(b.lotId, (stock.get(b.lotId) ?? 0) - b.stems);
    pending.push({ row, buyer, base, buys: planned.buys, shorts, lotsAt, lost });
  }

  // Each planned run as an order (services/purchase.ts plan: prices, fees, member discount, address), a few at once.
  await eachLimited(pending, PLAN_CONCURRENCY, async ({ row, buyer, base, buys, shorts, lotsAt, lost }) => {
    try {
      const p = await plan(db, buyer, { kind: 'nowPay', products: buys.map((b) => ({ huaId: b.lotId, qty: b.pi })) }, now, {
        couponCode: '',
        addressId: null,
        listCoupons: false,
        lots: async (wanted) => new Map(wanted.flatMap((id) => (lotsAt.has(id) ? [[id, lotsAt.get(id)!]] : []))),
      });
      const { address, session: orderSession } = orderReady(p, { kind: 'nowPay', products: [] });
      queued.push({
        order: {
          buyerId: row.buyerId,
          sign: standingRunKey(row.id, runAt, lost.length + 1),
          plan: p,
          address,
          session: orderSession,
          now,
          quiet: true,
        },
        record: base,
        shorts,
        lost,
      });
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error;
      const attempts = standingAttemptTexts(lost, 'retried');
      direct.push(withoutPurchase(base, 'refused', withAttempts({ bought: [], shorts: [error.message] }, attempts)));
    }
  });

  if (direct.length > 0) await inTransaction(db, (client) => recordRuns(client, direct));
  let retrying = 0;
  for (let i = 0; i < queued.length; i += RUN_BATCH) {
    const chunk = queued.slice(i, i + RUN_BATCH);
    await writeBatch(
      db,
      chunk.map((c) => c.order),
      (client, answers) =>
        recordRuns(
          client,
          chunk.flatMap((c, j): RunRecord[] => {
            const answer: Answer | null | undefined = answers[j];
            if (!answer) return [];
            const placed = answer.code === API_CODES.ok;
            const lostRace = answer.code === API_CODES.conflict;
            if (lostRace && mayRetryStandingRun(c.lost.length + 1, runAt, now)) {
              // Lost its race to live buyers: no record, the order stays due; the next tick plans it again.
              retrying += 1;
              return [];
            }
            const lost = lostRace ? [...c.lost, answer.msg] : c.lost;
            const attempts = standingAttemptTexts(lost, lostRace ? endOfLost(lost.length) : 'retried');
            const data = placed ? (answer.data as { mainId: number; orderNo: string }) : null;
            const result = withAttempts(
              placed ? resultOfPlan(c.order.plan, c.shorts) : { bought: [], shorts: [answer.msg, ...c.shorts] },
              attempts,
            );
            return [
              {
                ...c.record,
                status: standingRunStatus(result, !placed),
                orderId: data?.mainId ?? null,
                orderNo: data?.orderNo ?? null,
                paidFen: placed ? c.order.plan.totalFen : 0,
                taken: placed ? takenOf(c.order.plan) : {},
                result,
              },
            ];
          }),
        ),
    );
  }
  return direct.length + queued.length - retrying;
}

/**
 * Runs every standing order due at `now`; answers how many runs were decided. The interval job skips its tick when
 * another instance holds the runner's lock (0); `wait` waits for it instead (the development trigger, tests).
 * `random` orders the runs of an opening (default: a random seed from node:crypto).
 */
export async function runStandingOrders(
  ctx: Pick<AppContext, 'db' | 'config'>,
  now: Date,
  opts: { random?: RandomSource; wait?: boolean } = {},
): Promise<number> {
  const random = opts.random ?? seededRandom(randomInt(0, 2 ** 32 - 1));
  const lock = await ctx.db.$client.connect();
  let decided = 0;
  try {
    if (opts.wait) await lock.query('select pg_advisory_lock($1)', [STANDING_LOCK_KEY]);
    else {
      const { rows } = await lock.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [STANDING_LOCK_KEY]);
      if (!rows[0]?.locked) return 0;
    }
    try {
      for (;;) {
        const due = await ctx.db
          .select()
          .from(standingOrders)
          .where(and(not(standingOrders.paused), isNotNull(standingOrders.nextRunAt), lte(standingOrders.nextRunAt, now)))
          .orderBy(asc(standingOrders.nextRunAt), asc(standingOrders.id))
          .limit(ROUND);
        if (due.length === 0) break;
        const groups = new Map<string, OrderRow[]>();
        for (const row of due) {
          const key = `${row.nextRunAt!.getTime()}|${row.session}`;
          groups.set(key, [...(groups.get(key) ?? []), row]);
        }
        let round = 0;
        for (const [key, group] of groups) {
          const [ms, session] = key.split('|');
          round += await runGroup(ctx, group, new Date(Number(ms)), session as SessionType, now, random);
        }
        decided += round;
        if (round === 0 || due.length < ROUND) break;
      }
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [STANDING_LOCK_KEY]);
    }
  } finally {
    lock.release();
  }
  return decided;
}
