/**
 * Request ids (issue 29): every answer carries `X-Request-Id`, and every log line of that request names it (Fastify's
 * child logger of the request, label `requestId`), the error handler's line included (http/errors.ts logs through
 * `request.log`) — so a buyer's screenshot of an error, or the proxy's access log, leads to the server's log lines.
 *
 * Decisions:
 * - The incoming `X-Request-Id` is taken only from a proxy TRUST_PROXY names (the connection's own address, as
 *   Fastify's trustProxy judges it, via the same @fastify/proxy-addr), so nginx's `$request_id` runs through its access
 *   log and ours; from anyone else it is ignored (a client cannot plant ids in our logs or make two requests share one).
 * - A taken id must look like one: 8 to 128 of `A–Z a–z 0–9 . _ : -` (nginx's 32 hex digits, a UUID); anything else is
 *   replaced, never echoed.
 * - Otherwise the id is made with crypto.randomUUID().
 * - The header is set in the first hook (onRequest), so refusals by guards, 404s and error envelopes carry it too;
 *   a URL the router cannot decode is answered by `frameworkErrors` (http/errors.ts), which sets it as well.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** The log lines' key of the request id. */
export const REQUEST_ID_LOG_LABEL = 'requestId';
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's genReqId: the trusted proxy's id when valid, else a new UUID. */
export function requestIdOf(trustProxy: string | false): (raw: IncomingMessage) => string {
  const trusted = trustProxy ? proxyAddr.compile(trustProxy.split(',')) : null;
  return (raw) => {
    const given = raw.headers[REQUEST_ID_HEADER];
    const fromProxy = trusted !== null && trusted(raw.socket?.remoteAddress ?? '', 0);
    return fromProxy && typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  };
}

/** Every answer names its request id. */
export function registerRequestIds(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
