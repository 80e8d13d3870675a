import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './envelope';

function fakeFetch(status: number, body: unknown) {
  return vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe('api client envelope handling', () => {
  it('unwraps data of a 200 envelope, also when code is the string "200"', async () => {
    const client = createApiClient({
      baseURL: 'http://x/api',
      fetch: fakeFetch(200, { code: '200', msg: 'ok', data: { a: 1 } }) as unknown as typeof fetch,
    });
    await expect(client.post('/p')).resolves.toEqual({ a: 1 });
  });
  it('rejects a business refusal with ApiError carrying code and msg', async () => {
    const client = createApiClient({
      baseURL: 'http://x/api',
      fetch: fakeFetch(200, { code: 411, msg: '您的账户余额不足', data: null }) as unknown as typeof fetch,
    });
    const error = await client.post('/p').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 411, msg: '您的账户余额不足' });
  });
  it('calls onUnauthorized on 401 and sends the bearer token', async () => {
    const fetch = fakeFetch(401, { code: 401, msg: 'token已失效', data: null });
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      baseURL: 'http://x/api',
      fetch: fetch as unknown as typeof globalThis.fetch,
      getToken: () => 'abc',
      onUnauthorized,
    });
    await expect(client.get('/v1/info/info')).rejects.toMatchObject({ code: 401, msg: 'token已失效' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const init = fetch.mock.calls[0]![1] as RequestInit;
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer abc');
  });
  it('turns a network failure into a readable ApiError', async () => {
    const client = createApiClient({
      baseURL: 'http://x/api',
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
    });
    await expect(client.post('/p')).rejects.toMatchObject({ code: 0, msg: '网络错误，请检查网络后重试' });
  });
});
