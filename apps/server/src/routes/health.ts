/**
 * GET /api/health — the process lives (and its clock, read by the apps); HTTP 503 while the database is down.
 * GET /api/ready — whether a proxy or the service manager should send this instance requests (issue 29): the database
 * reachable, its migrations at this build's level (db/migrations.ts: `ahead` counts as ready, the middle of a rolling
 * upgrade; `behind` does not), and the instance not draining (http/drain.ts: from the moment SIGTERM arrives). HTTP 200
 * when ready, else 503 with the same answer naming the reasons.
 */
import type { Health, Ready } from '@huashi/api';
import { systemEndpoints } from '@huashi/api/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { buildJournal, migrationLevel, type MigrationLevel } from '../db/migrations';
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

  serve(app, systemEndpoints.ready, async (_request, reply) => {
    const draining = ctx.drain.draining;
    let level: MigrationLevel | undefined;
    try {
      level = await migrationLevel(ctx.db);
    } catch {
      level = undefined;
    }
    const reasons: string[] = [];
    if (draining) reasons.push('draining: the instance is shutting down and finishes the requests in flight');
    if (!level) reasons.push('database unreachable');
    else if (level.state === 'behind')
      reasons.push(`migrations behind: the database is at ${level.database}, this build needs ${level.build}`);
    const data: Ready = {
      ready: reasons.length === 0,
      database: level ? 'up' : 'down',
      migrations: level?.state ?? 'unknown',
      buildMigration: buildJournal().at(-1)!.tag,
      databaseMigration: level?.database ?? '',
      draining,
      reasons,
    };
    if (!data.ready) reply.code(503);
    return ok(data);
  });
}
