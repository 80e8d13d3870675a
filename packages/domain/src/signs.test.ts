import { describe, expect, it } from 'vitest';
import {
  createPurchaseSign,
  epochSeconds,
  parseSignKey,
  randomNonce,
  readPurchaseSign,
  uploadSign,
  verifyPurchaseSign,
  verifyUploadSign,
  type SignKey,
} from './signs';
import { REQUEST_VERSION } from './constants';

/** A deterministic random source for tests (a linear congruential generator). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const key = parseSignKey('0123456789abcdef') as SignKey;
const otherKey = parseSignKey('fedcba9876543210') as SignKey;
const now = new Date('2025-06-15T11:45:00+08:00');

describe('sign key', () => {
  it('accepts 16, 24 or 32 bytes only', () => {
    expect(parseSignKey('0123456789abcdef')).not.toBeNull();
    expect(parseSignKey('0123456789abcdef01234567')).not.toBeNull();
    expect(parseSignKey('0123456789abcdef0123456789abcdef')).not.toBeNull();
    expect(parseSignKey('short')).toBeNull();
    expect(parseSignKey('')).toBeNull();
    // Bytes count, not characters: 8 CJK characters are 24 UTF-8 bytes, 6 are 18.
    expect(parseSignKey('花市花市花市花市')).not.toBeNull();
    expect(parseSignKey('花市花市花市')).toBeNull();
    expect(parseSignKey(undefined as unknown as string)).toBeNull();
  });
});

describe('purchase sign (AES-ECB/PKCS7 over nonce + epoch seconds)', () => {
  it('round-trips through the server inverse', () => {
    const sign = createPurchaseSign({ key, now, random: seeded(1) });
    expect(sign).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const content = readPurchaseSign(sign, key);
    expect(content?.issuedAtSeconds).toBe(epochSeconds(now));
    expect(content?.nonce).toHaveLength(16);
    expect(content?.nonce).toMatch(/^[A-Za-z0-9]+$/);
  });
  it('is deterministic for the same random source and differs for another', () => {
    expect(createPurchaseSign({ key, now, random: seeded(7) })).toBe(createPurchaseSign({ key, now, random: seeded(7) }));
    expect(createPurchaseSign({ key, now, random: seeded(7) })).not.toBe(createPurchaseSign({ key, now, random: seeded(8) }));
  });
  it('cannot be read with another key or when tampered with', () => {
    const sign = createPurchaseSign({ key, now, random: seeded(2) });
    expect(readPurchaseSign(sign, otherKey)).toBeNull();
    expect(readPurchaseSign(`${sign.slice(0, 5)}${sign[5] === 'A' ? 'B' : 'A'}${sign.slice(6)}`, key)).toBeNull();
    for (const bad of ['', 'not a sign', '!!!!', 'AAAA']) expect(readPurchaseSign(bad, key)).toBeNull();
  });
  it('is fresh for 5 minutes and refused after', () => {
    const sign = createPurchaseSign({ key, now, random: seeded(3) });
    const t = now.getTime();
    expect(verifyPurchaseSign({ sign, key, now: t })).toMatchObject({ ok: true, issuedAtSeconds: epochSeconds(now) });
    expect(verifyPurchaseSign({ sign, key, now: t + 300_000 })).toMatchObject({ ok: true });
    expect(verifyPurchaseSign({ sign, key, now: t + 301_000 })).toEqual({ ok: false, reason: 'expired' });
    expect(verifyPurchaseSign({ sign, key, now: t + 60_000, maxAgeSeconds: 30 })).toEqual({ ok: false, reason: 'expired' });
  });
  it('refuses a sign from more than 60 s in the future', () => {
    const sign = createPurchaseSign({ key, now, random: seeded(4) });
    expect(verifyPurchaseSign({ sign, key, now: now.getTime() - 60_000 })).toMatchObject({ ok: true });
    expect(verifyPurchaseSign({ sign, key, now: now.getTime() - 61_000 })).toEqual({ ok: false, reason: 'future' });
  });
  it('refuses malformed signs and invalid instants', () => {
    expect(verifyPurchaseSign({ sign: 'garbage', key, now })).toEqual({ ok: false, reason: 'malformed' });
    const sign = createPurchaseSign({ key, now, random: seeded(5) });
    expect(verifyPurchaseSign({ sign, key, now: Number.NaN })).toEqual({ ok: false, reason: 'malformed' });
  });
  it('draws the nonce from the injected source, clamping bad values', () => {
    expect(randomNonce(() => 0, 4)).toBe('AAAA');
    expect(randomNonce(() => 0.999_999, 3)).toBe('999');
    expect(randomNonce(() => 5, 2)).toBe('99');
    expect(randomNonce(() => Number.NaN, 2)).toBe('AA');
    expect(randomNonce(() => 0, 0)).toHaveLength(16);
  });
  it('sends version 3.7.5', () => {
    expect(REQUEST_VERSION).toBe('3.7.5');
  });
});

describe('upload sign (MD5 of time + fixed suffix)', () => {
  const suffix = 'huashi-upload';
  it('is the lower-case MD5 hex of time followed by the suffix', () => {
    expect(uploadSign('', '')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(uploadSign('1750000000', 'abc')).toBe(uploadSign(1_750_000_000, 'abc'));
    expect(uploadSign('1750000000', 'abc')).toMatch(/^[0-9a-f]{32}$/);
    expect(uploadSign('1750000000', 'abc')).not.toBe(uploadSign('1750000001', 'abc'));
  });
  it('is verified by the upload host within 5 minutes', () => {
    const time = String(epochSeconds(now));
    const sign = uploadSign(time, suffix);
    expect(verifyUploadSign({ time, sign, suffix, now })).toBe(true);
    expect(verifyUploadSign({ time, sign: sign.toUpperCase(), suffix, now })).toBe(true);
    expect(verifyUploadSign({ time, sign, suffix, now: now.getTime() + 300_000 })).toBe(true);
    expect(verifyUploadSign({ time, sign, suffix, now: now.getTime() + 301_000 })).toBe(false);
    expect(verifyUploadSign({ time, sign, suffix: 'other', now })).toBe(false);
    expect(verifyUploadSign({ time: 'abc', sign, suffix, now })).toBe(false);
    expect(verifyUploadSign({ time, sign: '', suffix, now })).toBe(false);
    expect(verifyUploadSign({ time, sign, suffix, now: Number.NaN })).toBe(false);
  });
});
