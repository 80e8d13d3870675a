import { MESSAGES } from '@huashi/domain';

/** Every API answer is `{code, msg, data}`; code 200 (or "200") is success. */
export type ApiEnvelope<T> = { code: number | string; msg: string; data: T };

/** Codes the server answers with, besides 200. */
export const API_CODES = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  insufficientBalance: 411,
  tooMany: 429,
  serverError: 500,
  unavailable: 503,
} as const;
export type ApiCode = (typeof API_CODES)[keyof typeof API_CODES];

/** The message answered with code 401 (spec §8). */
export const TOKEN_EXPIRED_MSG = MESSAGES.tokenExpired;

/** The message answered with code 503 while the database cannot be reached. */
export const SERVICE_UNAVAILABLE_MSG = '服务暂不可用，请稍后再试';
/** A fault's message: an answer that is not what the endpoint answers. */
export const SERVICE_BUSY_MSG = '服务器繁忙，请稍后再试';

export function isOk(code: number | string): boolean {
  return code === 200 || code === '200';
}

/** A refused or failed call: carries the server's code and message. */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
  constructor(code: number | string, msg: string, data: unknown = null) {
    super(msg);
    this.name = 'ApiError';
    this.code = Number(code);
    this.msg = msg;
    this.data = data;
  }
}

/**
 * The one text to show for a failed call: the message of an ApiError (the server's refusal, or the client's own
 * 网络错误 text when no answer came), else the fallback (请求错误，请稍后再试 unless the caller names its own).
 */
export function errorMessage(error: unknown, fallback: string = MESSAGES.requestFailed): string {
  if (error instanceof ApiError) return error.msg || fallback;
  return fallback;
}

/** Code of an ApiError raised when the server could not be reached (no answer at all). */
export const NETWORK_ERROR_CODE = 0;

/**
 * Whether a failed read is worth one more try: only when no answer came (network) or the server was briefly
 * unavailable (503). Business refusals (HTTP 200 with their code), 4xx and 401 are answers, never retried.
 */
export function isRetryableError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.code === NETWORK_ERROR_CODE || error.code === API_CODES.unavailable;
}

/** The apps' retry rule for reads: one more try, and only when isRetryableError says it is worth it. */
export function retryRead(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isRetryableError(error);
}
