import { describe, expect, it } from 'vitest';
import { parseResidentId, residentIdCheckChar } from './identity';
import {
  maskIdNumber,
  normalizeRealName,
  REAL_NAME_MESSAGES,
  realNameReasonProblem,
  realNameStatusLabel,
  realNameSubmitRefusal,
  sameIdWarning,
} from './realName';
import { identitySchema } from './schemas/identity';
import { firstFormError, validateForm } from './schemas/validate';

const now = new Date('2025-06-15T12:00:00+08:00');
/** A valid number from 17 digits (the check character computed). */
const id = (first17: string) => `${first17}${residentIdCheckChar(first17) ?? ''}`;

describe('ID numbers refused (issue 17 acceptance)', () => {
  it('a wrong checksum', () => {
    const good = id('53010219900307123');
    const wrong = `${good.slice(0, 17)}${good.endsWith('0') ? '1' : '0'}`;
    expect(parseResidentId(good, now).ok).toBe(true);
    expect(parseResidentId(wrong, now)).toEqual({ ok: false, error: 'checkDigit' });
    expect(firstFormError(identitySchema, { ...valid(), realIdnumber: wrong }, { now })).toBe('请输入正确的身份证号');
  });
  it('a birth date in the future, or one that does not exist', () => {
    expect(parseResidentId(id('53010220250616001'), now)).toEqual({ ok: false, error: 'birthDate' });
    expect(parseResidentId(id('53010220300101001'), now)).toEqual({ ok: false, error: 'birthDate' });
    expect(parseResidentId(id('53010219900230001'), now)).toEqual({ ok: false, error: 'birthDate' });
    expect(parseResidentId(id('53010219901301001'), now)).toEqual({ ok: false, error: 'birthDate' });
    expect(firstFormError(identitySchema, { ...valid(), realIdnumber: id('53010220300101001') }, { now })).toBe('请输入正确的身份证号');
  });
  it('a region whose first 2 digits are not a province code', () => {
    for (const province of ['00', '10', '16', '20', '30', '39', '47', '55', '60', '66', '70', '80', '90', '99']) {
      expect(parseResidentId(id(`${province}010219900307123`), now)).toEqual({ ok: false, error: 'region' });
    }
    expect(firstFormError(identitySchema, { ...valid(), realIdnumber: id('99010219900307123') }, { now })).toBe('请输入正确的身份证号');
  });
  it('accepts every province code', () => {
    for (const province of ['11', '32', '44', '53', '65', '71', '81', '82', '83']) {
      expect(parseResidentId(id(`${province}010219900307123`), now).ok).toBe(true);
    }
  });
});

describe('masking', () => {
  it('keeps the first 3 and last 4', () => {
    expect(maskIdNumber('530102199003071238')).toBe('530***********1238');
    expect(maskIdNumber('11010519491231002X')).toBe('110***********002X');
    expect(maskIdNumber('530102199003071238')).toHaveLength(18);
  });
  it('masks short or odd input entirely', () => {
    expect(maskIdNumber('1234567')).toBe('*******');
    expect(maskIdNumber('')).toBe('');
    expect(maskIdNumber(undefined as unknown as string)).toBe('');
  });
});

describe('names', () => {
  it('accepts Han names, minority and foreign names with a middle dot, Latin names', () => {
    expect(normalizeRealName('张三')).toBe('张三');
    expect(normalizeRealName(' 买买提·艾力 ')).toBe('买买提·艾力');
    expect(normalizeRealName('John  Smith')).toBe('John Smith');
  });
  it('refuses one character, digits, symbols, too long', () => {
    for (const bad of ['张', '张3', '张三!', '·张三', '', '   ', '张'.repeat(31), 42]) expect(normalizeRealName(bad)).toBeNull();
    expect(firstFormError(identitySchema, { ...valid(), realName: '张3' }, { now })).toBe(REAL_NAME_MESSAGES.nameInvalid);
    expect(firstFormError(identitySchema, { ...valid(), realName: '' }, { now })).toBe('请输入姓名');
  });
});

function valid() {
  return {
    realName: '张三',
    realIdnumber: '530102199003071238',
    startTime: '2020-01-01',
    expiredTime: '2040-01-01',
    frontImage: 'identity/2025-06-15/front.png',
    behindImage: 'identity/2025-06-15/back.png',
  };
}

describe('validity', () => {
  it('a range or permanent', () => {
    expect(firstFormError(identitySchema, valid(), { now })).toBeNull();
    expect(firstFormError(identitySchema, { ...valid(), expiredTime: '2' }, { now })).toBeNull();
    expect(validateForm(identitySchema, { ...valid(), realName: ' 张三 ' }, { now })).toMatchObject({
      ok: true,
      value: { realName: '张三' },
    });
  });
  it('refuses a card that has expired, and a start after today', () => {
    expect(firstFormError(identitySchema, { ...valid(), expiredTime: '2025-06-14' }, { now })).toBe(REAL_NAME_MESSAGES.expired);
    expect(firstFormError(identitySchema, { ...valid(), expiredTime: '2025-06-15' }, { now })).toBeNull();
    expect(firstFormError(identitySchema, { ...valid(), startTime: '2025-06-16' }, { now })).toBe(REAL_NAME_MESSAGES.startFuture);
    expect(firstFormError(identitySchema, { ...valid(), startTime: '2025-06-15' }, { now })).toBeNull();
  });
  it('§5 messages in order', () => {
    expect(firstFormError(identitySchema, { ...valid(), startTime: '' }, { now })).toBe('选择日期');
    expect(firstFormError(identitySchema, { ...valid(), frontImage: '' }, { now })).toBe('请上传正面照片');
    expect(firstFormError(identitySchema, { ...valid(), behindImage: '' }, { now })).toBe('请上传反面照片');
  });
});

describe('statuses and the review desk', () => {
  it('labels', () => {
    expect([null, 0, 1, 9, '1', 5].map(realNameStatusLabel)).toEqual(['未认证', '审核中', '已认证', '驳回', '已认证', '未认证']);
  });
  it('a submission is allowed with none or after a rejection', () => {
    expect(realNameSubmitRefusal(null)).toBeNull();
    expect(realNameSubmitRefusal(9)).toBeNull();
    expect(realNameSubmitRefusal(0)).toBe(REAL_NAME_MESSAGES.reviewing);
    expect(realNameSubmitRefusal(1)).toBe(REAL_NAME_MESSAGES.verified);
  });
  it('a rejection needs a reason of at most 100 characters', () => {
    expect(realNameReasonProblem('  ')).toBe(REAL_NAME_MESSAGES.reasonMissing);
    expect(realNameReasonProblem('照片模糊')).toBeNull();
    expect(realNameReasonProblem('字'.repeat(100))).toBeNull();
    expect(realNameReasonProblem('字'.repeat(101))).toBe(REAL_NAME_MESSAGES.reasonLong);
  });
});

describe('sameIdWarning', () => {
  it('warns of an ID number other accounts verified or submitted; none otherwise', () => {
    expect(sameIdWarning({ verified: 0, reviewing: 0 })).toBeNull();
    expect(sameIdWarning({ verified: 1, reviewing: 2 })).toBe('该身份证号已在其他1个账户认证，不能再通过');
    expect(sameIdWarning({ verified: 0, reviewing: 2 })).toBe('另有2个账户提交了相同的身份证号，请核对');
  });
});
