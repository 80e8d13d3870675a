/**
 * Serves the built apps: /goodTp, /cpsix, /cpsixNew, /admin/… and /supplier → the operator app (its assets under
 * /op/), every other non-API GET → the buyer app. Unknown /api paths answer 404 in the envelope.
 * A buyer route the build wrote its own page for (routes/<route>.html: index.html plus that route's code as
 * modulepreload links, scripts/routePreload.ts; domain routePageFile names it) gets that page, any other address
 * index.html.
 */
import fastifyStatic from '@fastify/static';
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_CODES } from '@huashi/api';
import { routePageFile } from '@huashi/domain';
import { embeddableHelmet } from './http/security';

export const OPERATOR_ROUTES = ['/goodTp', '/cpsix', '/cpsixNew'] as const;

/** A supplier's own phone page (issue 31). */
export const SUPPLIER_PAGE = '/supplier';

/** The back office (/admin and every page under it) and a supplier's own page (/supplier) are part of the operator app. */
export function isOperatorPage(url: string): boolean {
  return (
    (OPERATOR_ROUTES as readonly string[]).includes(url) ||
    url === '/admin' ||
    url.startsWith('/admin/') ||
    url === SUPPLIER_PAGE ||
    url.startsWith(`${SUPPLIER_PAGE}/`)
  );
}

/**
 * The precompressed copy (written by the build next to each file: .br, .gz) to send for an
 * Accept-Encoding header: brotli first, then gzip, none when the client accepts neither.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (encoding: string) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

const ENCODING_SUFFIX = { br: '.br', gzip: '.gz' } as const;

/**
 * How long a built file may be kept: the hashed files under assets/ for a year, unchanged; every other file
 * (sw.js, manifest.webmanifest, offline.html, the icons) keeps its name across releases, so the browser asks again
 * each time (no-cache: revalidated by ETag). The service worker (sw.js) must never be stale, or a release would not
 * reach installed phones.
 */
export function staticCacheControl(filePath: string): string {
  return path.basename(path.dirname(filePath)) === 'assets' ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Static files: precompressed copies when asked for, never a source map (builds make none; this refuses stray ones). */
const staticOptions = {
  index: false,
  wildcard: false,
  decorateReply: false,
  cacheControl: false,
  preCompressed: true,
  setHeaders: (res: { setHeader: (name: string, value: string) => unknown }, filePath: string) => {
    res.setHeader('vary', 'accept-encoding');
    res.setHeader('cache-control', staticCacheControl(filePath));
  },
} as const;
const isSourceMap = (pathName: string) => pathName.endsWith('.map');

/** Files at the buyer app's root besides index.html: the icons, the web app manifest, the service worker and its offline page. */
const BUYER_ROOT_FILE = /^\/([\w.-]+\.(svg|png|ico|txt|webmanifest)|sw\.js|offline\.html)$/;

function sendIndex(reply: FastifyReply, dir: string, page = 'index.html') {
  if (!existsSync(path.join(dir, page))) {
    return reply
      .code(503)
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><meta charset="utf-8"><title>花市</title><p>应用尚未构建：请先运行 <code>npm run build</code>（<code>npm start</code> 会自动构建）。</p>',
      );
  }
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
  const compressed = encoding && path.join(dir, `${page}${ENCODING_SUFFIX[encoding]}`);
  if (encoding && compressed && existsSync(compressed)) {
    return reply.header('content-encoding', encoding).send(createReadStream(compressed));
  }
  return reply.send(createReadStream(path.join(dir, page)));
}

/** The buyer app's page for an address: the route's own built page when there is one, else index.html. */
function buyerPage(dir: string, url: string): string {
  const own = routePageFile(url);
  return own && existsSync(path.join(dir, own)) ? own : 'index.html';
}

/** The embedded address managers: other sites (EMBED_ORIGINS) may frame them; every other page refuses framing. */
export const EMBEDDED_ROUTES = ['/cpsix', '/cpsixNew'] as const;

export async function registerWeb(app: FastifyInstance, webDir: string, embedOrigins: string[] = ["'self'"]) {
  const buyerDir = path.join(webDir, 'buyer', 'dist');
  const operatorDir = path.join(webDir, 'operator', 'dist');
  // Not built yet (npm start builds first): every page then explains how to build.
  if (existsSync(buyerDir))
    await app.register(fastifyStatic, {
      ...staticOptions,
      root: buyerDir,
      prefix: '/',
      allowedPath: (pathName) => !isSourceMap(pathName) && (pathName.startsWith('/assets/') || BUYER_ROOT_FILE.test(pathName)),
    });
  if (existsSync(operatorDir))
    await app.register(fastifyStatic, {
      ...staticOptions,
      root: operatorDir,
      prefix: '/op/',
      allowedPath: (pathName) => !isSourceMap(pathName),
    });

  for (const route of EMBEDDED_ROUTES) {
    app.get(route, { helmet: embeddableHelmet(embedOrigins) }, (_request, reply) => sendIndex(reply, operatorDir));
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.code(404).send({ code: API_CODES.notFound, msg: '接口不存在', data: null });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ code: API_CODES.notFound, msg: '页面不存在', data: null });
    }
    if (isOperatorPage(url)) return sendIndex(reply, operatorDir);
    if (url.startsWith('/assets/') || url.startsWith('/op/') || url.startsWith('/media/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return sendIndex(reply, buyerDir, buyerPage(buyerDir, url));
  });
}
