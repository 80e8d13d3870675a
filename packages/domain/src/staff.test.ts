import { describe, expect, it } from 'vitest';
import {
  auditActionName,
  isStaffRole,
  rolesFor,
  STAFF_MESSAGES,
  staffLoginNameProblem,
  staffMay,
  staffPasswordProblem,
  staffRoleName,
} from './staff';

describe('staff roles', () => {
  it('lets 管理员 work at every desk and each other role at its own', () => {
    expect(staffMay('admin', 'staff')).toBe(true);
    expect(staffMay('admin', 'audit')).toBe(true);
    expect(staffMay('fulfilment', 'orders')).toBe(true);
    expect(staffMay('fulfilment', 'finance')).toBe(false);
    expect(staffMay('finance', 'finance')).toBe(true);
    expect(staffMay('finance', 'orders')).toBe(false);
    expect(staffMay('service', 'claims')).toBe(true);
    expect(staffMay('service', 'staff')).toBe(false);
  });

  it('names the roles that work at a desk, admin always among them', () => {
    expect(rolesFor('orders')).toEqual(['admin', 'fulfilment']);
    expect(rolesFor('buyers')).toEqual(['admin', 'finance', 'service']);
    expect(rolesFor('staff')).toEqual(['admin']);
  });

  it('knows its role codes and their Chinese names, and nothing else', () => {
    expect(staffRoleName('fulfilment')).toBe('配货发货');
    expect(isStaffRole('finance')).toBe(true);
    expect(isStaffRole('toString')).toBe(false);
    expect(isStaffRole('root')).toBe(false);
  });
});

describe('staff account rules', () => {
  it('wants a password of 10–64 characters with letters and digits', () => {
    expect(staffPasswordProblem('')).toBe(STAFF_MESSAGES.passwordMissing);
    expect(staffPasswordProblem('abc12345')).toBe(STAFF_MESSAGES.passwordLength);
    expect(staffPasswordProblem('abcdefghijk')).toBe(STAFF_MESSAGES.passwordWeak);
    expect(staffPasswordProblem('12345678901')).toBe(STAFF_MESSAGES.passwordWeak);
    expect(staffPasswordProblem('market2026a')).toBeNull();
    expect(staffPasswordProblem(`a1${'x'.repeat(63)}`)).toBe(STAFF_MESSAGES.passwordLength);
  });

  it('accepts login names of letters, digits and . _ - starting with a letter', () => {
    expect(staffLoginNameProblem('')).toBe(STAFF_MESSAGES.loginNameMissing);
    expect(staffLoginNameProblem('li.ming')).toBeNull();
    expect(staffLoginNameProblem('1abc')).toBe(STAFF_MESSAGES.loginNameFormat);
    expect(staffLoginNameProblem('ab')).toBe(STAFF_MESSAGES.loginNameFormat);
    expect(staffLoginNameProblem('张三')).toBe(STAFF_MESSAGES.loginNameFormat);
  });
});

describe('audit action names', () => {
  it('names the known actions in Chinese and shows an unknown one as its code', () => {
    expect(auditActionName('staff.create')).toBe('新增员工');
    expect(auditActionName('order.ship')).toBe('订单发货');
    expect(auditActionName('claim.refund')).toBe('claim.refund');
    expect(auditActionName('constructor')).toBe('constructor');
  });
});
