import { ApiError, retryRead } from '@huashi/api';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './queryClient';

describe('retryRead', () => {
  it('retries a network failure once', () => {
    expect(retryRead(0, new ApiError(0, '网络错误'))).toBe(true);
    expect(retryRead(1, new ApiError(0, '网络错误'))).toBe(false);
  });
  it('never retries a refusal, a 4xx, a 401 or a fault', () => {
    for (const code of [400, 401, 404, 411, 500]) expect(retryRead(0, new ApiError(code, 'x'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('never retries writes', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});
