/**
 * One check at the request boundary for every route: a text with a NUL character or a lone surrogate can never be
 * stored (PostgreSQL refuses NUL, UTF-8 has no lone surrogates), so such a request is refused with a 400 envelope
 * before any handler or query runs.
 */
import { API_CODES } from '@huashi/api';
import type { FastifyInstance } from 'fastify';

export const UNSAFE_TEXT_MSG = '请求包含无效字符';

const MAX_DEPTH = 32;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `value`, or any text inside it (keys included), holds a NUL or a lone surrogate. */
export function hasUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000') || LONE_SURROGATE.test(value);
  if (typeof value !== 'object' || value === null) return false;
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((item) => hasUnsafeText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => hasUnsafeText(key, depth + 1) || hasUnsafeText(item, depth + 1));
}

export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    if (hasUnsafeText(request.params) || hasUnsafeText(request.query) || hasUnsafeText(request.body)) {
      return reply.code(400).send({ code: API_CODES.badRequest, msg: UNSAFE_TEXT_MSG, data: null });
    }
  });
}
