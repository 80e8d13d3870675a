/**
 * The supplier scope's guard (issue 31): a Bearer token from supplier_tokens — never a buyer's token, a staff token or
 * an operator sign, each of which lives in its own table and is checked by its own guard. A missing, unknown, revoked
 * or expired token answers HTTP 401 token已失效, as the buyer scope does; so does a supplier token anywhere else.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hashToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { suppliers, supplierTokens } from '../db/schema';
import { UnauthorizedError } from '../http/errors';
import { bearer } from './auth';

export type AuthedSupplier = { id: string; name: string; type: string; phone: string; tokenId: number };

declare module 'fastify' {
  interface FastifyRequest {
    supplier?: AuthedSupplier;
  }
}

export function requireSupplier(ctx: AppContext) {
  return async function (request: FastifyRequest) {
    const token = bearer(request);
    if (!token) throw new UnauthorizedError();
    const [row] = await ctx.db
      .select({ id: suppliers.id, name: suppliers.name, type: suppliers.type, phone: suppliers.phone, tokenId: supplierTokens.id })
      .from(supplierTokens)
      .innerJoin(suppliers, eq(suppliers.id, supplierTokens.supplierId))
      .where(
        and(
          eq(supplierTokens.tokenHash, hashToken(token)),
          isNull(supplierTokens.revokedAt),
          gt(supplierTokens.expiresAt, ctx.clock.now()),
        ),
      )
      .limit(1);
    if (!row) throw new UnauthorizedError();
    request.supplier = { ...row, phone: row.phone ?? '' };
  };
}

/** The supplier of a request in the supplier scope (its guard set it). */
export function supplierOf(request: FastifyRequest): AuthedSupplier {
  if (!request.supplier) throw new UnauthorizedError();
  return request.supplier;
}
