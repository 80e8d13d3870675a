/**
 * Login throttling shared by buyers and staff: every attempt is counted per account (per typed name when unknown)
 * and per client address *before* the password is checked, under advisory locks, so concurrent attempts cannot
 * outrun the limits (LOGIN_LIMITS of @huashi/domain). A success clears the account's attempts and its own count
 * against the address.
 */
import { ACCOUNT_MESSAGES, LOGIN_LIMITS } from '@huashi/domain';
import { API_CODES } from '@huashi/api';
import { and, count, eq, gt, or, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { AppContext } from '../context';
import type { Db, DbOrTx } from '../db/client';
import { rateEvents } from '../db/schema';
import { BusinessError } from '../http/envelope';

const SECOND = 1000;
const DAY = 24 * 3600 * SECOND;

/** A refusal for going too fast: envelope code 429 with the message (and data, e.g. secondsLeft). */
export function tooMany(msg: string, data: unknown = null): BusinessError {
  return new BusinessError(API_CODES.tooMany, msg, data);
}

/** Drops rate events older than a day (they no longer count for any window). Cheap; runs now and then. */
export async function pruneEvents(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(rateEvents).where(sql`${rateEvents.createdAt} < ${new Date(now.getTime() - DAY)}`);
}

/**
 * Takes one of `limit` slots of `key` in the rolling window of `windowMs` ending `now`: counted and recorded under the
 * key's advisory lock, so parallel requests cannot all pass the count. False when none is left (nothing recorded).
 */
export async function takeRateSlot(db: Db, key: string, limit: number, windowMs: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const [row] = await tx
      .select({ n: count() })
      .from(rateEvents)
      .where(and(eq(rateEvents.key, key), gt(rateEvents.createdAt, new Date(now.getTime() - windowMs))));
    if ((row?.n ?? 0) >= limit) return false;
    await tx.insert(rateEvents).values({ key, createdAt: now });
    return true;
  });
}

export type LoginAttempt = {
  /** Call after a success: the account's attempts and this attempt's count against the address are dropped. */
  succeeded: () => Promise<void>;
  /** Call after a failure: now and then, old events are pruned. */
  failed: () => Promise<void>;
};

/**
 * Reserves one login attempt for `accountKey` from `ip`, or refuses with 429 past the limits (even before a right
 * password is checked). Keys name their kind, e.g. `login:buyer:12`, `login:staff:3`, `login:name:X`.
 */
export async function reserveLoginAttempt(ctx: AppContext, accountKey: string, ip: string): Promise<LoginAttempt> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowSeconds * SECOND);
  const ipKey = `login:ip:${ip}`;
  // Under the account's and the address's locks (always taken in that order), count and record in one short
  // transaction, so concurrent attempts cannot all pass the count.
  const reserved = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${accountKey}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ipKey}))`);
    const [counts] = await tx
      .select({
        ip: sql<number>`count(*) filter (where ${rateEvents.key} = ${ipKey})`.mapWith(Number),
        account: sql<number>`count(*) filter (where ${rateEvents.key} = ${accountKey})`.mapWith(Number),
      })
      .from(rateEvents)
      .where(and(or(eq(rateEvents.key, ipKey), eq(rateEvents.key, accountKey)), gt(rateEvents.createdAt, since)));
    if ((counts?.ip ?? 0) >= LOGIN_LIMITS.perIp) return { refused: ACCOUNT_MESSAGES.loginIpLocked };
    if ((counts?.account ?? 0) >= LOGIN_LIMITS.perAccount) return { refused: ACCOUNT_MESSAGES.loginLocked };
    const rows = await tx
      .insert(rateEvents)
      .values([
        { key: accountKey, createdAt: now },
        { key: ipKey, createdAt: now },
      ])
      .returning({ id: rateEvents.id, key: rateEvents.key });
    return { ipEventId: rows.find((row) => row.key === ipKey)?.id };
  });
  if (reserved.refused) throw tooMany(reserved.refused);
  return {
    succeeded: async () => {
      await ctx.db
        .delete(rateEvents)
        .where(
          reserved.ipEventId === undefined
            ? eq(rateEvents.key, accountKey)
            : or(eq(rateEvents.key, accountKey), eq(rateEvents.id, reserved.ipEventId)),
        );
    },
    failed: async () => {
      if (randomInt(0, 20) === 0) await pruneEvents(ctx.db, now);
    },
  };
}
