import { describe, expect, it } from 'vitest';
import { bankByCode, bankOfCardNumber, BANKS } from './bankCard';
import { normalizeBankCardNumber, passesLuhn } from './identity';

describe('card numbers', () => {
  it('Luhn', () => {
    expect(passesLuhn('6222021234567890128')).toBe(true);
    expect(passesLuhn('6222021234567890123')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
  it('16–19 digits with a good check digit, spaces and dashes allowed', () => {
    expect(normalizeBankCardNumber('6217 0012 3456 7893')).toBe('6217001234567893');
    expect(normalizeBankCardNumber('6222-0212-3456-7890-128')).toBe('6222021234567890128');
    expect(normalizeBankCardNumber('6217001234567894')).toBeNull();
    expect(normalizeBankCardNumber('621700123456785')).toBeNull(); // 15 digits
    expect(normalizeBankCardNumber('62220212345678901280')).toBeNull(); // 20 digits
  });
});

describe('banks', () => {
  it('recognises the bank from the prefix', () => {
    expect(bankOfCardNumber('6222021234567890128')).toEqual({ code: 'ICBC', name: '中国工商银行' });
    expect(bankOfCardNumber('6217001234567893')).toEqual({ code: 'CCB', name: '中国建设银行' });
    expect(bankOfCardNumber('6228480012345671')).toEqual({ code: 'ABC', name: '中国农业银行' });
    expect(bankOfCardNumber('6214830012345673')).toEqual({ code: 'CMB', name: '招商银行' });
  });
  it('an unknown prefix or a bad number gives no bank', () => {
    expect(bankOfCardNumber('1234567890123452')).toBeNull();
    expect(bankOfCardNumber('6222021234567890123')).toBeNull();
  });
  it('every bank in the table is in the list, codes unique', () => {
    expect(new Set(BANKS.map((b) => b.code)).size).toBe(BANKS.length);
    expect(bankByCode('BOC')?.name).toBe('中国银行');
    expect(bankByCode('XX')).toBeNull();
  });
});
