import { describe, expect, it } from 'vitest';
import { identitySchema } from './identity';
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
