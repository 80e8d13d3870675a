/**
 * Live stock (issue 19): the tickets that open a stock stream, and the lots' stock as a stream sends it.
 *
 * Why a ticket: a browser's EventSource cannot send the Authorization header, and the session token must never be
 * written into a URL (logs, history). So a buyer session asks for a ticket (POST /api/live/ticket) and opens the
 * stream with it. Like the order-export link (services/orderExport.ts), only its hash is stored, in buyer_tokens
 * with kind 'live' and the buyer's id; it opens streams for 10 minutes (an EventSource reconnecting after a dropped
 * connection reuses its URL), after which the page asks for another. Logging out revokes the buyer's tickets
 * (revokeLiveTickets), and a buyer holds at most LIVE_MAX_STREAMS_PER_BUYER open streams on an instance (a page holds
 * one; more is a script): the one ticket of a trial opened 2,000.
 */
import type { LiveLot } from '@huashi/api';
import { maxBatches } from '@huashi/domain';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { newToken, hashToken } from '../auth/tokens';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { buyerTokens, stockLots } from '../db/schema';
import type { StockChange } from '../live/stockFeed';

export const LIVE_TICKET_KIND = 'live';
export const LIVE_TICKET_TTL_MS = 10 * 60 * 1000;
/**
 * Open streams a buyer may hold on one server instance (a few tabs and a phone); the next is refused with 429 until
 * one closes. Decision: counted per instance (the streams live in its memory), so N instances allow N times this.
 */
export const LIVE_MAX_STREAMS_PER_BUYER = 5;
export const LIVE_STREAMS_REFUSAL = '打开的页面过多，请关闭部分页面后重试';

/** Ends every live ticket of the buyer (logout): no stream opens with them any more. */
export async function revokeLiveTickets(db: DbOrTx, buyerId: number, now: Date): Promise<void> {
  await db
    .update(buyerTokens)
    .set({ revokedAt: now })
    .where(and(eq(buyerTokens.buyerId, buyerId), eq(buyerTokens.kind, LIVE_TICKET_KIND), isNull(buyerTokens.revokedAt)));
}

export async function issueLiveTicket(ctx: AppContext, buyerId: number): Promise<{ ticket: string; expiresAt: string }> {
  const { token, hash } = newToken();
  const expiresAt = new Date(ctx.clock.now().getTime() + LIVE_TICKET_TTL_MS);
  await ctx.db.insert(buyerTokens).values({ buyerId, tokenHash: hash, kind: LIVE_TICKET_KIND, expiresAt });
  return { ticket: token, expiresAt: expiresAt.toISOString() };
}

/** The buyer a live, unexpired ticket was issued to; null for anything else. */
export async function liveTicketBuyer(ctx: AppContext, ticket: string): Promise<number | null> {
  if (!/^[\w-]{20,100}$/.test(ticket)) return null;
  const [row] = await ctx.db
    .select({ buyerId: buyerTokens.buyerId })
    .from(buyerTokens)
    .where(
      and(
        eq(buyerTokens.tokenHash, hashToken(ticket)),
        eq(buyerTokens.kind, LIVE_TICKET_KIND),
        isNull(buyerTokens.revokedAt),
        gt(buyerTokens.expiresAt, ctx.clock.now()),
      ),
    )
    .limit(1);
  return row?.buyerId ?? null;
}

/** A change as the stream sends it: stems in stock and the whole batches they make. */
export function toLiveLot(change: StockChange): LiveLot {
  return {
    id: change.id,
    nowStock: change.nowStock,
    batches: maxBatches({ stock: change.nowStock, stemsPerBunch: change.stems, basicSaleQuantity: change.basic }),
  };
}

/** The lots' stock now (unknown ids are left out). */
export async function currentLots(ctx: AppContext, ids: readonly number[]): Promise<LiveLot[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ id: stockLots.id, nowStock: stockLots.nowStock, stems: stockLots.stemsPerBunch, basic: stockLots.basicSaleNo })
    .from(stockLots)
    .where(inArray(stockLots.id, [...ids]));
  return rows.map(toLiveLot);
}
