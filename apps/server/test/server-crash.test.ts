/**
 * The server starts again after a crash (issue 12): `kill -9` of the server process leaves the
 * embedded PostgreSQL it started running; the next start on the same DATA_DIR stops that leftover
 * cleanly, starts its own, listens and serves, with every committed row kept. A start that cannot
 * succeed says why in one sentence and exits non-zero.
 */
import { accountApi, cartApi, createApiClient, DO_WAY_NOW_PAY } from '@huashi/api';
import { createPurchaseSign, parseSignKey } from '@huashi/domain';
import { and, eq, gt } from 'drizzle-orm';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { rsaEncrypt } from '../src/auth/rsa';
import { connect } from '../src/db/client';
import * as t from '../src/db/schema';
import { DEMO_BUYER } from '../src/seed';
import { alive, sandbox, waitFor, type Sandbox } from './processes';

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

async function logIn(base: string) {
  let token = '';
  const client = createApiClient({ baseURL: base, getToken: () => token });
  const { publicKey } = await accountApi(client).publicKey();
  token = (
    await accountApi(client).login({ userName: DEMO_BUYER.phone, password: rsaEncrypt(publicKey, DEMO_BUYER.password), loginOS: 'PC' })
  ).hxmToken;
  return client;
}

describe('kill -9 of the server process', () => {
  it('the next start on the same DATA_DIR stops the leftover PostgreSQL, listens and serves, nothing lost', async () => {
    const box = await newSandbox();
    const first = await box.start();

    // One order committed before the crash.
    const client = await logIn(first.base);
    const cart = cartApi(client);
    const { key, serverTime } = await cart.signKey();
    const sign = createPurchaseSign({ key: parseSignKey(key)!, now: new Date(serverTime), random: Math.random });
    const url = `postgres://huashi:huashi@127.0.0.1:${box.pgPort}/huashi`;
    const before = connect(url, 1);
    const [lot] = await before.db
      .select({ id: t.stockLots.id })
      .from(t.stockLots)
      .where(and(eq(t.stockLots.session, 'C'), eq(t.stockLots.auctionDate, '2026-11-17'), gt(t.stockLots.nowStock, 100)))
      .orderBy(t.stockLots.salePriceFen)
      .limit(1);
    await before.close();
    const { orderNo } = (await cart.submit({ doWay: DO_WAY_NOW_PAY, products: [{ huaId: lot!.id, qty: 1 }], couponCode: '', sign })).data;

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
    const again = await logIn(second.base);
    expect(await accountApi(again).info()).toMatchObject({});
    const after = connect(url, 1);
    try {
      expect(await after.db.select({ id: t.orders.id }).from(t.orders).where(eq(t.orders.orderNo, orderNo))).toHaveLength(1);
    } finally {
      await after.close();
    }
  }, 110_000);
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
