import type { ApiEnvelope } from '@huashi/api';
import { API_CODES } from '@huashi/api';

export function ok<T>(data: T, msg = '操作成功'): ApiEnvelope<T> {
  return { code: API_CODES.ok, msg, data };
}

/**
 * A business refusal (validation, sold out, insufficient balance …): answered with HTTP 200
 * and the given code and message, as DESIGN.md says.
 */
export class BusinessError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, msg: string, data: unknown = null) {
    super(msg);
    this.code = code;
    this.data = data;
  }
}

export const notFound = (msg = '数据不存在') => new BusinessError(API_CODES.notFound, msg);
export const badRequest = (msg: string) => new BusinessError(API_CODES.badRequest, msg);
