/**
 * One inbox (消息中心, issue 33) on the real database: postInbox posts once per key (retries, repeats within a call),
 * in the caller's transaction (a rollback posts nothing), on Drizzle and raw transactions alike, and announces the
 * buyers on the channel "inbox" only at commit.
 */
import { inboxDrafts } from '@huashi/domain';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { DEMO_BUYER, SECOND_BUYER } from '../src/seed';
import { postInbox, unreadCount, type InboxPost } from '../src/services/inbox';
import { buyerIdOf } from './fixtures';
import { createTestApp, type TestApp } from './harness';

let h: TestApp;
let demoId: number;
let secondId: number;

beforeAll(async () => {
  h = await createTestApp();
  demoId = await buyerIdOf(h.db, DEMO_BUYER.phone);
  secondId = await buyerIdOf(h.db, SECOND_BUYER.phone);
});

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
