import { describe, expect, it } from 'vitest';
import { supplierAccountSchema } from './schemas/supplierAccount';
import {
  SUPPLIER_LIMITS,
  SUPPLIER_MESSAGES,
  supplierDay,
  supplierPasswordProblem,
  supplierPhoneOf,
  supplierPhoneProblem,
} from './supplierAccount';
import { addDays } from './time';

describe('supplier login phone', () => {
  it('is normalised (full-width digits, spaces) and must be a mainland mobile', () => {
    expect(supplierPhoneOf(' １３９００００１１１１ ')).toBe('13900001111');
    expect(supplierPhoneProblem('')).toBe(SUPPLIER_MESSAGES.phoneMissing);
    expect(supplierPhoneProblem('12345')).toBe(SUPPLIER_MESSAGES.phoneInvalid);
    expect(supplierPhoneProblem('0871-6732888')).toBe(SUPPLIER_MESSAGES.phoneInvalid);
    expect(supplierPhoneProblem('13900001111')).toBeNull();
  });
});

describe('supplier password set by staff', () => {
  it('is required the first time and follows the staff rule', () => {
    expect(supplierPasswordProblem('', false)).toBe(SUPPLIER_MESSAGES.passwordFirst);
    expect(supplierPasswordProblem('', true)).toBeNull();
    expect(supplierPasswordProblem('short1', true)).toBe('密码长度为10-64位');
    expect(supplierPasswordProblem('onlyletters', false)).toBe('密码须同时包含字母和数字');
    expect(supplierPasswordProblem('grower2026ok', false)).toBeNull();
  });

  it('the form schema says the same, with the account as context', async () => {
    await expect(
      supplierAccountSchema.validate({ phone: '13900001111', password: '' }, { context: { hasPassword: false } }),
    ).rejects.toThrow(SUPPLIER_MESSAGES.passwordFirst);
    await expect(
      supplierAccountSchema.validate({ phone: '13900001111', password: '' }, { context: { hasPassword: true } }),
    ).resolves.toBeTruthy();
    await expect(supplierAccountSchema.validate({ phone: '1390000', password: 'grower2026ok' })).rejects.toThrow(
      SUPPLIER_MESSAGES.phoneInvalid,
    );
  });
});

describe('the day a supplier looks at', () => {
  const today = '2026-11-29';
  it('defaults to today and takes a past day within the history', () => {
    expect(supplierDay('', today)).toEqual({ ok: true, day: today });
    expect(supplierDay('2026-11-28', today)).toEqual({ ok: true, day: '2026-11-28' });
    expect(supplierDay(addDays(today, -SUPPLIER_LIMITS.historyDays)!, today).ok).toBe(true);
  });
  it('refuses a bad, future or too old day with its message', () => {
    expect(supplierDay('2026-02-30', today)).toEqual({ ok: false, message: SUPPLIER_MESSAGES.dayBad });
    expect(supplierDay('yesterday', today)).toEqual({ ok: false, message: SUPPLIER_MESSAGES.dayBad });
    expect(supplierDay('2026-11-30', today)).toEqual({ ok: false, message: SUPPLIER_MESSAGES.dayFuture });
    expect(supplierDay(addDays(today, -SUPPLIER_LIMITS.historyDays - 1)!, today)).toEqual({
      ok: false,
      message: SUPPLIER_MESSAGES.dayTooOld,
    });
  });
});
