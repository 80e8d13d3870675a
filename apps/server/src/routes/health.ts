import type { Health } from '@huashi/api';
import { healthContracts } from '@huashi/api/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';

export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/health', { schema: healthContracts.health }, async (_request, reply) => {
    let database: Health['database'] = 'up';
    try {
      await ctx.db.execute(sql`select 1`);
    } catch {
      database = 'down';
    }
    const data: Health = { status: database === 'up' ? 'ok' : 'degraded', database, time: ctx.clock.now().toISOString() };
    if (database === 'down') reply.code(503);
    return ok(data);
  });
}
