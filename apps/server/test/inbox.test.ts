/**
 * One inbox (消息中心, issue 33) on the real database: postInbox posts once per key (retries, repeats within a call),
 * in the caller's transaction (a rollback posts nothing), on Drizzle and raw transactions alike, and announces the
 * buyers on the channel "inbox" only at commit; each business event posts its message once, to its buyer only; the
 * buyer's list (keyset pages, unread filter), the count, read one / all; the 90-day sweep; the live count stream.
 */
import { inboxApi, liveApi, type InboxMessage } from '@huashi/api';
import { INBOX_KEEP_DAYS, inboxDrafts, MS_PER_DAY } from '@huashi/domain';
import { and, asc, eq, like } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { DEMO_BUYER, SECOND_BUYER } from '../src/seed';
import { proposeClaim, payClaim, rejectClaim } from '../src/services/adminClaims';
import { approveCancellation, rejectCancellation } from '../src/services/cancellations';
import { advanceOrderTo, deliverOrders, shipOrders, startPicking } from '../src/services/fulfilment';
import { postInbox, sweepInbox, unreadCount, type InboxPost } from '../src/services/inbox';
import { approveIdentity, rejectIdentity } from '../src/services/realName';
import { creditRecharge } from '../src/services/recharges';
import { payOut, rejectPayout } from '../src/services/withdrawals';
import { fileClaim, placeOrder } from './claimFixtures';
import { apiFor } from './client';
import { buyerIdOf } from './fixtures';
import { createTestApp, type TestApp } from './harness';
import { readSse } from './sse';

let h: TestApp;
let demoId: number;
let secondId: number;
let demoToken: string;
let secondToken: string;
let staffId: number;

beforeAll(async () => {
  h = await createTestApp();
  demoId = await buyerIdOf(h.db, DEMO_BUYER.phone);
  secondId = await buyerIdOf(h.db, SECOND_BUYER.phone);
  demoToken = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  secondToken = await h.login(SECOND_BUYER.phone, SECOND_BUYER.password);
  const [member] = await h.db.select({ id: t.staff.id }).from(t.staff).orderBy(asc(t.staff.id)).limit(1);
  staffId = member!.id;
});

const inbox = (token: string) => inboxApi(apiFor(h.app, token).client);

/** Every message of the buyer (all pages), newest first, as the buyer reads them. */
async function allOf(token: string, unread = false): Promise<InboxMessage[]> {
  const out: InboxMessage[] = [];
  let cursor: string | null = null;
  for (;;) {
    const page = await inbox(token).list({ cursor, unread });
    out.push(...page.list);
    if (!page.next) return out;
    cursor = page.next;
  }
}

/** The buyer's messages of one kind whose link opens `link`. */
const messagesOf = async (token: string, kind: string, link?: string) =>
  (await allOf(token)).filter((m) => m.kind === kind && (link === undefined || m.link === link));

afterAll(async () => {
  await h?.close();
});

const paid = (buyerId: number, mainId: number): InboxPost => ({
  buyerId,
  ...inboxDrafts.orderPaid({ mainId, orderNo: `NO${mainId}`, totalFen: 12345 }),
});

const keysOf = async (buyerId: number) =>
  (await h.db.select({ key: t.inboxMessages.key }).from(t.inboxMessages).where(eq(t.inboxMessages.buyerId, buyerId))).map((r) => r.key);

describe('postInbox', () => {
  it('posts each key once per buyer however often it is posted, and counts only the new ones', async () => {
    const first = await h.db.transaction((tx) => postInbox(tx, [paid(demoId, 900001), paid(demoId, 900001), paid(secondId, 900001)]));
    expect(first).toBe(2);
    const again = await h.db.transaction((tx) => postInbox(tx, [paid(demoId, 900001), paid(demoId, 900002)]));
    expect(again).toBe(1);
    expect((await keysOf(demoId)).filter((k) => k.startsWith('order.paid:90000')).sort()).toEqual([
      'order.paid:900001',
      'order.paid:900002',
    ]);
  });

  it('posts nothing when the caller rolls back', async () => {
    await expect(
      h.db.transaction(async (tx) => {
        await postInbox(tx, [paid(demoId, 900010)]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await keysOf(demoId)).not.toContain('order.paid:900010');
  });

  it('writes through a raw client inside begin, and announces the buyers on "inbox" at commit', async () => {
    const listener = new pg.Client(h.db.$client.options);
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (m) => {
      if (m.channel === 'inbox') heard.push(m.payload ?? '');
    });
    await listener.query('LISTEN inbox');
    const client = await h.db.$client.connect();
    try {
      await client.query('begin');
      expect(await postInbox(client, [paid(demoId, 900020), paid(secondId, 900020)])).toBe(2);
      await new Promise((r) => setTimeout(r, 100));
      expect(heard).toEqual([]);
      await client.query('commit');
    } finally {
      client.release();
    }
    await expect.poll(() => heard.join(';')).toBe([demoId, secondId].sort((a, b) => a - b).join(','));
    await listener.end();
    expect(await unreadCount(h.db, secondId)).toBeGreaterThan(0);
  });
});

describe('each event posts its message once, to its buyer only', () => {
  it('an order paid, shipped with its tracking number, delivered with the after-sales deadline', async () => {
    const order = await placeOrder(h, demoToken, 1);
    const link = `/orderdetail?codeId=${order.mainId}`;
    const [row] = await h.db.select().from(t.orders).where(eq(t.orders.id, order.mainId));
    expect(await messagesOf(demoToken, 'order.paid', link)).toEqual([
      expect.objectContaining({ title: '订单已支付', body: expect.stringContaining(row!.orderNo), read: false }),
    ]);

    await startPicking(h.db, h.clock, staffId, [order.mainId]);
    const shipped = await shipOrders(h.db, h.clock, staffId, [
      { mainId: order.mainId, carrierCode: 'KMCOLD', trackingNumber: 'KM1234567890' },
    ]);
    expect(shipped.moved).toBe(1);
    // Shipping again is refused (already shipped): still one message.
    await shipOrders(h.db, h.clock, staffId, [{ mainId: order.mainId, carrierCode: 'KMCOLD', trackingNumber: 'KM1234567890' }]);
    const shippedMessages = await messagesOf(demoToken, 'order.shipped', link);
    expect(shippedMessages).toHaveLength(1);
    expect(shippedMessages[0]!.body).toContain('KM1234567890');

    h.clock.set(new Date('2026-11-17T15:00:00+08:00'));
    await deliverOrders(h.db, h.clock, staffId, [order.mainId]);
    await deliverOrders(h.db, h.clock, staffId, [order.mainId]);
    const delivered = await messagesOf(demoToken, 'order.delivered', link);
    expect(delivered).toHaveLength(1);
    // Delivered 15:00 (Shanghai): complaints until 23:00 the same day.
    expect(delivered[0]!.body).toContain('11-17 23:00');
    h.clock.set(new Date('2026-11-17T11:45:00+08:00'));

    expect((await allOf(secondToken)).filter((m) => m.link === link)).toEqual([]);
  });

  it('a cancellation decided: refused, then approved after a second request', async () => {
    const order = await placeOrder(h, demoToken, 2, 3);
    const [first, second] = order.itemIds as [number, number];
    expect((await apiFor(h.app, demoToken).orders.backOrder(first)).code).toBe(200);
    await rejectCancellation(h.ctx, staffId, first, '已装箱');
    expect((await apiFor(h.app, demoToken).orders.backOrder(second)).code).toBe(200);
    await approveCancellation(h.ctx, staffId, second);
    const decided = await messagesOf(demoToken, 'cancel.decided', `/orderdetail?codeId=${order.mainId}`);
    expect(decided.map((m) => m.title).sort()).toEqual(['撤销申请已通过', '撤销申请未通过']);
    expect(decided.find((m) => m.title === '撤销申请未通过')!.body).toContain('已装箱');
    expect(await messagesOf(secondToken, 'cancel.decided', `/orderdetail?codeId=${order.mainId}`)).toEqual([]);
  });

  it('a claim decided and paid, and another claim refused', async () => {
    const order = await placeOrder(h, demoToken, 2, 6);
    await advanceOrderTo(h.db, h.clock, order.mainId, 4);
    const claimId = await fileClaim(h, demoToken, order);
    await proposeClaim(h.ctx, staffId, claimId, 100, '按一扎赔付');
    await payClaim(h.ctx, staffId, claimId);
    await expect(payClaim(h.ctx, staffId, claimId)).rejects.toThrow();
    const claimLink = `/afterdetail?list=${encodeURIComponent(JSON.stringify({ mainId: order.mainId, itemId: order.itemIds[0] }))}`;
    expect((await messagesOf(demoToken, 'claim.decided', claimLink)).map((m) => m.title)).toEqual(['售后已确定赔付金额']);
    expect(await messagesOf(demoToken, 'claim.paid', claimLink)).toEqual([
      expect.objectContaining({ body: expect.stringContaining('¥1.00') }),
    ]);

    const other = await fileClaim(h, demoToken, { mainId: order.mainId, itemIds: [order.itemIds[1]!] });
    await rejectClaim(h.ctx, staffId, other, '照片看不清');
    const otherLink = `/afterdetail?list=${encodeURIComponent(JSON.stringify({ mainId: order.mainId, itemId: order.itemIds[1] }))}`;
    expect(await messagesOf(demoToken, 'claim.decided', otherLink)).toEqual([
      expect.objectContaining({ title: '售后处理失败', body: expect.stringContaining('照片看不清') }),
    ]);
  });

  it('a top-up credited once however often the gateway notifies', async () => {
    const [recharge] = await h.db
      .insert(t.recharges)
      .values({
        buyerId: demoId,
        outTradeNo: 'INBOXTEST0001',
        payFeeFen: 50_000,
        payWay: 'ALIPAY',
        expiresAt: new Date('2026-11-17T12:00:00+08:00'),
      })
      .returning();
    const now = h.clock.now();
    expect(await h.db.transaction((tx) => creditRecharge(tx, recharge!, '沙箱支付', now))).not.toBeNull();
    expect(await h.db.transaction((tx) => creditRecharge(tx, recharge!, '沙箱支付', now))).toBeNull();
    const credited = (await allOf(demoToken)).filter((m) => m.kind === 'topup.credited' && m.body.includes('¥500.00'));
    expect(credited).toEqual([expect.objectContaining({ title: '充值到账', body: '支付宝充值¥500.00已到账。' })]);
  });

  it('a withdrawal paid, another rejected with its reason', async () => {
    await h.db.update(t.buyers).set({ frozenFen: 21_000 }).where(eq(t.buyers.id, secondId));
    const [paid, rejected] = await h.db
      .insert(t.withdrawals)
      .values([
        { buyerId: secondId, amountFen: 10_000, feeFen: 500, status: 'pending' },
        { buyerId: secondId, amountFen: 10_000, feeFen: 0, status: 'pending' },
      ])
      .returning();
    await payOut(h.ctx, staffId, paid!.id);
    await rejectPayout(h.ctx, staffId, rejected!.id, '银行卡信息有误');
    const mine = await allOf(secondToken);
    expect(mine.filter((m) => m.kind === 'withdraw.paid')).toEqual([expect.objectContaining({ body: expect.stringContaining('¥100.00') })]);
    expect(mine.filter((m) => m.kind === 'withdraw.rejected')).toEqual([
      expect.objectContaining({ body: expect.stringContaining('银行卡信息有误'), link: '/money?key=3' }),
    ]);
    expect((await allOf(demoToken)).filter((m) => m.kind.startsWith('withdraw.'))).toEqual([]);
  });

  it('a real name approved, and a rejected one with its reason', async () => {
    const record = {
      realName: '王五',
      startTime: '2020-01-01',
      expiredTime: '2',
      frontImage: 'x',
      behindImage: 'y',
      status: 0 as const,
    };
    const [a] = await h.db
      .insert(t.realNameRecords)
      .values({ ...record, buyerId: secondId, realIdNumber: '53010219900307002X' })
      .returning();
    await rejectIdentity(h.ctx, staffId, a!.id, '照片模糊');
    const [b] = await h.db
      .insert(t.realNameRecords)
      .values({ ...record, buyerId: secondId, realIdNumber: '530102199003070038' })
      .returning();
    await approveIdentity(h.ctx, staffId, b!.id);
    const mine = await allOf(secondToken);
    expect(mine.filter((m) => m.kind === 'realname.rejected')).toEqual([
      expect.objectContaining({ body: expect.stringContaining('照片模糊') }),
    ]);
    expect(mine.filter((m) => m.kind === 'realname.approved')).toEqual([expect.objectContaining({ link: '/realname' })]);
  });
});

describe('the buyer reads the inbox', () => {
  it('pages newest first, filters unread, marks one and all read, and never touches another buyer', async () => {
    const posts = Array.from({ length: 45 }, (_, i) => ({
      buyerId: secondId,
      ...inboxDrafts.orderPaid({ mainId: 800000 + i, orderNo: `P${i}`, totalFen: 100 }),
      at: new Date(h.clock.now().getTime() + i * 1000),
    }));
    await h.db.transaction((tx) => postInbox(tx, posts));
    const all = await allOf(secondToken);
    const paged = all.filter((m) => m.link.startsWith('/orderdetail?codeId=8'));
    expect(paged.map((m) => m.body.match(/订单(P\d+)/)![1])).toEqual(posts.map((_, i) => `P${i}`).reverse());

    const newest = paged[0]!;
    // Another buyer marking it changes nothing for its owner.
    await inbox(demoToken).read(newest.id);
    expect((await allOf(secondToken, true)).some((m) => m.id === newest.id)).toBe(true);
    const before = (await inbox(secondToken).unread()).unread;
    expect((await inbox(secondToken).read(newest.id)).unread).toBe(before - 1);
    expect((await allOf(secondToken, true)).some((m) => m.id === newest.id)).toBe(false);

    const demoUnread = (await inbox(demoToken).unread()).unread;
    expect((await inbox(secondToken).readAll()).unread).toBe(0);
    expect(await allOf(secondToken, true)).toEqual([]);
    expect((await inbox(demoToken).unread()).unread).toBe(demoUnread);
  });
});

describe('the 90-day sweep', () => {
  it('deletes the messages posted more than 90 days ago and keeps the rest', async () => {
    const now = h.clock.now();
    const old = new Date(now.getTime() - (INBOX_KEEP_DAYS * MS_PER_DAY + 60_000));
    const recent = new Date(now.getTime() - (INBOX_KEEP_DAYS * MS_PER_DAY - 60_000));
    await h.db.transaction((tx) =>
      postInbox(tx, [
        { ...paid(demoId, 700001), at: old },
        { ...paid(demoId, 700002), at: recent },
      ]),
    );
    const listener = new pg.Client(h.db.$client.options);
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (m) => heard.push(m.payload ?? ''));
    await listener.query('LISTEN inbox');
    expect(await sweepInbox(h.db, now)).toBeGreaterThanOrEqual(1);
    // The swept message was unread: its buyer's count is announced.
    await expect.poll(() => heard.flatMap((p) => p.split(',')).includes(String(demoId))).toBe(true);
    await listener.end();
    const left = await h.db
      .select({ key: t.inboxMessages.key })
      .from(t.inboxMessages)
      .where(and(eq(t.inboxMessages.buyerId, demoId), like(t.inboxMessages.key, 'order.paid:70000%')));
    expect(left.map((r) => r.key)).toEqual(['order.paid:700002']);
  });
});

describe('the live unread count', () => {
  /** Opens GET /api/live/inbox on a listening app; collects the `unread` values in order. */
  async function openCount(base: string, token: string) {
    const ticket = await liveApi(apiFor(h.app, token).client, '').ticket();
    const controller = new AbortController();
    const res = await fetch(`${base}/api/live/inbox?ticket=${encodeURIComponent(ticket.ticket)}`, { signal: controller.signal });
    const values: number[] = [];
    readSse(res, (event, data) => {
      if (event === 'unread') values.push((data as { unread: number }).unread);
    });
    return { status: res.status, values, close: () => controller.abort() };
  }

  it("pushes the buyer's own count when a message is posted or read (any connection), and nothing to another buyer", async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const address = h.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const base = `http://127.0.0.1:${address.port}`;
    await inbox(demoToken).readAll();
    await inbox(secondToken).readAll();
    const mine = await openCount(base, demoToken);
    const theirs = await openCount(base, secondToken);
    expect(mine.status).toBe(200);
    await expect.poll(() => mine.values).toEqual([0]);
    await expect.poll(() => theirs.values).toEqual([0]);

    // Posted through a connection of its own (as another instance would), committed: the count follows.
    const outside = new pg.Client(h.db.$client.options);
    await outside.connect();
    await outside.query('begin');
    await postInbox(outside, [paid(demoId, 600001), paid(demoId, 600002)]);
    await new Promise((r) => setTimeout(r, 400));
    expect(mine.values).toEqual([0]);
    await outside.query('commit');
    await outside.end();
    await expect.poll(() => mine.values.at(-1)).toBe(2);

    const [first] = (await allOf(demoToken, true)).filter((m) => m.link === '/orderdetail?codeId=600001');
    await inbox(demoToken).read(first!.id);
    await expect.poll(() => mine.values.at(-1)).toBe(1);
    await inbox(demoToken).readAll();
    await expect.poll(() => mine.values.at(-1)).toBe(0);
    expect(theirs.values).toEqual([0]);
    mine.close();
    theirs.close();
  });
});
