import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import MD5 from 'crypto-js/md5';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { toEpochMs, type Instant } from './time';

/**
 * Request signs (§7, §9). Only the crypto-js submodules used are imported (7 KB instead of 27 KB gz).
 * Nothing here reads the clock or Math.random: `now` and the random source are arguments.
 */

/** A random source like Math.random: returns a number in [0, 1). Inject crypto-backed randomness in production. */
export type RandomSource = () => number;

/** Whole epoch seconds of an instant (NaN for an invalid one). */
export function epochSeconds(now: Instant): number {
  return Math.floor(toEpochMs(now) / 1000);
}

/* ------------------------------------------------------------------ purchase sign */

/** An AES key checked once (16, 24 or 32 bytes of UTF-8), so that signing itself cannot fail. */
export type SignKey = string & { readonly __signKey: unique symbol };

/** The configured key as a SignKey, or null when it is not 16, 24 or 32 bytes long in UTF-8. */
export function parseSignKey(key: string): SignKey | null {
  if (typeof key !== 'string') return null;
  const bytes = Utf8.parse(key).sigBytes;
  return bytes === 16 || bytes === 24 || bytes === 32 ? (key as SignKey) : null;
}

export const PURCHASE_SIGN_NONCE_LENGTH = 16;
const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A sign older than this is refused by the server (DESIGN: 5 minutes). */
export const PURCHASE_SIGN_MAX_AGE_SECONDS = 300;
/** Decision: a sign up to 60 s in the future is accepted (a buyer's PC clock may run a little fast). */
export const PURCHASE_SIGN_MAX_FUTURE_SECONDS = 60;

/** A random nonce of `length` letters and digits drawn from `random` (values outside [0, 1) are clamped). */
export function randomNonce(random: RandomSource, length = PURCHASE_SIGN_NONCE_LENGTH): string {
  let nonce = '';
  const count = Number.isInteger(length) && length > 0 ? length : PURCHASE_SIGN_NONCE_LENGTH;
  for (let i = 0; i < count; i += 1) {
    const r = random();
    const index = Number.isFinite(r) ? Math.min(NONCE_ALPHABET.length - 1, Math.max(0, Math.floor(r * NONCE_ALPHABET.length))) : 0;
    nonce += NONCE_ALPHABET.charAt(index);
  }
  return nonce;
}

const cipherOptions = { mode: ECB, padding: Pkcs7 };

/**
 * The purchase sign: AES-ECB/PKCS7 (base64) over a random string followed by the epoch seconds of `now`
 * (10 digits), e.g. "q3ZbT0mN8xLkAe2W1767225600".
 */
export function createPurchaseSign(input: { key: SignKey; now: Instant; random: RandomSource }): string {
  const seconds = Math.max(0, epochSeconds(input.now) || 0);
  const plain = `${randomNonce(input.random)}${String(seconds).padStart(10, '0')}`;
  return AES.encrypt(plain, Utf8.parse(input.key), cipherOptions).toString();
}

export type PurchaseSignContent = { nonce: string; issuedAtSeconds: number };

/** The server's inverse: decrypts a sign into its nonce and seconds, or null when it is not a sign made with this key. */
export function readPurchaseSign(sign: string, key: SignKey): PurchaseSignContent | null {
  if (typeof sign !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(sign) || sign.length % 4 !== 0) return null;
  let plain: string;
  try {
    plain = AES.decrypt(sign, Utf8.parse(key), cipherOptions).toString(Utf8);
  } catch {
    return null; // not UTF-8 after decryption: wrong key or garbage
  }
  const match = /^([A-Za-z0-9]{1,64}?)(\d{10})$/.exec(plain);
  if (!match) return null;
  return { nonce: match[1] ?? '', issuedAtSeconds: Number(match[2]) };
}

export type PurchaseSignCheck = ({ ok: true } & PurchaseSignContent) | { ok: false; reason: 'malformed' | 'expired' | 'future' };

/**
 * Reads a sign and checks its age at `now`: refused when older than maxAgeSeconds (default 300; exactly 300 s old
 * is still accepted) or more than 60 s in the future.
 */
export function verifyPurchaseSign(input: { sign: string; key: SignKey; now: Instant; maxAgeSeconds?: number }): PurchaseSignCheck {
  const content = readPurchaseSign(input.sign, input.key);
  const nowSeconds = epochSeconds(input.now);
  if (!content || Number.isNaN(nowSeconds)) return { ok: false, reason: 'malformed' };
  const age = nowSeconds - content.issuedAtSeconds;
  if (age > (input.maxAgeSeconds ?? PURCHASE_SIGN_MAX_AGE_SECONDS)) return { ok: false, reason: 'expired' };
  if (age < -PURCHASE_SIGN_MAX_FUTURE_SECONDS) return { ok: false, reason: 'future' };
  return { ok: true, ...content };
}

/* ------------------------------------------------------------------ upload sign */

/** Upload sign = MD5 (lower-case hex) of the time followed by the fixed suffix (configuration, not printed in the spec). */
export function uploadSign(time: string | number, suffix: string): string {
  return MD5(`${time}${suffix}`).toString();
}

/** Decision: the upload host accepts a time within 5 minutes either side of its clock. */
export const UPLOAD_SIGN_MAX_SKEW_SECONDS = 300;

/** Equal strings compared without an early exit (the sign is checked by the upload host). */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The upload host's check: time is epoch seconds within the allowed skew of `now`, and sign = uploadSign(time, suffix). */
export function verifyUploadSign(input: { time: string; sign: string; suffix: string; now: Instant; maxSkewSeconds?: number }): boolean {
  if (typeof input.time !== 'string' || !/^\d{1,12}$/.test(input.time) || typeof input.sign !== 'string') return false;
  const nowSeconds = epochSeconds(input.now);
  if (Number.isNaN(nowSeconds)) return false;
  if (Math.abs(nowSeconds - Number(input.time)) > (input.maxSkewSeconds ?? UPLOAD_SIGN_MAX_SKEW_SECONDS)) return false;
  return sameText(uploadSign(input.time, input.suffix), input.sign.toLowerCase());
}

/**
 * The fixed suffix of the upload sign. It is not a secret (every client holds it, as the spec's client does): the
 * sign only proves the request was made now, by our client's rule. Uploads are authorised by the token.
 */
export const UPLOAD_SIGN_SUFFIX = 'huashi-upload-v1';
