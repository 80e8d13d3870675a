import { describe, expect, it } from 'vitest';
import { autoAllocationSchema, batchPriceSchema, buyerConfirmSchema } from './operator';
import { firstFormError, validateForm } from './validate';

describe('operator buyer confirm', () => {
  it('every gap gives 请完善信息', () => {
    expect(firstFormError(buyerConfirmSchema, {})).toBe('请完善信息');
    expect(firstFormError(buyerConfirmSchema, { buyerId: 10086, receiverHash: 'h1', deliveryType: 2 })).toBe('请完善信息');
    expect(firstFormError(buyerConfirmSchema, { buyerId: 10086, receiverHash: 'h1', deliveryType: 2, receiverType: 0 })).toBe('请完善信息');
  });
  it('passes with a receiver type, or with self-pickup (forced to 1)', () => {
    expect(validateForm(buyerConfirmSchema, { buyerId: 10086, receiverHash: 'h1', deliveryType: 2, receiverType: '3' })).toEqual({
      ok: true,
      value: { buyerId: '10086', receiverHash: 'h1', deliveryType: 2, receiverType: 3 },
    });
    expect(validateForm(buyerConfirmSchema, { buyerId: '10086', receiverHash: 'h1', deliveryType: 1 })).toMatchObject({
      ok: true,
      value: { receiverType: 1 },
    });
  });
});

describe('auto-allocation', () => {
  it('needs a quantity (请输入调配数量), a whole number ≥ 1', () => {
    for (const bad of [undefined, '', 'abc', -1, '1.5', 0, '0'])
      expect(firstFormError(autoAllocationSchema, { num: bad })).toBe('请输入调配数量');
    expect(firstFormError(autoAllocationSchema, { num: 1 })).toBeNull();
  });
  it('fills the defaults type 0, clear 1, temp A', () => {
    expect(validateForm(autoAllocationSchema, { num: '5' })).toEqual({
      ok: true,
      value: { num: 5, type: 0, clear: 1, temp: 'A', cateId: '', levelName: '' },
    });
  });
  it('refuses unknown options', () => {
    expect(firstFormError(autoAllocationSchema, { num: 1, type: 3 })).toBe('请完善信息');
    expect(firstFormError(autoAllocationSchema, { num: 1, clear: 0 })).toBe('请完善信息');
  });
});

describe('batch price change', () => {
  it('needs an amount above 0 with at most 2 decimals (请输入改价金额)', () => {
    for (const bad of [undefined, '', '  ', 'abc', '0', '0.00', '-1', '1.234']) {
      expect(firstFormError(batchPriceSchema, { price: bad, type: 'add' })).toBe('请输入改价金额');
    }
  });
  it('refuses more than ¥1000 (the price range)', () => {
    expect(firstFormError(batchPriceSchema, { price: '1000.01', type: 'sub' })).toBe('改价金额不能超过1000元');
    expect(firstFormError(batchPriceSchema, { price: '1000', type: 'sub' })).toBeNull();
  });
  it('adds by default and refuses an unknown direction', () => {
    expect(validateForm(batchPriceSchema, { price: ' 1.5 ' })).toEqual({ ok: true, value: { price: '1.5', type: 'add' } });
    expect(firstFormError(batchPriceSchema, { price: '1', type: 'mul' })).toBe('请完善信息');
  });
});
