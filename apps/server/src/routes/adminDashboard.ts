/**
 * 今日概览 (issue 31): GET /api/admin/dashboard (any working staff member: the figures of the caller's cards,
 * services/dashboard.ts), POST /api/admin/live/ticket and GET /api/admin/live/dashboard?ticket=…, the page's live
 * stream: Server-Sent Events (the maintained @fastify/sse, as routes/live.ts) fed by the instance's one LISTEN
 * connection (live/stockFeed.ts, channel "desk" of drizzle/0021), so a sale, a claim or a withdrawal through any
 * instance reaches every open dashboard.
 *
 * Decisions:
 * - The stream carries no figures, only `changed` events of {areas} (orders, claims, payouts): the page reads the
 *   figures again through the endpoint above, whose answer is the one truth (and checked against the contract). So
 *   a stream can leak nothing, and a ticket is enough to open one.
 * - Coalesced: at most one event a second (DASHBOARD_COALESCE_MS), holding every area that changed since the last —
 *   a rush day's 1,000 orders a second cost an open dashboard one refetch a second. Only the areas of the member's
 *   cards are sent (a sale changes the 售后 card's supplier list too).
 * - On connect, and after the feed reconnected (announcements may have been missed), an event of every area of the
 *   member's cards with `retry: 1000`: a reconnecting page never keeps stale figures.
 * - The ticket (an EventSource cannot send the bearer token; the token never goes into a URL): a staff_tokens row of
 *   stage `live` (STAFF_LIVE_TICKET), hashed, for 10 minutes, of a member still working; it authorizes no call, and
 *   opens one stream: opening uses it up (revoked_at), so a ticket read from a URL (a proxy's log, history) opens
 *   nothing once the page used it. When the connection drops, the browser's own reconnect with the same URL is
 *   refused (401) and the page's ticketStream asks for a new ticket and opens again (about a second later).
 *   The buyers' stock ticket (services/liveStock.ts) is deliberately reusable for its 10 minutes, with a cap of open
 *   streams per buyer instead: the two differ.
 * - Drain as live.ts: the server's close ends every stream with a `retry:` hint (live/drain.ts).
 */
import { DASHBOARD_CHANGED_EVENT } from '@huashi/api';
import { adminDashboardEndpoints, dashboardChangedEventSchema } from '@huashi/api/contracts';
import { dashboardCardsOf, type StaffRole } from '@huashi/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { hashToken, newToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { STAFF_LIVE_TICKET, staff, staffTokens } from '../db/schema';
import { UnauthorizedError } from '../http/errors';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
import { Coalescer } from '../live/coalescer';
import { streamHost } from '../live/drain';
import { DESK_AREAS, type DeskArea } from '../live/stockFeed';
import { staffOf } from '../plugins/staff';
import { area, staffArea } from '../plugins/scopes';
import { dashboardFigures } from '../services/dashboard';

/** At most one event a second per stream. */
export const DASHBOARD_COALESCE_MS = 1000;
export const STAFF_LIVE_TICKET_TTL_MS = 10 * 60 * 1000;

/** The areas whose changes move a role's cards (a sale moves the 售后 card's supplier list too). */
function areasOf(role: StaffRole): Set<DeskArea> {
  const areas = new Set<DeskArea>();
  for (const card of dashboardCardsOf(role)) {
    if (card === 'orders') areas.add('orders');
    if (card === 'claims') areas.add('claims').add('orders');
    if (card === 'payouts') areas.add('payouts');
  }
  return areas;
}

async function issueTicket(ctx: AppContext, staffId: number) {
  const { token, hash } = newToken();
  const expiresAt = new Date(ctx.clock.now().getTime() + STAFF_LIVE_TICKET_TTL_MS);
  await ctx.db.insert(staffTokens).values({ staffId, tokenHash: hash, stage: STAFF_LIVE_TICKET, expiresAt });
  return { ticket: token, expiresAt: expiresAt.toISOString() };
}

/**
 * The working member a live, unexpired, unused ticket was issued to, using it up (one statement: of two requests with
 * the same ticket, one opens a stream); null for anything else.
 */
async function spendTicket(ctx: AppContext, ticket: string): Promise<{ id: number; role: StaffRole } | null> {
  if (!/^[\w-]{20,100}$/.test(ticket)) return null;
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(staffTokens)
    .set({ revokedAt: now })
    .from(staff)
    .where(
      and(
        eq(staff.id, staffTokens.staffId),
        eq(staffTokens.tokenHash, hashToken(ticket)),
        eq(staffTokens.stage, STAFF_LIVE_TICKET),
        isNull(staffTokens.revokedAt),
        gt(staffTokens.expiresAt, now),
        isNull(staff.disabledAt),
      ),
    )
    .returning({ id: staff.id, role: staff.role });
  return row ?? null;
}

export const adminDashboardRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const { feed, open } = await streamHost(app, ctx);
    const checkEvents = ctx.config.responseCheck !== 'off';

    await app.register(
      staffArea(ctx, {
        desks: {
          dashboard: (scope) => {
            serve(scope, adminDashboardEndpoints.figures, async (request) => ok(await dashboardFigures(ctx, staffOf(request).role)));
            serve(scope, adminDashboardEndpoints.ticket, async (request) => ok(await issueTicket(ctx, staffOf(request).id)));
          },
        },
      }),
    );
    await app.register(
      area(ctx, {
        public: (scope) => {
          serve(
            scope,
            adminDashboardEndpoints.stream,
            async (request, reply) => {
              const member = await spendTicket(ctx, request.query.ticket);
              if (member === null) throw new UnauthorizedError();
              const wanted = areasOf(member.role);
              const sse = reply.sse;
              const send = (areas: DeskArea[], retry?: number) => {
                const data = { areas: [...areas].sort() };
                if (checkEvents) dashboardChangedEventSchema.parse(data);
                if (!sse.isConnected) return;
                sse.send({ event: DASHBOARD_CHANGED_EVENT, data, retry }).catch(() => {});
              };
              // The coalescer keeps items by id: an area's id is its place in DESK_AREAS.
              const outbox = new Coalescer<{ id: number }>(
                (changed) => send(changed.map(({ id }) => DESK_AREAS[id]!)),
                DASHBOARD_COALESCE_MS,
              );
              const push = (changed: DeskArea) => {
                if (wanted.has(changed)) outbox.push({ id: DESK_AREAS.indexOf(changed) });
              };
              const unsubscribe = feed.subscribe({ desk: push, resync: () => wanted.forEach(push) });
              sse.keepAlive();
              open.add(reply);
              ctx.metrics.liveStreams.inc();
              sse.onClose(() => {
                unsubscribe();
                outbox.close();
                open.delete(reply);
                ctx.metrics.liveStreams.dec();
              });
              send([...wanted], 1000);
            },
            { sse: { kind: 'only' } },
          );
        },
      }),
    );
  };
