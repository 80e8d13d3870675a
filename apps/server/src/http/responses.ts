/**
 * Response contracts (packages/api/src/contracts, `response: answers(schema)`) as the routes' serializers.
 *
 * Every route declares what it answers (plugins/scopes.ts refuses a route without a response contract at start).
 * How the answer is checked depends on `config.responseCheck` (RESPONSE_CHECK, by default from NODE_ENV):
 * - `off` (production): no check, `JSON.stringify` as before — no per-answer cost during the 11:30 rush.
 * - `log` (development): every answer is checked against its contract (zod `safeParse`); a mismatch is logged as an
 *   error naming the route and the fields, and the answer still goes out.
 * - `fail` (test): a mismatch is logged and answered as a fault (HTTP 500, 服务器繁忙，请稍后再试), so the suite
 *   catches an answer its contract does not describe.
 *
 * The bytes sent are `JSON.stringify` of what the handler answered in every mode (never the parsed value), so test
 * and production send the same answer. Exempt from the check, and declared as such: file answers (`file(type)` in
 * the contract: the order export download, the media SVGs), which Fastify sends without serialising. A route that
 * sends JSON it serialised itself (the region tree, pre-serialised once) is checked on its way out (onSend) instead.
 */
import { FILE_ANSWER } from '@huashi/api/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config';

/** A JSON answer that does not match its route's response contract (a bug of the server or of the contract). */
export class ResponseContractError extends Error {
  constructor(route: string, issues: readonly z.core.$ZodIssue[]) {
    const fields = issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
      .join('; ');
    super(`${route} answered outside its response contract — ${fields}${issues.length > 5 ? ` (+${issues.length - 5} more)` : ''}`);
    this.name = 'ResponseContractError';
  }
}

/** Whether a response schema is a file answer (`file()` of the contracts), which is never serialised. */
export function isFileAnswer(schema: unknown): boolean {
  const meta = (schema as { meta?: () => Record<string, unknown> | undefined } | null)?.meta?.();
  return typeof meta?.[FILE_ANSWER] === 'string';
}

/** Checks `data` against `schema`; a mismatch is logged, and thrown when `fail`. */
function check(schema: z.ZodType, data: unknown, route: string, mode: 'log' | 'fail', log: FastifyBaseLogger) {
  const result = schema.safeParse(data);
  if (result.success) return;
  const error = new ResponseContractError(route, result.error.issues);
  log.error({ err: error }, 'answer outside its response contract');
  if (mode === 'fail') {
    // Tests run without a logger: the mismatch is then named on stderr next to the failing test. Answered as a fault.
    if (!logs(log)) process.stderr.write(`${error.message}\n`);
    throw error;
  }
}

/** Whether the server's logger writes errors (none when it is off or silent, as in the server tests). */
const logs = (log: FastifyBaseLogger): boolean => {
  const isLevelEnabled = (log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  return typeof isLevelEnabled === 'function' && isLevelEnabled.call(log, 'error');
};

const isZod = (schema: unknown): schema is z.ZodType => typeof (schema as z.ZodType | null)?.safeParse === 'function';

export function registerResponseContracts(app: FastifyInstance, config: Pick<Config, 'responseCheck'>) {
  const mode = config.responseCheck;
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    if (mode === 'off' || !isZod(schema) || isFileAnswer(schema)) return (data) => JSON.stringify(data);
    const route = `${method} ${url} (HTTP ${httpStatus})`;
    return (data) => {
      check(schema, data, route, mode, app.log);
      return JSON.stringify(data);
    };
  });
  if (mode === 'off') return;

  // JSON a route serialised itself (a string sent with a JSON content type is not serialised again): checked here.
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const schema = (request.routeOptions.schema?.response as Record<string, unknown> | undefined)?.[String(reply.statusCode)];
    if (!isZod(schema) || isFileAnswer(schema) || serialised.has(request)) return payload;
    check(schema, JSON.parse(payload), `${request.method} ${request.routeOptions.url} (HTTP ${reply.statusCode})`, mode, request.log);
    return payload;
  });
  // Answers that went through the serializer above (already checked) are marked before it runs.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    serialised.add(request);
    return payload;
  });
}

/** Requests whose answer the serializer checked (so onSend does not check it twice). */
const serialised = new WeakSet<object>();
