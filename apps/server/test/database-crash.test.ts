/**
 * The server survives its database (issue 12): the real server process on its own embedded
 * PostgreSQL, a burst of orders from the demo buyer through the apps' own API client, and the
 * postmaster killed with SIGKILL in the middle of it. The server stays up, answers 503 envelopes
 * while the database is away, restarts it, and afterwards every order answered 200 is in the
 * database and no half-order exists.
 */
import { ApiError, SERVICE_UNAVAILABLE_MSG } from '@huashi/api';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../src/db/client';
import * as t from '../src/db/schema';
import { DEMO_BUYER } from '../src/seed';
import { alive, demoBuyerSession, sandbox, sleep, waitFor, type Sandbox, type ServerProcess } from './processes';

const UNAVAILABLE = { code: 503, msg: SERVICE_UNAVAILABLE_MSG, data: null };
const CLIENTS = 6;
const LOTS = 3;
const TOP_UP_FEN = 50_000_000;

let box: Sandbox;
let server: ServerProcess;
let database: Database;

beforeAll(async () => {
  box = await sandbox();
  server = await box.start();
  database = connect(`postgres://huashi:huashi@127.0.0.1:${box.pgPort}/huashi`, 2);
}, 90_000);

afterAll(async () => {
  await database?.close().catch(() => {});
  await box?.cleanup();
}, 60_000);

type Answer = { http: number; body: string };

describe('kill -9 of the embedded postmaster during a burst of orders', () => {
  it('keeps the server up, answers 503 envelopes, restarts PostgreSQL and loses nothing committed', async () => {
    // Every HTTP answer the client gets, and every connection that broke (there must be none).
    const answers: Answer[] = [];
    let dropped = 0;
    const recording: typeof fetch = async (input, init) => {
      try {
        const res = await fetch(input, init);
        answers.push({ http: res.status, body: await res.clone().text() });
        return res;
      } catch (error) {
        dropped += 1;
        throw error;
      }
    };
    // Log in as the demo buyer as the app does, every answer recorded.
    const { buy } = await demoBuyerSession(server.base, recording);

    // Setup: money and stock enough that every order can succeed (a top-up with its ledger row).
    const db = database.db;
    const [buyer] = await db.select().from(t.buyers).where(eq(t.buyers.phone, DEMO_BUYER.phone));
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(t.buyers)
        .set({ balanceFen: sql`${t.buyers.balanceFen} + ${TOP_UP_FEN}` })
        .where(eq(t.buyers.id, buyer!.id))
        .returning();
      await tx
        .insert(t.balanceLedger)
        .values({ buyerId: buyer!.id, ioValueFen: TOP_UP_FEN, ioNotice: '测试充值', balanceAfterFen: row!.balanceFen });
    });
    const lots = await db
      .select()
      .from(t.stockLots)
      .where(and(eq(t.stockLots.session, 'C'), eq(t.stockLots.auctionDate, '2026-11-17'), gt(t.stockLots.nowStock, 0)))
      .orderBy(sql`${t.stockLots.salePriceFen} * ${t.stockLots.stemsPerBunch} * ${t.stockLots.basicSaleNo}`)
      .limit(LOTS);
    expect(lots.length).toBe(LOTS);
    const lotIds = lots.map((l) => l.id);
    await db
      .update(t.stockLots)
      .set({ nowStock: sql`${t.stockLots.nowStock} + 100000` })
      .where(inArray(t.stockLots.id, lotIds));

    // The state before the burst.
    const [before] = await db.select().from(t.buyers).where(eq(t.buyers.id, buyer!.id));
    const stockBefore = new Map(
      (
        await db.select({ id: t.stockLots.id, nowStock: t.stockLots.nowStock }).from(t.stockLots).where(inArray(t.stockLots.id, lotIds))
      ).map((l) => [l.id, l.nowStock]),
    );
    const [{ maxOrder, maxLedger, maxItem } = { maxOrder: 0, maxLedger: 0, maxItem: 0 }] = (
      await db.execute<{ maxOrder: number; maxLedger: number; maxItem: number }>(
        sql`select (select coalesce(max(id), 0) from orders)::int as "maxOrder", (select coalesce(max(id), 0) from balance_ledger)::int as "maxLedger", (select coalesce(max(id), 0) from order_items)::int as "maxItem"`,
      )
    ).rows;

    // Health, watched all along: up → down → up.
    const health: string[] = [];
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        try {
          const res = await fetch(`${server.base}/health`);
          const state = res.status === 200 ? 'up' : res.status === 503 ? 'down' : `http ${res.status}`;
          if (health.at(-1) !== state) health.push(state);
        } catch {
          health.push('no answer');
        }
        await sleep(100);
      }
    })();

    // The burst: CLIENTS buyers' tabs ordering one batch at a time, each order with a fresh sign.
    const accepted: string[] = [];
    let refusedUnavailable = 0;
    const other: string[] = [];
    let killed = false;
    let okAfterRecovery = 0;
    const deadline = Date.now() + 60_000;
    const recovered = () => killed && health.length >= 3 && health.at(-1) === 'up';
    const clientLoop = async (n: number) => {
      for (let i = 0; Date.now() < deadline && !(recovered() && okAfterRecovery >= 20); i++) {
        try {
          accepted.push(await buy(lotIds[(n + i) % LOTS]!));
          if (recovered()) okAfterRecovery += 1;
        } catch (error) {
          if (error instanceof ApiError && error.code === 503) {
            refusedUnavailable += 1;
            await sleep(50);
          } else {
            other.push(error instanceof ApiError ? `${error.code} ${error.msg}` : String(error));
            await sleep(50);
          }
        }
      }
    };
    const burst = Promise.all(Array.from({ length: CLIENTS }, (_, n) => clientLoop(n)));

    // Mid-burst: SIGKILL the postmaster.
    await waitFor('the first orders of the burst', () => accepted.length >= 15, 30_000);
    const postmaster = box.postmasterPid()!;
    expect(alive(postmaster)).toBe(true);
    process.kill(postmaster, 'SIGKILL');
    killed = true;
    const acceptedAtKill = accepted.length;

    await burst;
    watching = false;
    await watcher;

    // The server process never went away.
    expect(server.child.exitCode).toBeNull();
    expect(alive(server.pid)).toBe(true);
    // Health saw the database go and come back; PostgreSQL runs again under a new pid.
    expect(health.slice(0, 3)).toEqual(['up', 'down', 'up']);
    expect(health.at(-1)).toBe('up');
    expect(box.postmasterPid()).not.toBe(postmaster);
    // Orders were refused with the 503 envelope during the outage, and taken again afterwards.
    expect(refusedUnavailable).toBeGreaterThan(0);
    expect(accepted.length).toBeGreaterThan(acceptedAtKill);
    expect(okAfterRecovery).toBeGreaterThanOrEqual(20);
    expect(other).toEqual([]);
    // Never a dropped connection, never a 500: every answer is a 200 or exactly the 503 envelope.
    expect(dropped).toBe(0);
    for (const a of answers.filter((x) => x.http !== 200)) {
      expect(a.http).toBe(503);
      expect(JSON.parse(a.body)).toEqual(UNAVAILABLE);
    }

    // Nothing committed was lost: every order answered 200 is there.
    const orders = await db.select().from(t.orders).where(gt(t.orders.id, maxOrder));
    const orderNos = new Set(orders.map((o) => o.orderNo));
    expect(accepted.filter((no) => !orderNos.has(no))).toEqual([]);
    // (An order answered 503 may have committed just before the connection broke: then it is whole.)
    expect(orders.length).toBeGreaterThanOrEqual(accepted.length);
    expect(orders.every((o) => o.buyerId === buyer!.id)).toBe(true);

    // No half-order: every order has its items, and its one ledger row with the amount it charged.
    const items = await db.select().from(t.orderItems).where(gt(t.orderItems.id, maxItem));
    const itemsBy = new Map<number, (typeof items)[number][]>();
    for (const item of items) itemsBy.set(item.orderId, [...(itemsBy.get(item.orderId) ?? []), item]);
    expect(orders.filter((o) => !itemsBy.has(o.id)).map((o) => o.orderNo)).toEqual([]);
    expect(items.filter((i) => !orders.some((o) => o.id === i.orderId))).toEqual([]);
    const ledger = await db.select().from(t.balanceLedger).where(gt(t.balanceLedger.id, maxLedger));
    for (const o of orders) {
      const rows = ledger.filter((l) => l.refType === 'order' && l.refId === o.orderNo);
      expect(rows.map((l) => l.ioValueFen)).toEqual([-o.feePayment]);
    }
    // …and no balance change without its order, the balance adding up.
    expect(ledger.filter((l) => !(l.refType === 'order' && orderNos.has(l.refId ?? '')))).toEqual([]);
    const [after] = await db.select().from(t.buyers).where(eq(t.buyers.id, buyer!.id));
    const paid = orders.reduce((s, o) => s + o.feePayment, 0);
    expect(after!.balanceFen).toBe(before!.balanceFen - paid);
    // No stock moved without an order: what left each lot is what the new orders hold.
    const stockAfter = await db
      .select({ id: t.stockLots.id, nowStock: t.stockLots.nowStock })
      .from(t.stockLots)
      .where(inArray(t.stockLots.id, lotIds));
    for (const lot of stockAfter) {
      const held = items.filter((i) => i.stockId === lot.id).reduce((s, i) => s + i.buyQtyAll, 0);
      expect(stockBefore.get(lot.id)! - lot.nowStock).toBe(held);
    }
    // No sign claimed as a success without its order.
    const orphanClaims = await db.execute(
      sql`select pr.sign from purchase_requests pr where pr.response->>'code' = '200' and not exists (select 1 from orders o where o.order_no = pr.response->'data'->>'orderNo')`,
    );
    expect(orphanClaims.rows).toEqual([]);

    // The server says what happened, and never an unhandled rejection.
    expect(server.output()).toContain('the embedded PostgreSQL stopped unexpectedly');
    expect(server.output()).not.toMatch(/Unhandled|unexpected error/i);
  }, 100_000);
});
