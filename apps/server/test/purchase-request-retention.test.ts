import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { DEMO_BUYER } from '../src/seed';
import { deleteOldPurchaseRequests, PURCHASE_REQUEST_KEEP_DAYS } from '../src/services/purchaseRequests';
import { createTestApp, type TestApp } from './harness';

let h: TestApp;
let buyerId: number;

beforeAll(async () => {
  h = await createTestApp();
  const [row] = await h.db.select({ id: t.buyers.id }).from(t.buyers).where(eq(t.buyers.phone, DEMO_BUYER.phone));
  buyerId = row!.id;
});
afterAll(async () => {
  await h.close();
});

const DAY = 86_400_000;

/** Purchase requests made `daysAgo` days before `now`, under signs named by `prefix`. */
async function requestsMade(now: Date, prefix: string, daysAgo: number, n: number) {
  await h.db.insert(t.purchaseRequests).values(
    Array.from({ length: n }, (_, i) => ({
      sign: `${prefix}-${i}`,
      buyerId,
      response: { code: 200, msg: '下单成功', data: null },
      createdAt: new Date(now.getTime() - daysAgo * DAY),
    })),
  );
}

const signsLike = async (prefix: string) =>
  (await h.db.execute<{ n: number }>(sql`select count(*)::int as n from purchase_requests where sign like ${`${prefix}-%`}`)).rows[0]!.n;

describe('purchase request retention', () => {
  it(`deletes the requests older than ${PURCHASE_REQUEST_KEEP_DAYS} days in batches and keeps the newer ones`, async () => {
    const now = new Date('2026-11-17T03:45:00Z');
    await requestsMade(now, 'old', PURCHASE_REQUEST_KEEP_DAYS + 1, 7);
    // An operator's requestKey may be repeated for as long as its sign lives (30 days at most): kept.
    await requestsMade(now, 'month', 30, 3);
    await requestsMade(now, 'today', 0, 2);

    // Batches of 3, at most 2 a run: 6 of the 7 old ones now, the last at the next run.
    expect(await deleteOldPurchaseRequests(h.db, now, { batch: 3, maxBatches: 2 })).toBe(6);
    expect(await signsLike('old')).toBe(1);
    expect(await deleteOldPurchaseRequests(h.db, now, { batch: 3, maxBatches: 2 })).toBe(1);
    expect(await signsLike('old')).toBe(0);
    expect(await signsLike('month')).toBe(3);
    expect(await signsLike('today')).toBe(2);
    expect(await deleteOldPurchaseRequests(h.db, now)).toBe(0);
  });
});
