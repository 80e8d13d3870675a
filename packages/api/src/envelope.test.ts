import { MESSAGES } from '@huashi/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, isRetryableError } from './envelope';

describe('errorMessage', () => {
  it("shows the server's refusal", () => {
    expect(errorMessage(new ApiError(411, '您的账户余额不足'))).toBe('您的账户余额不足');
  });
  it("shows the client's own network text (code 0)", () => {
    expect(errorMessage(new ApiError(0, '网络错误，请检查网络后重试'))).toBe('网络错误，请检查网络后重试');
  });
  it('falls back to 请求错误 (or the given text) when there is no message or no ApiError', () => {
    expect(errorMessage(new ApiError(500, ''))).toBe(MESSAGES.requestFailed);
    expect(errorMessage(new TypeError('x is undefined'))).toBe(MESSAGES.requestFailed);
    expect(errorMessage(null, '保存失败，请稍后再试')).toBe('保存失败，请稍后再试');
  });
});

describe('isRetryableError', () => {
  it('retries only when no answer came or the service was briefly unavailable', () => {
    expect(isRetryableError(new ApiError(0, '网络错误'))).toBe(true);
    expect(isRetryableError(new ApiError(503, '服务暂不可用'))).toBe(true);
  });
  it('never retries answers: refusals, 4xx, 401, faults, or errors of our own', () => {
    for (const code of [400, 401, 404, 409, 411, 429, 500]) expect(isRetryableError(new ApiError(code, 'x'))).toBe(false);
    expect(isRetryableError(new Error('bad sign key'))).toBe(false);
  });
});
