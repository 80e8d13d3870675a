import { describe, expect, it } from 'vitest';
import { staffCodeSchema, staffRecoveryCodeSchema } from './schemas/staff';
import {
  formatRecoveryCode,
  isRecoveryCodeShape,
  normalizeRecoveryCode,
  normalizeTwoFactorCode,
  TWO_FACTOR_MESSAGES,
  twoFactorCodeProblem,
  twoFactorRequired,
} from './staffTwoFactor';

describe('staff two-factor rules', () => {
  it('makes 管理员 and 财务 enrol; the other roles may', () => {
    expect(twoFactorRequired('admin')).toBe(true);
    expect(twoFactorRequired('finance')).toBe(true);
    expect(twoFactorRequired('fulfilment')).toBe(false);
    expect(twoFactorRequired('service')).toBe(false);
  });

  it('wants six digits as a code, spaces ignored', () => {
    expect(twoFactorCodeProblem('')).toBe(TWO_FACTOR_MESSAGES.codeMissing);
    expect(twoFactorCodeProblem('  ')).toBe(TWO_FACTOR_MESSAGES.codeMissing);
    expect(twoFactorCodeProblem('12345')).toBe(TWO_FACTOR_MESSAGES.codeFormat);
    expect(twoFactorCodeProblem('12345a')).toBe(TWO_FACTOR_MESSAGES.codeFormat);
    expect(twoFactorCodeProblem('1234567')).toBe(TWO_FACTOR_MESSAGES.codeFormat);
    expect(twoFactorCodeProblem('123 456')).toBeNull();
    expect(normalizeTwoFactorCode(' 123 456 ')).toBe('123456');
  });

  it('reads recovery codes however they are typed, and shows them in two groups', () => {
    expect(normalizeRecoveryCode(' K7M2P-X9QRT ')).toBe('k7m2px9qrt');
    expect(formatRecoveryCode('k7m2px9qrt')).toBe('k7m2p-x9qrt');
    expect(isRecoveryCodeShape('K7M2P-X9QRT')).toBe(true);
    expect(isRecoveryCodeShape('k7m2p-x9qr')).toBe(false);
    // 0, 1, i, l and o never appear in a recovery code.
    expect(isRecoveryCodeShape('k7m2p-x9qr0')).toBe(false);
    expect(isRecoveryCodeShape('k7m2p-x9qrl')).toBe(false);
  });

  it('validates the code and recovery forms with the same messages', () => {
    expect(() => staffCodeSchema.validateSync({ code: '12' })).toThrow(TWO_FACTOR_MESSAGES.codeFormat);
    expect(staffCodeSchema.validateSync({ code: '123456' })).toEqual({ code: '123456' });
    expect(() => staffRecoveryCodeSchema.validateSync({ recoveryCode: '' })).toThrow(TWO_FACTOR_MESSAGES.recoveryMissing);
    expect(() => staffRecoveryCodeSchema.validateSync({ recoveryCode: 'nope' })).toThrow(TWO_FACTOR_MESSAGES.recoveryWrong);
  });
});
