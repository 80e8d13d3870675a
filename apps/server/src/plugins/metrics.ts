/**
 * The metrics scope's guard (GET /metrics, routes/metrics.ts): who may read an instance's metrics.
 *
 * - A client whose address is in METRICS_ALLOW (default loopback: a Prometheus on the same machine), the address being
 *   `request.ip`: the connection's, or the forwarded client's when TRUST_PROXY names the proxy it came through.
 * - A request that came through a proxy TRUST_PROXY does not name (it carries X-Forwarded-For, Forwarded or X-Real-IP)
 *   is never let in by address: its connection is the proxy's (an nginx on this machine is loopback), not the client's.
 * - Or any client sending `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time).
 * - Everyone else reads 404 Not found (text), as for a path that does not exist: nothing tells a stranger that the
 *   endpoint is there. (An SPA would answer an unknown GET /metrics with its page; this answer is plain 404.)
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import proxyAddr from '@fastify/proxy-addr';
import type { AppContext } from '../context';
import { bearer } from './auth';
import type { Guard } from './scopes';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

const digest = (text: string) => createHash('sha256').update(text).digest();

export const metricsGuard: Guard = (ctx: AppContext) => {
  const allowed = proxyAddr.compile(ctx.config.metrics.allow);
  const trustProxy = ctx.config.trustProxy;
  const trustedProxy = trustProxy ? proxyAddr.compile(trustProxy.split(',')) : () => false;
  const token = ctx.config.metrics.token === null ? null : digest(ctx.config.metrics.token);
  return async (request, reply) => {
    const sent = bearer(request);
    if (token && sent !== null && timingSafeEqual(digest(sent), token)) return undefined;
    const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
    const direct = !forwarded || trustedProxy(request.socket.remoteAddress ?? '', 0);
    if (direct && allowed(request.ip, 0)) return undefined;
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  };
};
