import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { BusinessError } from '../http/envelope';
import { verifyOperatorSign, type OperatorSign } from '../operators/sign';

declare module 'fastify' {
  interface FastifyRequest {
    operator?: OperatorSign;
  }
}

export const SIGN_INVALID_MSG = '签名无效或已过期，请重新获取链接';

/** The operator scope's guard (plugins/scopes.ts): ?sign (or body.sign) must be a live, server-issued sign (401 otherwise). */
export function requireOperator(ctx: AppContext) {
  return async function (request: FastifyRequest) {
    const query = (request.query ?? {}) as { sign?: string };
    const body = (request.body ?? {}) as { sign?: unknown };
    const sign = query.sign ?? (typeof body.sign === 'string' ? body.sign : undefined);
    const operator = await verifyOperatorSign(ctx.db, ctx.clock, sign);
    if (!operator) throw new BusinessError(401, SIGN_INVALID_MSG);
    request.operator = operator;
  };
}

export function operatorOf(request: FastifyRequest): OperatorSign {
  if (!request.operator) throw new BusinessError(401, SIGN_INVALID_MSG);
  return request.operator;
}
