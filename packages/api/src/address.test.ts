import { describe, expect, it, vi } from 'vitest';
import { addressApi } from './address';
import { addressRoutes } from './routes.generated';
import { createApiClient } from './client';

function recordingClient() {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ code: 200, msg: '保存成功', data: { list: [], pages: { total: 0 } } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  const api = addressApi(createApiClient({ baseURL: 'http://x/api', fetch: fetch as unknown as typeof globalThis.fetch }));
  const call = (i = 0) => {
    const [input, init] = fetch.mock.calls[i]!;
    const request = input instanceof Request ? input : new Request(String(input), init);
    return { url: new URL(request.url), init: init ?? {}, request };
  };
  return { api, call };
}

describe('address client', () => {
  it('posts the /cpsix save form-encoded, with sign and buyerId in the query', async () => {
    const { api, call } = recordingClient();
    await api.embedded.save({ sign: 's.1.x', buyerId: 7 }, { contactUser: '王芳', logisType: 2, logisWay: 3, addrZid: undefined });
    const { url, request } = call();
    expect(url.pathname).toBe(`/api${addressRoutes.embeddedSave.path}`);
    expect(url.searchParams.get('sign')).toBe('s.1.x');
    expect(url.searchParams.get('buyerId')).toBe('7');
    expect(request.headers.get('content-type')).toMatch(/application\/x-www-form-urlencoded/);
    const body = new URLSearchParams(await request.text());
    expect(Object.fromEntries(body)).toEqual({ contactUser: '王芳', logisType: '2', logisWay: '3' });
  });

  it('sends buyerId in the body of cp6 calls and asks for up to 1000', async () => {
    const { api, call } = recordingClient();
    await api.cp6.list({ sign: 's', buyerId: '12' });
    const { url, request } = call();
    expect(url.pathname).toBe('/api/cp6/address/list');
    expect(JSON.parse(await request.text())).toEqual({ page: 1, limit: 1000, buyerId: '12' });
  });
});
