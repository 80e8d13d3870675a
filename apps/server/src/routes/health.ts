import type { Health } from '@huashi/api';
import { systemEndpoints } from '@huashi/api/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
import type { Scope } from '../plugins/scopes';

export function healthRoutes(app: Scope, ctx: AppContext) {
  serve(app, systemEndpoints.health, async (_request, reply) => {
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
