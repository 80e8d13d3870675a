import { PATHS } from '@huashi/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { operatorOf, requireOperator } from '../plugins/operator';

export function operatorRoutes(app: FastifyInstance, ctx: AppContext) {
  const auth = requireOperator(ctx);
  app.post(PATHS.operatorPermission, { preHandler: auth }, async (request) => {
    const operator = operatorOf(request);
    return ok({ editDifferAmount: operator.editDifferAmount ? 1 : 0, label: operator.label });
  });
}
