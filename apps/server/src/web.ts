/**
 * Serves the built apps: /goodTp, /cpsix and /cpsixNew → the operator app (its assets under
 * /op/), every other non-API GET → the buyer app. Unknown /api paths answer 404 in the envelope.
 */
import fastifyStatic from '@fastify/static';
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_CODES } from '@huashi/api';

export const OPERATOR_ROUTES = ['/goodTp', '/cpsix', '/cpsixNew'] as const;

function sendIndex(reply: FastifyReply, dir: string) {
  if (!existsSync(path.join(dir, 'index.html'))) {
    return reply
      .code(503)
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><meta charset="utf-8"><title>花市</title><p>应用尚未构建：请先运行 <code>npm run build</code>（<code>npm start</code> 会自动构建）。</p>',
      );
  }
  return reply
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(createReadStream(path.join(dir, 'index.html')));
}

export async function registerWeb(app: FastifyInstance, webDir: string) {
  const buyerDir = path.join(webDir, 'buyer', 'dist');
  const operatorDir = path.join(webDir, 'operator', 'dist');
  // Not built yet (npm start builds first): every page then explains how to build.
  if (existsSync(buyerDir))
    await app.register(fastifyStatic, {
      root: buyerDir,
      prefix: '/',
      index: false,
      wildcard: false,
      decorateReply: false,
      maxAge: '1y',
      immutable: true,
      allowedPath: (pathName) => pathName.startsWith('/assets/') || /^\/[\w.-]+\.(svg|png|ico|txt|webmanifest)$/.test(pathName),
    });
  if (existsSync(operatorDir))
    await app.register(fastifyStatic, {
      root: operatorDir,
      prefix: '/op/',
      index: false,
      wildcard: false,
      decorateReply: false,
      maxAge: '1y',
      immutable: true,
    });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.code(404).send({ code: API_CODES.notFound, msg: '接口不存在', data: null });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ code: API_CODES.notFound, msg: '页面不存在', data: null });
    }
    if ((OPERATOR_ROUTES as readonly string[]).includes(url)) return sendIndex(reply, operatorDir);
    if (url.startsWith('/assets/') || url.startsWith('/op/') || url.startsWith('/media/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return sendIndex(reply, buyerDir);
  });
}
