import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { buyers, buyerTokens } from '../db/schema';
import { UnauthorizedError } from '../http/errors';

export type AuthedBuyer = typeof buyers.$inferSelect & { tokenId: number };

declare module 'fastify' {
  interface FastifyRequest {
    buyer?: AuthedBuyer;
  }
}

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
    const rows = await ctx.db
      .select({ buyer: buyers, tokenId: buyerTokens.id })
      .from(buyerTokens)
      .innerJoin(buyers, eq(buyers.id, buyerTokens.buyerId))
      .where(
        and(
          eq(buyerTokens.tokenHash, hashToken(token)),
          eq(buyerTokens.kind, 'session'),
          isNull(buyerTokens.revokedAt),
          gt(buyerTokens.expiresAt, ctx.clock.now()),
        ),
      )
      .limit(1);
    const row = rows[0];
    if (!row) throw new UnauthorizedError();
    request.buyer = { ...row.buyer, tokenId: row.tokenId };
  };
}

/** The buyer of a request in the buyer scope (its guard set it). */
export function buyerOf(request: FastifyRequest): AuthedBuyer {
  if (!request.buyer) throw new UnauthorizedError();
  return request.buyer;
}
