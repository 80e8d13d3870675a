import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUYER } from '../src/seed';
import { createTestApp, type TestApp } from './harness';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(async () => {
  await h.close();
});

describe('faults keep the envelope', () => {
  it('answers an oversized body with 413 in the envelope', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/web/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ userName: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413, data: null });
  });

  it('answers a database failure with 500 and a generic message, never a stack, and health says so', async () => {
    const token = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
    await h.pool.end();
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/info/info', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: '服务器繁忙，请稍后再试', data: null });
    expect(res.body).not.toMatch(/pool|stack|\.ts:/i);
    const health = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ data: { status: 'degraded', database: 'down' } });
  });
});
