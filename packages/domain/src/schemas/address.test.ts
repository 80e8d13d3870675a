import { describe, expect, it } from 'vitest';
import type { PickupAddress } from '../address';
import { addressSchema, applySelfPickup, applySelfPickupCp6, cp6AddressSchema, normalizeCp6Address } from './address';
import { firstFormError, formErrors, validateForm } from './validate';

const pickup: PickupAddress = {
  provinceId: '530000',
  province: '云南省',
  cityId: '530100',
  city: '昆明市',
  districtId: '530114',
  district: '呈贡区',
  address: '斗南花卉市场自提点',
};

const first = {
  contactUser: '李花',
  contactPhone: '13812345678',
  addrPid: '440000',
  addrPname: '广东省',
  addrCid: '440100',
  addrCname: '广州市',
  addrZid: '440106',
  addrZname: '天河区',
  address: '岭南花卉市场 A 区 12 号',
  logisType: 2 as const,
  logisWay: 2,
};

describe('first address format', () => {
  it('checks name, phone, region, detail, logistics way, logistics type in that order', () => {
    expect(formErrors(addressSchema, {})).toEqual({
      contactUser: '请填写姓名',
      contactPhone: '请填写手机号',
      addrPid: '请选择地址',
      addrCid: '请选择地址',
      address: '请填写详细地址',
      logisWay: '请选择物流方式',
      logisType: '请选择物流类型',
    });
    expect(firstFormError(addressSchema, {})).toBe('请填写姓名');
    expect(firstFormError(addressSchema, { ...first, address: '', logisWay: undefined })).toBe('请填写详细地址');
  });
  it('receiver name at most 10', () => {
    expect(firstFormError(addressSchema, { ...first, contactUser: '花'.repeat(10) })).toBeNull();
    expect(firstFormError(addressSchema, { ...first, contactUser: '花'.repeat(11) })).toBe('昵称不可超过十个字符');
  });
  it('phone at least 10 characters (landline with area code)', () => {
    expect(firstFormError(addressSchema, { ...first, contactPhone: '087112345' })).toBe('请填写正确的手机号,座机请加区号');
    expect(firstFormError(addressSchema, { ...first, contactPhone: '0871123456' })).toBeNull();
    expect(firstFormError(addressSchema, { ...first, contactPhone: '08716543210' })).toBeNull();
    expect(firstFormError(addressSchema, { ...first, contactPhone: 'abcdefghij' })).toBe('请填写正确的手机号,座机请加区号');
  });
  it('first-format phone is digits only: a hyphenated (or input-cut) landline is refused', () => {
    // The input stops at 11 characters, so 0871-6543210 would arrive cut to 0871-654321: neither may be saved.
    for (const phone of ['0871-6543210', '0871-654321', '0871 6543210', '+8613800000001', '138-0000-0001']) {
      expect(firstFormError(addressSchema, { ...first, contactPhone: phone }), phone).toBe('请填写正确的手机号,座机请加区号');
    }
    expect(firstFormError(addressSchema, { ...first, contactPhone: '13800000001' })).toBeNull();
  });
  it('detail at most 120', () => {
    expect(firstFormError(addressSchema, { ...first, address: '花'.repeat(120) })).toBeNull();
    expect(firstFormError(addressSchema, { ...first, address: '花'.repeat(121) })).toBe('您的地址过长，请简化');
  });
  it('needs province and city; the district is optional', () => {
    expect(firstFormError(addressSchema, { ...first, addrCid: '' })).toBe('请选择地址');
    expect(firstFormError(addressSchema, { ...first, addrZid: '', addrZname: '' })).toBeNull();
    expect(validateForm(addressSchema, { ...first, addrPid: 440000, addrCid: 440100 })).toMatchObject({
      ok: true,
      value: { addrPid: '440000' },
    });
  });
  it('logistics way is required unless self-pickup', () => {
    expect(firstFormError(addressSchema, { ...first, logisWay: undefined })).toBe('请选择物流方式');
    expect(firstFormError(addressSchema, { ...first, logisWay: 5 })).toBe('请选择物流方式');
    expect(firstFormError(addressSchema, { ...first, logisWay: '' })).toBe('请选择物流方式');
    expect(firstFormError(addressSchema, { ...first, logisWay: '3' })).toBeNull();
    expect(firstFormError(addressSchema, { ...first, logisType: 1, logisWay: undefined })).toBeNull();
    expect(firstFormError(addressSchema, { ...first, logisType: '1', logisWay: '' })).toBeNull();
  });
  it('logistics type is 1 or 2', () => {
    expect(firstFormError(addressSchema, { ...first, logisType: undefined })).toBe('请选择物流类型');
    expect(firstFormError(addressSchema, { ...first, logisType: 3 })).toBe('请选择物流类型');
    expect(validateForm(addressSchema, { ...first, logisType: '2' })).toMatchObject({ ok: true, value: { logisType: 2 } });
  });
  it('self-pickup fills the fixed pickup address and clears the way', () => {
    const values = applySelfPickup({ ...first, logisWay: 3 }, pickup);
    expect(values).toMatchObject({ logisType: 1, addrCname: '昆明市', address: '斗南花卉市场自提点', logisWay: undefined });
    expect(firstFormError(addressSchema, values)).toBeNull();
  });
});

const cp6 = {
  receiverName: '王花',
  receiverMobile: '13912345678',
  receiverProvinceId: '510000',
  receiverProvince: '四川省',
  receiverCityId: '510100',
  receiverCity: '成都市',
  receiverAreaId: '510104',
  receiverArea: '锦江区',
  receiverAddress: '花牌坊街 8 号',
  deliveryType: 2 as const,
  receiverType: 3,
  buyerId: '10086',
};

describe('cp6 address format', () => {
  it('same checks and order', () => {
    expect(Object.values(formErrors(cp6AddressSchema, {}))).toEqual([
      '请填写姓名',
      '请填写手机号',
      '请选择地址',
      '请选择地址',
      '请填写详细地址',
      '请选择物流方式',
      '请选择物流类型',
    ]);
    expect(firstFormError(cp6AddressSchema, cp6)).toBeNull();
  });
  it('uses the city as district when none is picked', () => {
    const check = validateForm(cp6AddressSchema, { ...cp6, receiverAreaId: '', receiverArea: '' });
    expect(check).toMatchObject({ ok: true, value: { receiverAreaId: '510100', receiverArea: '成都市' } });
    expect(normalizeCp6Address({ receiverCityId: '510100', receiverCity: '成都市' })).toMatchObject({ receiverAreaId: '510100' });
    expect(normalizeCp6Address({ receiverCityId: '', receiverAreaId: '' })).toEqual({ receiverCityId: '', receiverAreaId: '' });
  });
  it('self-pickup forces receiver type 1', () => {
    expect(validateForm(cp6AddressSchema, { ...cp6, deliveryType: 1, receiverType: 0 })).toMatchObject({
      ok: true,
      value: { receiverType: 1 },
    });
    expect(validateForm(cp6AddressSchema, { ...cp6, deliveryType: '1', receiverType: 4 })).toMatchObject({
      ok: true,
      value: { receiverType: 1 },
    });
    expect(applySelfPickupCp6(cp6, pickup)).toMatchObject({ deliveryType: 1, receiverType: 1, receiverCity: '昆明市' });
  });
  it('agent collection needs a receiver type 1–4 (0 is none)', () => {
    expect(firstFormError(cp6AddressSchema, { ...cp6, receiverType: 0 })).toBe('请选择物流方式');
    expect(firstFormError(cp6AddressSchema, { ...cp6, receiverType: 4 })).toBeNull();
  });
  it('does not mutate the input', () => {
    const input = { ...cp6, receiverAreaId: '' };
    validateForm(cp6AddressSchema, input);
    expect(input.receiverAreaId).toBe('');
  });
});

describe('address phones are normalised', () => {
  it('stores full-width digits as ASCII', () => {
    const check = validateForm(addressSchema, { ...first, contactPhone: '１３９１２３４５６７８' });
    expect(check.ok && check.value.contactPhone).toBe('13912345678');
  });
});
