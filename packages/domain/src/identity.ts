import { TEXT_LIMITS } from './constants';
import { normaliseDigits } from './internal/numbers';
import { shanghaiDate, shanghaiWallTimeToMs, type Instant } from './time';

/**
 * Chinese resident identity numbers (GB 11643-1999): 17 digits + a check digit (0–9 or X).
 * Digits 1–6 region (GB/T 2260), 7–14 birth date YYYYMMDD, 15–17 sequence (odd 17th digit = male), 18 check.
 */

/**
 * Province-level codes of GB/T 2260 (first two digits), plus 81/82/83 used by the residence permits of
 * Hong Kong, Macao and Taiwan residents (which follow the same number format).
 */
export const ID_PROVINCE_CODES = [
  '11',
  '12',
  '13',
  '14',
  '15',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '50',
  '51',
  '52',
  '53',
  '54',
  '61',
  '62',
  '63',
  '64',
  '65',
  '71',
  '81',
  '82',
  '83',
] as const;

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';

/** The check character (0–9 or X) of the first 17 digits, or null when they are not 17 digits. */
export function residentIdCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17.charAt(i)) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS.charAt(sum % 11);
}

export type ResidentIdError = 'length' | 'format' | 'region' | 'birthDate' | 'checkDigit';
export type ResidentId = {
  /** Normalised: upper-case X, no spaces. */
  number: string;
  regionCode: string;
  /** "YYYY-MM-DD" */
  birthDate: string;
  sex: 'male' | 'female';
};
export type ResidentIdResult = { ok: true; value: ResidentId } | { ok: false; error: ResidentIdError };

/**
 * Parses and validates a resident ID number. Spaces are ignored, a lower-case x and full-width digits are accepted.
 * The birth date must be a real date from 1900-01-01; when `now` is given it must not be after today (Asia/Shanghai).
 * Only 18-character numbers are accepted (15-digit first-generation cards expired in 2013).
 */
export function parseResidentId(input: string, now?: Instant): ResidentIdResult {
  const text = normaliseDigits(typeof input === 'string' ? input : '')
    .replace(/\s+/g, '')
    .toUpperCase();
  if (text.length !== 18) return { ok: false, error: 'length' };
  if (!/^\d{17}[\dX]$/.test(text)) return { ok: false, error: 'format' };
  const regionCode = text.slice(0, 6);
  const province = text.slice(0, 2);
  // A mainland number names a county or district, never a whole province (xx0000); 81/82/83 permits use xx0000.
  if (!(ID_PROVINCE_CODES as readonly string[]).includes(province) || (regionCode.endsWith('0000') && province < '81')) {
    return { ok: false, error: 'region' };
  }
  const year = Number(text.slice(6, 10));
  const month = Number(text.slice(10, 12));
  const day = Number(text.slice(12, 14));
  if (year < 1900 || shanghaiWallTimeToMs(year, month, day) === null) return { ok: false, error: 'birthDate' };
  const birthDate = `${text.slice(6, 10)}-${text.slice(10, 12)}-${text.slice(12, 14)}`;
  if (now !== undefined) {
    const today = shanghaiDate(now);
    if (today === null || birthDate > today) return { ok: false, error: 'birthDate' };
  }
  if (residentIdCheckChar(text.slice(0, 17)) !== text.charAt(17)) return { ok: false, error: 'checkDigit' };
  return { ok: true, value: { number: text, regionCode, birthDate, sex: Number(text.charAt(16)) % 2 === 1 ? 'male' : 'female' } };
}

export function isValidResidentId(input: string, now?: Instant): boolean {
  return parseResidentId(input, now).ok;
}

/**
 * Every phone (and login name) is normalised before it is validated, compared or stored: Unicode NFKC folds
 * full-width digits (１３８…) and other compatibility forms to ASCII, then the text is trimmed. Uniqueness and
 * SMS limits are keyed on this value, so 1３800000001 is the same phone as 13800000001.
 */
export function normalizePhoneText(input: string): string {
  return typeof input === 'string' ? input.normalize('NFKC').trim() : '';
}

/** A phone for SMS and accounts, already normalised (normalizePhoneText): exactly 11 ASCII digits starting 13–19. */
export function isAccountPhone(normalised: string): boolean {
  return /^1[3-9][0-9]{9}$/.test(normalised);
}

/**
 * A phone people call (§5's address rule, also a buyer's customer manager and the market's hotline), already
 * normalised (normalizePhoneText): a mobile or a landline with its area code — at least 10 characters, only digits,
 * spaces, "-" and "+" (so 0871-67328888 and 400-871-6688 pass, "abcdefghij" does not).
 */
export function isContactPhone(normalised: string): boolean {
  return typeof normalised === 'string' && normalised.length >= TEXT_LIMITS.receiverPhoneMin && /^[\d\s+-]+$/.test(normalised);
}

/**
 * Mainland mobile numbers: 11 digits starting 13–19. Spaces and dashes are ignored, as is a +86 / 0086 prefix.
 * Returns the bare 11 digits, or null.
 */
export function normalizeMobile(input: string): string | null {
  let text = normaliseDigits(typeof input === 'string' ? input : '').replace(/[\s-]/g, '');
  if (text.startsWith('+86')) text = text.slice(3);
  else if (text.startsWith('0086')) text = text.slice(4);
  return /^1[3-9]\d{9}$/.test(text) ? text : null;
}

export function isMainlandMobile(input: string): boolean {
  return normalizeMobile(input) !== null;
}

/** The Luhn (mod 10) check digit test that bank card numbers carry. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Bank card numbers (issue 17): digits only once spaces and dashes are removed, 16–19 long (UnionPay debit and
 * credit cards), and the Luhn check digit must hold. Null when it is not a card number.
 */
export function normalizeBankCardNumber(input: string): string | null {
  const text = normaliseDigits(typeof input === 'string' ? input : '').replace(/[\s-]/g, '');
  return /^\d{16,19}$/.test(text) && passesLuhn(text) ? text : null;
}

/** "6222021234567890123" → "6222 **** **** ***0123" style masking: first 4 and last 4 kept. Short input is masked entirely. */
export function maskBankCardNumber(cardNumber: string): string {
  const digits = typeof cardNumber === 'string' ? cardNumber.replace(/\s/g, '') : '';
  if (digits.length <= 8) return '*'.repeat(digits.length);
  return `${digits.slice(0, 4)} **** **** ${digits.slice(-4)}`;
}

/** "13812345678" → "138****5678" (for the masked hotline / chat account); other text keeps its first 3 and last 4 when long enough. */
export function maskPhone(phone: string): string {
  const text = typeof phone === 'string' ? phone.trim() : '';
  if (text.length < 8) return '*'.repeat(text.length);
  return `${text.slice(0, 3)}${'*'.repeat(text.length - 7)}${text.slice(-4)}`;
}

/** The holder's name must match the verified real name (trimmed, full-width spaces ignored). */
export function holderMatchesRealName(holder: string, realName: string): boolean {
  const clean = (s: string): string => (typeof s === 'string' ? s.replace(/[\s\u3000]/g, '') : '');
  return clean(holder) !== '' && clean(holder) === clean(realName);
}
