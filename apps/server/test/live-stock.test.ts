/**
 * Live stock (issue 19): a change of a lot's stock committed through ANY connection reaches a stock stream opened on
 * another server instance of the same database (trigger → NOTIFY → each instance's LISTEN → SSE), coalesced, only
 * when committed, and the server's close ends open streams instead of waiting for them. Real apps listening on real
 * ports, a real PostgreSQL, a real HTTP client reading the stream.
 */
import type { LiveLot } from '@huashi/api';
import { maxBatches } from '@huashi/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import * as t from '../src/db/schema';
import { DEMO_BUYER, SECOND_BUYER } from '../src/seed';
import { LIVE_MAX_STREAMS_PER_BUYER, LIVE_STREAMS_REFUSAL } from '../src/services/liveStock';
import { createTestApp, type TestApp } from './harness';

let h: TestApp;
/** A second server instance on the same database. */
let other: FastifyInstance;
let baseA: string;
let baseB: string;
let ticket: string;
let lots: { id: number; nowStock: number; stemsPerBunch: number; basicSaleNo: number }[];
/** A connection of its own, as another process's would be. */
let outside: pg.Client;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

type Stream = {
  status: number;
  /** Every `stock` event's lots, in order. */
  events: LiveLot[][];
  /**
   * Resolves with the first event at index ≥ `from` that passes `test`, received already or later. `from` defaults to
   * just after the event the previous `next` resolved with: an event that arrives before the test's own query has
   * returned (the stream can beat the writer's answer on a loaded machine) is still seen.
   */
  next: (test: (lots: LiveLot[]) => boolean, from?: number, timeoutMs?: number) => Promise<LiveLot[]>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
};

async function openStream(base: string, query: { ticket: string; ids: number[] }): Promise<Stream> {
  const controller = new AbortController();
  const url = `${base}/api/live/stock?ticket=${encodeURIComponent(query.ticket)}&ids=${query.ids.join(',')}`;
  const res = await fetch(url, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
  const events: LiveLot[][] = [];
  /** Everything read from the body, for the message of a failed wait. */
  let received = '';
  const waiters = new Set<() => void>();
  const ended = (async () => {
    if (!res.body || res.status !== 200) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const text = decoder.decode(value, { stream: true });
        received += text;
        buffer += text;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          if (event === 'stock') {
            events.push((JSON.parse(data) as { lots: LiveLot[] }).lots);
            for (const wake of waiters) wake();
          }
        }
      }
    } catch {
      // aborted by the test
    }
  })();
  // The time limit only bounds a failure (the 1 s propagation promise is the e2e live-stock journey's). Two CI failures
  // here ("over 2 s", then "nothing within 5 s; got []") were this helper's old default — only events arriving after the
  // call counted, and the sale's event had already come in before the writer's own query answered.
  let cursor = 0;
  const next: Stream['next'] = (test, from = cursor, timeoutMs = 5000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const index = events.findIndex((lots, i) => i >= from && test(lots));
        if (index < 0) return false;
        waiters.delete(check);
        clearTimeout(timer);
        cursor = index + 1;
        resolve(events[index]!);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        const head = `${res.status} ${res.headers.get('content-type')}`;
        reject(
          new Error(
            `no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.slice(from))}; ${head}, read ${JSON.stringify(received.slice(0, 600))}`,
          ),
        );
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });
  return { status: res.status, events, next, ended, close: () => controller.abort() };
}

const batchesOf = (lot: (typeof lots)[number], nowStock: number) =>
  maxBatches({ stock: nowStock, stemsPerBunch: lot.stemsPerBunch, basicSaleQuantity: lot.basicSaleNo });

beforeAll(async () => {
  h = await createTestApp();
  baseA = await listen(h.app);
  other = (await buildApp({ db: h.db, config: h.ctx.config, clock: h.clock, logger: false })).app;
  baseB = await listen(other);
  const token = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  const res = await h.app.inject({ method: 'POST', url: '/api/live/ticket', headers: { authorization: `Bearer ${token}` }, payload: {} });
  ticket = res.json().data.ticket;
  lots = await h.db
    .select({
      id: t.stockLots.id,
      nowStock: t.stockLots.nowStock,
      stemsPerBunch: t.stockLots.stemsPerBunch,
      basicSaleNo: t.stockLots.basicSaleNo,
    })
    .from(t.stockLots)
    .orderBy(t.stockLots.id)
    .limit(3);
  outside = new pg.Client({ connectionString: h.url });
  await outside.connect();
});

afterAll(async () => {
  await outside?.end();
  await other?.close();
  await h?.close();
});

describe('the stock stream', () => {
  it('refuses a stream without a live ticket (401), and a ticket needs a buyer token', async () => {
    const refused = await fetch(`${baseA}/api/live/stock?ticket=${'x'.repeat(43)}&ids=1`, { headers: { accept: 'text/event-stream' } });
    expect(refused.status).toBe(401);
    expect((await refused.json()).code).toBe(401);
    const noToken = await h.app.inject({ method: 'POST', url: '/api/live/ticket', payload: {} });
    expect(noToken.statusCode).toBe(401);
  });

  it('sends the lots as they are on connect, then a change committed through another connection, on the other instance', async () => {
    const [a, b] = lots;
    const stream = await openStream(baseB, { ticket, ids: [a!.id, b!.id, 999_999] });
    expect(stream.status).toBe(200);
    const snapshot = await stream.next(() => true, 0);
    expect(snapshot).toEqual(
      expect.arrayContaining([
        { id: a!.id, nowStock: a!.nowStock, batches: batchesOf(a!, a!.nowStock) },
        { id: b!.id, nowStock: b!.nowStock, batches: batchesOf(b!, b!.nowStock) },
      ]),
    );
    expect(snapshot).toHaveLength(2);

    const started = Date.now();
    await outside.query('update stock_lots set now_stock = 0 where id = $1', [a!.id]);
    const sold = await stream.next((ls) => ls.some((l) => l.id === a!.id && l.nowStock === 0));
    expect(sold).toContainEqual({ id: a!.id, nowStock: 0, batches: 0 });
    expect(Date.now() - started).toBeLessThan(1000);
    stream.close();
  });

  it('announces only committed stock: a rolled-back change sends nothing; lots not asked for are not sent', async () => {
    const [a, , c] = lots;
    const stream = await openStream(baseA, { ticket, ids: [a!.id] });
    await stream.next(() => true, 0);
    await outside.query('begin');
    await outside.query('update stock_lots set now_stock = 12345 where id = $1', [a!.id]);
    await outside.query('rollback');
    await outside.query('update stock_lots set now_stock = now_stock + 1 where id = $1', [c!.id]);
    await outside.query('update stock_lots set now_stock = 40 where id = $1', [a!.id]);
    const after = await stream.next((ls) => ls.some((l) => l.id === a!.id));
    expect(after).toEqual([{ id: a!.id, nowStock: 40, batches: batchesOf(a!, 40) }]);
    expect(stream.events.flat().some((l) => l.nowStock === 12345 || l.id === c!.id)).toBe(false);
    stream.close();
  });

  it('coalesces: 30 changes in a burst arrive as a few events (at most 4 a second), the last value last', async () => {
    const [, b] = lots;
    const stream = await openStream(baseB, { ticket, ids: [b!.id] });
    await stream.next(() => true, 0);
    const from = stream.events.length;
    const started = Date.now();
    for (let i = 1; i <= 30; i += 1) await outside.query('update stock_lots set now_stock = $2 where id = $1', [b!.id, 1000 + i]);
    await stream.next((ls) => ls.some((l) => l.id === b!.id && l.nowStock === 1030), from);
    const elapsed = Date.now() - started;
    const burst = stream.events.slice(from);
    expect(burst.length).toBeLessThanOrEqual(Math.ceil(elapsed / 250) + 1);
    expect(burst.length).toBeLessThan(30);
    expect(burst.at(-1)).toEqual([{ id: b!.id, nowStock: 1030, batches: batchesOf(b!, 1030) }]);
    stream.close();
  });

  it("a change written through the server's own pool (as every service writes) reaches a stream opened after it", async () => {
    const [a] = lots;
    await h.db.update(t.stockLots).set({ nowStock: 77 }).where(eq(t.stockLots.id, a!.id));
    const stream = await openStream(baseA, { ticket, ids: [a!.id] });
    await stream.next((ls) => ls.some((l) => l.nowStock === 77), 0);
    expect(
      (
        await h.db
          .select()
          .from(t.stockLots)
          .where(inArray(t.stockLots.id, [a!.id]))
      )[0]!.nowStock,
    ).toBe(77);
    stream.close();
  });
});

describe('tickets and streams of a buyer (issue 26)', () => {
  async function ticketOf(token: string): Promise<string> {
    const res = await h.app.inject({ method: 'POST', url: '/api/live/ticket', headers: { authorization: `Bearer ${token}` }, payload: {} });
    return res.json().data.ticket as string;
  }

  it('logging out ends the live tickets: the ticket no longer opens a stream', async () => {
    const token = await h.login(SECOND_BUYER.phone, SECOND_BUYER.password);
    const before = await ticketOf(token);
    const open = await openStream(baseA, { ticket: before, ids: [lots[0]!.id] });
    expect(open.status).toBe(200);
    open.close();
    const out = await h.app.inject({
      method: 'POST',
      url: '/api/v1/user/logout',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(out.json()).toMatchObject({ code: 200 });
    const after = await openStream(baseA, { ticket: before, ids: [lots[0]!.id] });
    expect(after.status).toBe(401);
  });

  it(`one buyer holds at most ${LIVE_MAX_STREAMS_PER_BUYER} open streams; closing one lets the next open`, async () => {
    const token = await h.login(SECOND_BUYER.phone, SECOND_BUYER.password);
    const mine = await ticketOf(token);
    const streams: Stream[] = [];
    for (let i = 0; i < LIVE_MAX_STREAMS_PER_BUYER; i += 1) {
      const stream = await openStream(baseA, { ticket: mine, ids: [lots[0]!.id] });
      expect(stream.status).toBe(200);
      await stream.next(() => true, 0);
      streams.push(stream);
    }
    const refused = await fetch(`${baseA}/api/live/stock?ticket=${mine}&ids=${lots[0]!.id}`, { headers: { accept: 'text/event-stream' } });
    expect(await refused.json()).toMatchObject({ code: 429, msg: LIVE_STREAMS_REFUSAL });
    // Another buyer is not affected.
    const theirs = await openStream(baseA, { ticket, ids: [lots[0]!.id] });
    expect(theirs.status).toBe(200);
    theirs.close();
    streams.pop()!.close();
    // The server sees the closed connection a moment later: the next stream opens then.
    await vi.waitFor(
      async () => {
        const again = await fetch(`${baseA}/api/live/stock?ticket=${mine}&ids=${lots[0]!.id}`, {
          headers: { accept: 'text/event-stream' },
        });
        const type = again.headers.get('content-type');
        await again.body?.cancel();
        expect(type).toMatch(/^text\/event-stream/);
      },
      { timeout: 5000, interval: 50 },
    );
    for (const stream of streams) stream.close();
  });
});

describe('a lost LISTEN connection', () => {
  it('reconnects, and open streams catch up on what changed meanwhile with a fresh reading', async () => {
    const [a] = lots;
    const stream = await openStream(baseB, { ticket, ids: [a!.id] });
    await stream.next(() => true, 0);
    const from = stream.events.length;
    // The database ends both instances' LISTEN sessions (as a restart or a network cut would), then a sale happens.
    const ended = await outside.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and query = 'LISTEN stock'`,
    );
    expect(ended.rows).toEqual([{ ended: true }, { ended: true }]);
    await outside.query('update stock_lots set now_stock = 55 where id = $1', [a!.id]);
    await stream.next((ls) => ls.some((l) => l.id === a!.id && l.nowStock === 55), from, 5000);
    // Listening again: the next change arrives as before.
    const again = stream.events.length;
    await outside.query('update stock_lots set now_stock = 56 where id = $1', [a!.id]);
    await stream.next((ls) => ls.some((l) => l.id === a!.id && l.nowStock === 56), again, 5000);
    stream.close();
  });
});

describe('shutdown', () => {
  it('ends open streams when the server closes, without waiting for the pages', async () => {
    const third = (await buildApp({ db: h.db, config: h.ctx.config, clock: h.clock, logger: false })).app;
    const base = await listen(third);
    const streams = await Promise.all([openStream(base, { ticket, ids: [lots[0]!.id] }), openStream(base, { ticket, ids: [lots[1]!.id] })]);
    await Promise.all(streams.map((s) => s.next(() => true, 0)));
    const started = Date.now();
    await third.close();
    await Promise.all(streams.map((s) => s.ended));
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
