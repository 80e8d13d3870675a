import { API_CODES, SERVICE_UNAVAILABLE_MSG, TOKEN_EXPIRED_MSG } from '@huashi/api';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/client';
import { BusinessError } from './envelope';

export class UnauthorizedError extends Error {
  constructor() {
    super(TOKEN_EXPIRED_MSG);
  }
}

const GENERIC_FAULT = '服务器繁忙，请稍后再试';

/** One error handler for the whole API: every answer keeps the {code,msg,data} envelope. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | BusinessError | UnauthorizedError, request, reply) => {
    if (error instanceof BusinessError) {
      return reply.code(200).send({ code: error.code, msg: error.message, data: error.data });
    }
    if (error instanceof UnauthorizedError) {
      return reply.code(401).send({ code: API_CODES.unauthorized, msg: TOKEN_EXPIRED_MSG, data: null });
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
    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting (the server brings it back): try again shortly.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '2').send({ code: API_CODES.unavailable, msg: SERVICE_UNAVAILABLE_MSG, data: null });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ code: API_CODES.serverError, msg: GENERIC_FAULT, data: null });
  });
}
