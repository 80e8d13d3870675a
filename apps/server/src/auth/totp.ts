/**
 * Time-based one-time codes (TOTP, RFC 6238) on `otpauth` (maintained, one dependency: @noble/hashes), with the
 * parameters of TWO_FACTOR in @huashi/domain: SHA-1, 6 digits, 30-second steps, ±1 step. Time is always passed in
 * (the app's Clock), never read here. Recovery codes are random, shown once and kept as SHA-256 hashes: they are
 * ~49 random bits each and every try is throttled, so a slow hash would add nothing but time.
 */
import { normalizeRecoveryCode, normalizeTwoFactorCode, TWO_FACTOR } from '@huashi/domain';
import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: TWO_FACTOR.issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TWO_FACTOR.digits,
    period: TWO_FACTOR.periodSeconds,
  });

/** A new random secret (160 bits, as RFC 4226 recommends), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app scans (its QR code) for `label`, e.g. the login name. */
export function totpUri(secret: string, label: string): string {
  return totpOf(secret, label).toString();
}

/** The code of `secret` at `now` (demo logins, tests). */
export function totpCode(secret: string, now: Date): string {
  return totpOf(secret).generate({ timestamp: now.getTime() });
}

/** The time step of `now`. */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TWO_FACTOR.periodSeconds);
}

/** The time step a typed code belongs to (within ±window of `now`), or null when it is no code of the secret. */
export function totpMatch(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: normalizeTwoFactorCode(code), timestamp: now.getTime(), window: TWO_FACTOR.window });
  return delta === null ? null : totpStep(now) + delta;
}

/** Ten (TWO_FACTOR.recoveryCodes) new recovery codes, plain (normalised form). */
export function newRecoveryCodes(): string[] {
  const { recoveryAlphabet: alphabet, recoveryCodeLength: length, recoveryCodes: n } = TWO_FACTOR;
  return Array.from({ length: n }, () => Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join(''));
}

/** How a recovery code is stored (and looked up). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}
