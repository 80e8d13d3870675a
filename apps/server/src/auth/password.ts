/**
 * scrypt password hashes (node:crypto, async thread pool): "scrypt$N$r$p$salt$hash" in base64.
 *
 * Decision (issue 28): the cost N is 2^PASSWORD_HASH_COST, 2^17 by default (~0.3 s and 128 MB a hash on one core:
 * slow on purpose). Production refuses anything lower — loadConfig stops the start and hashPassword itself throws, so
 * neither a server nor a command line of a production market makes a cheap hash. Outside production it may be lowered
 * (10 at the least): the server tests and the e2e server set 10 — their seeds, registrations, logins and throttle tests
 * (20+ checks each) at 2^17 were minutes of a 2-core machine, and the cost is no behaviour a test asserts. A check reads N from the stored hash, so a
 * hash made at one cost is checked at its own cost under any setting; an unknown user is checked against a dummy hash
 * at the current cost, as slow as a known one's.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** log2 of scrypt's N in production: the default and the least production takes. */
export const PRODUCTION_HASH_COST = 17;
const LEAST_HASH_COST = 10;
const R = 8;
const P = 1;
const KEYLEN = 32;

/**
 * log2 of N from PASSWORD_HASH_COST (default 17), or an Error naming the variable: not a whole number from 10 to 20,
 * or below 17 with NODE_ENV=production.
 */
export function passwordHashCost(env: NodeJS.ProcessEnv = process.env): number {
  const raw = (env.PASSWORD_HASH_COST ?? '').trim();
  if (raw === '') return PRODUCTION_HASH_COST;
  const cost = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(cost >= LEAST_HASH_COST && cost <= 20)) {
    throw new Error(`PASSWORD_HASH_COST must be a whole number from ${LEAST_HASH_COST} to 20 (log2 of scrypt's N), got "${raw}"`);
  }
  if (env.NODE_ENV === 'production' && cost < PRODUCTION_HASH_COST) {
    throw new Error(
      `PASSWORD_HASH_COST=${cost} makes cheap password hashes: production refuses less than ${PRODUCTION_HASH_COST} (tests only)`,
    );
  }
  return cost;
}

function scrypt(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, KEYLEN, { ...opts, maxmem: 256 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const N = 2 ** passwordHashCost();
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash that takes as long to check as a real one made now, for unknown users (no timing oracle). */
export function dummyHash(): string {
  return `scrypt$${2 ** passwordHashCost()}$${R}$${P}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;
}
