import { describe, expect, it } from 'vitest';
import { identityFieldOf, identitySchema, realNameRejectSchema } from './identity';
import { REAL_NAME_MESSAGES } from '../realName';
import { firstFormError, formErrors, validateForm } from './validate';

const valid = {
  realName: '张三',
  realIdnumber: '530102199003071238',
  startTime: '2020-01-01',
  expiredTime: '2040-01-01',
  frontImage: 'id/front.png',
  behindImage: 'id/back.png',
};

describe('identity form', () => {
  it('name, ID number, dates, front, back — in that order', () => {
    expect(Object.values(formErrors(identitySchema, {}))).toEqual([
      '请输入姓名',
      '请输入身份证号',
      '选择日期',
      '选择日期',
      '请上传正面照片',
      '请上传反面照片',
    ]);
    expect(firstFormError(identitySchema, valid)).toBeNull();
  });
  it('refuses an ID number that fails GB 11643', () => {
    expect(firstFormError(identitySchema, { ...valid, realIdnumber: '530102199003071239' })).toBe('请输入正确的身份证号');
    expect(validateForm(identitySchema, { ...valid, realIdnumber: '11010519491231002x' })).toMatchObject({
      ok: true,
      value: { realIdnumber: '11010519491231002X' },
    });
  });
  it('uses `now` from the context for the birth date', () => {
    const bornToday = { ...valid, realIdnumber: '530102202506150012' };
    expect(firstFormError(identitySchema, bornToday, { now: new Date('2025-06-15T00:00:00+08:00') })).toBeNull();
    expect(firstFormError(identitySchema, bornToday, { now: new Date('2025-06-14T23:59:59+08:00') })).toBe('请输入正确的身份证号');
  });
  it('refuses a birth date in 2099 with `now`, and flags every bad field at once', () => {
    const now = new Date('2026-11-25T00:00:00+08:00');
    const future = { ...valid, realIdnumber: '530114209905121232' };
    expect(firstFormError(identitySchema, future)).toBeNull();
    expect(firstFormError(identitySchema, future, { now })).toBe('请输入正确的身份证号');
    expect(formErrors(identitySchema, { ...future, realName: '张<b>三</b>' }, { now })).toEqual({
      realName: '请输入正确的姓名',
      realIdnumber: '请输入正确的身份证号',
    });
  });
  it('names the field a refusal is about (the server answers with the same texts)', () => {
    expect(identityFieldOf('请输入正确的身份证号')).toBe('realIdnumber');
    expect(identityFieldOf('该身份证号已在其他账户完成实名认证')).toBe('realIdnumber');
    expect(identityFieldOf('请输入正确的姓名')).toBe('realName');
    expect(identityFieldOf('证件已过期，请使用有效期内的证件')).toBe('expiredTime');
    expect(identityFieldOf('证件照片无效，请重新上传')).toBeNull();
    expect(identityFieldOf('网络错误')).toBeNull();
    expect(identityFieldOf(undefined)).toBeNull();
  });
  it('accepts a permanent card (expiredTime "2")', () => {
    expect(firstFormError(identitySchema, { ...valid, expiredTime: '2' })).toBeNull();
  });
  it('refuses bad dates and an end before the start', () => {
    expect(firstFormError(identitySchema, { ...valid, startTime: 'soon' })).toBe('选择日期');
    expect(firstFormError(identitySchema, { ...valid, expiredTime: '2040-02-30' })).toBe('选择日期');
    expect(firstFormError(identitySchema, { ...valid, expiredTime: '2019-12-31' })).toBe('选择日期');
    expect(firstFormError(identitySchema, { ...valid, expiredTime: '2020-01-01' })).toBeNull();
  });
});

describe('the rejection of an identity', () => {
  it('needs a reason of at most 100 characters, as the server', () => {
    expect(firstFormError(realNameRejectSchema, { reason: '  ' })).toBe(REAL_NAME_MESSAGES.reasonMissing);
    expect(firstFormError(realNameRejectSchema, { reason: '糊'.repeat(101) })).toBe(REAL_NAME_MESSAGES.reasonLong);
    expect(firstFormError(realNameRejectSchema, { reason: '照片模糊，请重新拍摄' })).toBeNull();
  });
});
