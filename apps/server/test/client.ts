/**
 * The typed client of packages/api over app.inject: server tests call the API exactly as the apps do (same paths,
 * bodies, envelope handling and ApiError), without a socket. Raw app.inject stays only where a test sends a request
 * the client would never send (malformed JSON, foreign content types, oversized bodies …).
 */
import {
  accountApi,
  ApiError,
  addressApi,
  call,
  callEnvelope,
  cartApi,
  catalogApi,
  createApiClient,
  homeApi,
  ordersApi,
  regionApi,
  staffApi,
  type ApiClient,
  type Endpoint,
  type RequestOptions,
  type Route,
} from '@huashi/api';
import type { FastifyInstance, InjectOptions } from 'fastify';

export type InjectFetchOptions = {
  /** The client address the server sees (login and SMS throttles count per address). */
  ip?: string;
};

/** A fetch that answers through `app.inject`. */
export function injectFetch(app: FastifyInstance, opts: InjectFetchOptions = {}): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await app.inject({
      method: request.method as InjectOptions['method'],
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      payload,
      ...(opts.ip ? { remoteAddress: opts.ip } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}

/** The typed client with `token` (a buyer's or a staff member's; none: a visitor), and every area's calls on it. */
export function apiFor(app: FastifyInstance, token: string | null = null, opts: InjectFetchOptions = {}) {
  const client: ApiClient = createApiClient({ baseURL: 'http://inject.test/api', getToken: () => token, fetch: injectFetch(app, opts) });
  return {
    client,
    account: accountApi(client),
    address: addressApi(client),
    cart: cartApi(client),
    catalog: catalogApi(client),
    home: homeApi(client),
    orders: ordersApi(client),
    region: regionApi(client),
    staff: staffApi(client),
  };
}

export type TestApi = ReturnType<typeof apiFor>;

/**
 * A call's outcome as code and data, for tests that assert refusals next to successes: resolved → code 200 and its
 * data; refused → the ApiError's code, msg and data. (Calls whose answer is the whole envelope need none of this.)
 */
export async function settle<T>(call: Promise<T>): Promise<{ code: number; msg: string | null; data: T }> {
  try {
    return { code: 200, msg: null, data: await call };
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, msg: error.msg, data: error.data as T };
    throw error;
  }
}

/** An endpoint as its client route (as routes.generated.ts gives it; the query key is not used by a call). */
function routeOf<E extends Endpoint>(endpoint: E): Route<E> {
  return { method: endpoint.method, path: endpoint.path, key: ['test', endpoint.path] };
}

/**
 * One endpoint called through packages/api's own `callEnvelope`/`call`, with an open input (tests send what the pages
 * never would: missing or malformed fields, hence the cast) and the call's options (a query string beside a POST body,
 * a form body), its answer typed by the endpoint: the envelope (code, msg, data; data as the contract declares it for
 * code 200 — a refusal's data is the refusal's own, read it as such) ...
 */
export function endpointEnvelope<E extends Endpoint>(
  client: ApiClient,
  endpoint: E,
  input?: Record<string, unknown>,
  options?: RequestOptions,
) {
  return callEnvelope(client, routeOf(endpoint), ...([input, options] as never));
}

/** ... or its data (ApiError for any code but 200). */
export function endpointData<E extends Endpoint>(
  client: ApiClient,
  endpoint: E,
  input?: Record<string, unknown>,
  options?: RequestOptions,
) {
  return call(client, routeOf(endpoint), ...([input, options] as never));
}
