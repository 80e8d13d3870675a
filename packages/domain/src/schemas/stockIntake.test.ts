import { describe, expect, it } from 'vitest';
import { STOCK_MESSAGES, type LotKnown } from '../stockIntake';
import { stockLotSchema, supplierFormSchema, varietyFormSchema } from './stockIntake';
import { formErrors } from './validate';

const known: LotKnown = {
  suppliers: new Map([['A1001', { type: 'A' as const }]]),
  varieties: new Map([['MG-0001', { stemsPerBunch: 20 }]]),
};
const lot = {
  supplierId: 'A1001',
  flwCode: 'MG-0001',
  levelName: 'A',
  lengthCode: '60',
  openCode: '3度',
  salepointName: '',
  stemsPerBunch: '20',
  basicSaleNo: '1',
  bundles: '10',
  sourcePrice: '1',
  salePrice: '1.2',
  positionNo: '1-01-01',
  packageName: '纸箱',
};

describe('stockLotSchema', () => {
  it('passes a good lot and answers the row rules per field', () => {
    expect(formErrors(stockLotSchema, lot, { known })).toEqual({});
    expect(formErrors(stockLotSchema, { ...lot, supplierId: '', salePrice: '0.5', bundles: '0' }, { known })).toEqual({
      supplierId: '请选择供应商',
      bundles: STOCK_MESSAGES.bundlesBad,
      salePrice: STOCK_MESSAGES.saleBelowSource,
    });
    // The form's selects left empty say 请选择… (a CSV cell left empty still reads 请填写…).
    expect(formErrors(stockLotSchema, { ...lot, flwCode: '', levelName: '', lengthCode: '', openCode: '' }, { known })).toEqual({
      flwCode: '请选择品种',
      levelName: '请选择等级',
      lengthCode: '请选择长度',
      openCode: '请选择开放度',
    });
  });
});

describe('supplier and variety forms', () => {
  it('supplier', () => {
    expect(formErrors(supplierFormSchema, { type: 'C', id: 'C3999', name: '斗南新花行' })).toEqual({});
    expect(formErrors(supplierFormSchema, { type: '', id: 'X', name: '' })).toEqual({
      type: STOCK_MESSAGES.supplierTypeMissing,
      id: STOCK_MESSAGES.supplierCodeBad,
      name: STOCK_MESSAGES.supplierNameMissing,
    });
  });

  it('variety', () => {
    expect(
      formErrors(varietyFormSchema, { flwCode: 'MG-0100', name: '新红', categoryId: '1', stemsPerBunch: '20', weightKg: '1.3' }),
    ).toEqual({});
    expect(formErrors(varietyFormSchema, { flwCode: 'M', name: '', categoryId: '', stemsPerBunch: '0', weightKg: 'x' })).toEqual({
      flwCode: STOCK_MESSAGES.varietyCodeBad,
      name: STOCK_MESSAGES.varietyNameMissing,
      categoryId: STOCK_MESSAGES.categoryMissing,
      stemsPerBunch: STOCK_MESSAGES.stemsBad,
      weightKg: STOCK_MESSAGES.weightBad,
    });
  });
});
