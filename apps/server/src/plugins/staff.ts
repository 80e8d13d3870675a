/**
 * The staff scopes' guard: a Bearer staff token (never a buyer's token or an operator sign) of a working account,
 * at a stage the scope takes, and a role that works at the scope's desk. No token, an unknown, revoked or expired
 * one, or a stopped account → HTTP 401 token已失效; a role without the desk → HTTP 403 您的角色无权进行此操作.
 *
 * Stages (issue 29): every desk and the own-account routes take only a full session. The half session after a
 * password (services/staffTwoFactor.ts) opens the code step (stage `code`) or the enrolment (stage `enrol`) and
 * nothing else: anywhere else it reads HTTP 403 with what to do first, so a 管理员/财务 without a second factor
 * cannot reach any desk until enrolled.
 */
import { STAFF_MESSAGES, staffMay, TWO_FACTOR_MESSAGES, type StaffDesk, type StaffLoginStage, type StaffRole } from '@huashi/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hashToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { STAFF_LIVE_TICKET, staff, staffTokens } from '../db/schema';
import { ForbiddenError, UnauthorizedError } from '../http/errors';
import { bearer } from './auth';

export type AuthedStaff = {
  id: number;
  loginName: string;
  displayName: string;
  role: StaffRole;
  tokenId: number;
  stage: StaffLoginStage;
};

/** What a half session is told where it may not go yet. */
const STAGE_REFUSALS: Record<StaffLoginStage, string> = {
  full: STAFF_MESSAGES.forbidden,
  code: TWO_FACTOR_MESSAGES.codeFirst,
  enrol: TWO_FACTOR_MESSAGES.enrolFirst,
};

declare module 'fastify' {
  interface FastifyRequest {
    staff?: AuthedStaff;
  }
}

/** desk null: any working staff member (their own session and password); `stages`: the sessions the scope takes. */
export function requireStaff(ctx: AppContext, desk: StaffDesk | null, stages: readonly StaffLoginStage[] = ['full']) {
  return async function (request: FastifyRequest) {
    const token = bearer(request);
    if (!token) throw new UnauthorizedError();
    const [row] = await ctx.db
      .select({
        id: staff.id,
        loginName: staff.loginName,
        displayName: staff.displayName,
        role: staff.role,
        tokenId: staffTokens.id,
        stage: staffTokens.stage,
      })
      .from(staffTokens)
      .innerJoin(staff, eq(staff.id, staffTokens.staffId))
      .where(
        and(
          eq(staffTokens.tokenHash, hashToken(token)),
          isNull(staffTokens.revokedAt),
          gt(staffTokens.expiresAt, ctx.clock.now()),
          isNull(staff.disabledAt),
        ),
      )
      .limit(1);
    // A live ticket (STAFF_LIVE_TICKET) opens the dashboard's stream only, never a call.
    if (!row || row.stage === STAFF_LIVE_TICKET) throw new UnauthorizedError();
    if (!stages.includes(row.stage)) throw new ForbiddenError(STAGE_REFUSALS[row.stage]);
    if (desk !== null && !staffMay(row.role, desk)) throw new ForbiddenError(STAFF_MESSAGES.forbidden);
    request.staff = { ...row, stage: row.stage };
  };
}

/** The staff member of a request in a staff scope (its guard set it). */
export function staffOf(request: FastifyRequest): AuthedStaff {
  if (!request.staff) throw new UnauthorizedError();
  return request.staff;
}
