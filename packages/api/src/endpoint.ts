/**
 * One definition per endpoint (issue 28): method, path, scope, request and response schemas are ONE object, written
 * with `endpoint()` in `contracts/<area>.ts` and grouped per area with `endpoints(area, {...})`. From that object:
 * - the server registers the route (`serve(scope, endpoint, handler)` in apps/server/src/http/serve.ts), inside the
 *   scope the endpoint names — plugins/scopes.ts still refuses a route without request and response contracts, and now
 *   also one registered in a scope other than its own;
 * - the client calls it (`call(client, route, input)`), the input typed as the request's `z.input`, the answer as the
 *   response's `z.output` (`data` of its envelope): no generic, path or answer type is written by hand;
 * - its query key is `queryKey(route, input)` = [area, name, input?], so `[area]` invalidates the whole area.
 *
 * The browser never loads zod. The client reads an endpoint through its *route* — `{method, path, key}`, generated
 * into `routes.generated.ts` by `npm run api:routes` from the endpoint objects and typed by them (a type-only import),
 * so the path is still written once by hand; a unit test (scripts/apiRoutes.test.ts) fails when the file is stale.
 *
 * Why our own helper and not a contract library — evaluated 2026-11-28 against Fastify 5.12 + zod 4.6 + scopes.ts:
 * - ts-rest 3.52.1 (latest on npm): peer `zod ^3.22` and @ts-rest/fastify peer `fastify ^4`; no release for zod 4 or
 *   Fastify 5. Does not fit.
 * - oRPC 1.16 (@orpc/zod, @orpc/contract; standard-schema, zod ≥ 3.25): fits zod 4, but serves procedures through its
 *   own handler and RPC/OpenAPI codecs rather than Fastify routes, so our scopes (a preValidation guard per
 *   encapsulated plugin, the onRoute contract check, the response check of http/responses.ts, the `{code,msg,data}`
 *   envelope with HTTP 200 refusals) would have to be rebuilt inside it. Does not fit the wire format for free.
 * - zod-endpoints 0.1.7: depends on zod 3.5; unmaintained.
 * - Every such library's client holds the contract object itself, schemas included, so zod and our contracts reach
 *   the browser. Measured with esbuild --minify, gzip -9: the buyer's address calls as today 5.1 KB gz; the same plus
 *   the address contracts as values 99 KB gz; plus every contract 135 KB gz; zod alone (`z.object`) 92 KB gz
 *   (zod/mini 85 KB gz). The buyer app's first screen is the other goal, so the client must not carry zod.
 * - This helper adds to the buyer app one generated table of {method, path, key} and `call` (a few hundred bytes gz
 *   per area) and nothing at run time on the server beyond the route options Fastify already received. Type
 *   inference on our contracts: `z.input`/`z.output` of each endpoint's own schema, checked by `tsc`.
 */
import type { z } from 'zod';
import type { StaffDesk } from '@huashi/domain';
import type { ApiClient, RequestOptions } from './client';
import type { ApiEnvelope } from './envelope';

export type Method = 'GET' | 'POST';

/**
 * Who may call an endpoint, i.e. the server scope it is registered in: nobody checked (`public`), a buyer token, an
 * operator sign, this machine only (`loopback`, development helpers), the sandbox gateway's payer pages (`sandbox`: this
 * machine only in development, anyone on a production demo started with PAY_SANDBOX_IN_PRODUCTION=1), a buyer's or
 * a staff member's token (`uploader`, the upload service), any working staff member (`staff`), the staff
 * whose role works at a desk (`staff:<desk>`), or a metrics scraper (`metrics`: an address in METRICS_ALLOW or the
 * METRICS_TOKEN).
 */
export type EndpointScope =
  | 'public'
  | 'buyer'
  | 'operator'
  /** A supplier's own token (issue 31): its read-only view, nothing else. */
  | 'supplier'
  | 'loopback'
  | 'sandbox'
  | 'uploader'
  | 'staff'
  | `staff:${StaffDesk}`
  /** A half staff session after the password: the code step (`staff:code`); the enrolment (`staff:enrol`, also a full session). */
  | 'staff:code'
  | 'staff:enrol'
  | 'metrics';

/** The request and response contracts, as Fastify takes them for `schema` (zod, through fastify-type-provider-zod). */
export type EndpointSchema = {
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  response: { 200: z.ZodType } & Record<number, z.ZodType>;
};

export type Endpoint<
  M extends Method = Method,
  P extends string = string,
  S extends EndpointScope = EndpointScope,
  C extends EndpointSchema = EndpointSchema,
> = { method: M; path: P; scope: S; schema: C };

/** One endpoint: method, path (under the API base, spec §7; ours where the spec names none), scope and contracts. */
export function endpoint<M extends Method, P extends string, S extends EndpointScope, C extends EndpointSchema>(
  method: M,
  path: P,
  scope: S,
  schema: C,
): Endpoint<M, P, S, C> {
  return { method, path, scope, schema };
}

/** The endpoints of an area, named: the name is the area of their query keys (`[area, name, input]`). */
export type Endpoints<A extends string = string, E extends Record<string, Endpoint> = Record<string, Endpoint>> = E & {
  readonly [AREA]: A;
};
export const AREA = Symbol.for('huashi.endpoints.area');

export function endpoints<A extends string, E extends Record<string, Endpoint>>(area: A, table: E): Endpoints<A, E> {
  return Object.assign(table, { [AREA]: area }) as Endpoints<A, E>;
}

/** What a client reads of an endpoint: its method, path and query key; typed by the endpoint itself. */
export type Route<E extends Endpoint = Endpoint> = {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly key: readonly [area: string, name: string];
  /** Types only (never set): the endpoint this route reads. */
  readonly endpoint?: E;
};

/** The routes of an area's endpoints (routes.generated.ts). */
export type Routes<T> = { readonly [K in keyof T as T[K] extends Endpoint ? K : never]: T[K] extends Endpoint ? Route<T[K]> : never };

/** Types `table` (generated from `T`) as the routes of T. */
export const routes = <T>(table: Record<string, { method: Method; path: string; key: readonly [string, string] }>) =>
  table as unknown as Routes<T>;

type Schema<R extends Route> = NonNullable<R['endpoint']>['schema'];

/** The request of an endpoint as a caller writes it: the body's (POST) or the query string's (GET) `z.input`. */
export type InputOf<R extends Route> =
  Schema<R> extends { body: infer B extends z.ZodType }
    ? z.input<B>
    : Schema<R> extends { querystring: infer Q extends z.ZodType }
      ? z.input<Q>
      : undefined;

/** The answer of an endpoint: `data` of its 200 envelope, as its response schema outputs it. */
export type AnswerOf<R extends Route> = z.output<Schema<R>['response'][200]> extends { data: infer D } ? D : never;

/** Whether the endpoint's input may be left out (every field optional). */
type Args<R extends Route> =
  Record<string, never> extends NonNullable<InputOf<R>>
    ? [input?: InputOf<R>, options?: RequestOptions]
    : [input: InputOf<R>, options?: RequestOptions];

/** Where and how a call goes: GET sends the input as its query string, POST as its body. */
function request(route: Route, input: unknown, options: RequestOptions = {}) {
  if (route.method === 'GET')
    return { body: undefined, options: { ...options, query: { ...(input as RequestOptions['query']), ...options.query } } };
  return { body: (input ?? {}) as Record<string, unknown>, options };
}

/** Calls an endpoint: resolves with its answer's `data`, rejects with ApiError for any code but 200. */
export function call<R extends Route>(client: ApiClient, route: R, ...[input, options]: Args<R>): Promise<AnswerOf<R>> {
  const sent = request(route, input, options);
  return route.method === 'GET' ? client.get(route.path, sent.options) : client.post(route.path, sent.body, sent.options);
}

/** Calls an endpoint whose body is multipart (`form`: its fields and files, read by the route): resolves with its answer. */
export function callForm<R extends Route>(client: ApiClient, route: R, form: FormData, options?: RequestOptions): Promise<AnswerOf<R>> {
  return client.post(route.path, form, options);
}

/** Calls an endpoint whose codes other than 200 are answers rather than failures: the whole envelope. */
export function callEnvelope<R extends Route>(
  client: ApiClient,
  route: R,
  ...[input, options]: Args<R>
): Promise<ApiEnvelope<AnswerOf<R>>> {
  const sent = request(route, input, options);
  return route.method === 'GET' ? client.getEnvelope(route.path, sent.options) : client.postEnvelope(route.path, sent.body, sent.options);
}

/** The query key of a read: `[area, name]`, then its input when it has one. */
export function queryKey<R extends Route>(route: R): readonly [string, string];
export function queryKey<R extends Route, I>(route: R, input: I): readonly [string, string, I];
export function queryKey(route: Route, ...input: unknown[]): readonly unknown[] {
  return input.length ? [...route.key, input[0]] : route.key;
}
