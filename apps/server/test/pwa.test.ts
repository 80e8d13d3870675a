/**
 * Installing the buyer app (issue 14): the server hands out the service worker so that a release always reaches
 * installed phones (no-cache), the web app manifest with its own content type, the offline page and the icons,
 * and the CSP lets our own origin — and nobody else — provide the worker and the manifest. The apps here are a
 * small fake build in a temporary WEB_DIR, laid out as vite-plugin-pwa writes it.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { staticCacheControl } from '../src/web';
import { appServing } from './harness';

const webDir = mkdtempSync(path.join(os.tmpdir(), 'huashi-pwa-'));
const buyerDist = path.join(webDir, 'buyer', 'dist');
const SW = "self.addEventListener('install',()=>self.skipWaiting());\n";
const MANIFEST = JSON.stringify({ name: '花市 · 昆明鲜切花批发', short_name: '花市', start_url: '/', display: 'standalone' });
const OFFLINE = '<!doctype html><html lang="zh-CN"><title>没有网络 · 花市</title><h1>没有网络</h1></html>\n';
const INDEX = '<!doctype html><html lang="zh-CN"><head><link rel="manifest" href="/manifest.webmanifest"></head></html>\n';
// The first bytes of a PNG file are enough for the server.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function write(file: string, body: string | Buffer) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
}
write(path.join(buyerDist, 'index.html'), INDEX);
write(path.join(buyerDist, 'sw.js'), SW);
write(path.join(buyerDist, 'sw.js.br'), brotliCompressSync(Buffer.from(SW)));
write(path.join(buyerDist, 'manifest.webmanifest'), MANIFEST);
write(path.join(buyerDist, 'offline.html'), OFFLINE);
write(path.join(buyerDist, 'icon-192.png'), PNG);
write(path.join(buyerDist, 'assets', 'index-abc123.js'), 'export{};\n');

const testApp = appServing(webDir);

const get = (url: string, headers: Record<string, string> = {}) => testApp().app.inject({ method: 'GET', url, headers });

/** The CSP's directives by name. */
function directives(headers: Record<string, unknown>): Map<string, string> {
  const csp = String(headers['content-security-policy'] ?? '');
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );
}

describe('the service worker', () => {
  it('is served as JavaScript that the browser must revalidate every time', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(SW);
  });

  it('keeps no-cache when its brotli copy is sent', async () => {
    const res = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SW);
  });

  it('may come from our own origin only (CSP worker-src and manifest-src), on pages and on the worker itself', async () => {
    for (const url of ['/', '/presell', '/sw.js']) {
      const csp = directives((await get(url)).headers);
      expect(csp.get('worker-src'), url).toBe("'self'");
      expect(csp.get('manifest-src'), url).toBe("'self'");
    }
  });
});

describe('the web app manifest, offline page and icons', () => {
  it('serves the manifest as application/manifest+json, revalidated every time', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(res.body)).toMatchObject({ short_name: '花市', start_url: '/', display: 'standalone' });
  });

  it('serves offline.html itself (not the app shell)', async () => {
    const res = await get('/offline.html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(OFFLINE);
  });

  it('serves the icons, revalidated (their names do not change between releases)', async () => {
    const res = await get('/icon-192.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('still keeps hashed assets for a year', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing root script with the app page, never a stray file', async () => {
    const res = await get('/other.js');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX);
  });
});

describe('staticCacheControl', () => {
  it('keeps only hashed assets/ files for a year', () => {
    expect(staticCacheControl('/srv/apps/buyer/dist/assets/PayPage-abc.js')).toMatch(/immutable/);
    expect(staticCacheControl('/srv/apps/operator/dist/assets/index-op.js.br')).toMatch(/immutable/);
    expect(staticCacheControl('/srv/apps/buyer/dist/sw.js')).toBe('no-cache');
    expect(staticCacheControl('/srv/apps/buyer/dist/manifest.webmanifest')).toBe('no-cache');
  });
});
