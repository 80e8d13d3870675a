/**
 * Operator signs (§6): operators open /goodTp, /cpsix and /cpsixNew with ?sign=… instead of a
 * login. A sign is "<id>.<expiry epoch s>.<HMAC-SHA256>" (base64url), issued by the server,
 * expiring, stored hashed so it can be revoked, and checked on every operator call.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import { preparedPerDb } from '../db/bulk';
import type { Db, DbOrTx } from '../db/client';
import { operatorSigns, settings } from '../db/schema';
import { hashToken } from '../auth/tokens';

export type OperatorSign = typeof operatorSigns.$inferSelect;

async function readSecret(db: DbOrTx): Promise<string> {
  await db
    .insert(settings)
    .values({ key: 'operator_sign_secret', value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'operator_sign_secret'));
  return row!.value;
}

/**
 * The signing key, read once per database handle: it is made once (the first writer wins) and never changes, so every
 * instance reads the same key. A transaction (issuing in the back office) reads it itself: a key it created exists only
 * if it commits.
 */
const secrets = new WeakMap<object, Promise<string>>();
function secret(db: DbOrTx, pooled: boolean): Promise<string> {
  if (!pooled) return readSecret(db);
  let key = secrets.get(db);
  if (!key) {
    key = readSecret(db);
    secrets.set(db, key);
    key.catch(() => secrets.delete(db));
  }
  return key;
}

function mac(key: string, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/** Issues a sign; with a transaction, it exists only if the transaction commits (the back office audits it in it). */
export async function issueOperatorSign(
  db: DbOrTx,
  clock: Clock,
  opts: { label: string; ttlHours: number; editDifferAmount?: boolean },
): Promise<string> {
  const key = await secret(db, false);
  const issuedAt = clock.now();
  const expiresAt = new Date(issuedAt.getTime() + opts.ttlHours * 3600_000);
  const [row] = await db
    .insert(operatorSigns)
    .values({
      // Issued and expiring by the same (market) clock: /admin/signs shows both.
      createdAt: issuedAt,
      label: opts.label,
      signHash: `pending-${randomBytes(8).toString('hex')}`,
      editDifferAmount: opts.editDifferAmount ?? false,
      expiresAt,
    })
    .returning({ id: operatorSigns.id });
  const payload = `${row!.id}.${Math.floor(expiresAt.getTime() / 1000)}`;
  const sign = `${payload}.${mac(key, payload)}`;
  await db
    .update(operatorSigns)
    .set({ signHash: hashToken(sign) })
    .where(eq(operatorSigns.id, row!.id));
  return sign;
}

/** A sign's state as the back office lists it (the sign itself is never stored, so never shown again). */
export function signState(row: OperatorSign, now: Date): 'active' | 'expired' | 'revoked' {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

/** The operator behind a sign, or null when it is malformed, forged, expired or revoked. */
export async function verifyOperatorSign(db: Db, clock: Clock, sign: string | undefined): Promise<OperatorSign | null> {
  if (!sign) return null;
  const parts = sign.split('.');
  if (parts.length !== 3) return null;
  const [id, exp, given] = parts as [string, string, string];
  if (!/^\d+$/.test(id) || !/^\d+$/.test(exp)) return null;
  const expected = mac(await secret(db, true), `${id}.${exp}`);
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  if (Number(exp) * 1000 <= clock.now().getTime()) return null;
  // Read on every call (a revoked sign is refused at once, on every instance): one prepared statement.
  const [row] = await liveSign(db).execute({ id: Number(id), hash: hashToken(sign), now: clock.now() });
  return row ?? null;
}

const liveSign = preparedPerDb((db) =>
  db
    .select()
    .from(operatorSigns)
    .where(
      and(
        eq(operatorSigns.id, sql.placeholder('id')),
        eq(operatorSigns.signHash, sql.placeholder('hash')),
        isNull(operatorSigns.revokedAt),
        gt(operatorSigns.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('live_operator_sign'),
);

/** The demo operator's sign (non-production only): kept in settings, reissued once expired. */
export async function demoOperatorSign(db: Db, clock: Clock, ttlHours: number): Promise<string> {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'demo_operator_sign'));
  if (row && (await verifyOperatorSign(db, clock, row.value))) return row.value;
  const sign = await issueOperatorSign(db, clock, { label: '演示调配员', ttlHours, editDifferAmount: true });
  await db
    .insert(settings)
    .values({ key: 'demo_operator_sign', value: sign })
    .onConflictDoUpdate({ target: settings.key, set: { value: sign } });
  return sign;
}
