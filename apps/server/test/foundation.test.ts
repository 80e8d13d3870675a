import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import * as t from '../src/db/schema';
import { DEMO_BUYER, seedIfEmpty } from '../src/seed';
import { createTestApp, type TestApp } from './harness';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(async () => {
  await h.close();
});

describe('envelope and access', () => {
  it('reports healthy with the database up', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, data: { status: 'ok', database: 'up' } });
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/v9/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
  });

  it('answers a protected path without a token with HTTP 401 token已失效', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/info/info' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, msg: 'token已失效', data: null });
  });

  it('refuses a made-up token the same way', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/info/info', headers: { authorization: 'Bearer not-a-real-token' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('token已失效');
  });

  it('answers malformed JSON with a client error in the envelope, never a stack', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/web/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName":',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(400);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/);
  });
});

describe('log in as the demo buyer', () => {
  it('logs in with the encrypted password and reads the current user', async () => {
    const token = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/info/info', headers: { authorization: `Bearer ${token}` } });
    expect(res.json()).toMatchObject({ code: 200, data: { nickName: DEMO_BUYER.nickName, status: 2, contactPhone: DEMO_BUYER.phone } });
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const wrong = await h.app.inject({
      method: 'POST',
      url: '/api/v1/web/login',
      payload: { userName: DEMO_BUYER.phone, password: h.encrypt('nope-nope'), loginOS: 'PC' },
    });
    const unknown = await h.app.inject({
      method: 'POST',
      url: '/api/v1/web/login',
      payload: { userName: '13999999999', password: h.encrypt('nope-nope'), loginOS: 'PC' },
    });
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).not.toBe(200);
  });

  it('refuses a password that was not encrypted with our key', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/web/login',
      payload: { userName: DEMO_BUYER.phone, password: DEMO_BUYER.password, loginOS: 'PC' },
    });
    expect(res.json().code).toBe(400);
  });

  it('revokes the token on logout', async () => {
    const token = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
    const headers = { authorization: `Bearer ${token}` };
    expect((await h.app.inject({ method: 'POST', url: '/api/v1/user/logout', headers })).json().code).toBe(200);
    const after = await h.app.inject({ method: 'GET', url: '/api/v1/info/info', headers });
    expect(after.statusCode).toBe(401);
  });
});

describe('seed', () => {
  it('holds a believable market and is not applied twice', async () => {
    const [lots] = await h.db.select({ n: count() }).from(t.stockLots);
    const [sup] = await h.db.select({ n: count() }).from(t.suppliers);
    const [sty] = await h.db.select({ n: count() }).from(t.styles);
    expect(lots!.n).toBeGreaterThanOrEqual(500);
    expect(sup!.n).toBeGreaterThanOrEqual(30);
    expect(sty!.n).toBeGreaterThanOrEqual(8);
    expect(await seedIfEmpty(h.db, h.clock)).toBe(false);
    const [again] = await h.db.select({ n: count() }).from(t.stockLots);
    expect(again!.n).toBe(lots!.n);
  });

  it('serves a generated product illustration', async () => {
    const [v] = await h.db.select().from(t.varieties).limit(1);
    const res = await h.app.inject({ method: 'GET', url: v!.image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body.startsWith('<svg')).toBe(true);
  });
});

describe('operator sign', () => {
  it('accepts a server-issued sign and refuses a forged or expired one', async () => {
    const { issueOperatorSign } = await import('../src/operators/sign');
    const sign = await issueOperatorSign(h.db, h.clock, { label: 'test', ttlHours: 1, editDifferAmount: true });
    const good = await h.app.inject({ method: 'POST', url: `/api/cp6/stock/get-permission?sign=${encodeURIComponent(sign)}` });
    expect(good.json()).toMatchObject({ code: 200, data: { editDifferAmount: 1 } });
    const forged = sign.slice(0, -2) + (sign.endsWith('AA') ? 'BB' : 'AA');
    const bad = await h.app.inject({ method: 'POST', url: `/api/cp6/stock/get-permission?sign=${encodeURIComponent(forged)}` });
    expect(bad.json().code).toBe(401);
    h.clock.advance(2 * 3600_000);
    const expired = await h.app.inject({ method: 'POST', url: `/api/cp6/stock/get-permission?sign=${encodeURIComponent(sign)}` });
    expect(expired.json().code).toBe(401);
    h.clock.advance(-2 * 3600_000);
  });
});
