/**
 * Staff accounts (back office): login with the same throttling as buyers, expiring sessions, log out, password
 * change, and — for 管理员 — creating, stopping and resuming accounts and setting a new password. Every change is
 * audited in its own transaction (./audit).
 */
import {
  STAFF_LIMITS,
  STAFF_MESSAGES,
  staffLoginNameProblem,
  staffPasswordProblem,
  staffRoleName,
  TWO_FACTOR,
  twoFactorRequired,
  type StaffLoginStage,
  type StaffRole,
} from '@huashi/domain';
import { API_CODES } from '@huashi/api';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { dummyHash, hashPassword, verifyPassword } from '../auth/password';
import { newToken } from '../auth/tokens';
import type { AppContext } from '../context';
import type { Db, DbOrTx } from '../db/client';
import { staff, staffTokens } from '../db/schema';
import { BusinessError, badRequest } from '../http/envelope';
import { recordAudit } from './audit';
import { reserveLoginAttempt } from './loginThrottle';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export type StaffRow = typeof staff.$inferSelect;

/** A staff member as the back office shows them (never the hash). */
export function staffView(row: StaffRow) {
  return {
    id: row.id,
    loginName: row.loginName,
    displayName: row.displayName,
    role: row.role,
    roleName: staffRoleName(row.role),
    disabled: row.disabledAt !== null,
    /** The second factor (TOTP) is enrolled. */
    twoFactor: row.totpEnabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
export type StaffView = ReturnType<typeof staffView>;

/** Login names compare case-insensitively: stored lower-case. */
export function loginKey(name: string): string {
  return name.trim().toLowerCase();
}

export const notFoundStaff = () => new BusinessError(API_CODES.notFound, STAFF_MESSAGES.notFound);

/** A new session token of `stage`: a full one lasts STAFF_LIMITS.sessionHours, a half one TWO_FACTOR.halfSessionMinutes. */
export async function issueStaffToken(db: DbOrTx, staffId: number, stage: StaffLoginStage, now: Date): Promise<string> {
  const { token, hash } = newToken();
  const lifetime = stage === 'full' ? STAFF_LIMITS.sessionHours * HOUR : TWO_FACTOR.halfSessionMinutes * MINUTE;
  await db.insert(staffTokens).values({ staffId, tokenHash: hash, stage, expiresAt: new Date(now.getTime() + lifetime) });
  return token;
}

/** The throttle's key of a staff account: its logins, codes and password changes count together. */
export const staffLoginKey = (id: number) => `login:staff:${id}`;

/**
 * Past LOGIN_LIMITS.perAccount, only an address that has not failed for the account may try (LOGIN_LIMITS explains
 * the decision); the one-time code (./staffTwoFactor) is the staff's second factor, throttled under the same key.
 */
export const STAFF_PROOF = { kind: 'cleanAddress' } as const;

/** The stage a right password leads to: the code step when enrolled, the enrolment when the role must enrol. */
function stageAfterPassword(row: StaffRow): StaffLoginStage {
  if (row.totpEnabledAt !== null) return 'code';
  return twoFactorRequired(row.role) ? 'enrol' : 'full';
}

/** Ends every live session of a member (stopped, password reset, second factor reset), or all but `keep` (own change). */
export async function endStaffSessions(db: DbOrTx, staffId: number, now: Date, keep?: number): Promise<void> {
  await db
    .update(staffTokens)
    .set({ revokedAt: now })
    .where(and(eq(staffTokens.staffId, staffId), isNull(staffTokens.revokedAt), keep === undefined ? undefined : ne(staffTokens.id, keep)));
}

/**
 * Unknown name and wrong password answer alike (no oracle); attempts are throttled first. A stopped account says so
 * (该账号已停用) only after the right password: someone without it learns nothing about which accounts exist. A right
 * password gives a full session, or a half one for the code step / the enrolment (./staffTwoFactor); before a code
 * the attempt only passes, so the account's failures (wrong codes among them) stay counted.
 */
export async function loginStaff(ctx: AppContext, input: { loginName: string; password: string; ip: string }) {
  const name = loginKey(input.loginName);
  const [row] = await ctx.db.select().from(staff).where(eq(staff.loginName, name)).limit(1);
  const attempt = await reserveLoginAttempt(ctx, row ? staffLoginKey(row.id) : `login:staffname:${name}`, input.ip, STAFF_PROOF);
  const valid = await verifyPassword(input.password, row?.passwordHash ?? dummyHash());
  if (!row || !valid || row.disabledAt !== null) {
    await attempt.failed();
    throw badRequest(row && valid ? STAFF_MESSAGES.disabled : STAFF_MESSAGES.loginFailed);
  }
  const stage = stageAfterPassword(row);
  await (stage === 'code' ? attempt.passed() : attempt.succeeded());
  const token = await issueStaffToken(ctx.db, row.id, stage, ctx.clock.now());
  return { staffToken: token, staff: staffView(row), stage };
}

export async function logoutStaff(ctx: AppContext, tokenId: number): Promise<void> {
  await ctx.db.update(staffTokens).set({ revokedAt: ctx.clock.now() }).where(eq(staffTokens.id, tokenId));
}

/**
 * Changes one's own password; every other session of the account ends. The old password is a login's secret: its
 * guesses count with the account's logins, under the same limits (issue 26: 25 guesses went unthrottled).
 */
export async function changeStaffPassword(
  ctx: AppContext,
  actor: { id: number; tokenId: number },
  input: { oldPassword: string; newPassword: string; ip: string },
): Promise<void> {
  const problem = staffPasswordProblem(input.newPassword);
  if (problem) throw badRequest(problem);
  const [row] = await ctx.db.select().from(staff).where(eq(staff.id, actor.id)).limit(1);
  const attempt = await reserveLoginAttempt(ctx, staffLoginKey(actor.id), input.ip, STAFF_PROOF);
  if (!row || !(await verifyPassword(input.oldPassword, row.passwordHash))) {
    await attempt.failed();
    throw badRequest(STAFF_MESSAGES.oldPasswordWrong);
  }
  await attempt.succeeded();
  if (input.oldPassword === input.newPassword) throw badRequest(STAFF_MESSAGES.samePassword);
  const hash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(staff).set({ passwordHash: hash }).where(eq(staff.id, actor.id));
    await endStaffSessions(tx, actor.id, ctx.clock.now(), actor.tokenId);
    await recordAudit(tx, { staffId: actor.id, action: 'staff.password', entity: 'staff', ids: [actor.id] });
  });
}

export type NewStaff = { loginName: string; displayName: string; role: StaffRole; password: string };

/** The first problem of a new account's fields, or null. */
export function newStaffProblem(input: NewStaff): string | null {
  const displayName = input.displayName.trim();
  return (
    staffLoginNameProblem(input.loginName.trim()) ??
    (displayName ? null : STAFF_MESSAGES.displayNameMissing) ??
    ([...displayName].length > STAFF_LIMITS.displayNameMax ? STAFF_MESSAGES.displayNameLong : null) ??
    staffPasswordProblem(input.password)
  );
}

/** Creates an account (管理员, or the command line when `actorId` is null). */
export async function createStaff(db: Db, actorId: number | null, input: NewStaff): Promise<StaffView> {
  const problem = newStaffProblem(input);
  if (problem) throw badRequest(problem);
  const hash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({ loginName: loginKey(input.loginName), displayName: input.displayName.trim(), role: input.role, passwordHash: hash })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new BusinessError(API_CODES.conflict, STAFF_MESSAGES.loginNameTaken);
    const view = staffView(row);
    await recordAudit(tx, { staffId: actorId, action: 'staff.create', entity: 'staff', ids: [row.id], after: view });
    return view;
  });
}

export async function listStaff(ctx: AppContext): Promise<StaffView[]> {
  const rows = await ctx.db.select().from(staff).orderBy(asc(staff.id));
  return rows.map(staffView);
}

/**
 * Stops or resumes an account. One cannot stop oneself, and the last working 管理员 cannot be stopped (checked
 * under a lock, so two admins stopping each other at once cannot both succeed). Stopping ends its sessions.
 */
export async function setStaffDisabled(ctx: AppContext, actorId: number, id: number, disabled: boolean): Promise<StaffView> {
  if (disabled && id === actorId) throw badRequest(STAFF_MESSAGES.selfDisable);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff:admins'))`);
    const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for('update').limit(1);
    if (!row) throw notFoundStaff();
    const before = staffView(row);
    if (disabled && row.role === 'admin' && row.disabledAt === null) {
      const [admins] = await tx
        .select({ n: count() })
        .from(staff)
        .where(and(eq(staff.role, 'admin'), isNull(staff.disabledAt)));
      if ((admins?.n ?? 0) <= 1) throw badRequest(STAFF_MESSAGES.lastAdmin);
    }
    const now = ctx.clock.now();
    const [updated] = await tx
      .update(staff)
      .set({ disabledAt: disabled ? (row.disabledAt ?? now) : null })
      .where(eq(staff.id, id))
      .returning();
    if (disabled) await endStaffSessions(tx, id, now);
    const after = staffView(updated!);
    await recordAudit(tx, {
      staffId: actorId,
      action: disabled ? 'staff.disable' : 'staff.enable',
      entity: 'staff',
      ids: [id],
      before,
      after,
    });
    return after;
  });
}

/** 管理员 sets a new password for someone who forgot theirs; their sessions end. */
export async function resetStaffPassword(ctx: AppContext, actorId: number, id: number, password: string): Promise<void> {
  const problem = staffPasswordProblem(password);
  if (problem) throw badRequest(problem);
  const hash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.update(staff).set({ passwordHash: hash }).where(eq(staff.id, id)).returning({ id: staff.id });
    if (!row) throw notFoundStaff();
    await endStaffSessions(tx, id, ctx.clock.now());
    await recordAudit(tx, { staffId: actorId, action: 'staff.reset-password', entity: 'staff', ids: [id] });
  });
}
