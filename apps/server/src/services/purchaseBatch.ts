/**
 * Group-committed purchases (issue 19): the 11:30 rush written in batches instead of one transaction per order.
 *
 * A buy-now purchase is validated outside the database first — the sign, the products, the session, the address and
 * the prices (lots from a cache that lives LOT_CACHE_MS; a lot the cache says is short is read again) — with the very
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
 * 4. writes with set-based statements: one `update … from (values …)` for the balances, one for the stock (both still
 *    conditional: never below zero), multi-row inserts of the orders, their items and the ledger rows, and one update
 *    that stores every claimed sign's answer (success or refusal) for its repeats.
 *
 * It commits once, then answers every request. A batch that fails as a whole (the database restarts, a connection
 * drops) writes nothing (one transaction) and answers every request in it with 503 服务暂不可用，请稍后再试 (HTTP 503,
 * as when the database is down): its sign was not kept, so the client may send the same request again.
 *
 * Nothing relies on being the only process: several instances each batch their own requests; correctness comes from
 * the database (row locks, unique signs, conditional updates). Requests that do not fit the batch go through
 * `placeOrder` unchanged: orders of cart lines (the cart claim) and orders with a coupon (the coupon claim).
 */
import { API_CODES, SERVICE_UNAVAILABLE_MSG } from '@huashi/api';
import { auctionDate, MESSAGES, stockShortText } from '@huashi/domain';
import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db, Tx } from '../db/client';
import { balanceLedger, buyers, orderItems, orders, purchaseRequests, stockLots } from '../db/schema';
import { BusinessError } from '../http/envelope';
import { RetryLaterError } from '../http/errors';
import type { AddressRow } from './addressViews';
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

/** How long a lot read for a purchase is reused (its stock is always checked again in the batch's transaction). */
export const LOT_CACHE_MS = 500;
const LOT_CACHE_MAX = 20_000;

export type BatchOptions = {
  /** Most requests in one transaction. */
  max: number;
  /** How long the first waiting request waits for others before its batch is written. */
  waitMs: number;
  /** Batches in flight at once (the next one is prepared while the last one commits). */
  inFlight: number;
};

export const BATCH_DEFAULTS: BatchOptions = { max: 200, waitMs: 2, inFlight: 2 };

/** What a batch needs of one validated purchase. */
export type PreparedOrder = {
  buyerId: number;
  sign: string;
  plan: Plan;
  address: AddressRow;
  session: NonNullable<Plan['session']>;
  now: Date;
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
export async function writeBatch(db: Db, batch: readonly PreparedOrder[]): Promise<Answer[]> {
  const later: number[] = [];
  const answers = await db.transaction(async (tx) => {
    // 1. Signs: the first request of each sign in the batch claims it; a repeat within the batch follows it.
    const firstOf = new Map<string, number>();
    batch.forEach((o, i) => {
      if (!firstOf.has(o.sign)) firstOf.set(o.sign, i);
    });
    const signs = [...firstOf.keys()].sort();
    const claimedRows = await tx
      .insert(purchaseRequests)
      .values(signs.map((sign) => ({ sign, buyerId: batch[firstOf.get(sign)!]!.buyerId, response: {} })))
      .onConflictDoNothing()
      .returning({ sign: purchaseRequests.sign });
    const claimed = new Set(claimedRows.map((r) => r.sign));
    const mine = batch.map((o, i) => claimed.has(o.sign) && firstOf.get(o.sign) === i);

    // 2. Order ids, then the rows every decision depends on, locked in id order.
    const count = mine.filter(Boolean).length;
    const ids = count === 0 ? [] : await orderIds(tx, count);
    const buyerIds = [...new Set(batch.filter((_, i) => mine[i]).map((o) => o.buyerId))].sort((a, b) => a - b);
    const lotIds = [...new Set(batch.filter((_, i) => mine[i]).flatMap((o) => o.plan.lines.map((l) => l.lot.id)))].sort((a, b) => a - b);
    const money = new Map<number, { balance: number; frozen: number; savings: number }>();
    if (buyerIds.length > 0) {
      const rows = await tx
        .select({ id: buyers.id, balance: buyers.balanceFen, frozen: buyers.frozenFen })
        .from(buyers)
        .where(inArray(buyers.id, buyerIds))
        .orderBy(buyers.id)
        .for('no key update');
      for (const r of rows) money.set(r.id, { balance: r.balance, frozen: r.frozen, savings: 0 });
    }
    const stock = new Map<number, number>();
    if (lotIds.length > 0) {
      const rows = await tx
        .select({ id: stockLots.id, nowStock: stockLots.nowStock })
        .from(stockLots)
        .where(inArray(stockLots.id, lotIds))
        .orderBy(stockLots.id)
        .for('no key update');
      for (const r of rows) stock.set(r.id, r.nowStock);
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

    // 4. The writes, set-based.
    const placed = batch.flatMap((o, i) => {
      const d = decisions[i];
      return d?.kind === 'placed' ? [{ o, d }] : [];
    });
    if (placed.length > 0) {
      const debits = [...money].filter(([id, m]) => m.balance !== startMoney.get(id));
      const debited = await tx.execute(sql`
        update ${buyers} set balance_fen = ${buyers}.balance_fen - v.debit, savings_fen = ${buyers}.savings_fen + v.savings
        from (values ${sql.join(
          debits.map(([id, m]) => sql`(${id}::int, ${startMoney.get(id)! - m.balance}::bigint, ${m.savings}::bigint)`),
          sql`, `,
        )}) as v(id, debit, savings)
        where ${buyers}.id = v.id and ${buyers}.balance_fen - ${buyers}.frozen_fen >= v.debit`);
      const takes = [...stock].filter(([id, n]) => n !== startStock.get(id));
      const taken = await tx.execute(sql`
        update ${stockLots} set now_stock = ${stockLots}.now_stock - v.taken
        from (values ${sql.join(
          takes.map(([id, n]) => sql`(${id}::int, ${startStock.get(id)! - n}::int)`),
          sql`, `,
        )}) as v(id, taken)
        where ${stockLots}.id = v.id and ${stockLots}.now_stock >= v.taken`);
      if (debited.rowCount !== debits.length || taken.rowCount !== takes.length) throw new BatchMismatch('locked rows changed');
      await tx.insert(orders).values(
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
      );
      await tx.insert(orderItems).values(placed.flatMap(({ o, d }) => orderItemValues(d.orderId, o.plan)));
      await tx
        .insert(balanceLedger)
        .values(placed.map(({ o, d }) => orderLedgerValues(o.buyerId, d.orderNo, o.plan.totalFen, d.balanceAfter, o.now)));
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
      await tx.execute(sql`
        update ${purchaseRequests} set response = v.response
        from (values ${sql.join(
          stored.map((s) => sql`(${s.sign}::text, ${JSON.stringify(s.answer)}::jsonb)`),
          sql`, `,
        )}) as v(sign, response)
        where ${purchaseRequests}.sign = v.sign`);
    }
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

function refusal(error: BusinessError): Answer {
  return { code: error.code, msg: error.message, data: error.data };
}

async function orderIds(tx: Tx, n: number): Promise<number[]> {
  const { rows } = await tx.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id from generate_series(1, ${n}::int)`,
  );
  return rows.map((r) => r.id);
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
    let answers: Answer[];
    try {
      answers = await writeBatch(
        this.db,
        batch.map((w) => w.order),
      );
    } catch (error) {
      this.onBatchFailed(error);
      answers = batch.map(() => RETRY_ANSWER);
    }
    batch.forEach((w, i) => w.resolve(answers[i]!));
  }
}

const batchers = new WeakMap<Db, PurchaseBatcher>();
const lotCaches = new WeakMap<Db, Map<number, { lot: LotInfo; until: number }>>();

function batcherOf(ctx: AppContext): PurchaseBatcher {
  let batcher = batchers.get(ctx.db);
  if (!batcher) {
    batcher = new PurchaseBatcher(ctx.db, {}, (error) => {
      let inner = error;
      while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
      console.warn(
        `花市: a purchase batch failed as a whole, nothing written, its requests answered 503 (${String((inner as Error).message ?? inner)})`,
      );
    });
    batchers.set(ctx.db, batcher);
  }
  return batcher;
}

/** Lots read through a cache of LOT_CACHE_MS (wall time: the cache's age has nothing to do with the market clock). */
function cachedLots(db: Db): (ids: readonly number[]) => Promise<Map<number, LotInfo>> {
  let cache = lotCaches.get(db);
  if (!cache) {
    cache = new Map();
    lotCaches.set(db, cache);
  }
  const entries = cache;
  return async (ids) => {
    const now = Date.now();
    const found = new Map<number, LotInfo>();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = entries.get(id);
      if (hit && hit.until > now) found.set(id, hit.lot);
      else missing.push(id);
    }
    if (missing.length > 0) {
      // Bounded: a day's lots fit; past that the cache starts again.
      if (entries.size > LOT_CACHE_MAX) entries.clear();
      for (const [id, lot] of await loadLots(db, missing)) {
        entries.set(id, { lot, until: now + LOT_CACHE_MS });
        found.set(id, lot);
      }
    }
    return found;
  };
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
    let p = await plan(ctx.db, buyer, source, now, { ...planOpts, lots: cachedLots(ctx.db) });
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
