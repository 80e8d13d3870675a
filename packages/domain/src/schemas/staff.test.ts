import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '../staff';
import { staffCreateSchema, staffLoginSchema, staffPasswordSchema } from './staff';
import { validateForm } from './validate';

describe('staff forms', () => {
  it('asks for the login name, then the password', () => {
    expect(validateForm(staffLoginSchema, { loginName: ' ', password: '' })).toMatchObject({
      ok: false,
      message: STAFF_MESSAGES.loginNameMissing,
    });
    expect(validateForm(staffLoginSchema, { loginName: 'admin', password: '' })).toMatchObject({
      ok: false,
      message: STAFF_MESSAGES.passwordMissing,
    });
    expect(validateForm(staffLoginSchema, { loginName: ' admin ', password: 'x' })).toMatchObject({
      ok: true,
      value: { loginName: 'admin' },
    });
  });

  it('checks a new account field by field with the back office messages', () => {
    const good = { loginName: 'li.ming', displayName: '李明', role: 'finance', password: 'finance-2026' };
    expect(validateForm(staffCreateSchema, good)).toMatchObject({ ok: true });
    expect(validateForm(staffCreateSchema, { ...good, loginName: '李明' })).toMatchObject({ message: STAFF_MESSAGES.loginNameFormat });
    expect(validateForm(staffCreateSchema, { ...good, displayName: '' })).toMatchObject({ message: STAFF_MESSAGES.displayNameMissing });
    expect(validateForm(staffCreateSchema, { ...good, displayName: '名'.repeat(21) })).toMatchObject({
      message: STAFF_MESSAGES.displayNameLong,
    });
    expect(validateForm(staffCreateSchema, { ...good, role: '' })).toMatchObject({ message: STAFF_MESSAGES.roleMissing });
    expect(validateForm(staffCreateSchema, { ...good, password: 'onlyletters' })).toMatchObject({ message: STAFF_MESSAGES.passwordWeak });
  });

  it('wants the new password typed twice alike', () => {
    const base = { oldPassword: 'old-pass-2025', newPassword: 'new-pass-2026' };
    expect(validateForm(staffPasswordSchema, { ...base, confirm: 'new-pass-2027' })).toMatchObject({
      message: STAFF_MESSAGES.passwordsDiffer,
    });
    expect(validateForm(staffPasswordSchema, { ...base, confirm: 'new-pass-2026' })).toMatchObject({ ok: true });
  });
});
