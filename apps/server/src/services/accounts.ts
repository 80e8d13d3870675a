/**
 * Accounts and access (issue 4): SMS codes, registration, login with throttling, password reset and change,
 * account opening and the one-time public token of /elseLogin. One transaction per action; every limit comes from
 * @huashi/domain (SMS_LIMITS, LOGIN_LIMITS, PUBLIC_TOKEN_TTL_SECONDS); every time from ctx.clock.
 */
import type { LoginResult, User } from '@huashi/api';
import { API_CODES } from '@huashi/api';
import {
  ACCOUNT_REGISTERED_STATUS,
  ACCOUNT_MESSAGES,
  ACCOUNT_OPENED_STATUS,
  PUBLIC_TOKEN_TTL_SECONDS,
  SMS_LIMITS,
  accountNoFor,
  accountNumberOf,
  isBuyerType,
  isValidRegion,
  normalizePhoneText,
  regionNames,
  smsResendMessage,
  smsSecondsLeft,
  type SmsPurpose,
} from '@huashi/domain';
import { and, count, desc, eq, gt, isNull, like, ne, or, sql } from 'drizzle-orm';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { dummyHash, hashPassword, verifyPassword } from '../auth/password';
import { newToken, hashToken } from '../auth/tokens';
import type { AppContext } from '../context';
import type { DbOrTx, Tx } from '../db/client';
import { buyers, buyerTokens, rateEvents, smsCodes } from '../db/schema';
import { BusinessError, badRequest } from '../http/envelope';
import { codeText, smsFor } from '../sms';
import { CODE_REQUIRED_DATA, reserveLoginAttempt, throttleAddress, tooMany } from './loginThrottle';
import { regionTree } from './regions';
import { toUser } from './users';
import { isUniqueViolation } from '../db/errors';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
/** Remember me keeps the session 7 days (§9); otherwise a working day. */
export const REMEMBER_TTL_MS = 7 * 24 * HOUR;
export const SESSION_TTL_MS = 24 * HOUR;

// ---------------------------------------------------------------- throttling (rate_events)

async function countSince(db: DbOrTx, key: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rateEvents)
    .where(and(eq(rateEvents.key, key), gt(rateEvents.createdAt, since)));
  return row?.n ?? 0;
}

async function addEvents(db: DbOrTx, keys: string[], at: Date): Promise<void> {
  if (keys.length > 0) await db.insert(rateEvents).values(keys.map((key) => ({ key, createdAt: at })));
}

// ---------------------------------------------------------------- SMS codes

function hashCode(code: string, salt = randomBytes(12).toString('base64url')): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = Buffer.from(hashCode(code, salt).split('$')[1] ?? '', 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export type SendCodeResult = { resendSeconds: number; expiresInSeconds: number };

/**
 * Sends a fresh 6-digit code to `phone` for `purpose`: refused inside 60 s of the last one for the same purpose
 * (with secondsLeft), and when the phone or the client address used up its hourly sends. The newest code replaces
 * the older ones. The SMS goes out before the transaction commits, so a failed send (the vendor's refusal or its
 * timeout, logged with the vendor's code) leaves no code behind and does not count against the hourly limits.
 *
 * `registered` (registration: false, reset: true) says whether the phone must already have an account. A phone
 * that does not fit is refused with the spec's message, and that answer counts against the same hourly limits as a
 * real send, so the endpoint cannot be used to find out quickly which phones are registered.
 */
export async function sendCode(
  ctx: AppContext,
  input: { phone: string; purpose: SmsPurpose; ip: string; registered?: boolean },
): Promise<SendCodeResult> {
  const now = ctx.clock.now();
  const { phone, purpose } = input;
  // An IPv6 client is counted by its /64, as logins are (loginThrottle.ts): rotating addresses inside one network
  // gives no fresh sends.
  const ip = throttleAddress(input.ip);
  const refusal = await ctx.db.transaction(async (tx): Promise<string | null> => {
    // One sender at a time per phone, so two quick clicks cannot both pass the 60 s check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
    const hourAgo = new Date(now.getTime() - HOUR);
    if ((await countSince(tx, `sms:phone:${phone}`, hourAgo)) >= SMS_LIMITS.perPhonePerHour) throw tooMany(ACCOUNT_MESSAGES.smsPhoneHourly);
    if ((await countSince(tx, `sms:ip:${ip}`, hourAgo)) >= SMS_LIMITS.perIpPerHour) throw tooMany(ACCOUNT_MESSAGES.smsIpHourly);

    if (input.registered !== undefined) {
      const exists = Boolean(await findBuyerByPhone(tx, phone));
      // Counted like a send, and returned rather than thrown so that the count commits.
      const refusal =
        exists && !input.registered ? ACCOUNT_MESSAGES.phoneTaken : !exists && input.registered ? ACCOUNT_MESSAGES.phoneUnknown : null;
      if (refusal !== null) {
        await addEvents(tx, [`sms:phone:${phone}`, `sms:ip:${ip}`], now);
        return refusal;
      }
    }
    const [last] = await tx
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
      .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
      .limit(1);
    if (last) {
      const left = smsSecondsLeft(last.createdAt.getTime(), now.getTime());
      if (left > 0) throw tooMany(smsResendMessage(left), { secondsLeft: left });
    }
    await addEvents(tx, [`sms:phone:${phone}`, `sms:ip:${ip}`], now);

    const code = String(randomInt(0, 10 ** SMS_LIMITS.codeLength)).padStart(SMS_LIMITS.codeLength, '0');
    await tx.insert(smsCodes).values({
      phone,
      purpose,
      codeHash: hashCode(code),
      ip,
      expiresAt: new Date(now.getTime() + SMS_LIMITS.ttlSeconds * SECOND),
      createdAt: now,
    });
    try {
      const sms = smsFor(ctx);
      const message = { phone, purpose, code, text: codeText(purpose, code, SMS_LIMITS.ttlSeconds / 60), sentAt: now };
      await ctx.metrics.outside('sms', sms.name, () => sms.send(message));
    } catch (error) {
      // Rolls back the code and the hourly counts: the phone has no valid code and may ask again at once. A send
      // that timed out may still arrive; its code is then refused (验证码错误), never valid beside a second one.
      throw new BusinessError(API_CODES.serverError, ACCOUNT_MESSAGES.smsSendFailed, null, { cause: error });
    }
    return null;
  });
  if (refusal !== null) throw badRequest(refusal);
  return { resendSeconds: SMS_LIMITS.resendSeconds, expiresInSeconds: SMS_LIMITS.ttlSeconds };
}

export type CodeCheck = { ok: true } | { ok: false; message: string };

/**
 * Checks the newest code of phone+purpose inside the caller's transaction and, when `consume`, uses it up. A wrong
 * code counts a try (return, do not throw, so that the count commits); the 6th try of one code is refused whatever
 * it is.
 */
export async function useCode(
  tx: Tx,
  input: { phone: string; purpose: SmsPurpose; code: string; now: Date; consume?: boolean },
): Promise<CodeCheck> {
  const [row] = await tx
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, input.phone), eq(smsCodes.purpose, input.purpose)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1)
    .for('update');
  if (!row) return { ok: false, message: ACCOUNT_MESSAGES.codeMissing };
  const expired = row.expiresAt.getTime() <= input.now.getTime();
  // A code used long ago answers as no code at all: otherwise "used" would tell anyone that the phone registered.
  if (row.consumedAt) return { ok: false, message: expired ? ACCOUNT_MESSAGES.codeMissing : ACCOUNT_MESSAGES.codeUsed };
  if (row.attempts >= SMS_LIMITS.maxWrongTries) return { ok: false, message: ACCOUNT_MESSAGES.codeTooManyTries };
  if (expired) return { ok: false, message: ACCOUNT_MESSAGES.codeExpired };
  if (!codeMatches(input.code.trim(), row.codeHash)) {
    await tx
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, row.id));
    return { ok: false, message: ACCOUNT_MESSAGES.codeWrong };
  }
  if (input.consume !== false) await tx.update(smsCodes).set({ consumedAt: input.now }).where(eq(smsCodes.id, row.id));
  return { ok: true };
}

/**
 * Runs `action` after the code checks out. The code is checked first (a wrong one counts its try), before
 * `prepare` does the expensive part (hashing the new password): nobody without a good code can make the server
 * hash, and the answer never depends on whether the phone has an account. Then, in one transaction, the code is
 * used up and `action` runs.
 */
async function withCode<T, P>(
  ctx: AppContext,
  check: { phone: string; purpose: SmsPurpose; code: string },
  prepare: () => Promise<P>,
  action: (tx: Tx, now: Date, prepared: P) => Promise<T>,
): Promise<T> {
  const now = ctx.clock.now();
  const first = await ctx.db.transaction((tx) => useCode(tx, { ...check, now, consume: false }));
  if (!first.ok) throw badRequest(first.message);
  const prepared = await prepare();
  const outcome = await ctx.db.transaction(async (tx) => {
    const used = await useCode(tx, { ...check, now });
    if (!used.ok) return used;
    return { ok: true as const, value: await action(tx, now, prepared) };
  });
  if (!outcome.ok) throw badRequest(outcome.message);
  return outcome.value;
}

// ---------------------------------------------------------------- sessions

async function issueSession(db: DbOrTx, buyerId: number, ttlMs: number, now: Date): Promise<string> {
  const { token, hash } = newToken();
  await db
    .insert(buyerTokens)
    .values({ buyerId, tokenHash: hash, kind: 'session', expiresAt: new Date(now.getTime() + ttlMs), createdAt: now });
  return token;
}

/** Revokes the buyer's sessions (all, or all but one). */
async function revokeSessions(db: DbOrTx, buyerId: number, now: Date, keepTokenId?: number): Promise<void> {
  const conditions = [eq(buyerTokens.buyerId, buyerId), isNull(buyerTokens.revokedAt)];
  if (keepTokenId !== undefined) conditions.push(ne(buyerTokens.id, keepTokenId));
  await db
    .update(buyerTokens)
    .set({ revokedAt: now })
    .where(and(...conditions));
}

export async function findBuyerByLogin(db: DbOrTx, userName: string) {
  const name = normalizePhoneText(userName);
  const accountNo = accountNumberOf(name.toUpperCase()) !== null ? name.toUpperCase() : name;
  const [buyer] = await db
    .select()
    .from(buyers)
    .where(sql`${buyers.phone} = ${name} or ${buyers.accountNo} = ${accountNo}`)
    .limit(1);
  return buyer;
}

export async function findBuyerByPhone(db: DbOrTx, phone: string) {
  const [buyer] = await db.select().from(buyers).where(eq(buyers.phone, phone)).limit(1);
  return buyer;
}

/**
 * Login by phone or account number. Unknown user and wrong password answer the same. Attempts are throttled per
 * account and address, per address and per account before the password is checked (./loginThrottle); an account
 * with many failures from everywhere asks for the SMS code of purpose `login` (sendLoginCode), checked here first.
 */
export async function login(
  ctx: AppContext,
  input: { userName: string; password: string | null; remember: boolean; ip: string; code?: string },
): Promise<LoginResult> {
  const now = ctx.clock.now();
  const buyer = await findBuyerByLogin(ctx.db, input.userName);
  const accountKey = buyer ? `login:buyer:${buyer.id}` : `login:name:${normalizePhoneText(input.userName).toUpperCase()}`;
  let proven = false;
  if (input.code) {
    // An unknown user has no code to give: the answer is the one a wrong code gets.
    const check = buyer
      ? await ctx.db.transaction((tx) => useCode(tx, { phone: buyer.phone, purpose: 'login', code: input.code ?? '', now }))
      : ({ ok: false, message: ACCOUNT_MESSAGES.codeWrong } as const);
    if (!check.ok) throw badRequest(check.message, CODE_REQUIRED_DATA);
    proven = true;
  }
  const attempt = await reserveLoginAttempt(ctx, accountKey, input.ip, { kind: 'sms', proven });

  // Unknown user and wrong password cost the same and answer the same.
  const valid = await verifyPassword(input.password ?? '', buyer?.passwordHash ?? dummyHash());
  if (!buyer || input.password === null || !valid) {
    await attempt.failed();
    throw badRequest(ACCOUNT_MESSAGES.loginFailed, proven ? CODE_REQUIRED_DATA : null);
  }
  await attempt.succeeded();
  const token = await issueSession(ctx.db, buyer.id, input.remember ? REMEMBER_TTL_MS : SESSION_TTL_MS, now);
  return { hxmToken: token, user: toUser(buyer) };
}

/**
 * The SMS code a login asks for once the account has had many failures (LOGIN_LIMITS.perAccount), sent to the
 * account's phone (the login name may be the account number). An unknown name answers alike and sends nothing, but
 * counts against the address's hourly sends, so the call does not tell which accounts exist.
 */
export async function sendLoginCode(ctx: AppContext, input: { userName: string; ip: string }): Promise<SendCodeResult> {
  const buyer = await findBuyerByLogin(ctx.db, input.userName);
  if (buyer) return sendCode(ctx, { phone: buyer.phone, purpose: 'login', ip: input.ip });
  const now = ctx.clock.now();
  const ip = throttleAddress(input.ip);
  if ((await countSince(ctx.db, `sms:ip:${ip}`, new Date(now.getTime() - HOUR))) >= SMS_LIMITS.perIpPerHour)
    throw tooMany(ACCOUNT_MESSAGES.smsIpHourly);
  await addEvents(ctx.db, [`sms:ip:${ip}`], now);
  return { resendSeconds: SMS_LIMITS.resendSeconds, expiresInSeconds: SMS_LIMITS.ttlSeconds };
}

/**
 * Registration: a fresh account (HS + 6 digits, status 1 = not opened), logged in at once (the answer carries the
 * session token, as a login would). The code is checked before anything else; a phone that has an account never
 * got a registration code (send-reg-code refuses it), so it is refused by the code check or, in a race, by the
 * unique phone (该手机号已注册).
 */
export async function register(
  ctx: AppContext,
  input: { phone: string; code: string; nickName: string; password: string; inviteCode: string; createOS: string },
): Promise<LoginResult> {
  try {
    const check = { phone: input.phone, purpose: 'reg' as const, code: input.code };
    return await withCode(
      ctx,
      check,
      () => hashPassword(input.password),
      async (tx, now, passwordHash) => {
        if (await findBuyerByPhone(tx, input.phone)) throw badRequest(ACCOUNT_MESSAGES.phoneTaken);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('buyers.account_no'))`);
        const [last] = await tx
          .select({ accountNo: buyers.accountNo })
          .from(buyers)
          .where(sql`${buyers.accountNo} ~ '^HS[0-9]{6,}$'`)
          .orderBy(sql`length(${buyers.accountNo}) desc`, desc(buyers.accountNo))
          .limit(1);
        const next = (last ? (accountNumberOf(last.accountNo) ?? 0) : 0) + 1;
        const [buyer] = await tx
          .insert(buyers)
          .values({
            phone: input.phone,
            accountNo: accountNoFor(next),
            nickName: input.nickName,
            contactPhone: input.phone,
            passwordHash,
            status: ACCOUNT_REGISTERED_STATUS,
            userType: 'buyer',
            inviteCode: input.inviteCode || null,
            createOs: input.createOS || null,
            createdAt: now,
          })
          .returning();
        if (!buyer) throw new Error('insert returned no row');
        const token = await issueSession(tx, buyer.id, SESSION_TTL_MS, now);
        return { hxmToken: token, user: toUser(buyer) };
      },
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(ACCOUNT_MESSAGES.phoneTaken);
    throw error;
  }
}

/**
 * Forgot password: a new password by SMS code; every session of the account ends. The code is checked first (only a
 * registered phone ever gets a reset code), so the answer does not tell whether a phone is registered.
 */
export async function resetPassword(ctx: AppContext, input: { phone: string; code: string; password: string }): Promise<void> {
  const check = { phone: input.phone, purpose: 'reset' as const, code: input.code };
  await withCode(
    ctx,
    check,
    () => hashPassword(input.password),
    async (tx, now, passwordHash) => {
      const buyer = await findBuyerByPhone(tx, input.phone);
      if (!buyer) throw badRequest(ACCOUNT_MESSAGES.phoneUnknown);
      await tx.update(buyers).set({ passwordHash }).where(eq(buyers.id, buyer.id));
      await revokeSessions(tx, buyer.id, now);
      // A reset proves the phone: the failed logins of the account (from every address) stop counting.
      const key = `login:buyer:${buyer.id}`;
      await tx.delete(rateEvents).where(or(eq(rateEvents.key, key), like(rateEvents.key, `${key}@%`)));
    },
  );
}

/**
 * /amend: a new password (6–16, registration's rule) with the SMS code sent to the account's phone; every session ends
 * (log in again). Its code guesses count as the account's failed logins from this address, under the same limits as
 * login.
 */
export async function changePassword(
  ctx: AppContext,
  input: { buyerId: number; phone: string; code: string; password: string; ip: string },
): Promise<void> {
  const attempt = await reserveLoginAttempt(ctx, `login:buyer:${input.buyerId}`, input.ip, { kind: 'sms', proven: true });
  const check = { phone: input.phone, purpose: 'password' as const, code: input.code };
  try {
    await withCode(
      ctx,
      check,
      () => hashPassword(input.password),
      async (tx, now, passwordHash) => {
        await tx.update(buyers).set({ passwordHash }).where(eq(buyers.id, input.buyerId));
        await revokeSessions(tx, input.buyerId, now);
      },
    );
  } catch (error) {
    await attempt.failed();
    throw error;
  }
  await attempt.succeeded();
}

/**
 * /dredge: buyer type, region (official codes checked against the tree; names taken from the tree, not from the
 * client) and detail address; status 1 → 2. An opened account is refused (its data stays as it was).
 */
export async function openAccount(
  ctx: AppContext,
  buyerId: number,
  input: { buyerType: string; provinceId: string; cityId: string; districtId: string; address: string },
): Promise<User> {
  if (!isBuyerType(input.buyerType)) throw badRequest(ACCOUNT_MESSAGES.buyerTypeInvalid);
  const tree = regionTree();
  const choice = { provinceId: input.provinceId, cityId: input.cityId, districtId: input.districtId };
  const names = regionNames(tree, choice);
  if (!names || !isValidRegion(tree, choice, false)) throw badRequest(ACCOUNT_MESSAGES.regionInvalid);
  const [updated] = await ctx.db
    .update(buyers)
    .set({
      status: ACCOUNT_OPENED_STATUS,
      buyerType: input.buyerType,
      regionProvinceId: names.provinceId,
      regionProvince: names.province,
      regionCityId: names.cityId,
      regionCity: names.city,
      regionDistrictId: names.districtId || null,
      regionDistrict: names.district || null,
      detailAddress: input.address,
    })
    .where(and(eq(buyers.id, buyerId), ne(buyers.status, ACCOUNT_OPENED_STATUS)))
    .returning();
  if (!updated) throw badRequest(ACCOUNT_MESSAGES.alreadyOpened);
  return toUser(updated);
}

/** A one-time token for /elseLogin, valid PUBLIC_TOKEN_TTL_SECONDS. */
export async function createPublicToken(ctx: AppContext, buyerId: number): Promise<{ token: string; expiresInSeconds: number }> {
  const now = ctx.clock.now();
  const { token, hash } = newToken();
  await ctx.db.insert(buyerTokens).values({
    buyerId,
    tokenHash: hash,
    kind: 'public',
    expiresAt: new Date(now.getTime() + PUBLIC_TOKEN_TTL_SECONDS * SECOND),
    createdAt: now,
  });
  return { token, expiresInSeconds: PUBLIC_TOKEN_TTL_SECONDS };
}

/** Exchanges a public token for a session, once: the conditional update lets only one caller win. */
export async function loginWithPublicToken(ctx: AppContext, token: string): Promise<LoginResult> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(buyerTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(buyerTokens.tokenHash, hashToken(token)),
          eq(buyerTokens.kind, 'public'),
          isNull(buyerTokens.usedAt),
          isNull(buyerTokens.revokedAt),
          gt(buyerTokens.expiresAt, now),
        ),
      )
      .returning({ buyerId: buyerTokens.buyerId });
    if (!used) throw badRequest(ACCOUNT_MESSAGES.publicTokenInvalid);
    const [buyer] = await tx.select().from(buyers).where(eq(buyers.id, used.buyerId)).limit(1);
    if (!buyer) throw badRequest(ACCOUNT_MESSAGES.publicTokenInvalid);
    const session = await issueSession(tx, buyer.id, SESSION_TTL_MS, now);
    return { hxmToken: session, user: toUser(buyer) };
  });
}
