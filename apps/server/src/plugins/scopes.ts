/**
 * Route scopes: every route lives in an encapsulated plugin whose guard is a hook on the whole scope, so a route
 * added to a scope is guarded without remembering anything.
 *
 * - `publicScope`  — no guard (login, registration, public lists).
 * - `loopbackGuard` — clients on this machine only (development helpers); anyone else reads 404.
 * - `buyerScope`   — Bearer token of a buyer (HTTP 401 token已失效 otherwise); `buyerOf(request)` in handlers.
 * - `operatorScope` — a live operator `sign` (?sign or body.sign); `operatorOf(request)` in handlers.
 * - `supplier`     — Bearer token of a supplier (HTTP 401 token已失效 otherwise); `supplierOf(request)` in handlers.
 * - `staffGuard(desk)` — a Bearer staff token whose role works at the desk (401 / 403 otherwise); `staffOf(request)`.
 *   `staffArea(ctx, { any, desks })` groups an area's staff routes by desk.
 *
 * Every route declares its request contract (schema.body, querystring or params) and its response contract
 * (schema.response[200]: `answers(schema)` of packages/api/src/contracts, or `file(type)` for a file it sends itself);
 * a route without either stops the server at start. How answers are checked: src/http/responses.ts. A route registered
 * from its endpoint (`serve`, src/http/serve.ts) carries the endpoint's scope, and a scope named differently refuses
 * it at start too.
 *
 * The guard runs as a preValidation hook: after the body is parsed and the boundary's text check (inputGuard.ts),
 * before the request contract (zod) is validated — so a caller without a token reads 401 whatever it sent.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync, preValidationAsyncHookHandler, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext } from '../context';
import { requireBuyer } from './auth';
import { requireOperator } from './operator';
import { requireStaff } from './staff';
import { requireSupplier } from './supplier';
import type { StaffDesk, StaffLoginStage } from '@huashi/domain';
import type { EndpointScope } from '@huashi/api';
import { ENDPOINT_SCOPE } from '../http/serve';

/** A Fastify scope whose route schemas are zod contracts from packages/api (typed request, coerced values). */
export type Scope = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/** What a scope checks before any of its routes runs; null: nothing (public). */
export type Guard = (ctx: AppContext) => preValidationAsyncHookHandler | null;

export const publicGuard: Guard = () => null;
export const buyerGuard: Guard = (ctx) => requireBuyer(ctx);
export const operatorGuard: Guard = (ctx) => requireOperator(ctx);
export const supplierGuard: Guard = (ctx) => requireSupplier(ctx);
/** Loopback addresses: 127.0.0.0/8 and ::1 (also as IPv4-mapped IPv6). */
export function isLoopback(ip: string): boolean {
  return ip === '::1' || /^(::ffff:)?127\./.test(ip);
}

/**
 * Development helpers (/api/dev/*, the payment sandbox's payer page) answer only a client on this machine: anyone
 * else meets the same 404 as an unknown path, so a development server started on 0.0.0.0 exposes nothing. The
 * client is `request.ip`, i.e. the socket's address unless TRUST_PROXY names the proxy that forwarded it.
 */
export const loopbackGuard: Guard = () => async (request, reply) => {
  if (!isLoopback(request.ip)) {
    reply.callNotFound();
    return reply;
  }
  return undefined;
};

/** desk null: any working staff member; `stages`: the sessions taken (a full one unless told: the half ones of issue 29). */
export const staffGuard =
  (desk: StaffDesk | null, stages?: readonly StaffLoginStage[]): Guard =>
  (ctx) =>
    requireStaff(ctx, desk, stages);

/**
 * An encapsulated plugin holding `routes`, every one of them behind `guard`. `name`: the endpoints' scope this is
 * (packages/api EndpointScope); a route registered from an endpoint of another scope stops the server at start.
 */
export function scope(guard: Guard, ctx: AppContext, routes: (app: Scope) => void, name?: EndpointScope): FastifyPluginAsync {
  return async (app) => {
    const hook = guard(ctx);
    if (hook) app.addHook('preValidation', hook);
    // Every route declares its request and response contracts: a route without either stops the server at start.
    app.addHook('onRoute', (route) => {
      if (!route.schema?.body && !route.schema?.querystring && !route.schema?.params) {
        throw new Error(`${String(route.method)} ${route.url} has no request contract (schema.body, querystring or params)`);
      }
      const response = route.schema?.response as Record<string, unknown> | undefined;
      if (!response?.[200]) {
        throw new Error(
          `${String(route.method)} ${route.url} has no response contract (schema.response[200]: answers(schema), or file(type) for a file)`,
        );
      }
      const declared = (route.config as Record<string, unknown> | undefined)?.[ENDPOINT_SCOPE];
      if (declared !== undefined && declared !== name) {
        throw new Error(
          `${String(route.method)} ${route.url} is a ${String(declared)} endpoint registered in the ${name ?? 'unnamed'} scope`,
        );
      }
    });
    routes(app.withTypeProvider<ZodTypeProvider>());
  };
}

/** One area's routes by guard: each part becomes its own scope inside the area's plugin. */
export type Area = {
  public?: (app: Scope) => void;
  buyer?: (app: Scope) => void;
  operator?: (app: Scope) => void;
  supplier?: (app: Scope) => void;
};

const GUARDS: Record<keyof Area, Guard> = { public: publicGuard, buyer: buyerGuard, operator: operatorGuard, supplier: supplierGuard };

/** The encapsulated plugin of an area: its public, buyer, operator and supplier scopes. */
export function area(ctx: AppContext, parts: Area): FastifyPluginAsync {
  return async (app) => {
    for (const key of Object.keys(GUARDS) as (keyof Area)[]) {
      const routes = parts[key];
      if (routes) await app.register(scope(GUARDS[key], ctx, routes, key));
    }
  };
}

/**
 * The staff routes of an area: `public` (the staff login), `code` (the login's code step: a half session of stage
 * code), `enrol` (enrolling a second factor: a half session of stage enrol, or a full one), `any` (every working
 * staff member: own session, password) and one scope per desk, each behind the roles that work there.
 */
export function staffArea(
  ctx: AppContext,
  parts: {
    public?: (app: Scope) => void;
    code?: (app: Scope) => void;
    enrol?: (app: Scope) => void;
    any?: (app: Scope) => void;
    desks?: Partial<Record<StaffDesk, (app: Scope) => void>>;
  },
): FastifyPluginAsync {
  return async (app) => {
    if (parts.public) await app.register(scope(publicGuard, ctx, parts.public, 'public'));
    if (parts.code) await app.register(scope(staffGuard(null, ['code']), ctx, parts.code, 'staff:code'));
    if (parts.enrol) await app.register(scope(staffGuard(null, ['enrol', 'full']), ctx, parts.enrol, 'staff:enrol'));
    if (parts.any) await app.register(scope(staffGuard(null), ctx, parts.any, 'staff'));
    for (const [desk, routes] of Object.entries(parts.desks ?? {}) as [StaffDesk, (app: Scope) => void][]) {
      await app.register(scope(staffGuard(desk), ctx, routes, `staff:${desk}`));
    }
  };
}
