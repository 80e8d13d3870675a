/**
 * The claims, payouts and ledger exports read by keyset (issue 30; db/keyset.ts): in batches far smaller than the
 * lists, every row the desk lists comes out once, in the desk's order — with rows that share their sort time (ties
 * broken by id) and, on the decided claim tabs, claims without a decision time (sorted first, as the desk sorts them).
 */
import { eq, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { DEMO_BUYER } from '../src/seed';
import { buyerLedger, buyerLedgerBatches } from '../src/services/adminBuyers';
import { claimBatches, listClaims } from '../src/services/adminClaims';
import { listPayouts, payoutBatches } from '../src/services/withdrawals';
import { createTestApp, type TestApp } from './harness';

let h: TestApp;
let dataDir: string;
let buyerId: number;
let paidVariety: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'huashi-export-keyset-'));
  h = await createTestApp({ config: { dataDir } });
  buyerId = (await h.db.select({ id: t.buyers.id }).from(t.buyers).where(eq(t.buyers.phone, DEMO_BUYER.phone)))[0]!.id;
  // Claims on seeded items: 7 waiting (待处理) filed in two instants, 7 paid (已赔付) decided in two instants and 2
  // paid without a decision time.
  const items = await h.db
    .select({ id: t.orderItems.id, orderId: t.orderItems.orderId, flwName: t.orderItems.flwName, buyerId: t.orders.buyerId })
    .from(t.orderItems)
    .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
    .orderBy(t.orderItems.id)
    .limit(16);
  expect(items).toHaveLength(16);
  paidVariety = items[8]!.flwName;
  // Microseconds, which a JavaScript Date cannot carry: a key taken through JavaScript would skip or repeat rows.
  const filed = [sql`'2026-11-16T02:00:00.123456Z'::timestamptz`, sql`'2026-11-16T03:00:00Z'::timestamptz`];
  await h.db.insert(t.afterSales).values(
    items.map((item, i) => {
      const paid = i >= 7;
      return {
        buyerId: item.buyerId,
        orderId: item.orderId,
        itemId: item.id,
        asType: '1',
        asTypeName: '少发',
        asQty: 1,
        asReason: `第${i}件`,
        asImages: [],
        status: paid ? (10 as const) : (0 as const),
        realAmountFen: paid ? 100 : null,
        createdAt: filed[i % 2]!,
        processedAt: paid && i < 14 ? filed[i % 2]! : null,
      };
    }),
  );
  // Ledger rows of the buyer (the export reads them as they are: no balance rule is at stake here).
  await h.db.insert(t.balanceLedger).values(
    Array.from({ length: 5 }, (_, i) => ({
      buyerId,
      ioValueFen: 100 + i,
      ioNotice: `调整${i}`,
      balanceAfterFen: 100 + i,
      refType: 'staff-adjust' as const,
    })),
  );
  // Withdrawals asked for in two instants (the payouts desk lists the oldest first).
  await h.db
    .insert(t.withdrawals)
    .values(Array.from({ length: 7 }, (_, i) => ({ buyerId, amountFen: 1000 + i, feeFen: 0, createdAt: filed[i % 2]! })));
});
afterAll(async () => {
  await h?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function all<R>(read: Promise<{ total: number; batches: AsyncIterable<readonly R[]> }>) {
  const { total, batches } = await read;
  const rows: R[] = [];
  const sizes: number[] = [];
  for await (const batch of batches) {
    rows.push(...batch);
    sizes.push(batch.length);
  }
  return { total, rows, sizes };
}

describe('exports read by keyset list the desk rows once, in the desk order', () => {
  it('售后理赔: the waiting tab (oldest first) and the paid tab (newest decision first, undecided first of all)', async () => {
    for (const state of ['pending', 'paid'] as const) {
      const desk = await listClaims(h.ctx, { state, keyword: '' }, 1, 100);
      expect(desk.total, state).toBeGreaterThanOrEqual(7);
      const exported = await all(claimBatches(h.ctx, { state, keyword: '' }, 2));
      expect(exported.total).toBe(desk.total);
      expect(exported.rows.map((r) => r.id)).toEqual(desk.list.map((r) => r.id));
      expect(exported.rows).toEqual(desk.list);
      expect(Math.max(...exported.sizes)).toBe(2);
    }
    // The two paid claims without a decision time come first, as the desk sorts them.
    const paid = await all(claimBatches(h.ctx, { state: 'paid', keyword: '' }, 2));
    expect(paid.rows.slice(0, 2).map((r) => r.processedAt)).toEqual([null, null]);
    expect(paid.rows.slice(2).every((r) => r.processedAt !== null)).toBe(true);
  });

  it('售后理赔 with a keyword (a variety): the same rows as the desk', async () => {
    const desk = await listClaims(h.ctx, { state: 'paid', keyword: paidVariety }, 1, 100);
    expect(desk.total).toBeGreaterThan(0);
    const exported = await all(claimBatches(h.ctx, { state: 'paid', keyword: paidVariety }, 1));
    expect(exported.total).toBe(desk.total);
    expect(exported.rows.map((r) => r.id)).toEqual(desk.list.map((r) => r.id));
  });

  it('提现打款: the pending withdrawals, oldest first, ties by id', async () => {
    const desk = await listPayouts(h.ctx, { state: 'pending', keyword: '' }, 1, 100);
    expect(desk.total).toBeGreaterThanOrEqual(7);
    const exported = await all(payoutBatches(h.ctx, { state: 'pending', keyword: '' }, 2));
    expect(exported.total).toBe(desk.total);
    expect(exported.rows).toEqual(desk.list);
  });

  it("账单: the buyer's whole ledger, newest first", async () => {
    const desk = await buyerLedger(h.ctx, buyerId, 1, 1000);
    expect(desk.total).toBeGreaterThanOrEqual(3);
    const exported = await all(buyerLedgerBatches(h.ctx, buyerId, 2));
    expect(exported.total).toBe(desk.total);
    expect(exported.rows).toEqual(desk.list);
  });
});
