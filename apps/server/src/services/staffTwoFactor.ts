/**
 * Staff two-factor login (issue 29): enrolment, the code step of a login, recovery codes and 管理员's reset.
 *
 * Decisions:
 * - A login is one password step and, for an enrolled member, one code step. The password step of an enrolled member
 *   (or of a 管理员/财务 not yet enrolled) gives a *half session*: a staff token of stage `code` (or `enrol`) that
 *   lives TWO_FACTOR.halfSessionMinutes and opens only the code step (or the enrolment); every desk refuses it (the
 *   guard, plugins/staff.ts). The step that completes the login revokes the half token and issues a full one.
 * - Codes are throttled as passwords are (reserveLoginAttempt, the account's key and the client's address/64): a wrong
 *   or replayed code is a failure; a right password before the code only *passes* (attempt.passed), so knowing the
 *   password never wipes the count of wrong codes.
 * - Replay: the account keeps the last accepted time step (`totp_last_step`); a code is accepted only for a later
 *   step, by one conditional UPDATE, so two requests racing with one code cannot both pass.
 * - Recovery codes: ten at enrolment, hashed (auth/totp.ts), each marked used by one conditional UPDATE (works once);
 *   a login with one is audited (staff.recovery-code) so 管理员 sees it in 操作记录.
 * - 管理员's reset (staff.two-factor-reset) clears the secret, the recovery codes and every session of the member,
 *   audited in the same transaction; the member enrols again at the next login (a 管理员/财务 must, the others may).
 * - The secret is stored as the authenticator holds it: the project has no key for encrypting rows; README says so.
 */
import { TWO_FACTOR_MESSAGES, twoFactorCodeProblem } from '@huashi/domain';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpMatch, totpUri } from '../auth/totp';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { staff, staffRecoveryCodes, staffTokens } from '../db/schema';
import { badRequest } from '../http/envelope';
import type { AuthedStaff } from '../plugins/staff';
import { recordAudit } from './audit';
import { reserveLoginAttempt } from './loginThrottle';
import { endStaffSessions, issueStaffToken, notFoundStaff, STAFF_PROOF, staffLoginKey, staffView, type StaffRow } from './staff';

/** Ends the half session and opens a full one (the login is complete). */
async function completeLogin(db: DbOrTx, member: { id: number; tokenId: number }, now: Date): Promise<string> {
  await db.update(staffTokens).set({ revokedAt: now }).where(eq(staffTokens.id, member.tokenId));
  return issueStaffToken(db, member.id, 'full', now);
}

async function rowOf(ctx: AppContext, id: number): Promise<StaffRow> {
  const [row] = await ctx.db.select().from(staff).where(eq(staff.id, id)).limit(1);
  if (!row) throw notFoundStaff();
  return row;
}

/**
 * The start (or the resumption) of one's enrolment: the secret to scan as a QR code (otpauth URI) or to type. The
 * same pending secret is given again until it is confirmed, so a reloaded page still matches the app.
 */
export async function startEnrolment(ctx: AppContext, member: AuthedStaff): Promise<{ secret: string; uri: string }> {
  const row = await rowOf(ctx, member.id);
  if (row.totpEnabledAt !== null) throw badRequest(TWO_FACTOR_MESSAGES.alreadyEnrolled);
  let secret = row.totpSecret;
  if (secret === null) {
    const [set] = await ctx.db
      .update(staff)
      .set({ totpSecret: newTotpSecret() })
      .where(and(eq(staff.id, member.id), isNull(staff.totpSecret)))
      .returning({ secret: staff.totpSecret });
    secret = set?.secret ?? (await rowOf(ctx, member.id)).totpSecret!;
  }
  return { secret, uri: totpUri(secret, row.loginName) };
}

/**
 * Confirms the enrolment with a code from the app: the second factor is on, the ten recovery codes are made (shown
 * this once) and the session becomes a full one (a new token). A wrong code counts as a failed login.
 */
export async function confirmEnrolment(ctx: AppContext, member: AuthedStaff, input: { code: string; ip: string }) {
  const problem = twoFactorCodeProblem(input.code);
  if (problem) throw badRequest(problem);
  const row = await rowOf(ctx, member.id);
  if (row.totpEnabledAt !== null) throw badRequest(TWO_FACTOR_MESSAGES.alreadyEnrolled);
  const attempt = await reserveLoginAttempt(ctx, staffLoginKey(member.id), input.ip, STAFF_PROOF);
  const now = ctx.clock.now();
  const step = row.totpSecret === null ? null : totpMatch(row.totpSecret, input.code, now);
  if (step === null) {
    await attempt.failed();
    throw badRequest(TWO_FACTOR_MESSAGES.codeWrong);
  }
  await attempt.succeeded();
  const codes = newRecoveryCodes();
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(staff)
      .set({ totpEnabledAt: now, totpLastStep: step })
      .where(and(eq(staff.id, member.id), isNull(staff.totpEnabledAt), eq(staff.totpSecret, row.totpSecret!)))
      .returning();
    if (!updated) throw badRequest(TWO_FACTOR_MESSAGES.alreadyEnrolled);
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id));
    await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ staffId: member.id, codeHash: hashRecoveryCode(code) })));
    const view = staffView(updated);
    await recordAudit(tx, { staffId: member.id, action: 'staff.two-factor-enrol', entity: 'staff', ids: [member.id], after: view });
    const staffToken = await completeLogin(tx, member, now);
    return { staffToken, staff: view, recoveryCodes: codes };
  });
}

/**
 * The code step of a login (a half session of stage `code`): the authenticator's code or one unused recovery code.
 * Throttled as the password is; a wrong, replayed or used code is one failure.
 */
export async function loginWithCode(ctx: AppContext, member: AuthedStaff, input: { code?: string; recoveryCode?: string; ip: string }) {
  const byRecovery = input.recoveryCode !== undefined && input.recoveryCode !== '';
  const problem = byRecovery ? null : twoFactorCodeProblem(input.code ?? '');
  if (problem) throw badRequest(problem);
  const attempt = await reserveLoginAttempt(ctx, staffLoginKey(member.id), input.ip, STAFF_PROOF);
  const now = ctx.clock.now();
  const refuse = async (msg: string) => {
    await attempt.failed();
    return badRequest(msg);
  };
  const row = await rowOf(ctx, member.id);
  if (row.totpEnabledAt === null || row.totpSecret === null) throw await refuse(TWO_FACTOR_MESSAGES.notEnrolled);
  if (byRecovery) {
    const result = await ctx.db.transaction(async (tx) => {
      const [used] = await tx
        .update(staffRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(staffRecoveryCodes.staffId, member.id),
            eq(staffRecoveryCodes.codeHash, hashRecoveryCode(input.recoveryCode!)),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id });
      if (!used) return null;
      const [left] = await tx
        .select({ n: count() })
        .from(staffRecoveryCodes)
        .where(and(eq(staffRecoveryCodes.staffId, member.id), isNull(staffRecoveryCodes.usedAt)));
      await recordAudit(tx, {
        staffId: member.id,
        action: 'staff.recovery-code',
        entity: 'staff',
        ids: [member.id],
        after: { recoveryCodesLeft: left?.n ?? 0 },
      });
      return { staffToken: await completeLogin(tx, member, now), recoveryCodesLeft: left?.n ?? 0 };
    });
    if (!result) throw await refuse(TWO_FACTOR_MESSAGES.recoveryWrong);
    await attempt.succeeded();
    return { staffToken: result.staffToken, staff: staffView(row), stage: 'full' as const };
  }
  const step = totpMatch(row.totpSecret, input.code!, now);
  if (step === null) throw await refuse(TWO_FACTOR_MESSAGES.codeWrong);
  const staffToken = await ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .update(staff)
      .set({ totpLastStep: step })
      .where(and(eq(staff.id, member.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
      .returning({ id: staff.id });
    return taken ? completeLogin(tx, member, now) : null;
  });
  if (staffToken === null) throw await refuse(TWO_FACTOR_MESSAGES.codeUsed);
  await attempt.succeeded();
  return { staffToken, staff: staffView(row), stage: 'full' as const };
}

/**
 * 管理员 resets another member's second factor (lost phone): secret, recovery codes and every session of theirs go,
 * audited in the same transaction. Not one's own (another 管理员 does that).
 */
export async function resetTwoFactor(ctx: AppContext, actorId: number, id: number) {
  if (id === actorId) throw badRequest(TWO_FACTOR_MESSAGES.selfReset);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for('update').limit(1);
    if (!row) throw notFoundStaff();
    if (row.totpEnabledAt === null && row.totpSecret === null) throw badRequest(TWO_FACTOR_MESSAGES.notEnrolled);
    const [updated] = await tx
      .update(staff)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(staff.id, id))
      .returning();
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id));
    await endStaffSessions(tx, id, now);
    const after = staffView(updated!);
    await recordAudit(tx, {
      staffId: actorId,
      action: 'staff.two-factor-reset',
      entity: 'staff',
      ids: [id],
      before: staffView(row),
      after,
    });
    return after;
  });
}
