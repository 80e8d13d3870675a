import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { preparedPerDb } from '../db/bulk';
import { buyers, buyerTokens } from '../db/schema';
import { UnauthorizedError } from '../http/errors';

export type AuthedBuyer = typeof buyers.$inferSelect & { tokenId: number };

declare module 'fastify' {
  interface FastifyRequest {
    buyer?: AuthedBuyer;
  }
  interface FastifyContextConfig {
    /**
     * The route may take its buyer from a cache of BUYER_CACHE_MS instead of a database read per request — a revoked
     * or expired token, a new member level, show there within that time. For the 11:30 lists, and for buy-now
     * purchases (issue 19), whose balance is read again under lock in the transaction that debits it.
     */
    buyerCache?: boolean;
  }
}

/** How long a read-only route may take a buyer from the cache (ms, wall time). */
export const BUYER_CACHE_MS = 2000;
const BUYER_CACHE_MAX = 50_000;
/** Per instance (app context): token hash → the buyer and until when (performance.now()). */
const buyerCaches = new WeakMap<AppContext, Map<string, { buyer: AuthedBuyer; until: number }>>();

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The buyer scope's guard (plugins/scopes.ts): a missing, unknown, revoked or expired token answers HTTP 401
 * with code 401 and msg token已失效 (spec §8).
 */
export function requireBuyer(ctx: AppContext) {
  return async function (request: FastifyRequest, _reply: FastifyReply) {
    const token = bearer(request);
    if (!token) throw new UnauthorizedError();
    const hash = hashToken(token);
    const cache = request.routeOptions.config?.buyerCache ? buyerCacheOf(ctx) : null;
    const hit = cache?.get(hash);
    if (hit && hit.until > performance.now()) {
      request.buyer = hit.buyer;
      return;
    }
    const rows = await buyerByToken(ctx.db).execute({ hash, now: ctx.clock.now() });
    const row = rows[0];
    if (!row) throw new UnauthorizedError();
    request.buyer = { ...row.buyer, tokenId: row.tokenId };
    if (cache) {
      cache.delete(hash);
      cache.set(hash, { buyer: request.buyer, until: performance.now() + BUYER_CACHE_MS });
      if (cache.size > BUYER_CACHE_MAX) cache.delete(cache.keys().next().value as string);
    }
  };
}

/** The buyer of a live session token: one prepared statement (built once, planned once per connection). */
const buyerByToken = preparedPerDb((db) =>
  db
    .select({ buyer: buyers, tokenId: buyerTokens.id })
    .from(buyerTokens)
    .innerJoin(buyers, eq(buyers.id, buyerTokens.buyerId))
    .where(
      and(
        eq(buyerTokens.tokenHash, sql.placeholder('hash')),
        eq(buyerTokens.kind, 'session'),
        isNull(buyerTokens.revokedAt),
        gt(buyerTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('buyer_by_token'),
);

function buyerCacheOf(ctx: AppContext) {
  let cache = buyerCaches.get(ctx);
  if (!cache) buyerCaches.set(ctx, (cache = new Map()));
  return cache;
}

/** The buyer of a request in the buyer scope (its guard set it). */
export function buyerOf(request: FastifyRequest): AuthedBuyer {
  if (!request.buyer) throw new UnauthorizedError();
  return request.buyer;
}
