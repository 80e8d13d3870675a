/**
 * Suppliers as accounts (issue 31): staff at 入库管理 keep a supplier's login phone and set or reset its password; the
 * supplier logs in on its phone page with them and gets a token of its own kind (supplier_tokens, checked only by the
 * supplier scope's guard, plugins/supplier.ts).
 *
 * Decisions:
 * - The password is hashed as buyers' and staff's are (auth/password.ts, scrypt) and never shown back: the desk reads
 *   only whether one is set (`hasPassword`). Setting a phone or a password ends the supplier's sessions.
 * - Login attempts go through the same throttle as buyers' and staff's (./loginThrottle, LOGIN_LIMITS: per account and
 *   address, per address, per account), counted before the password is checked. Past the per-account limit a buyer
 *   proves its phone with an SMS code; a supplier has no SMS step (yet), so it takes the staff's second proof instead —
 *   only an address that has not failed for the account may still try — so a guessing run from many addresses cannot
 *   lock a supplier out of its own page.
 * - Unknown phone, a supplier without a password and a wrong password answer alike (手机号或密码错误) and cost alike.
 */
import { SUPPLIER_LIMITS, SUPPLIER_MESSAGES, supplierAccountSchema, supplierPhoneOf, validateForm } from '@huashi/domain';
import { API_CODES } from '@huashi/api';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { dummyHash, hashPassword, verifyPassword } from '../auth/password';
import { newToken } from '../auth/tokens';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { suppliers, supplierTokens } from '../db/schema';
import { BusinessError, badRequest } from '../http/envelope';
import { recordAudit } from './audit';
import { reserveLoginAttempt } from './loginThrottle';
import { STAFF_PROOF } from './staff';

const DAY_MS = 24 * 3600 * 1000;

export type SupplierSelfView = { id: string; name: string; type: string; phone: string };

const selfView = (row: { id: string; name: string; type: string; phone: string | null }): SupplierSelfView => ({
  id: row.id,
  name: row.name,
  type: row.type,
  phone: row.phone ?? '',
});

/** The throttle's key of a supplier account. */
const supplierLoginKey = (id: string) => `login:supplier:${id}`;

export async function loginSupplier(ctx: AppContext, input: { phone?: unknown; password?: unknown; ip: string }) {
  const phone = supplierPhoneOf(input.phone);
  const password = typeof input.password === 'string' ? input.password : '';
  if (!phone) throw badRequest(SUPPLIER_MESSAGES.phoneMissing);
  if (!password) throw badRequest(SUPPLIER_MESSAGES.passwordMissing);
  const [row] = await ctx.db.select().from(suppliers).where(eq(suppliers.phone, phone)).limit(1);
  const attempt = await reserveLoginAttempt(ctx, row ? supplierLoginKey(row.id) : `login:supplierphone:${phone}`, input.ip, STAFF_PROOF);
  const valid = await verifyPassword(password, row?.passwordHash ?? dummyHash());
  if (!row || !row.passwordHash || !valid) {
    await attempt.failed();
    throw badRequest(SUPPLIER_MESSAGES.loginFailed);
  }
  await attempt.succeeded();
  const { token, hash } = newToken();
  const now = ctx.clock.now();
  await ctx.db
    .insert(supplierTokens)
    .values({ supplierId: row.id, tokenHash: hash, expiresAt: new Date(now.getTime() + SUPPLIER_LIMITS.sessionDays * DAY_MS) });
  return { supplierToken: token, supplier: selfView(row) };
}

export async function logoutSupplier(ctx: AppContext, tokenId: number): Promise<void> {
  await ctx.db.update(supplierTokens).set({ revokedAt: ctx.clock.now() }).where(eq(supplierTokens.id, tokenId));
}

async function endSupplierSessions(db: DbOrTx, supplierId: string, now: Date): Promise<void> {
  await db
    .update(supplierTokens)
    .set({ revokedAt: now })
    .where(and(eq(supplierTokens.supplierId, supplierId), isNull(supplierTokens.revokedAt)));
}

/**
 * 入库管理 sets a supplier's login phone and (when typed) a new password; the first time a password is required. A phone
 * another supplier logs in with is refused. Audited without the password (only that it changed).
 */
export async function setSupplierAccount(
  ctx: AppContext,
  actorId: number,
  input: { id: string; phone?: unknown; password?: unknown },
): Promise<void> {
  const id = input.id.trim().toUpperCase();
  const [current] = await ctx.db.select().from(suppliers).where(eq(suppliers.id, id)).limit(1);
  if (!current) throw new BusinessError(API_CODES.notFound, SUPPLIER_MESSAGES.notFound);
  const check = validateForm(
    supplierAccountSchema,
    { phone: input.phone, password: input.password },
    { hasPassword: current.passwordHash !== null },
  );
  if (!check.ok) throw badRequest(check.message);
  const phone = supplierPhoneOf(check.value.phone);
  const hash = check.value.password ? await hashPassword(check.value.password) : null;
  const phoneTaken = () => new BusinessError(API_CODES.conflict, SUPPLIER_MESSAGES.phoneTaken);
  await ctx.db
    .transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: suppliers.id })
        .from(suppliers)
        .where(and(eq(suppliers.phone, phone), ne(suppliers.id, id)))
        .limit(1);
      if (taken) throw phoneTaken();
      await tx
        .update(suppliers)
        .set({ phone, ...(hash ? { passwordHash: hash } : {}) })
        .where(eq(suppliers.id, id));
      await endSupplierSessions(tx, id, ctx.clock.now());
      await recordAudit(tx, {
        staffId: actorId,
        action: 'supplier.account',
        entity: 'supplier',
        ids: [id],
        before: { phone: current.phone ?? '', hasPassword: current.passwordHash !== null },
        after: { phone, hasPassword: true, passwordChanged: hash !== null },
      });
    })
    // Two desks giving one phone to two suppliers at once: the partial unique index (suppliers_phone_uq) decides.
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? phoneTaken() : error;
    });
}
