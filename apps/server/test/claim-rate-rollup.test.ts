/**
 * The claim rate's rollup (supplier_claim_days, drizzle/0015; issue 30) against the definition it replaces: after a
 * random history of deliveries, re-deliveries, cancellations, items moved or added, claims filed, decided and withdrawn,
 * and deletions — made by plain SQL, as any code path might — the rollup equals a recount from orders, items and claims,
 * and the rate's counts equal the old count of the window at any moment, the window's edges cutting through days;
 * ledger:check's recount of the last 31 days agrees, and names a supplier day that does not.
 */
import { CLAIM_RATE_DAYS, CLAIM_RATE_STATUSES, CLAIM_STATUS, MS_PER_DAY } from '@huashi/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimRollupDifferences, supplierClaimCounts, type ClaimCounts } from '../src/services/claimRates';
import { createTestApp, MARKET_OPEN, type TestApp } from './harness';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(async () => {
  await h?.close();
});

const SUPPLIERS = ['RA', 'RB', 'RC', 'RD'] as const;
const HOUR = 3_600_000;

/** A small deterministic generator (mulberry32), so a failing history can be replayed. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]! };
}

const rows = async <T>(query: ReturnType<typeof sql>) => (await h.db.execute<T & Record<string, unknown>>(query)).rows as T[];

type DayRow = { supplier_id: string; day: string; delivered: number; accepted: number; item_ids: number[] };

/** The rollup as stored, its item ids sorted. */
const rollup = async () =>
  (
    await rows<DayRow>(
      sql`select supplier_id, day::text, delivered, accepted, item_ids from supplier_claim_days where supplier_id like 'R%' order by 1, 2`,
    )
  ).map((r) => ({ ...r, item_ids: [...r.item_ids].sort((a, b) => a - b) }));

/** The same from the orders, items and claims, by the rate's definition (Kunming day of delivery). */
const recount = () =>
  rows<DayRow>(sql`
    select i.supplier_id, (o.show_time at time zone 'Asia/Shanghai')::date::text as day, count(*)::int as delivered,
           count(*) filter (where a.status in (${sql.join(
             CLAIM_RATE_STATUSES.map((s) => sql`${s}`),
             sql`, `,
           )}))::int as accepted, array_agg(i.id order by i.id) as item_ids
    from order_items i join orders o on o.id = i.order_id left join after_sales a on a.item_id = i.id
    where o.show_time is not null and i.cancelled_at is null and i.supplier_id like 'R%'
    group by 1, 2 order by 1, 2`);

/** The window's counts as the rate counted them before the rollup: items of orders delivered in [now − 30 days, now]. */
async function windowCounts(now: Date): Promise<Map<string, ClaimCounts>> {
  const since = new Date(now.getTime() - CLAIM_RATE_DAYS * MS_PER_DAY).toISOString();
  const found = await rows<{ supplier_id: string; delivered: number; accepted: number }>(sql`
    select i.supplier_id, count(*)::int as delivered,
           count(*) filter (where exists (select 1 from after_sales a where a.item_id = i.id and a.status in (${sql.join(
             CLAIM_RATE_STATUSES.map((s) => sql`${s}`),
             sql`, `,
           )})))::int as accepted
    from order_items i join orders o on o.id = i.order_id
    where i.supplier_id like 'R%' and i.cancelled_at is null and o.show_time >= ${since}::timestamptz and o.show_time <= ${now.toISOString()}::timestamptz
    group by 1`);
  const bySupplier = new Map(found.map((r) => [r.supplier_id, r]));
  return new Map(
    SUPPLIERS.map((id) => [id, { delivered: bySupplier.get(id)?.delivered ?? 0, accepted: bySupplier.get(id)?.accepted ?? 0 }]),
  );
}

describe('the claim rate rollup', () => {
  it('counts a claim as accepted exactly for the domain’s CLAIM_RATE_STATUSES', async () => {
    const statuses = [...new Set([...Object.values(CLAIM_STATUS), -1, 3, 4, 5, 6, 7, 11])];
    const found = await rows<{ status: number; accepted: boolean }>(
      sql`select s as status, supplier_claim_accepted(s::smallint) as accepted from unnest(${`{${statuses.join(',')}}`}::int[]) s`,
    );
    expect(found.map((r) => [r.status, r.accepted])).toEqual(
      statuses.map((s) => [s, (CLAIM_RATE_STATUSES as readonly number[]).includes(s)]),
    );
  });

  it('equals a recount after a random history, and the rate’s window equals the old count at any moment', async () => {
    const rnd = random(20261129);
    const [template] = await rows<{ id: number; buyer_id: number }>(sql`select id, buyer_id from orders order by id limit 1`);
    const [templateItem] = await rows<{ id: number }>(sql`select id from order_items where order_id = ${template!.id} order by id limit 1`);
    // A time in the 40 days up to the market's clock, at any hour.
    const someTime = () => new Date(MARKET_OPEN.getTime() - rnd.int(40 * 24) * HOUR - rnd.int(HOUR)).toISOString();

    const orderIds: number[] = [];
    const addItem = async (orderId: number) =>
      h.db.execute(sql`
        insert into order_items (order_id, stock_id, flw_code, flw_name, cate_name, level_name, length_code, open_code, supplier_id,
          supplier_name, product_image, buy_price_fen, stems_per_bunch, buy_qty, buy_qty_all, weight_grams)
        select ${orderId}, stock_id, flw_code, flw_name, cate_name, level_name, length_code, open_code, ${rnd.pick(SUPPLIERS)},
          supplier_name, product_image, buy_price_fen, stems_per_bunch, buy_qty, buy_qty_all, weight_grams
        from order_items where id = ${templateItem!.id}`);
    const addOrder = async (delivered: boolean) => {
      const [row] = await rows<{ id: number }>(sql`
        insert into orders (buyer_id, order_no, session, auction_date, rcv_user, rcv_phone, rcv_pname, rcv_cname, rcv_zname,
          rcv_address, delivery_type, status, show_time)
        select buyer_id, ${`R${orderIds.length}-${rnd.int(1e9)}`}, session, auction_date, rcv_user, rcv_phone, rcv_pname, rcv_cname,
          rcv_zname, rcv_address, delivery_type, 4, ${delivered ? someTime() : null}::timestamptz
        from orders where id = ${template!.id} returning id`);
      orderIds.push(row!.id);
      for (let n = 1 + rnd.int(3); n > 0; n--) await addItem(row!.id);
    };
    for (let i = 0; i < 40; i++) await addOrder(rnd.next() < 0.5);

    const items = () =>
      rows<{ id: number; order_id: number; claim: number | null }>(sql`
      select i.id, i.order_id, a.id as claim from order_items i left join after_sales a on a.item_id = i.id
      where i.order_id in (${sql.join(
        orderIds.map((id) => sql`${id}`),
        sql`, `,
      )}) order by i.id`);
    const decisions = [0, 1, 2, 8, 9, 10] as const;
    const steps: Record<string, () => Promise<unknown>> = {
      deliverOrMove: () => h.db.execute(sql`update orders set show_time = ${someTime()}::timestamptz where id = ${rnd.pick(orderIds)}`),
      undeliver: () => h.db.execute(sql`update orders set show_time = null where id = ${rnd.pick(orderIds)}`),
      cancel: async () => h.db.execute(sql`update order_items set cancelled_at = now() where id = ${rnd.pick(await items()).id}`),
      restore: async () => h.db.execute(sql`update order_items set cancelled_at = null where id = ${rnd.pick(await items()).id}`),
      moveSupplier: async () =>
        h.db.execute(sql`update order_items set supplier_id = ${rnd.pick(SUPPLIERS)} where id = ${rnd.pick(await items()).id}`),
      addItem: () => addItem(rnd.pick(orderIds)),
      addOrder: () => addOrder(rnd.next() < 0.7),
      file: async () => {
        const free = (await items()).filter((i) => i.claim === null);
        if (free.length === 0) return;
        const item = rnd.pick(free);
        await h.db.execute(sql`
          insert into after_sales (buyer_id, order_id, item_id, as_type, as_type_name, as_qty, as_reason, as_images, status)
          values (${template!.buyer_id}, ${item.order_id}, ${item.id}, '2', '数量短缺', 1, '少了一扎', '[]'::jsonb, ${rnd.pick(decisions)})`);
      },
      decide: async () => {
        const claimed = (await items()).filter((i) => i.claim !== null);
        if (claimed.length === 0) return;
        await h.db.execute(sql`update after_sales set status = ${rnd.pick(decisions)} where id = ${rnd.pick(claimed).claim}`);
      },
      withdraw: async () => {
        const claimed = (await items()).filter((i) => i.claim !== null);
        if (claimed.length > 0) await h.db.execute(sql`delete from after_sales where id = ${rnd.pick(claimed).claim}`);
      },
      deleteItem: async () => {
        const free = (await items()).filter((i) => i.claim === null);
        if (free.length > 0) await h.db.execute(sql`delete from order_items where id = ${rnd.pick(free).id}`);
      },
      deleteOrder: async () => {
        const claimedOrders = new Set((await items()).filter((i) => i.claim !== null).map((i) => i.order_id));
        const free = orderIds.filter((id) => !claimedOrders.has(id));
        if (free.length === 0) return;
        const id = rnd.pick(free);
        await h.db.execute(sql`delete from orders where id = ${id}`);
        orderIds.splice(orderIds.indexOf(id), 1);
      },
      // A change rolled back leaves the rollup as it was.
      rolledBack: async () => {
        const id = rnd.pick(orderIds);
        await h.db
          .transaction(async (tx) => {
            await tx.execute(sql`update orders set show_time = ${someTime()}::timestamptz where id = ${id}`);
            await tx.execute(sql`update order_items set cancelled_at = now() where order_id = ${id}`);
            throw new Error('rolled back');
          })
          .catch(() => {});
      },
    };
    const names = Object.keys(steps);
    const weights: Record<string, number> = { deliverOrMove: 4, file: 4, decide: 5, addItem: 2, deleteOrder: 0.5, addOrder: 1 };
    const pickStep = () => {
      const total = names.reduce((sum, n) => sum + (weights[n] ?? 1), 0);
      let r = rnd.next() * total;
      for (const n of names) if ((r -= weights[n] ?? 1) < 0) return n;
      return names.at(-1)!;
    };

    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 50; i++) await steps[pickStep()]!();
      expect(await rollup()).toEqual(await recount());
      // The window at the market's clock and at moments that cut days anywhere (and before/after every delivery).
      const moments = [
        MARKET_OPEN,
        ...Array.from({ length: 4 }, () => new Date(MARKET_OPEN.getTime() - rnd.int(12 * 24) * HOUR + rnd.int(HOUR))),
      ];
      for (const now of moments) {
        expect(await supplierClaimCounts(h.db, SUPPLIERS, now), now.toISOString()).toEqual(await windowCounts(now));
      }
    }
    const history = await recount();
    expect(history.reduce((n, r) => n + r.accepted, 0)).toBeGreaterThan(0);
    expect(new Set(history.map((r) => r.day)).size).toBeGreaterThan(10);

    // The fill (after the migration; seed:year after its load) makes the same rows from the history.
    await h.db.execute(sql`select supplier_claim_days_fill(true)`);
    expect(await rollup()).toEqual(history);

    // ledger:check's check of the last 31 days finds nothing to say, and names a supplier day that went wrong.
    expect((await claimRollupDifferences(h.db)).differences).toEqual([]);
    const [latest] = await rows<DayRow>(sql`select supplier_id, day::text from supplier_claim_days order by day desc, supplier_id limit 1`);
    await h.db.execute(sql`delete from supplier_claim_days where supplier_id = ${latest!.supplier_id} and day = ${latest!.day}::date`);
    const lost = history.find((r) => r.supplier_id === latest!.supplier_id && r.day === latest!.day)!;
    expect((await claimRollupDifferences(h.db)).differences).toEqual([
      { supplierId: lost.supplier_id, day: lost.day, kept: null, counted: { delivered: lost.delivered, accepted: lost.accepted } },
    ]);
  });
});
