import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatYuan } from '@huashi/domain';
import { type CustomerBody, homeEndpoints } from '@huashi/api/contracts';
import { DEMO_BUYER, SECOND_BUYER } from '../src/seed';
import { sanitizeNoticeHtml } from '../src/content/sanitize';
import { insertNotices } from '../src/services/notices';
import { openMeteoWeather, parseOpenMeteo } from '../src/services/weather';
import { apiFor, endpointEnvelope, settle } from './client';
import { createTestApp, type TestApp } from './harness';

/** A local stand-in for the weather provider (real HTTP on 127.0.0.1; tests never use the internet). */
let provider: http.Server;
let providerUrl = '';
let providerHits = 0;
const providerAnswer: unknown = { current: { temperature_2m: 14.24, weather_code: 2 } };

let h: TestApp;
let demo: string;
let second: string;

beforeAll(async () => {
  provider = http.createServer((_req, res) => {
    providerHits += 1;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(providerAnswer));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1/forecast`;
  h = await createTestApp({ config: { weatherUrl: providerUrl } });
  demo = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  second = await h.login(SECOND_BUYER.phone, SECOND_BUYER.password);
});
afterAll(async () => {
  await h.close();
  await new Promise((resolve) => provider.close(resolve));
});

/** The typed client as `token`'s buyer (the demo buyer unless said; null: a visitor). */
const api = (token: string | null = demo) => apiFor(h.app, token).home;

describe('home content', () => {
  it('gives the banners', async () => {
    const body = await settle(api().adverts());
    expect(body.data.top.images.length).toBe(4);
    expect(body.data.top.images[0]).toEqual({ url: '/media/banners/1.svg', pclink: '/presell', alt: '斗南鲜花 产地直供' });
  });

  it('lists notices newest first, 15 a page, filtered by type, with sanitised HTML', async () => {
    const all = await settle(api().notices({ page: 1, limit: 15 }));
    const [{ n } = { n: 0 }] = (await h.db.execute<{ n: number }>(sql`select count(*)::int as n from notices`)).rows;
    expect(all.data.pages.total).toBe(n);
    expect(all.data.list).toHaveLength(Math.min(15, n));
    const times = all.data.list.map((n) => n.begintime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const news = await settle(api().notices({ page: 1, limit: 15, type: '1' }));
    expect(news.data.list.every((n) => n.type === '1')).toBe(true);
    expect(news.data.pages.total).toBeLessThan(n);
    const two = await settle(api().notices({ page: 1, limit: 2 }));
    expect(two.data.list).toHaveLength(2);
  });

  it('stores a hostile notice without its script or event handlers (sanitised on write)', async () => {
    const hostile =
      '<p onclick="steal()">行情提醒<script>window.pwned = 1</script></p><img src="x" onerror="window.pwned = 2">' +
      '<a href="javascript:alert(1)">点我</a><iframe src="https://evil.example"></iframe><style>body{display:none}</style>';
    await insertNotices(h.db, [
      { type: 2, title: '  测试公告  ', contentHtml: hostile, beginTime: new Date(h.clock.now().getTime() - 1000) },
    ]);
    const stored = (
      await h.db.execute<{ title: string; content_html: string }>(sql`select title, content_html from notices where title = '测试公告'`)
    ).rows[0]!;
    expect(stored.content_html).not.toMatch(/script|onerror|onclick|javascript:|iframe|style/i);
    expect(stored.content_html).toContain('<p>行情提醒</p>');
    expect(stored.content_html).toContain('<a>点我</a>');
    const list = await settle(api().notices({ page: 1, limit: 1 }));
    expect(list.data.list[0]!.title).toBe('测试公告');
    expect(list.data.list[0]!.content).toBe(stored.content_html);
  });

  it('keeps the seed notices as their safe HTML (the seed goes through the same sanitiser)', async () => {
    const rows = (await h.db.execute<{ content_html: string }>(sql`select content_html from notices`)).rows;
    for (const row of rows) expect(sanitizeNoticeHtml(row.content_html)).toBe(row.content_html);
    // Pictures of the market survive sanitising.
    expect(rows.some((r) => r.content_html.includes('<img src="/media/flowers/'))).toBe(true);
  });

  it('lists quality suppliers A and C that sell today', async () => {
    const body = await settle(api().suppliers());
    expect(body.data.A.length).toBeGreaterThan(0);
    expect(body.data.C.length).toBeGreaterThan(0);
    expect(body.data.A.every((s) => s.supplierId.startsWith('A'))).toBe(true);
    expect(body.data.C.every((s) => s.supplierId.startsWith('C'))).toBe(true);
  });

  it('lists recommended flowers (page 1, limit 50)', async () => {
    const body = await settle(api().recommended());
    expect(body.data.list.length).toBeGreaterThan(5);
    expect(body.data.list[0]).toMatchObject({ defaultImage1: expect.stringMatching(/^\/media\/flowers\//) });
  });

  it('lists discount items with progress, rule text and a member bunch price', async () => {
    const body = await settle(api().discounts());
    expect(body.data.length).toBeGreaterThan(0);
    const item = body.data[0]!;
    expect(item.progress).toMatch(/^\d{1,3}\.\d{2}%$/);
    expect(item.rule_text).toMatch(/^满\d+扎享/);
    expect(item.zhaPrice).toMatch(/^\d+\.\d{2}$/);
    const detail = await settle(api().discountProduct(item.flwCode));
    expect(detail.data.flwCode).toBe(item.flwCode);
    expect(detail.data.rows.length).toBeGreaterThan(0);
    expect(detail.data.rows.every((r) => r.activity_discount.status === 1)).toBe(true);
    const missing = await settle(api().discountProduct('NOPE'));
    expect(missing.code).toBe(404);
  });

  it('gives the membership panel: VIP level, discount, savings and the rules', async () => {
    const vip = await settle(api().member());
    expect(vip.data).toMatchObject({ memberLevel: 2, memberDiscount: 9.7, memberCoupon: '1' });
    // Savings are the member discounts of the buyer's own orders: the seeded history holds member-priced orders.
    const [{ fen } = { fen: 0 }] = (
      await h.db.execute<{ fen: number }>(
        sql`select coalesce(sum(o.fee_member), 0)::int as fen from orders o join buyers b on b.id = o.buyer_id where b.phone = ${DEMO_BUYER.phone}`,
      )
    ).rows;
    expect(fen).toBeGreaterThan(0);
    expect(vip.data.savings).toBe(formatYuan(fen));
    expect(vip.data.rules).toHaveLength(5);
    expect(vip.data.rules[2]).toMatchObject({ level: 2, discount_text: '花材9.7折' });
    const ordinary = await settle(api(second).member());
    expect(ordinary.data).toMatchObject({ memberLevel: 0, memberCoupon: '0', savings: '0.00' });
    // The HTTP status itself is the point here: raw inject.
    expect((await h.app.inject({ method: 'POST', url: `/api${homeEndpoints.member.path}`, payload: {} })).statusCode).toBe(401);
  });

  it('gives the customer manager phone, and says when there is no customer-service chat', async () => {
    const phone = await settle(api().managerPhone());
    expect(phone.data).toBe('0871-67328888');
    expect((await settle(api(second).managerPhone())).data).toBe('');
    const customer = await endpointEnvelope(apiFor(h.app, demo).client, homeEndpoints.customer, {
      buyerId: 1,
    } satisfies CustomerBody);
    expect(customer.data.qrUrl).toBeNull();
    expect(customer.msg).toBe('暂无客服经理对接，请电话联系');
  });

  it("names the buyer's customer manager and the market's hotline (MARKET_HOTLINE's default) with the chat (issue 26)", async () => {
    const customer = async (token: string) =>
      (await endpointEnvelope(apiFor(h.app, token).client, homeEndpoints.customer, { buyerId: 1 } satisfies CustomerBody)).data;
    expect(await customer(demo)).toMatchObject({ managerName: '周敏', hotline: '400-871-6688' });
    expect(await customer(second)).toMatchObject({ managerName: '', hotline: '400-871-6688' });
  });

  it('gives the form map: open flag, styles → categories → varieties', async () => {
    const body = await settle(api(null).presaleMap());
    expect(body.data.open).toBe('1');
    expect(body.data.data).toHaveLength(10);
    expect(body.data.data.find((s) => s.styleName === '玫瑰')!.cates).toHaveLength(12);
    const varieties = body.data.data.flatMap((s) => s.cates.flatMap((c) => c.list));
    expect(varieties).toHaveLength(107);
    expect(body.data.sessions).toMatchObject({ A: { open: true }, C: { open: true }, auctionDate: '2026-11-17' });
  });
});

describe('weather (POST /v1/home/weather)', () => {
  it("answers Kunming's weather from the provider, and caches it", async () => {
    const before = providerHits;
    const a = await settle(api(null).weather());
    expect(a.data).toEqual({ code: '2', temperature: '14.2' });
    await api(null).weather();
    expect(providerHits - before).toBe(1);
  });

  it('says unavailable (null, never an invented value) when the provider cannot be reached', async () => {
    const off = await createTestApp({ seed: false, config: { weatherUrl: 'http://127.0.0.1:9/unreachable' } });
    try {
      const res = await off.app.inject({ method: 'POST', url: '/api/v1/home/weather' });
      expect(res.json()).toEqual({ code: 200, msg: '天气暂不可用', data: null });
    } finally {
      await off.close();
    }
  });

  it('refuses a malformed provider answer and retries after the failure cache', async () => {
    let t = 0;
    let answer: unknown = { current: { temperature_2m: 'warm' } };
    const source = openMeteoWeather('http://provider.test/', {
      now: () => t,
      fetch: async () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
    });
    expect(await source.current()).toBeNull();
    answer = { current: { temperature_2m: 18, weather_code: 61 } };
    expect(await source.current()).toBeNull(); // still the remembered failure
    t += 61_000;
    expect(await source.current()).toEqual({ code: '61', temperature: '18.0' });
    expect(parseOpenMeteo(null)).toBeNull();
  });
});
