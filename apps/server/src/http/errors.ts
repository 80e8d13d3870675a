import { API_CODES, SERVICE_UNAVAILABLE_MSG, TOKEN_EXPIRED_MSG } from '@huashi/api';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/client';
import { BusinessError } from './envelope';
import { REQUEST_ID_HEADER } from './requestId';
import { BARE_SECURITY_HEADERS } from './security';

export class UnauthorizedError extends Error {
  constructor() {
    super(TOKEN_EXPIRED_MSG);
  }
}

/** A signed-in caller whose role may not do this (staff desks): HTTP 403, code 403, in the envelope. */
export class ForbiddenError extends Error {}

/** Nothing was done and the same request may be sent again (a group-committed purchase batch that failed): the 503 envelope. */
export class RetryLaterError extends Error {}

const GENERIC_FAULT = '服务器繁忙，请稍后再试';

/** One error handler for the whole API: every answer keeps the {code,msg,data} envelope. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | BusinessError | UnauthorizedError | ForbiddenError, request, reply) => {
    if (error instanceof BusinessError) {
      if (error.cause !== undefined) request.log.warn({ err: error.cause }, error.message);
      return reply.code(200).send({ code: error.code, msg: error.message, data: error.data });
    }
    if (error instanceof UnauthorizedError) {
      return reply.code(401).send({ code: API_CODES.unauthorized, msg: TOKEN_EXPIRED_MSG, data: null });
    }
    if (error instanceof ForbiddenError) {
      return reply.code(403).send({ code: API_CODES.forbidden, msg: error.message, data: null });
    }
    const fe = error as FastifyError;
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.statusCode === 413) {
      return reply.code(413).send({ code: API_CODES.tooLarge, msg: '上传内容过大', data: null });
    }
    if (fe.validation) {
      return reply.code(200).send({ code: API_CODES.badRequest, msg: '请求参数有误', data: null });
    }
    if (fe.statusCode === 429) {
      return reply.code(429).send({ code: API_CODES.tooMany, msg: '操作太频繁，请稍后再试', data: null });
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      // Malformed JSON, unsupported content type and the like: the caller's mistake, not ours.
      return reply.code(fe.statusCode).send({ code: fe.statusCode, msg: '请求格式有误', data: null });
    }
    if (isDatabaseUnavailable(error) || error instanceof RetryLaterError) {
      // The database is down or restarting (the server brings it back): try again shortly.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '2').send({ code: API_CODES.unavailable, msg: SERVICE_UNAVAILABLE_MSG, data: null });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ code: API_CODES.serverError, msg: GENERIC_FAULT, data: null });
  });
}

/** Messages of the faults answered before a request reaches a route. */
const CLIENT_FAULTS: Record<number, string> = {
  400: '请求格式有误',
  408: '请求超时，请重试',
  431: '请求头过大',
};

/**
 * Faults of the connection itself (headers too large, a request not sent in time, a malformed request line):
 * answered on the raw socket, still in the envelope, and the connection is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: import('node:stream').Duplex) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ code: status, msg: CLIENT_FAULTS[status], data: null });
  const reason = status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request';
  const headers = Object.entries(BARE_SECURITY_HEADERS)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${headers}Connection: close\r\n\r\n${body}`,
  );
}

/** A URL the router cannot decode (a bad %-escape) and the like: a 400 envelope, as any other bad request. */
export function frameworkErrors(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  void reply
    .code(400)
    .headers(BARE_SECURITY_HEADERS)
    .header(REQUEST_ID_HEADER, request.id)
    .send({ code: API_CODES.badRequest, msg: CLIENT_FAULTS[400], data: null });
}
