/** CLOCK_HEADER=on: a request's x-huashi-clock header sets the market time of that request alone (src/clock.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

const health = (h: TestApp, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url: '/api/health', headers });

describe('the request clock header', () => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    on = await createTestApp({ config: { clockHeader: true } });
    off = await createTestApp();
  });
  afterAll(async () => {
    await on.close();
    await off.close();
  });

  it("sets that request's market time; the next request without it is on the server's clock again", async () => {
    const server = (await health(on)).json().data.time as string;
    const res = await health(on, { 'x-huashi-clock': '2026-11-18T09:00:00+08:00' });
    expect(res.json().data.time).toBe('2026-11-18T01:00:00.000Z');
    expect((await health(on)).json().data.time).toBe(server);
  });

  it('answers a header that is not an instant with 400, naming the header', async () => {
    const res = await health(on, { 'x-huashi-clock': 'tomorrow' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: expect.stringContaining('x-huashi-clock') });
  });

  it('is ignored when CLOCK_HEADER is off (the default)', async () => {
    const server = (await health(off)).json().data.time as string;
    expect((await health(off, { 'x-huashi-clock': '2026-11-18T09:00:00+08:00' })).json().data.time).toBe(server);
  });
});
