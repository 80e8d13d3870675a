import { describe, expect, it } from 'vitest';
import { accountPasswordSchema, forgotPasswordSchema, loginSchema, registerSchema, sendCodeSchema } from './auth';
import { firstFormError, formErrors, validateForm } from './validate';

describe('login', () => {
  it('phone or number first, then password', () => {
    expect(firstFormError(loginSchema, {})).toBe('请输入手机号');
    expect(firstFormError(loginSchema, { userName: '   ', password: 'x' })).toBe('请输入手机号');
    expect(firstFormError(loginSchema, { userName: '13812345678' })).toBe('请输入密码');
    expect(formErrors(loginSchema, {})).toEqual({ userName: '请输入手机号', password: '请输入密码' });
  });
  it('passes with both and defaults remember to false', () => {
    expect(validateForm(loginSchema, { userName: ' HS001 ', password: ' secret ' })).toEqual({
      ok: true,
      value: { userName: 'HS001', password: ' secret ', remember: false, codeRequired: false, code: '' },
    });
  });
  it('asks for the SMS code only when the server asked for it', () => {
    expect(firstFormError(loginSchema, { userName: 'HS001', password: 'x', codeRequired: true })).toBe('请输入验证码');
    expect(firstFormError(loginSchema, { userName: 'HS001', password: 'x', codeRequired: true, code: '  ' })).toBe('请输入验证码');
    expect(validateForm(loginSchema, { userName: 'HS001', password: 'x', codeRequired: true, code: ' 123456 ' })).toMatchObject({
      ok: true,
      value: { code: '123456' },
    });
  });
  it('treats a non-object body as an empty form', () => {
    expect(firstFormError(loginSchema, null)).toBe('请输入手机号');
    expect(firstFormError(loginSchema, 'x')).toBe('请输入手机号');
    expect(firstFormError(loginSchema, [1])).toBe('请输入手机号');
  });
  it('never shows an English yup message for wrong types', () => {
    expect(formErrors(loginSchema, { userName: {}, password: [] })).toEqual({ userName: '请输入手机号', password: '请输入密码' });
  });
});

describe('send code', () => {
  it('needs a phone first', () => {
    expect(firstFormError(sendCodeSchema, { phone: '' })).toBe('请先输入手机号');
    expect(firstFormError(sendCodeSchema, { phone: '123' })).toBe('请输入正确手机号');
    expect(firstFormError(sendCodeSchema, { phone: '13812345678' })).toBeNull();
  });
});

const register = { code: '123456', phone: '13812345678', password: '123456', userName: '昆明花店' };

describe('register (code, phone, password, nickname)', () => {
  it('checks in the spec order', () => {
    expect(firstFormError(registerSchema, {})).toBe('请输入验证码');
    expect(firstFormError(registerSchema, { code: '1' })).toBe('请输入手机号');
    expect(firstFormError(registerSchema, { code: '1', phone: '13812345678' })).toBe('请输入密码');
    expect(firstFormError(registerSchema, { ...register, userName: '' })).toBe('请输入昵称');
  });
  it('phone at most 12 characters and a mobile (请输入正确手机号)', () => {
    expect(firstFormError(registerSchema, { ...register, phone: '1381234567890' })).toBe('请输入正确手机号');
    expect(firstFormError(registerSchema, { ...register, phone: '12345' })).toBe('请输入正确手机号');
    expect(firstFormError(registerSchema, { ...register, phone: '13812345678' })).toBeNull();
  });
  it('password 6–16', () => {
    expect(firstFormError(registerSchema, { ...register, password: '12345' })).toBe('密码长度为6-16位');
    expect(firstFormError(registerSchema, { ...register, password: '123456' })).toBeNull();
    expect(firstFormError(registerSchema, { ...register, password: '1234567890123456' })).toBeNull();
    expect(firstFormError(registerSchema, { ...register, password: '12345678901234567' })).toBe('密码长度为6-16位');
  });
  it('nickname at most 16', () => {
    expect(firstFormError(registerSchema, { ...register, userName: '花'.repeat(16) })).toBeNull();
    expect(firstFormError(registerSchema, { ...register, userName: '花'.repeat(17) })).toBe('昵称不能超过十六个字符');
  });
  it('keeps the invite code optional', () => {
    expect(validateForm(registerSchema, { ...register, inviteCode: 'K9' })).toMatchObject({ ok: true, value: { inviteCode: 'K9' } });
    expect(validateForm(registerSchema, register)).toMatchObject({ ok: true, value: { inviteCode: '' } });
  });
});

const forgot = { code: '123456', phone: '13812345678', password: 'abcdef', confirmPassword: 'abcdef' };

describe('forgot password', () => {
  it('code, phone, new password, confirmation', () => {
    expect(firstFormError(forgotPasswordSchema, {})).toBe('请输入验证码');
    expect(firstFormError(forgotPasswordSchema, { ...forgot, phone: '' })).toBe('请输入手机号');
    expect(firstFormError(forgotPasswordSchema, { ...forgot, password: '' })).toBe('请输入新密码');
    expect(firstFormError(forgotPasswordSchema, { ...forgot, password: 'abc', confirmPassword: 'abc' })).toBe('密码长度为6-16位');
    expect(firstFormError(forgotPasswordSchema, { ...forgot, confirmPassword: 'abcdeg' })).toBe('两次密码不一样');
    expect(firstFormError(forgotPasswordSchema, { ...forgot, confirmPassword: undefined })).toBe('两次密码不一样');
    expect(firstFormError(forgotPasswordSchema, forgot)).toBeNull();
  });
});

const amend = { password: 'abcdef', code: '8888', confirmPassword: 'abcdef' };

describe('account password change (the registration rule, 6–16)', () => {
  it('length, then code, then equality', () => {
    expect(firstFormError(accountPasswordSchema, {})).toBe('请输入新密码');
    expect(firstFormError(accountPasswordSchema, { ...amend, password: '12345', code: '' })).toBe('密码长度为6-16位');
    expect(firstFormError(accountPasswordSchema, { ...amend, password: '12345678901234567', confirmPassword: 'x' })).toBe(
      '密码长度为6-16位',
    );
    expect(firstFormError(accountPasswordSchema, { ...amend, password: 'peony-garden-15', confirmPassword: 'peony-garden-15' })).toBeNull();
    expect(firstFormError(accountPasswordSchema, { ...amend, code: '', confirmPassword: 'x' })).toBe('请输入验证码');
    expect(firstFormError(accountPasswordSchema, { ...amend, confirmPassword: 'abcdeF' })).toBe('两次密码不一样');
    expect(firstFormError(accountPasswordSchema, amend)).toBeNull();
  });

  it('accepts every length registration and 忘记密码 accept, and refuses the same ones (one rule)', () => {
    for (let length = 1; length <= 20; length += 1) {
      const password = 'p'.repeat(length);
      const registered = firstFormError(registerSchema, { ...register, password }) === null;
      const reset = firstFormError(forgotPasswordSchema, { ...forgot, password, confirmPassword: password }) === null;
      const changed = firstFormError(accountPasswordSchema, { ...amend, password, confirmPassword: password }) === null;
      expect({ length, reset, changed }).toEqual({ length, reset: registered, changed: registered });
    }
  });
});

describe('phones are normalised before they are checked', () => {
  it('folds full-width and mixed digits to ASCII, so a taken phone has one spelling', () => {
    expect(validateForm(sendCodeSchema, { phone: '１３８０００００００１' })).toEqual({ ok: true, value: { phone: '13800000001' } });
    expect(validateForm(sendCodeSchema, { phone: '1３800000001' })).toEqual({ ok: true, value: { phone: '13800000001' } });
    expect(validateForm(sendCodeSchema, { phone: ' 13800000001 ' })).toEqual({ ok: true, value: { phone: '13800000001' } });
  });

  it('accepts only 11 ASCII digits after normalising: no dashes, spaces, +86 or other scripts', () => {
    for (const phone of ['1380000-0001', '138 0000 0001', '+8613800000001', '١٣٨٠٠٠٠٠٠٠١', '1380000000１２']) {
      expect(firstFormError(sendCodeSchema, { phone })).toBe('请输入正确手机号');
    }
  });
});
