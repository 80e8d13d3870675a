import { describe, expect, it } from 'vitest';
import {
  holderMatchesRealName,
  isContactPhone,
  isMainlandMobile,
  isValidResidentId,
  maskBankCardNumber,
  maskPhone,
  normalizeBankCardNumber,
  normalizeMobile,
  parseResidentId,
  residentIdCheckChar,
} from './identity';

const now = new Date('2025-06-15T12:00:00+08:00');

describe('resident ID numbers (GB 11643)', () => {
  it('accepts valid numbers and reads birth date and sex', () => {
    expect(parseResidentId('11010519491231002X')).toEqual({
      ok: true,
      value: { number: '11010519491231002X', regionCode: '110105', birthDate: '1949-12-31', sex: 'female' },
    });
    expect(parseResidentId('530102199003071238', now)).toMatchObject({ ok: true, value: { sex: 'male', birthDate: '1990-03-07' } });
  });
  it('accepts lower-case x, spaces and full-width digits', () => {
    expect(parseResidentId('11010519491231002x')).toMatchObject({ ok: true, value: { number: '11010519491231002X' } });
    expect(isValidResidentId(' 530102 19900307 1238 ')).toBe(true);
    expect(isValidResidentId('５３０１０２１９９００３０７１２３８')).toBe(true);
  });
  it('computes the check character', () => {
    expect(residentIdCheckChar('11010519491231002')).toBe('X');
    expect(residentIdCheckChar('53010219900307123')).toBe('8');
    expect(residentIdCheckChar('1234')).toBeNull();
  });
  it('refuses a wrong length', () => {
    for (const bad of ['', '53010219900307123', '5301021990030712388', '530102900307123'])
      expect(parseResidentId(bad)).toEqual({ ok: false, error: 'length' });
  });
  it('refuses non-digits', () => {
    expect(parseResidentId('53010219900307123A')).toEqual({ ok: false, error: 'format' });
    expect(parseResidentId('5301021990030712X8')).toEqual({ ok: false, error: 'format' });
  });
  it('refuses an unknown region', () => {
    expect(parseResidentId('990102199003071238')).toEqual({ ok: false, error: 'region' });
    expect(parseResidentId('110000199001010013')).toEqual({ ok: false, error: 'region' });
  });
  it('refuses impossible or future birth dates', () => {
    expect(parseResidentId('530102199902294566')).toEqual({ ok: false, error: 'birthDate' }); // 1999-02-29
    expect(parseResidentId('530102200002294566')).toMatchObject({ ok: true }); // 2000 is a leap year
    expect(parseResidentId('440524188001010014')).toEqual({ ok: false, error: 'birthDate' }); // before 1900
    expect(parseResidentId('530102202506150012', now)).toMatchObject({ ok: true }); // born today
    expect(parseResidentId('530102202506150012', new Date('2025-06-14T23:59:59+08:00'))).toEqual({ ok: false, error: 'birthDate' });
    expect(parseResidentId('530102202506150012', Number.NaN)).toEqual({ ok: false, error: 'birthDate' });
  });
  it('refuses a wrong check digit', () => {
    expect(parseResidentId('530102199003071239')).toEqual({ ok: false, error: 'checkDigit' });
    expect(parseResidentId('110105194912310021')).toEqual({ ok: false, error: 'checkDigit' });
  });
  it('refuses non-strings at runtime', () => {
    expect(isValidResidentId(undefined as unknown as string)).toBe(false);
  });
});

describe('mainland mobile numbers', () => {
  it('accepts 11 digits starting 13–19', () => {
    for (const phone of [
      '13812345678',
      '19912345678',
      '15000000000',
      '+86 138 1234 5678',
      '0086-138-1234-5678',
      '１３８１２３４５６７８',
    ]) {
      expect(isMainlandMobile(phone)).toBe(true);
    }
    expect(normalizeMobile('+86 138-1234-5678')).toBe('13812345678');
  });
  it('refuses everything else', () => {
    for (const bad of ['', '12812345678', '1381234567', '138123456789', '23812345678', '0871-1234567', 'abcdefghijk']) {
      expect(isMainlandMobile(bad)).toBe(false);
    }
  });
  it('masks a phone', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('4001234567')).toBe('400***4567');
    expect(maskPhone('1234')).toBe('****');
  });
});

describe('phones people call (receivers, customer managers, the market hotline)', () => {
  it('accepts a mobile or a landline with its area code, written with spaces, dashes or +86', () => {
    for (const phone of ['13812345678', '0871-67328888', '08716732888', '400-871-6688', '+86 138 1234 5678', '0871 6543210']) {
      expect(isContactPhone(phone), phone).toBe(true);
    }
  });
  it('refuses fewer than 10 characters and anything but digits, spaces, "-" and "+"', () => {
    for (const bad of ['', '6732888', '871-67328', 'abcdefghij', '0871-6732888转1', '138１２３４５６７８']) {
      expect(isContactPhone(bad), bad).toBe(false);
    }
  });
});

describe('bank cards', () => {
  it('accepts 16–19 digits with a Luhn check digit, spaces allowed', () => {
    expect(normalizeBankCardNumber('6222 0212 3456 7890 128')).toBe('6222021234567890128');
    expect(normalizeBankCardNumber('6222 0212 3456 7890 123')).toBeNull();
    expect(normalizeBankCardNumber('123456789012')).toBeNull();
    expect(normalizeBankCardNumber('12345678901234567890')).toBeNull();
    expect(normalizeBankCardNumber('6222abcd34567890')).toBeNull();
  });
  it('masks a card number', () => {
    expect(maskBankCardNumber('6222021234567890123')).toBe('6222 **** **** 0123');
    expect(maskBankCardNumber('1234')).toBe('****');
  });
  it('holder must match the real name', () => {
    expect(holderMatchesRealName('张三', '张三')).toBe(true);
    expect(holderMatchesRealName(' 张 三 ', '张三')).toBe(true);
    expect(holderMatchesRealName('张三', '李四')).toBe(false);
    expect(holderMatchesRealName('', '')).toBe(false);
  });
});
