import { describe, expect, it } from 'vitest';
import { openAccountSchema } from './openAccount';
import { firstFormError, formErrors } from './validate';

describe('open account (/dredge)', () => {
  it('buyer type, region, detail address', () => {
    expect(Object.values(formErrors(openAccountSchema, {}))).toEqual([
      '请选择购买商类别',
      '请选择收货地址',
      '请选择收货地址',
      '请输入详细地址',
    ]);
    expect(firstFormError(openAccountSchema, { buyerType: 3, addrPid: '530000', addrCid: '' })).toBe('请选择收货地址');
    expect(firstFormError(openAccountSchema, { buyerType: 3, addrPid: '530000', addrCid: '530100', address: '  ' })).toBe('请输入详细地址');
    expect(firstFormError(openAccountSchema, { buyerType: 3, addrPid: '530000', addrCid: '530100', address: '官渡区花店' })).toBeNull();
  });
});
