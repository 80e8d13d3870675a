/**
 * The server starts again after a crash (issue 12): `kill -9` of the server process leaves the
 * embedded PostgreSQL it started running; the next start on the same DATA_DIR stops that leftover
 * cleanly, starts its own, listens and serves, with every committed row kept. A start that cannot
 * succeed says why in one sentence and exits non-zero.
 */
import { ACCOUNT_OPENED_STATUS, createPurchaseSign, parseSignKey } from '@huashi/domain';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { newToken } from '../src/auth/tokens';
import { connect } from '../src/db/client';
import * as t from '../src/db/schema';
import { alive, demoBuyerSession, sandbox, waitFor, type Sandbox } from './processes';
import { selfPickupAddressRow } from './fixtures';

let boxes: Sandbox[] = [];
afterEach(async () => {
  for (const box of boxes) await box.cleanup();
  boxes = [];
}, 60_000);

async function newSandbox(): Promise<Sandbox> {
  const box = await sandbox();
  boxes.push(box);
  return box;
}

describe('kill -9 of the server process', () => {
  it('the next start on the same DATA_DIR stops the leftover PostgreSQL, listens and serves, nothing lost', async () => {
    const box = await newSandbox();
    const first = await box.start();

    // One order committed before the crash.
    const { buy } = await demoBuyerSession(first.base);
    const url = `postgres://huashi:huashi@127.0.0.1:${box.pgPort}/huashi`;
    const before = connect(url, 1);
    const [lot] = await before.db
      .select({ id: t.stockLots.id })
      .from(t.stockLots)
      .where(and(eq(t.stockLots.session, 'C'), eq(t.stockLots.auctionDate, '2026-11-17'), gt(t.stockLots.nowStock, 100)))
      .orderBy(t.stockLots.salePriceFen)
      .limit(1);
    await before.close();
    const orderNo = await buy(lot!.id);

    const postmaster = box.postmasterPid()!;
    process.kill(first.pid, 'SIGKILL');
    await first.exited;
    // The crash leaves the postmaster running with its postmaster.pid.
    expect(alive(postmaster)).toBe(true);

    const second = await box.start();
    expect(second.output()).toContain(`stopping the PostgreSQL (pid ${postmaster}) left running`);
    expect(second.output()).not.toMatch(/Unhandled|unexpected error/i);
    await waitFor('the leftover postmaster to be gone', () => !alive(postmaster), 10_000);
    const now = box.postmasterPid();
    expect(now).toBeDefined();
    expect(now).not.toBe(postmaster);
    expect(alive(now!)).toBe(true);

    // It serves: health, a login, the buyer's orders (with the one placed before the crash).
    expect((await fetch(`${second.base}/health`)).status).toBe(200);
    const { account } = await demoBuyerSession(second.base);
    expect(await account.info()).toMatchObject({});
    const after = connect(url, 1);
    try {
      expect(await after.db.select({ id: t.orders.id }).from(t.orders).where(eq(t.orders.orderNo, orderNo))).toHaveLength(1);
    } finally {
      await after.close();
    }
  }, 110_000);
});

describe('kill -9 of the server in the middle of the rush', () => {
  it('loses no committed order and leaves no half-order: every success answer is whole, nothing else was taken', async () => {
    const box = await newSandbox();
    const server = await box.start();
    const url = `postgres://huashi:huashi@127.0.0.1:${box.pgPort}/huashi`;
    const database = connect(url, 2);
    const db = database.db;
    try {
      // 3 hot lots of 200 batches, 20 buyers holding ¥100 each (short before the stock runs out), signed in.
      const LOT_STEMS = 200 * 10;
      const [model] = await db
        .select()
        .from(t.stockLots)
        .where(and(eq(t.stockLots.session, 'C'), eq(t.stockLots.auctionDate, '2026-11-17')))
        .limit(1);
      const lotIds = (
        await db
          .insert(t.stockLots)
          .values(
            [1, 2, 3].map((i) => ({
              ...model!,
              id: undefined,
              createdAt: undefined,
              positionNo: `KILL-${i}`,
              stemsPerBunch: 10,
              basicSaleNo: 1,
              nowStock: LOT_STEMS,
              salePriceFen: 100,
              feeBoxPerKgFen: 0,
              activityPercent: 0,
            })),
          )
          .returning({ id: t.stockLots.id })
      ).map((r) => r.id);
      const rows = await db
        .insert(t.buyers)
        .values(
          Array.from({ length: 20 }, (_, i) => ({
            phone: `1350000${String(i).padStart(4, '0')}`,
            accountNo: `KILL${i}`,
            nickName: `买家${i}`,
            contactPhone: '13500000000',
            passwordHash: 'x',
            status: ACCOUNT_OPENED_STATUS,
            balanceFen: 10_000,
          })),
        )
        .returning({ id: t.buyers.id });
      await db
        .insert(t.addresses)
        .values(rows.map((b): typeof t.addresses.$inferInsert => selfPickupAddressRow(b.id, '张三', '13500000000')));
      await db
        .insert(t.balanceLedger)
        .values(rows.map((b) => ({ buyerId: b.id, ioValueFen: 10_000, ioNotice: '账户充值', balanceAfterFen: 10_000 })));
      const tokens = await Promise.all(
        rows.map(async (b) => {
          const { token, hash } = newToken();
          await db.insert(t.buyerTokens).values({ buyerId: b.id, tokenHash: hash, expiresAt: new Date('2030-01-01') });
          return token;
        }),
      );
      const keyRes = await fetch(`${server.base}/v1/order/sign-key`, { headers: { authorization: `Bearer ${tokens[0]}` } });
      const { key, serverTime } = ((await keyRes.json()) as { data: { key: string; serverTime: number } }).data;
      const signKey = parseSignKey(key)!;
      const offset = serverTime - Date.now();

      // 30 clients buy until the server is killed in the middle of the rush: once ten orders were answered (not after a
      // fixed time: on a loaded machine the first seconds may answer none), while the others' requests are in flight.
      const answered = new Map<string, number>(); // sign → mainId of a success answer
      const unanswered: string[] = [];
      let stop = false;
      const client = async (c: number) => {
        while (!stop) {
          const sign = createPurchaseSign({ key: signKey, now: new Date(Date.now() + offset), random: Math.random });
          const products = [{ huaId: lotIds[c % 3]!, qty: 1 + (c % 3) }];
          try {
            const res = await fetch(`${server.base}/v1/order/batch-purchase`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[c % tokens.length]}` },
              body: JSON.stringify({ doWay: 'nowPay', products, couponCode: '', sign, version: '3.7.5' }),
            });
            const body = (await res.json()) as { code: number; data: { mainId: number } | null };
            if (body.code === 200) answered.set(sign, body.data!.mainId);
          } catch {
            unanswered.push(sign);
            return;
          }
        }
      };
      const clients = Promise.all(Array.from({ length: 30 }, (_, c) => client(c)));
      const rushDeadline = Date.now() + 60_000;
      while (answered.size < 10 && Date.now() < rushDeadline) await new Promise((resolve) => setTimeout(resolve, 20));
      process.kill(server.pid, 'SIGKILL');
      stop = true;
      await clients;
      await server.exited;
      expect(answered.size).toBeGreaterThan(0);
      expect(unanswered.length).toBeGreaterThan(0);

      // The postmaster outlives the server: what it holds now is all that was committed.
      const buyerIds = rows.map((b) => b.id);
      const orders = await db.select().from(t.orders).where(inArray(t.orders.buyerId, buyerIds));
      const items = await db.select().from(t.orderItems).where(inArray(t.orderItems.stockId, lotIds));
      const ledger = await db.select().from(t.balanceLedger).where(inArray(t.balanceLedger.buyerId, buyerIds));
      const orderIds = new Set(orders.map((o) => o.id));
      // Every success answer is a committed order.
      expect([...answered.values()].filter((id) => !orderIds.has(id))).toEqual([]);
      // No half-order: every order has its item and its ledger row, every item and debit its order.
      expect(orders.filter((o) => !items.some((i) => i.orderId === o.id))).toEqual([]);
      expect(items.filter((i) => !orderIds.has(i.orderId))).toEqual([]);
      expect(orders.filter((o) => !ledger.some((l) => l.refId === o.orderNo && l.ioValueFen === -o.feePayment))).toEqual([]);
      expect(ledger.filter((l) => l.refType === 'order' && !orders.some((o) => o.orderNo === l.refId))).toEqual([]);
      // No stock taken without an order, no debit without an order.
      const lots = await db.select().from(t.stockLots).where(inArray(t.stockLots.id, lotIds));
      for (const lot of lots) {
        const held = items.filter((i) => i.stockId === lot.id).reduce((s, i) => s + i.buyQtyAll, 0);
        expect(lot.nowStock + held).toBe(LOT_STEMS);
      }
      const balances = await db
        .select({ id: t.buyers.id, balanceFen: t.buyers.balanceFen })
        .from(t.buyers)
        .where(inArray(t.buyers.id, buyerIds));
      for (const b of balances) {
        const paid = orders.filter((o) => o.buyerId === b.id).reduce((s, o) => s + o.feePayment, 0);
        expect(b.balanceFen).toBe(10_000 - paid);
        expect(ledger.filter((l) => l.buyerId === b.id).reduce((s, l) => s + l.ioValueFen, 0)).toBe(b.balanceFen);
      }
      // An unanswered request either committed whole (its sign holds its order's answer) or left nothing behind.
      const kept = await db.select().from(t.purchaseRequests).where(inArray(t.purchaseRequests.sign, unanswered));
      for (const row of kept) {
        const response = row.response as { code?: number; data?: { mainId?: number } };
        expect(typeof response.code).toBe('number');
        if (response.code === 200) expect(orderIds.has(response.data!.mainId!)).toBe(true);
      }
      // Every order was answered success, or belongs to a request the kill left without an answer.
      const keptIds = new Set(kept.map((r) => (r.response as { data?: { mainId?: number } }).data?.mainId));
      const answeredIds = new Set(answered.values());
      expect(orders.filter((o) => !answeredIds.has(o.id) && !keptIds.has(o.id))).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe('a start that cannot succeed', () => {
  let blocker: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (blocker ? blocker.close(() => resolve()) : resolve()));
    blocker = undefined;
  });

  it('says why in one sentence and exits non-zero when the PostgreSQL port is taken', async () => {
    const box = await newSandbox();
    blocker = createServer();
    await new Promise<void>((resolve) => blocker!.listen(box.pgPort, '127.0.0.1', resolve));
    const server = box.spawnServer();
    const code = await server.exited;
    expect(code).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines.at(-1)).toMatch(new RegExp(`^花市 cannot start: .*port ${box.pgPort} is already in use.*\\.$`));
    expect(server.output()).not.toMatch(/Unhandled|reason "undefined"|at .*\.ts:\d+/);
  }, 60_000);
});
