/**
 * Registers a route from its endpoint (packages/api/src/endpoint.ts): method, path and request/response contracts
 * come from the one object the client also calls, so nothing about the endpoint is written here but its handler.
 * The endpoint's scope is checked against the scope it is registered in (plugins/scopes.ts refuses a mismatch at
 * start, as it refuses a route without contracts).
 */
import type { Endpoint } from '@huashi/api';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Scope } from '../plugins/scopes';

/** The route's config key holding its endpoint's scope. */
export const ENDPOINT_SCOPE = 'endpointScope';

/** A handler of endpoint E: request typed by its request contracts, return value checked against its response. */
export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  RouteGenericInterface,
  ContextConfigDefault,
  E['schema'],
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** Registers `endpoint` in `app` (options: other route options, such as `sse`). */
export function serve<E extends Endpoint>(
  app: Scope,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: Omit<RouteShorthandOptions, 'schema'> = {},
) {
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema: endpoint.schema,
    config: { ...(options.config as object | undefined), [ENDPOINT_SCOPE]: endpoint.scope } as RouteShorthandOptions['config'],
    handler: handler as never,
  });
}
