import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(async () => {
  await h?.close();
});

describe('/media illustrations', () => {
  it('draws a seeded variety and a banner as SVG, cached for a day', async () => {
    for (const url of ['/media/flowers/MG-0001.svg', '/media/banners/1.svg']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.body).toMatch(/^<svg/);
    }
  });

  it('answers 404 for an unknown file and refuses an over-long name before any lookup', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/media/flowers/NO-SUCH.svg' })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: '/media/banners/99.svg' })).statusCode).toBe(404);
    const long = await h.app.inject({ method: 'GET', url: `/media/flowers/${'A'.repeat(200)}.svg` });
    expect(long.statusCode).not.toBe(200);
    expect(long.headers['content-type']).not.toMatch(/svg/);
  });
});
