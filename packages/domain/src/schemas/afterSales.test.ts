import { describe, expect, it } from 'vitest';
import { afterSalesSchema } from './afterSales';
import { firstFormError, formErrors, validateForm } from './validate';

const valid = { asType: '2', asTypeName: '质量问题', asQty: 2, asReason: '花头发黑', asImages: ['as/1.png'] };

describe('after-sales form', () => {
  it('type, quantity, description, image — in that order', () => {
    expect(Object.values(formErrors(afterSalesSchema, {}))).toEqual([
      '请选择售后类型',
      '请输入具体数量',
      '请输入问题描述',
      '请上传最少一张图片',
    ]);
    expect(firstFormError(afterSalesSchema, valid)).toBeNull();
  });
  it('refuses 全部 as a type', () => {
    expect(firstFormError(afterSalesSchema, { ...valid, asType: '0', asTypeName: '全部' })).toBe('请选择正确的售后类型');
  });
  it('refuses a quality claim for a D grade item when the grade is given', () => {
    expect(firstFormError(afterSalesSchema, valid, { levelName: 'D' })).toBe('请选择正确的售后类型');
    expect(firstFormError(afterSalesSchema, { ...valid, asTypeName: '少发漏发' }, { levelName: 'D' })).toBeNull();
    expect(firstFormError(afterSalesSchema, valid, { levelName: 'A+' })).toBeNull();
  });
  it('quantity is a whole number from 1 to the bunches bought', () => {
    for (const bad of ['', '0', 0, -1, '1.5', 'abc', null])
      expect(firstFormError(afterSalesSchema, { ...valid, asQty: bad })).toBe('请输入具体数量');
    expect(validateForm(afterSalesSchema, { ...valid, asQty: '3' }, { maxQuantity: 3 })).toMatchObject({ ok: true, value: { asQty: 3 } });
    expect(firstFormError(afterSalesSchema, { ...valid, asQty: 4 }, { maxQuantity: 3 })).toBe('不能再多啦');
  });
  it('at least one image and at most 3', () => {
    expect(firstFormError(afterSalesSchema, { ...valid, asImages: [] })).toBe('请上传最少一张图片');
    expect(firstFormError(afterSalesSchema, { ...valid, asImages: ['a', 'b', 'c'] })).toBeNull();
    expect(firstFormError(afterSalesSchema, { ...valid, asImages: ['a', 'b', 'c', 'd'] })).toBe('最多上传3张图片');
    expect(firstFormError(afterSalesSchema, { ...valid, asImages: 'a.png' })).toBe('请上传最少一张图片');
    expect(firstFormError(afterSalesSchema, { ...valid, asImages: [''] })).toBe('请上传最少一张图片');
  });
});
