import { ApiError } from '@huashi/api';
import { describe, expect, it } from 'vitest';
import { openAccountOptions, publicTokenFailure } from './accountRules';

describe('openAccountOptions', () => {
  it('ready with both lists; loading until then; the first failure with its message', () => {
    expect(openAccountOptions({ data: [], error: null }, { error: null })).toEqual({ state: 'loading' });
    expect(openAccountOptions({ data: [], error: null }, { data: [], error: null })).toEqual({ state: 'ready', types: [], regions: [] });
    expect(openAccountOptions({ error: new Error('x') }, { error: null })).toEqual({ state: 'failed', message: '加载失败，请稍后再试' });
    expect(openAccountOptions({ error: null }, { error: new ApiError(503, '服务暂不可用') })).toMatchObject({ message: '服务暂不可用' });
  });
});

describe('publicTokenFailure', () => {
  it('no token is an invalid link; a refusal shows its message', () => {
    expect(publicTokenFailure('', null)).toBe('登录链接无效或已过期，请重新登录');
    expect(publicTokenFailure('t', null)).toBeUndefined();
    expect(publicTokenFailure('t', new ApiError(400, '登录链接已失效'))).toBe('登录链接已失效');
  });
});
