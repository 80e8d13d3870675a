/**
 * Staff two-factor login (issue 29), the pure rules: who must enrol, the shape of a one-time code and of a recovery
 * code, the limits, and the Chinese texts of every step. The server (apps/server/src/services/staffTwoFactor.ts)
 * checks codes with a TOTP library against its Clock; the back office's forms use the same schemas.
 *
 * Decisions:
 * - TOTP of RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps; one step either side is
 *   accepted (a phone's clock a little off), and a step once used is never accepted again for the account (replay).
 * - 管理员 and 财务 move money and accounts: they must enrol before any desk opens; the other roles may.
 * - Ten recovery codes, shown once at enrolment, each working once; 10 characters from an alphabet without look-alike
 *   characters (about 49 bits each), shown as two groups of five.
 */
import type { StaffRole } from './staff';

export const TWO_FACTOR = {
  /** The name an authenticator app shows above the code. */
  issuer: '花市后台',
  digits: 6,
  periodSeconds: 30,
  /** Steps accepted either side of the current one. */
  window: 1,
  recoveryCodes: 10,
  recoveryCodeLength: 10,
  /** Lowercase letters and digits without 0/o, 1/l/i. */
  recoveryAlphabet: 'abcdefghjkmnpqrstuvwxyz23456789',
  /** How long the half session between the password and the code (or the enrolment) lasts. */
  halfSessionMinutes: 10,
} as const;

/** The roles that must enrol a second factor before any desk opens. */
export const TWO_FACTOR_REQUIRED_ROLES: readonly StaffRole[] = ['admin', 'finance'];

export function twoFactorRequired(role: StaffRole): boolean {
  return TWO_FACTOR_REQUIRED_ROLES.includes(role);
}

/**
 * Where a staff login stands: `full` — a working session; `code` — the password was right, the account's code (or a
 * recovery code) is asked; `enrol` — the password was right, the account must enrol a second factor first.
 */
export const STAFF_LOGIN_STAGES = ['full', 'code', 'enrol'] as const;
export type StaffLoginStage = (typeof STAFF_LOGIN_STAGES)[number];

export const TWO_FACTOR_MESSAGES = {
  codeMissing: '请输入动态验证码',
  codeFormat: `动态验证码为${TWO_FACTOR.digits}位数字`,
  codeWrong: '动态验证码错误',
  codeUsed: '该动态验证码已使用，请等待验证器显示下一个验证码',
  recoveryMissing: '请输入恢复码',
  recoveryWrong: '恢复码错误或已使用',
  codeFirst: '请先输入动态验证码完成登录',
  enrolFirst: '请先绑定动态验证码（两步验证）后再使用后台',
  alreadyEnrolled: '已绑定动态验证码',
  notEnrolled: '该员工尚未绑定动态验证码',
  selfReset: '不能重置自己的两步验证',
  enrolled: '两步验证已开启',
  reset: '已重置两步验证，该员工下次登录时需重新绑定',
} as const;

/** The first problem of a typed one-time code, or null (spaces are ignored: apps show "123 456"). */
export function twoFactorCodeProblem(code: string): string | null {
  const digits = code.replace(/\s/g, '');
  if (!digits) return TWO_FACTOR_MESSAGES.codeMissing;
  return new RegExp(`^\\d{${TWO_FACTOR.digits}}$`).test(digits) ? null : TWO_FACTOR_MESSAGES.codeFormat;
}

/** A typed code without spaces. */
export function normalizeTwoFactorCode(code: string): string {
  return code.replace(/\s/g, '');
}

/** A typed recovery code as stored (lowercase, without spaces or dashes). */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

/** A recovery code as shown: two groups of five, e.g. `k7m2p-x9qrt`. */
export function formatRecoveryCode(code: string): string {
  const plain = normalizeRecoveryCode(code);
  const half = Math.ceil(plain.length / 2);
  return `${plain.slice(0, half)}-${plain.slice(half)}`;
}

/** Whether a typed recovery code has the shape of one (checked before any lookup). */
export function isRecoveryCodeShape(code: string): boolean {
  const plain = normalizeRecoveryCode(code);
  return plain.length === TWO_FACTOR.recoveryCodeLength && [...plain].every((c) => TWO_FACTOR.recoveryAlphabet.includes(c));
}
