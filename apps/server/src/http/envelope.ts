import { API_CODES } from '@huashi/api';
import type { Envelope } from '@huashi/api/contracts';

/** A success: code 200 around `data` (the route's response contract says what `data` is). */
export function ok<T>(data: T, msg = '操作成功'): Envelope<T> {
  return { code: API_CODES.ok, msg, data };
}

/**
 * A business refusal (validation, sold out, insufficient balance …): answered with HTTP 200
 * and the given code and message, as DESIGN.md says. A `cause` (a fault behind the answer, such as an SMS vendor's
 * refusal) is logged with the request.
 */
export class BusinessError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, msg: string, data: unknown = null, options?: ErrorOptions) {
    super(msg, options);
    this.code = code;
    this.data = data;
  }
}

export const notFound = (msg = '数据不存在') => new BusinessError(API_CODES.notFound, msg);
export const badRequest = (msg: string, data: unknown = null) => new BusinessError(API_CODES.badRequest, msg, data);
