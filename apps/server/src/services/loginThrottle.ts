/**
 * Login throttling shared by buyers and staff (LOGIN_LIMITS of @huashi/domain, where the rules and the staff decision
 * are written): every attempt is counted per account and client address, per address and per account *before* the
 * password is checked, under advisory locks, so concurrent attempts cannot outrun the limits. A lockout per account
 * alone let anyone lock every account out (issue 26); now an address that failed is refused only for that account,
 * and many failures from everywhere ask for a second proof (buyers: an SMS code) or, for staff (no second factor
 * yet), let only addresses that have not failed try. A success clears its address's failures for the account (and,
 * proven by SMS, the account's).
 */
import { ACCOUNT_MESSAGES, LOGIN_LIMITS } from '@huashi/domain';
import { API_CODES } from '@huashi/api';
import { and, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
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
  /** Call after a success: this address's failures for the account (all the account's when proven) are dropped. */
  succeeded: () => Promise<void>;
  /** Call after a failure: now and then, old events are pruned. */
  failed: () => Promise<void>;
  /**
   * Call after a step that was right but is not the whole login (a staff password before its one-time code): this
   * attempt's own events go, earlier failures stay, so a known password cannot wipe the count of wrong codes.
   */
  passed: () => Promise<void>;
};

/**
 * What an account past LOGIN_LIMITS.perAccount asks of an attempt: `sms` — a proof (the caller checked an SMS code:
 * `proven`), else refused with ACCOUNT_MESSAGES.loginCodeRequired and data {codeRequired: true}; `cleanAddress` —
 * only an address without a failure for the account in the window may try (staff, until they have a second factor).
 */
export type SecondProof = { kind: 'sms'; proven: boolean } | { kind: 'cleanAddress' };

/** The refusal that asks the buyer's login form for the SMS code. */
export const CODE_REQUIRED_DATA = { codeRequired: true } as const;

/**
 * The address an attempt counts against: an IPv4 address as it is, an IPv6 address by its /64 network (an IPv4-mapped
 * one as the IPv4 address). Decision (t26, issue 26 item 19): one subscriber usually holds a whole /64, so counting each
 * IPv6 address alone gave an attacker 2^64 "clean" addresses — unlimited guesses at a staff password past the
 * per-account limit, and no per-address limit at all.
 */
export function throttleAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`);
  return `${network.toString()}/64`;
}

/**
 * Reserves one login attempt for `accountKey` from `ip`, or refuses with 429 past the limits (even before a right
 * password is checked). Keys name their kind, e.g. `login:buyer:12`, `login:staff:3`, `login:name:X`.
 */
export async function reserveLoginAttempt(ctx: AppContext, accountKey: string, ip: string, proof: SecondProof): Promise<LoginAttempt> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowSeconds * SECOND);
  const address = throttleAddress(ip);
  const ipKey = `login:ip:${address}`;
  const pairKey = `${accountKey}@${address}`;
  // Under the account's and the address's locks (always taken in that order), count and record in one short
  // transaction, so concurrent attempts cannot all pass the count.
  const reserved = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${accountKey}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ipKey}))`);
    const [counts] = await tx
      .select({
        ip: sql<number>`count(*) filter (where ${rateEvents.key} = ${ipKey})`.mapWith(Number),
        pair: sql<number>`count(*) filter (where ${rateEvents.key} = ${pairKey})`.mapWith(Number),
        account: sql<number>`count(*) filter (where ${rateEvents.key} = ${accountKey})`.mapWith(Number),
      })
      .from(rateEvents)
      .where(and(inArray(rateEvents.key, [ipKey, pairKey, accountKey]), gt(rateEvents.createdAt, since)));
    const { ip: fromIp = 0, pair = 0, account = 0 } = counts ?? {};
    if (fromIp >= LOGIN_LIMITS.perIp) return { refused: tooMany(ACCOUNT_MESSAGES.loginIpLocked) };
    if (pair >= LOGIN_LIMITS.perAccountAddress) return { refused: tooMany(ACCOUNT_MESSAGES.loginLocked) };
    if (account >= LOGIN_LIMITS.perAccount) {
      if (proof.kind === 'sms' && !proof.proven) return { refused: tooMany(ACCOUNT_MESSAGES.loginCodeRequired, CODE_REQUIRED_DATA) };
      if (proof.kind === 'cleanAddress' && pair > 0) return { refused: tooMany(ACCOUNT_MESSAGES.loginLocked) };
    }
    const rows = await tx
      .insert(rateEvents)
      .values([accountKey, pairKey, ipKey].map((key) => ({ key, createdAt: now })))
      .returning({ id: rateEvents.id, key: rateEvents.key });
    return { ids: rows.filter((row) => row.key !== pairKey).map((row) => row.id), all: rows.map((row) => row.id) };
  });
  if (reserved.refused) throw reserved.refused;
  const ownIds = reserved.ids ?? [];
  const allIds = reserved.all ?? [];
  const proven = proof.kind === 'sms' && proof.proven;
  return {
    succeeded: async () => {
      // This attempt's own events were no failure; the address's failures for the account go, and all of the
      // account's when an SMS code proved the phone.
      await ctx.db
        .delete(rateEvents)
        .where(or(eq(rateEvents.key, pairKey), inArray(rateEvents.id, ownIds), proven ? eq(rateEvents.key, accountKey) : undefined));
    },
    failed: async () => {
      if (randomInt(0, 20) === 0) await pruneEvents(ctx.db, now);
    },
    passed: async () => {
      await ctx.db.delete(rateEvents).where(inArray(rateEvents.id, allIds));
    },
  };
}
