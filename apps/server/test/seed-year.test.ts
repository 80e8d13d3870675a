/**
 * The year generator (issue 30, `npm run seed:year`) at scale 0.01 on a freshly seeded test database: the books
 * balance, the counts are in proportion to scale 1, every foreign key and check holds, today's orders are in every
 * fulfilment state, and the demo buyer logs in and pages through a year of orders.
 */
import { auctionDate } from '@huashi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUYER } from '../src/seed';
import { generateYear, yearCounts, YearRefused, YEAR_DAYS, type YearStep } from '../src/seed/year';
import { ledgerMismatches } from '../src/services/ledger';
import { apiFor } from './client';
import { createTestApp, MARKET_OPEN, type TestApp } from './harness';

const SCALE = 0.01;
let h: TestApp;
let steps: YearStep[];
let before: Record<string, number>;
/** The last order of the ordinary seed (its demo orders are history made of today's lots). */
let seedLastOrder: number;

const TABLES = [
  'buyers',
  'suppliers',
  'stock_lots',
  'orders',
  'order_items',
  'balance_ledger',
  'after_sales',
  'audit_log',
  'withdrawals',
  'recharges',
];

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) out[table] = (await h.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
  return out;
}

const number = async (text: string, values: unknown[] = []) => (await h.pool.query<{ n: number }>(text, values)).rows[0]!.n;

beforeAll(async () => {
  h = await createTestApp();
  before = await counts();
  seedLastOrder = await number('select coalesce(max(id), 0)::int as n from orders');
  steps = await generateYear(h.db, { now: MARKET_OPEN, scale: SCALE, log: process.env.YEAR_LOG ? console.log : undefined });
}, 120_000);
afterAll(async () => {
  await h.close();
});

describe('a year at scale 0.01', () => {
  it('reports each table it filled with its rows', () => {
    const rows = Object.fromEntries(steps.map((s) => [s.step, s.rows]));
    const want = yearCounts(SCALE);
    expect(rows.orders).toBe(want.orders);
    expect(rows.buyers).toBe(want.buyers);
    expect(rows.stock_lots).toBe(want.lotsPerDay * YEAR_DAYS);
  });

  it('adds rows in proportion to a year at scale 1', async () => {
    const after = await counts();
    const added = Object.fromEntries(TABLES.map((t) => [t, after[t]! - before[t]!]));
    const want = yearCounts(SCALE);
    expect(added.buyers).toBe(want.buyers);
    expect(added.suppliers).toBeGreaterThanOrEqual(want.suppliers - 2);
    expect(added.orders).toBe(want.orders);
    // 1–5 items an order: about three.
    expect(added.order_items! / added.orders!).toBeGreaterThan(2.8);
    expect(added.order_items! / added.orders!).toBeLessThan(3.2);
    expect(added.after_sales).toBeGreaterThan(want.claims * 0.75);
    expect(added.after_sales).toBeLessThan(want.claims * 1.25);
    expect(added.audit_log).toBeGreaterThan(want.audit * 0.75);
    expect(added.audit_log).toBeLessThan(want.audit * 1.25);
    // A purchase row per order, plus top-ups, refunds, claim payments and withdrawals.
    expect(added.balance_ledger).toBeGreaterThan(added.orders! * 1.1);
    expect(added.withdrawals).toBeGreaterThan(0);
    expect(added.recharges).toBeGreaterThan(0);
    // The demo buyer's own heavy history.
    expect(
      await number(`select count(*)::int as n from orders o join buyers b on b.id = o.buyer_id where b.phone = $1`, [DEMO_BUYER.phone]),
    ).toBeGreaterThanOrEqual(want.demoOrders);
  });

  it('keeps the books: every balance and frozen amount equals its ledger, and no running balance goes below zero', async () => {
    const { mismatches, buyers } = await ledgerMismatches(h.db);
    expect(buyers).toBeGreaterThan(yearCounts(SCALE).buyers);
    expect(mismatches).toEqual([]);
    expect(await number(`select count(*)::int as n from balance_ledger where balance_after_fen < 0`)).toBe(0);
    expect(await number(`select count(*)::int as n from buyers where frozen_fen > balance_fen`)).toBe(0);
  });

  it('holds every foreign key and check constraint of the schema', async () => {
    const fks = (
      await h.pool.query<{ name: string; child: string; col: string; parent: string; pcol: string }>(`
        select c.conname as name, c.conrelid::regclass::text as child, a.attname as col, c.confrelid::regclass::text as parent, pa.attname as pcol
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace`)
    ).rows;
    expect(fks.length).toBeGreaterThan(10);
    for (const fk of fks) {
      const orphans = await number(
        `select count(*)::int as n from ${fk.child} c where c.${fk.col} is not null and not exists (select 1 from ${fk.parent} p where p.${fk.pcol} = c.${fk.col})`,
      );
      expect(orphans, fk.name).toBe(0);
    }
    const checks = (
      await h.pool.query<{ name: string; tbl: string; def: string }>(`
        select conname as name, conrelid::regclass::text as tbl, pg_get_constraintdef(oid) as def
        from pg_constraint where contype = 'c' and connamespace = 'public'::regnamespace`)
    ).rows;
    for (const check of checks) {
      const expr = check.def.replace(/^CHECK /, '').replace(/ NOT VALID$/, '');
      expect(await number(`select count(*)::int as n from ${check.tbl} where not ${expr}`), check.name).toBe(0);
    }
  });

  it("adds up each order's figures from its items and dates it on its auction day", async () => {
    expect(
      await number(`
        select count(*)::int as n from orders o join (select order_id, sum(fee_goods) as goods from order_items group by order_id) i
        on i.order_id = o.id where i.goods <> o.fee_goods`),
    ).toBe(0);
    expect(
      await number(`select count(*)::int as n from orders where auction_date <> (created_at at time zone 'Asia/Shanghai')::date`),
    ).toBe(0);
    expect(await number(`select count(*)::int as n from orders where created_at > $1`, [MARKET_OPEN])).toBe(0);
    expect(
      await number(
        `select count(*)::int as n from order_items i join stock_lots l on l.id = i.stock_id join orders o on o.id = i.order_id where o.id > $1 and (l.auction_date <> o.auction_date or l.session <> o.session)`,
        [seedLastOrder],
      ),
    ).toBe(0);
  });

  it("has today's orders in every fulfilment state and last month's completed, some cancelled", async () => {
    const today = auctionDate(MARKET_OPEN)!;
    const statuses = (
      await h.pool.query<{ status: number }>(`select distinct status from orders where auction_date = $1 order by 1`, [today])
    ).rows;
    expect(statuses.map((r) => r.status)).toEqual([1, 2, 3, 4, 5]);
    const old = (
      await h.pool.query<{ status: number; n: number }>(
        `select status, count(*)::int as n from orders where auction_date < $1::date - 7 group by status`,
        [today],
      )
    ).rows;
    const total = old.reduce((s, r) => s + r.n, 0);
    expect(old.find((r) => r.status === 5)!.n / total).toBeGreaterThan(0.95);
    expect(await number(`select count(*)::int as n from order_items where cancelled_at is not null`)).toBeGreaterThan(0);
  });

  it('follows a long tail: the busiest 1.5 % of buyers place about a quarter of the orders', async () => {
    const share = await number(`
      with per as (select buyer_id, count(*) as n from orders group by buyer_id),
      ranked as (select n, row_number() over (order by n desc) as r, count(*) over () as buyers from per)
      select (sum(n) filter (where r <= buyers * 0.015) / sum(n))::float8 as n from ranked`);
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.45);
  });

  it('lets the demo buyer log in and page through the year, newest first', async () => {
    const token = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
    const page = await apiFor(h.app, token).orders.list('all', 1, 10);
    expect(page.pages.total).toBeGreaterThanOrEqual(yearCounts(SCALE).demoOrders);
    expect(page.list).toHaveLength(10);
    const times = page.list.map((e) => e.main.createTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses to add a second year to the same database', async () => {
    await expect(generateYear(h.db, { now: MARKET_OPEN, scale: SCALE })).rejects.toBeInstanceOf(YearRefused);
  });
});
