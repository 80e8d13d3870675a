import { ofetch, type $Fetch, type FetchOptions } from 'ofetch';
import { ApiError, isOk, SERVICE_BUSY_MSG, TOKEN_EXPIRED_MSG, type ApiEnvelope } from './envelope';

export type ApiClientOptions = {
  /** Base URL of the API, e.g. "/api" (default) or "http://127.0.0.1:8080/api". */
  baseURL?: string;
  /** Returns the stored token, if any; sent as `Authorization: Bearer <token>`. */
  getToken?: () => string | null | undefined;
  /** Called once for every 401 answer, before the call rejects. */
  onUnauthorized?: (error: ApiError) => void;
  /** Extra fetch implementation (tests in Node). */
  fetch?: typeof globalThis.fetch;
};

export type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined>;
  /** Form-encoded body instead of JSON (the embedded address manager, §7). */
  form?: boolean;
  signal?: AbortSignal;
};

export type ApiClient = {
  /** POST a JSON (or form) body, or multipart FormData (uploads); resolves with `data` of a 200 envelope, rejects with ApiError otherwise. */
  post<T>(path: string, body?: Record<string, unknown> | FormData, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  /** The whole envelope, for calls whose non-200 codes are answers rather than failures. */
  postEnvelope<T>(path: string, body?: Record<string, unknown>, options?: RequestOptions): Promise<ApiEnvelope<T>>;
  getEnvelope<T>(path: string, options?: RequestOptions): Promise<ApiEnvelope<T>>;
};

/** The API base the apps use: VITE_API_BASE, else "/api". */
export function defaultBaseURL(): string {
  const env = (import.meta as { env?: Record<string, string | undefined> }).env;
  return env?.VITE_API_BASE || '/api';
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseURL = options.baseURL ?? defaultBaseURL();
  const raw: $Fetch = ofetch.create(
    {
      baseURL,
      retry: 0,
      // Envelopes come back with HTTP 200 for business refusals; other HTTP codes still carry one.
      ignoreResponseError: true,
      // Only a client with a token has a request hook: ofetch awaits its hooks before calling fetch, so without one
      // the call leaves in the caller's own task (a render queued meanwhile does not delay it; issue 18's keystroke).
      ...(options.getToken
        ? {
            onRequest({ options: req }: { options: FetchOptions }) {
              const token = options.getToken?.();
              if (token) {
                const headers = new Headers(req.headers);
                headers.set('Authorization', `Bearer ${token}`);
                req.headers = headers;
              }
            },
          }
        : {}),
    },
    options.fetch ? { fetch: options.fetch } : undefined,
  );

  async function envelope<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: Record<string, unknown> | FormData,
    opts: RequestOptions = {},
  ): Promise<ApiEnvelope<T>> {
    const init: FetchOptions<'json'> = {
      method,
      query: opts.query,
      signal: opts.signal,
    };
    if (method === 'POST') {
      if (body instanceof FormData) {
        init.body = body;
      } else if (opts.form) {
        const form = new URLSearchParams();
        for (const [k, v] of Object.entries(body ?? {})) if (v !== undefined && v !== null) form.set(k, String(v));
        init.body = form;
      } else {
        init.body = body ?? {};
      }
    }
    let answer: unknown;
    try {
      answer = await raw(path, init);
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error;
      throw new ApiError(0, '网络错误，请检查网络后重试');
    }
    if (!answer || typeof answer !== 'object' || !('code' in answer)) {
      throw new ApiError(500, SERVICE_BUSY_MSG);
    }
    const env = answer as ApiEnvelope<T>;
    if (Number(env.code) === 401) {
      const error = new ApiError(401, env.msg || TOKEN_EXPIRED_MSG);
      options.onUnauthorized?.(error);
      throw error;
    }
    return env;
  }

  async function unwrap<T>(p: Promise<ApiEnvelope<T>>): Promise<T> {
    const env = await p;
    if (!isOk(env.code)) throw new ApiError(env.code, env.msg, env.data);
    return env.data;
  }

  return {
    post: (path, body, opts) => unwrap(envelope('POST', path, body, opts)),
    get: (path, opts) => unwrap(envelope('GET', path, undefined, opts)),
    postEnvelope: (path, body, opts) => envelope('POST', path, body, opts),
    getEnvelope: (path, opts) => envelope('GET', path, undefined, opts),
  };
}
