/**
 * First load (issue 12 §4): the built apps go out as their precompressed .br/.gz copies when the
 * browser asks, as they are otherwise; source maps are never served; API answers over 1 KB are
 * compressed on the fly. The apps here are a small fake build in a temporary WEB_DIR.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { regionRoutes } from '@huashi/api';
import { catalogEndpoints } from '@huashi/api/contracts';
import { DEMO_BUYER } from '../src/seed';
import { preferredEncoding } from '../src/web';
import { appServing } from './harness';

const webDir = mkdtempSync(path.join(os.tmpdir(), 'huashi-web-'));
const BUYER_JS = `export const flowers = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `卡罗拉 ${i}`))};\n`;
const BUYER_HTML =
  '<!doctype html><html lang="zh-CN"><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>\n';
const OPERATOR_JS = `export const op = ${JSON.stringify('调配'.repeat(300))};\n`;

/** Writes a file with its .br and .gz copies, as the build does. */
function writeBuilt(file: string, text: string, opts: { compressed?: boolean } = {}) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  if (opts.compressed === false) return;
  writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)));
  writeFileSync(`${file}.gz`, gzipSync(Buffer.from(text)));
}

const buyerDist = path.join(webDir, 'buyer', 'dist');
const operatorDist = path.join(webDir, 'operator', 'dist');
writeBuilt(path.join(buyerDist, 'index.html'), BUYER_HTML);
writeBuilt(path.join(buyerDist, 'assets', 'index-abc123.js'), BUYER_JS);
writeBuilt(path.join(buyerDist, 'assets', 'tiny-abc123.js'), 'export{};\n', { compressed: false });
writeFileSync(path.join(buyerDist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["../../src/secret.ts"]}');
writeBuilt(path.join(operatorDist, 'index.html'), BUYER_HTML.replace('/assets/', '/op/assets/'));
// A route's own page (scripts/routePreload.ts): index.html plus the route's code to preload.
const ORDER_HTML = BUYER_HTML.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/OrdersPage-x1.js"></head>');
writeBuilt(path.join(buyerDist, 'routes', 'order.html'), ORDER_HTML);
writeBuilt(path.join(buyerDist, 'routes', 'money__result.html'), ORDER_HTML.replace('OrdersPage', 'RechargeResultPage'));
writeBuilt(path.join(operatorDist, 'assets', 'index-op456.js'), OPERATOR_JS);
writeFileSync(path.join(operatorDist, 'assets', 'index-op456.js.map'), '{"version":3}');

const testApp = appServing(webDir);

const get = (url: string, acceptEncoding?: string) =>
  testApp().app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('built assets', () => {
  it('sends the brotli copy to a browser that accepts br', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(BUYER_JS));
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BUYER_JS);
  });

  it('sends the gzip copy when gzip is all the browser accepts', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(BUYER_JS);
    const refused = await get('/assets/index-abc123.js', 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('sends the file as it is without Accept-Encoding, or to one that accepts neither', async () => {
    for (const header of [undefined, 'identity', 'deflate']) {
      const res = await get('/assets/index-abc123.js', header);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(BUYER_JS);
    }
  });

  it('falls back to the file itself when the build left no compressed copy (too small to gain)', async () => {
    const res = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export{};\n');
  });

  it('serves the operator app precompressed too', async () => {
    const res = await get('/op/assets/index-op456.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(OPERATOR_JS);
  });

  it('never serves a source map', async () => {
    for (const url of ['/assets/index-abc123.js.map', '/op/assets/index-op456.js.map']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('"version":3');
    }
  });
});

describe('index.html', () => {
  it('goes out compressed to a browser that asks, with no-cache', async () => {
    const br = await get('/login', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUYER_HTML);

    const gz = await get('/', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BUYER_HTML);

    const operator = await get('/goodTp?sign=x', 'br');
    expect(operator.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(operator.rawPayload).toString()).toContain('/op/assets/');
  });

  it('goes out as it is otherwise', async () => {
    const res = await get('/presell');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(BUYER_HTML);
  });

  it("is the route's own page where the build wrote one, compressed as index.html is", async () => {
    const order = await get('/order?tab=2', 'br');
    expect(order.headers['content-encoding']).toBe('br');
    expect(order.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(order.rawPayload).toString()).toBe(ORDER_HTML);
    expect((await get('/order')).body).toBe(ORDER_HTML);
    expect((await get('/money/result?outTradeNo=R1')).body).toContain('RechargeResultPage');
  });

  it('is index.html for an address with no page of its own, or one that cannot be a route', async () => {
    for (const url of ['/presell', '/nowhere', '/routes/order', '/..%2Froutes%2Forder', '/order%2F..', '/a//b']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(BUYER_HTML);
    }
    expect((await get('/routes/order.html')).body).not.toContain('modulepreload');
  });
});

describe('API answers', () => {
  it('compresses an answer over 1 KB when the client sends accept-encoding: gzip', async () => {
    const plain = await testApp().app.inject({ method: 'POST', url: `/api${regionRoutes.area.path}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const res = await testApp().app.inject({
      method: 'POST',
      url: `/api${regionRoutes.area.path}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gunzipSync(res.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses a serialised list answer with br, and leaves small answers alone', async () => {
    const token = await testApp().login(DEMO_BUYER.phone, DEMO_BUYER.password);
    const res = await testApp().app.inject({
      method: 'POST',
      url: `/api${catalogEndpoints.presale.path}`,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' },
      payload: { tab: 'C', page: 1, limit: 20 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toMatchObject({ code: 200 });

    const small = await testApp().app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 200 });
  });
});

describe('preferredEncoding', () => {
  it('prefers br, then gzip, honouring q=0 and *', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('')).toBeUndefined();
  });
});
