import { describe, expect, it } from 'vitest';
import { bankCardSchema, rechargeSchema, withdrawSchema } from './finance';
import { firstFormError, formErrors, validateForm } from './validate';

describe('recharge', () => {
  it("needs an amount above 0 with at most 2 decimals, in the top-up's texts", () => {
    for (const empty of ['', '  ']) {
      expect(firstFormError(rechargeSchema, { payFee: empty, payWay: 'ALIPAY' })).toBe('请输入充值金额');
    }
    for (const bad of ['0', '-5', 'abc', '1.234']) {
      expect(firstFormError(rechargeSchema, { payFee: bad, payWay: 'ALIPAY' })).toBe('充值金额须大于0，最多两位小数');
    }
    expect(firstFormError(rechargeSchema, { payFee: '50000.01', payWay: 'ALIPAY' })).toBe('单次充值金额不能超过50000元');
    expect(firstFormError(rechargeSchema, { payFee: '0.01', payWay: 'WECHAT' })).toBeNull();
  });
  it('defaults to 1000 by QR and needs a known pay way', () => {
    expect(validateForm(rechargeSchema, { payWay: 'ALIPAY' })).toEqual({
      ok: true,
      value: { payFee: '1000', payWay: 'ALIPAY', pattern: 'QR' },
    });
    expect(firstFormError(rechargeSchema, { payFee: '1000', payWay: 'PAYPAL' })).toBe('请选择支付方式');
    expect(firstFormError(rechargeSchema, { payFee: '1000', payWay: 'ALIPAY', pattern: 'APP' })).toBe('请选择付款方式');
  });
});

const ready = { balanceFen: 100_000, hasBankCard: true, realNameState: 'verified' } as const;

describe('withdraw', () => {
  it('amount ≥ ¥6, amount + fee ≤ balance, then code, then card and real name', () => {
    expect(firstFormError(withdrawSchema, { withdrawValue: '5', smsCode: '' }, ready)).toBe('至少要6元才可提现');
    expect(firstFormError(withdrawSchema, { withdrawValue: '995.01', smsCode: '' }, ready)).toBe('已超过您的最大余额');
    expect(firstFormError(withdrawSchema, { withdrawValue: '995', smsCode: '' }, ready)).toBe('请输入验证码');
    expect(firstFormError(withdrawSchema, { withdrawValue: '995', smsCode: '1234' }, ready)).toBeNull();
    expect(firstFormError(withdrawSchema, { withdrawValue: '6', smsCode: '1234' }, { ...ready, hasBankCard: false })).toBe(
      '您还没有绑定银行卡，绑定之后才可提现',
    );
    expect(firstFormError(withdrawSchema, { withdrawValue: '6', smsCode: '1234' }, { ...ready, realNameState: 'none' })).toBe(
      '请您先完成实名认证',
    );
  });
  it('reports the card on the root path for react-hook-form', () => {
    expect(formErrors(withdrawSchema, { withdrawValue: '', smsCode: '' }, { ...ready, hasBankCard: false })).toEqual({
      withdrawValue: '请输入提现金额',
      smsCode: '请输入验证码',
      root: '您还没有绑定银行卡，绑定之后才可提现',
    });
  });
  it('a value that is not an amount says what is wrong, next to the amount', () => {
    expect(firstFormError(withdrawSchema, { withdrawValue: '100.123', smsCode: '1' }, ready)).toBe('提现金额最多两位小数');
    expect(firstFormError(withdrawSchema, { withdrawValue: '1e2', smsCode: '1' }, ready)).toBe('请输入正确的金额');
    expect(formErrors(withdrawSchema, { withdrawValue: '0x64', smsCode: '1' }, ready)).toEqual({ withdrawValue: '请输入正确的金额' });
  });
  it('the ¥20,000 limit', () => {
    const wealthy = { ...ready, balanceFen: 10_000_000 };
    expect(firstFormError(withdrawSchema, { withdrawValue: '20000', smsCode: '1' }, wealthy)).toBeNull();
    expect(firstFormError(withdrawSchema, { withdrawValue: '20000.01', smsCode: '1' }, wealthy)).toBe('单笔提现不能超过20000元');
  });
  it('without a context nothing can be withdrawn', () => {
    expect(firstFormError(withdrawSchema, { withdrawValue: '10', smsCode: '1' })).toBe('已超过您的最大余额');
    expect(firstFormError(withdrawSchema, { withdrawValue: '10', smsCode: '1' }, { balanceFen: 10_000 })).toBe('请您先完成实名认证');
  });
});

const card = {
  cardName: '张三',
  cardNumber: '6222 0212 3456 7890 128',
  bankName: '中国工商银行',
  bankcode: 'ICBC',
  province: '云南省',
  city: '昆明市',
  area: '官渡区',
  bankBranch: '昆明关上支行',
};
const verified = { realNameState: 'verified', realName: '张三' } as const;

describe('bank card', () => {
  it('holder, number, bank, region, branch — all required, in order', () => {
    expect(Object.values(formErrors(bankCardSchema, {}, verified))).toEqual([
      '请输入持卡人姓名',
      '请输入银行卡号',
      '请选择银行',
      '请选择银行',
      '请选择开户地区',
      '请选择开户地区',
      '请输入开户支行',
    ]);
  });
  it('passes and stores the number without spaces', () => {
    expect(validateForm(bankCardSchema, card, verified)).toMatchObject({ ok: true, value: { cardNumber: '6222021234567890128' } });
  });
  it('refuses a card number that is not 16–19 digits with a good check digit', () => {
    expect(firstFormError(bankCardSchema, { ...card, cardNumber: '62220212' }, verified)).toBe('请输入正确的银行卡号');
  });
  it('needs a verified real name first, then the same holder name', () => {
    expect(firstFormError(bankCardSchema, card, { realNameState: 'none', realName: '' })).toBe('请您先完成实名认证');
    expect(firstFormError(bankCardSchema, card, { realNameState: 'reviewing', realName: '' })).toBe('实名认证审核中');
    expect(firstFormError(bankCardSchema, card, { realNameState: 'rejected', realName: '' })).toBe('实名认证未通过，请重新提交');
    expect(firstFormError(bankCardSchema, card)).toBe('请您先完成实名认证');
    expect(firstFormError(bankCardSchema, { ...card, cardName: '李四' }, verified)).toBe('持卡人姓名须与实名认证姓名一致');
  });
});
