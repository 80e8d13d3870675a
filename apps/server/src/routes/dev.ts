/** Development and test helpers; registered only when NODE_ENV is not production. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { demoOperatorSign } from '../operators/sign';

export function devRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/dev/demo-operator-sign', async () => ok({ sign: await demoOperatorSign(ctx.db, ctx.clock, ctx.config.operatorSignTtlHours) }));
}
