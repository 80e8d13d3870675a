/**
 * One inbox (消息中心, issue 33), ours: the buyer's messages, the unread count and marking read (services/inbox.ts),
 * and the hourly 90-day sweep. The live count is routes/live.ts (GET /api/live/inbox).
 */
import { inboxEndpoints } from '@huashi/api/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
import { every } from '../metrics/every';
import { buyerOf } from '../plugins/auth';
import { area } from '../plugins/scopes';
import { INBOX_SWEEP_EVERY_MS, listInbox, readAllInbox, readInbox, sweepInbox, unreadCount } from '../services/inbox';

const inboxArea = (ctx: AppContext) =>
  area(ctx, {
    buyer: (app) => {
      serve(app, inboxEndpoints.list, async (request) =>
        ok(await listInbox(ctx.db, buyerOf(request).id, { cursor: request.query.cursor, unread: request.query.unread })),
      );
      serve(app, inboxEndpoints.unread, async (request) => ok({ unread: await unreadCount(ctx.db, buyerOf(request).id) }));
      serve(app, inboxEndpoints.read, async (request) =>
        ok({ unread: await readInbox(ctx.db, ctx.clock.now(), buyerOf(request).id, request.body.id) }),
      );
      serve(app, inboxEndpoints.readAll, async (request) =>
        ok({ unread: await readAllInbox(ctx.db, ctx.clock.now(), buyerOf(request).id) }),
      );
    },
  });

/** The inbox routes, and the hourly sweep of messages older than 90 days. */
export function inboxRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    every(app, ctx.metrics, INBOX_SWEEP_EVERY_MS, {
      name: 'inbox_sweep',
      run: () => sweepInbox(ctx.db, ctx.clock.now()),
      failure: 'inbox sweep failed',
    });
    await app.register(inboxArea(ctx));
  };
}
