/**
 * The seeded market looks like a real Kunming market on the seed's day (issue 14): the all-day zone of floor-price
 * suppliers is cheaper than direct supply, and the notices fit the season — here a November day (MARKET_OPEN).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yuanToFen } from '@huashi/domain';
import { DEMO_BUYER } from '../src/seed';
import { apiFor } from './client';
import { createTestApp, MARKET_OPEN, type TestApp } from './harness';

let h: TestApp;
let demo: string;

beforeAll(async () => {
  h = await createTestApp();
  demo = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
});
afterAll(async () => {
  await h.close();
});

/** Every listing of a session, as the buyer sees it on /presell: variety → the bunch price (before member price). */
async function bunchPrices(tab: 'A' | 'C'): Promise<Map<string, { name: string; fen: number }>> {
  const api = apiFor(h.app, demo).catalog;
  const prices = new Map<string, { name: string; fen: number }>();
  for (let page = 1; page < 100; page += 1) {
    const body = await api.zone({ tab, page, limit: 50 });
    for (const p of body.list) {
      const fen = yuanToFen(p.originalPrice);
      if (p.items.length > 0 && fen !== null && fen > 0) prices.set(p.flwCode, { name: p.flwName, fen });
    }
    if (body.list.length === 0 || page * 50 >= body.pages.total) break;
  }
  return prices;
}

describe('the seeded market', () => {
  it('sells every variety listed in both sessions for less in 全天专区 (C) than in 限时直供 (A)', async () => {
    const [a, c] = await Promise.all([bunchPrices('A'), bunchPrices('C')]);
    const both = [...a.keys()].filter((code) => c.has(code));
    expect(both.length).toBeGreaterThan(40);
    for (const code of both) {
      const inA = a.get(code)!;
      const inC = c.get(code)!;
      expect(inC.fen, `${inA.name}: C ¥${inC.fen / 100} against A ¥${inA.fen / 100}`).toBeLessThanOrEqual(inA.fen);
    }
  });

  it('dates notices and news in the weeks before the seed day, with no out-of-season titles in November', async () => {
    expect(MARKET_OPEN.toISOString().slice(5, 7)).toBe('11');
    const body = await apiFor(h.app, demo).home.notices({ page: 1, limit: 50 });
    expect(body.list.length).toBeGreaterThanOrEqual(12);
    const titles = body.list.map((n) => n.title);
    for (const title of titles) expect(title).not.toMatch(/母亲节|情人节|七夕|妇女节|春节|清明|520|毕业|教师节|国庆/);
    expect(titles.some((t) => /圣诞|秋冬|降温/.test(t))).toBe(true);
    const now = MARKET_OPEN.getTime() / 1000;
    for (const n of body.list) {
      expect(n.begintime).toBeLessThanOrEqual(now);
      expect(n.begintime).toBeGreaterThan(now - 60 * 86_400);
    }
  });
});
