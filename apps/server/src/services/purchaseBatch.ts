/**
 * Group-committed purchases (issue 19): the 11:30 rush written in batches instead of one transaction per order.
 *
 * A buy-now purchase is validated outside the database first — the sign, the products, the session, the address and
 * the prices (lots from LotCache below; a lot the cache says is short is read again from the database) — with the very
 * rules of `placeOrder` (services/purchase.ts: `signProblem`, `plan`, `orderReady`). It then waits in this instance's
 * queue. Every BATCH_WAIT_MS, or as soon as BATCH_MAX are waiting, one transaction applies the whole batch:
 *
 * 1. claims every sign with one multi-row insert (`on conflict do nothing`, signs sorted so two batches never deadlock
 *    on them); a sign claimed by another batch or instance gets that first answer once this batch has committed;
 * 2. draws the order ids in one statement and locks the batch's buyers, then its lots, in id order (`for no key update`,
 *    the lock an update of their balance or stock takes: it does not wait for the key-share locks that another batch's
 *    sign and order inserts hold on the same buyers; the single-order path takes a buyer before its lots too, so none of
 *    them deadlock);
 * 3. decides each request in arrival order against the balances and stock left by the earlier ones — the same checks
 *    in the same order as `placeOrder` (usable balance, 411; then each lot in id order, 409 with what is left) — so a
 *    refusal of one never fails the others;
 * 4. writes with set-based statements: one `update … from unnest(…)` for the balances, one for the stock (both still
 *    conditional: never below zero), one insert each of the orders, their items and the ledger rows, and one update
 *    that stores every claimed sign's answer (success or refusal) for its repeats.
 *
 * Every statement of a batch is a named prepared statement whose text does not depend on the batch's size (the rows
 * travel as arrays: db/bulk.ts), so PostgreSQL parses and plans each once per connection and Drizzle builds no SQL.
 *
 * It commits once, then answers every request. A batch that fails as a whole (the database restarts, a connection
 * drops) writes nothing (one transaction) and answers every request in it with 503 服务暂不可用，请稍后再试 (HTTP 503,
 * as when the database is down): its sign was not kept, so the client may send the same request again.
 *
 * An instance told to stop (SIGTERM: http/drain.ts) keeps its queue running: every queued request is an HTTP request
 * in flight, which the drain waits for, so its batch is written and answered before the database connections close.
 *
 * Nothing relies on being the only process: several instances each batch their own requests; correctness comes from
 * the database (row locks, unique signs, conditional updates). Requests that do not fit the batch go through
 * `placeOrder` unchanged: orders of cart lines (the cart claim) and orders with a coupon (the coupon claim).
 */
import { API_CODES, SERVICE_UNAVAILABLE_MSG } from '@huashi/api';
import { auctionDate, inboxDrafts, MESSAGES, stockShortText } from '@huashi/domain';
import type pg from 'pg';
import type { AppContext } from '../context';
import { prepared, unnestInsert } from '../db/bulk';
import type { Db } from '../db/client';
import { balanceLedger, orderItems, orders } from '../db/schema';
import { BusinessError } from '../http/envelope';
import { RetryLaterError } from '../http/errors';
import { sharedStockFeed, type StockFeed } from '../live/stockFeed';
import type { AddressRow } from './addressViews';
import { postInbox } from './inbox';
import { loadLots, lotLabel, lotMaxBatches, type LotInfo } from './lots';
import {
  orderItemValues,
  orderLedgerValues,
  orderNoOf,
  orderReady,
  orderValues,
  placedAnswer,
  placeOrder,
  plan,
  rememberRefusal,
  signProblem,
  storedAnswer,
  type Answer,
  type Plan,
  type PurchaseSource,
} from './purchase';

type Buyer = Parameters<typeof placeOrder>[1];

/**
 * How long a lot read for a purchase is reused (prices and names; its stock follows the change feed, and is always
 * checked again in the batch's transaction).
 */
export const LOT_CACHE_MS = 1000;
const LOT_CACHE_MAX = 20_000;

export type BatchOptions = {
  /** Most requests in one transaction. */
  max: number;
  /** How long the first waiting request waits for others before its batch is written. */
  waitMs: number;
  /** Batches in flight at once (the next one is prepared while the last one commits). */
  inFlight: number;
};

export const BATCH_DEFAULTS: BatchOptions = { max: 200, waitMs: 2, inFlight: 4 };

/** What a batch needs of one validated purchase. */
export type PreparedOrder = {
  buyerId: number;
  sign: string;
  plan: Plan;
  address: AddressRow;
  session: NonNullable<Plan['session']>;
  now: Date;
  /** Its caller posts the buyer's inbox message itself (a standing run's one message), not 订单已支付. */
  quiet?: boolean;
};

/** The answer to a request whose batch failed as a whole: nothing was written, the same request may be sent again. */
export const RETRY_ANSWER: Answer = { code: API_CODES.unavailable, msg: SERVICE_UNAVAILABLE_MSG, data: null };

/** Ends the transaction of a batch whose final checks disagree with what it decided (never expected). */
class BatchMismatch extends Error {}

type Decision = { kind: 'placed'; orderId: number; orderNo: string; balanceAfter: number } | { kind: 'refused'; answer: Answer };

/**
 * Writes a batch in one transaction and returns each request's answer, in the order given. Throws when the batch
 * fails as a whole (nothing written); the caller answers every request with RETRY_ANSWER.
 */
export async function writeBatch(
  db: Db,
  batch: readonly PreparedOrder[],
  /**
   * More writes in the batch's transaction once every answer is decided (null: a repeat answered elsewhere); the
   * standing-order runner records its runs here, so a run is recorded exactly when its purchase commits.
   */
  within?: (client: pg.PoolClient, answers: readonly (Answer | null)[]) => Promise<void>,
): Promise<Answer[]> {
  const later: number[] = [];
  const answers = await inTransaction(db, async (client) => {
    // 1. Signs: the first request of each sign in the batch claims it; a repeat within the batch follows it.
    const firstOf = new Map<string, number>();
    batch.forEach((o, i) => {
      if (!firstOf.has(o.sign)) firstOf.set(o.sign, i);
    });
    const signs = [...firstOf.keys()].sort();
    const claimedRows = await client.query<{ sign: string }>(
      prepared(
        'rush',
        `insert into purchase_requests (sign, buyer_id, response)
         select v.sign, v.buyer_id, '{}'::jsonb from unnest($1::text[], $2::int[]) with ordinality as v(sign, buyer_id, n)
         order by v.n on conflict do nothing returning sign`,
        [signs, signs.map((sign) => batch[firstOf.get(sign)!]!.buyerId)],
      ),
    );
    const claimed = new Set(claimedRows.rows.map((r) => r.sign));
    const mine = batch.map((o, i) => claimed.has(o.sign) && firstOf.get(o.sign) === i);

    // 2. Order ids, then the rows every decision depends on, locked in id order.
    const count = mine.filter(Boolean).length;
    const ids =
      count === 0
        ? []
        : (
            await client.query<{ id: number }>(
              prepared('rush', `select nextval(pg_get_serial_sequence('orders', 'id'))::int as id from generate_series(1, $1::int)`, [
                count,
              ]),
            )
          ).rows.map((r) => r.id);
    const buyerIds = [...new Set(batch.filter((_, i) => mine[i]).map((o) => o.buyerId))].sort((a, b) => a - b);
    const lotIds = [...new Set(batch.filter((_, i) => mine[i]).flatMap((o) => o.plan.lines.map((l) => l.lot.id)))].sort((a, b) => a - b);
    const money = new Map<number, { balance: number; frozen: number; savings: number }>();
    if (buyerIds.length > 0) {
      const { rows } = await client.query<{ id: number; balance: number; frozen: number }>(
        prepared(
          'rush',
          `select id, balance_fen as balance, frozen_fen as frozen from buyers where id = any($1::int[]) order by id for no key update`,
          [buyerIds],
        ),
      );
      for (const r of rows) money.set(r.id, { balance: Number(r.balance), frozen: Number(r.frozen), savings: 0 });
    }
    const stock = new Map<number, number>();
    if (lotIds.length > 0) {
      const { rows } = await client.query<{ id: number; now_stock: number }>(
        prepared('rush', `select id, now_stock from stock_lots where id = any($1::int[]) order by id for no key update`, [lotIds]),
      );
      for (const r of rows) stock.set(r.id, r.now_stock);
    }
    const startMoney = new Map([...money].map(([id, m]) => [id, m.balance]));
    const startStock = new Map(stock);

    // 3. Each claimed request in arrival order, after the ones before it.
    const decisions: (Decision | null)[] = [];
    let next = 0;
    for (const [i, o] of batch.entries()) {
      if (!mine[i]) {
        decisions.push(null);
        continue;
      }
      const m = money.get(o.buyerId);
      const total = o.plan.totalFen;
      if (!m || m.balance - m.frozen < total) {
        decisions.push({
          kind: 'refused',
          answer: refusal(new BusinessError(API_CODES.insufficientBalance, MESSAGES.insufficientBalance)),
        });
        continue;
      }
      const left = new Map<number, number>();
      let short: Answer | null = null;
      for (const { lot, figures } of [...o.plan.lines].sort((a, b) => a.lot.id - b.lot.id)) {
        const now = left.get(lot.id) ?? stock.get(lot.id) ?? 0;
        if (now < figures.stems) {
          const max = lotMaxBatches({ ...lot, nowStock: now });
          short = refusal(
            new BusinessError(API_CODES.conflict, `${lotLabel(lot)}：${stockShortText(max)}`, { stockId: lot.id, left: max }),
          );
          break;
        }
        left.set(lot.id, now - figures.stems);
      }
      if (short) {
        decisions.push({ kind: 'refused', answer: short });
        continue;
      }
      for (const [id, n] of left) stock.set(id, n);
      m.balance -= total;
      m.savings += o.plan.sums.memberFen;
      const orderId = ids[next++]!;
      decisions.push({ kind: 'placed', orderId, orderNo: orderNoOf(orderId, auctionDate(o.now) ?? ''), balanceAfter: m.balance });
    }

    // 4. The writes, set-based, each one prepared statement whatever the batch's size.
    const placed = batch.flatMap((o, i) => {
      const d = decisions[i];
      return d?.kind === 'placed' ? [{ o, d }] : [];
    });
    if (placed.length > 0) {
      const debits = [...money].filter(([id, m]) => m.balance !== startMoney.get(id));
      const debited = await client.query(
        prepared(
          'rush',
          `update buyers set balance_fen = buyers.balance_fen - v.debit, savings_fen = buyers.savings_fen + v.savings
           from unnest($1::int[], $2::bigint[], $3::bigint[]) as v(id, debit, savings)
           where buyers.id = v.id and buyers.balance_fen - buyers.frozen_fen >= v.debit`,
          [debits.map(([id]) => id), debits.map(([id, m]) => startMoney.get(id)! - m.balance), debits.map(([, m]) => m.savings)],
        ),
      );
      const takes = [...stock].filter(([id, n]) => n !== startStock.get(id));
      const taken = await client.query(
        prepared(
          'rush',
          `update stock_lots set now_stock = stock_lots.now_stock - v.taken
           from unnest($1::int[], $2::int[]) as v(id, taken)
           where stock_lots.id = v.id and stock_lots.now_stock >= v.taken`,
          [takes.map(([id]) => id), takes.map(([id, n]) => startStock.get(id)! - n)],
        ),
      );
      if (debited.rowCount !== debits.length || taken.rowCount !== takes.length) throw new BatchMismatch('locked rows changed');
      for (const statement of [
        unnestInsert(
          orders,
          placed.map(({ o, d }) =>
            orderValues({
              orderId: d.orderId,
              orderNo: d.orderNo,
              buyerId: o.buyerId,
              p: o.plan,
              address: o.address,
              session: o.session,
              today: auctionDate(o.now) ?? '',
              now: o.now,
            }),
          ),
        ),
        unnestInsert(
          orderItems,
          placed.flatMap(({ o, d }) => orderItemValues(d.orderId, o.plan.lines)),
        ),
        unnestInsert(
          balanceLedger,
          placed.map(({ o, d }) => orderLedgerValues(o.buyerId, d.orderNo, o.plan.totalFen, d.balanceAfter, o.now)),
        ),
      ]) {
        if (statement) await client.query(statement);
      }
      // 订单已支付 in the inbox: one statement for the whole batch (services/inbox.ts).
      await postInbox(
        client,
        placed
          .filter(({ o }) => !o.quiet)
          .map(({ o, d }) => ({
          buyerId: o.buyerId,
          ...inboxDrafts.orderPaid({ mainId: d.orderId, orderNo: d.orderNo, totalFen: o.plan.totalFen }),
          at: o.now,
        })),
      );
    }
    const result: (Answer | null)[] = batch.map((o, i) => {
      const d = decisions[i];
      if (!d) return null;
      return d.kind === 'placed' ? placedAnswer(d.orderId, d.orderNo, o.plan) : d.answer;
    });
    const stored = batch.flatMap((o, i) => {
      const answer = result[i];
      return answer ? [{ sign: o.sign, answer }] : [];
    });
    if (stored.length > 0) {
      await client.query(
        prepared(
          'rush',
          `update purchase_requests set response = v.response
           from unnest($1::text[], $2::jsonb[]) as v(sign, response)
           where purchase_requests.sign = v.sign`,
          [stored.map((s) => s.sign), stored.map((s) => JSON.stringify(s.answer))],
        ),
      );
    }
    if (within) await within(client, result);
    batch.forEach((_, i) => {
      if (!result[i]) later.push(i);
    });
    return result;
  });
  // Repeats of a sign answered elsewhere (or earlier in this batch): the first answer, now that it is committed.
  for (const i of later) {
    const o = batch[i]!;
    answers[i] = (await storedAnswer({ db }, o.sign, o.buyerId)) ?? {
      code: API_CODES.conflict,
      msg: '订单正在处理，请在我的订单中查看',
      data: null,
    };
  }
  return answers as Answer[];
}

/**
 * Runs `work` in one transaction on a connection of the pool, with plain (prepared) statements: committed when it
 * resolves, rolled back when it throws. A connection that failed is not given back to the pool for reuse.
 */
async function inTransaction<T>(db: Db, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await db.$client.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

function refusal(error: BusinessError): Answer {
  return { code: error.code, msg: error.message, data: error.data };
}

type Waiting = { order: PreparedOrder; resolve: (answer: Answer) => void };

/** One instance's queue of validated purchases, written in batches (see the top of this file). */
export class PurchaseBatcher {
  private queue: Waiting[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running = 0;
  private readonly opts: BatchOptions;

  constructor(
    private readonly db: Db,
    opts: Partial<BatchOptions> = {},
    private readonly onBatchFailed: (error: unknown) => void = () => {},
    /** Every batch written or failed: its size and time (the instance's metrics). */
    private readonly onBatch: (size: number, seconds: number, failed: boolean) => void = () => {},
  ) {
    this.opts = { ...BATCH_DEFAULTS, ...opts };
  }

  /** Queues a validated purchase; resolves with its answer once its batch committed (or failed as a whole). */
  submit(order: PreparedOrder): Promise<Answer> {
    return new Promise((resolve) => {
      this.queue.push({ order, resolve });
      if (this.queue.length >= this.opts.max) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.opts.waitMs);
    });
  }

  private flush() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.running < this.opts.inFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.opts.max);
      this.running += 1;
      void this.run(batch).finally(() => {
        this.running -= 1;
        if (this.queue.length > 0) this.flush();
      });
    }
  }

  private async run(batch: Waiting[]) {
    const started = performance.now();
    let failed = false;
    let answers: Answer[];
    try {
      answers = await writeBatch(
        this.db,
        batch.map((w) => w.order),
      );
    } catch (error) {
      failed = true;
      this.onBatchFailed(error);
      answers = batch.map(() => RETRY_ANSWER);
    }
    this.onBatch(batch.length, (performance.now() - started) / 1000, failed);
    batch.forEach((w, i) => w.resolve(answers[i]!));
  }
}

/** One queue per app (an instance), which also records into that app's metrics. */
const batchers = new WeakMap<AppContext, PurchaseBatcher>();

function batcherOf(ctx: AppContext): PurchaseBatcher {
  let batcher = batchers.get(ctx);
  if (!batcher) {
    batcher = new PurchaseBatcher(
      ctx.db,
      {},
      (error) => {
        let inner = error;
        while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
        console.warn(
          `花市: a purchase batch failed as a whole, nothing written, its requests answered 503 (${String((inner as Error).message ?? inner)})`,
        );
      },
      (size, seconds, failed) => ctx.metrics.purchaseBatch(size, seconds, failed),
    );
    batchers.set(ctx, batcher);
  }
  return batcher;
}

/**
 * The lots a purchase is planned with (one per instance, on its change feed): a lot read from the database is kept
 * LOT_CACHE_MS (its prices and names: staff changes show within that time), while its stock follows the feed (every
 * committed change of any instance, at once); after a gap in the feed everything is read again. Lots missing from it
 * are read once however many requests ask for them at the same instant (the 11:30 opening).
 */
export class LotCache {
  private readonly entries = new Map<number, { lot: LotInfo; until: number }>();
  private readonly loading = new Map<number, Promise<LotInfo | undefined>>();
  /** Bumped when the feed resyncs: a read that began before it is not kept. */
  private epoch = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    feed: Pick<StockFeed, 'subscribe'>,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.unsubscribe = feed.subscribe({
      change: (change) => {
        const entry = this.entries.get(change.id);
        if (entry) entry.lot = { ...entry.lot, nowStock: change.nowStock, stemsPerBunch: change.stems, basicSaleNo: change.basic };
      },
      resync: () => {
        this.epoch += 1;
        this.entries.clear();
      },
    });
  }

  /** The lots of `ids` that exist (a missing id is simply absent). */
  async get(ids: readonly number[]): Promise<Map<number, LotInfo>> {
    const now = this.now();
    const found = new Map<number, LotInfo>();
    const missing: number[] = [];
    const waits: Promise<void>[] = [];
    for (const id of ids) {
      const hit = this.entries.get(id);
      if (hit && hit.until > now) found.set(id, hit.lot);
      else {
        const pending = this.loading.get(id);
        if (pending) waits.push(pending.then((lot) => void (lot && found.set(id, lot))));
        else missing.push(id);
      }
    }
    if (missing.length > 0) {
      const epoch = this.epoch;
      const read = loadLots(this.db, missing);
      for (const id of missing) {
        const one = read.then((lots) => lots.get(id));
        this.loading.set(id, one);
        waits.push(one.then((lot) => void (lot && found.set(id, lot))));
      }
      void read
        .then((lots) => {
          // Bounded: a day's lots fit; past that the cache starts again.
          if (this.entries.size > LOT_CACHE_MAX) this.entries.clear();
          if (epoch === this.epoch) for (const [id, lot] of lots) this.entries.set(id, { lot, until: now + LOT_CACHE_MS });
        })
        .catch(() => {})
        .finally(() => {
          for (const id of missing) this.loading.delete(id);
        });
    }
    await Promise.all(waits);
    return found;
  }

  close() {
    this.unsubscribe();
    this.entries.clear();
  }
}

const lotCaches = new WeakMap<AppContext, LotCache>();

function lotCacheOf(ctx: AppContext): LotCache {
  let cache = lotCaches.get(ctx);
  if (!cache) lotCaches.set(ctx, (cache = new LotCache(ctx.db, sharedStockFeed(ctx).feed)));
  return cache;
}

/**
 * placeOrder through the group commit: the same answers, the same rules, the same idempotency by sign. Orders of cart
 * lines and orders with a coupon go through `placeOrder` itself.
 */
export async function placeOrderBatched(
  ctx: AppContext,
  buyer: Buyer,
  source: PurchaseSource,
  opts: { couponCode: string | undefined; addressId: number | null; sign: string },
): Promise<Answer> {
  if (source.kind !== 'nowPay' || (opts.couponCode ?? '') !== '') return placeOrder(ctx, buyer, source, opts);
  const sign = opts.sign;
  const now = ctx.clock.now();
  const refused = await signProblem(ctx, buyer.id, sign, now);
  if (refused) return refused;
  try {
    const planOpts = { couponCode: '', addressId: opts.addressId, listCoupons: false };
    const lots = lotCacheOf(ctx);
    let p = await plan(ctx.db, buyer, source, now, { ...planOpts, lots: (ids) => lots.get(ids) });
    // A shortage seen in the cache is checked against the database before it refuses anyone.
    if (p.problems.some((problem) => problem.code === API_CODES.conflict)) p = await plan(ctx.db, buyer, source, now, planOpts);
    const { address, session } = orderReady(p, source);
    const answer = await batcherOf(ctx).submit({ buyerId: buyer.id, sign, plan: p, address, session, now });
    // The batch failed as a whole: nothing was written; HTTP 503 with the envelope, as when the database is down.
    if (answer === RETRY_ANSWER) throw new RetryLaterError(answer.msg);
    return answer;
  } catch (error) {
    if (error instanceof BusinessError) return rememberRefusal(ctx, sign, buyer.id, error);
    throw error;
  }
}
