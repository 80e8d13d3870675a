import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { DEFAULT_PICKUP_ADDRESS, pickupAddressFor } from './pickup';

describe('the self-pickup address (PICKUP_REGION, PICKUP_DETAIL)', () => {
  it('defaults to the market in 斗南, 呈贡区, 昆明市, 云南省', () => {
    expect(loadConfig({}, '/srv').pickupAddress).toEqual(DEFAULT_PICKUP_ADDRESS);
    expect(DEFAULT_PICKUP_ADDRESS).toMatchObject({ province: '云南省', city: '昆明市', district: '呈贡区' });
    // The default itself is a real region of the tree, with the tree's names.
    expect(pickupAddressFor(DEFAULT_PICKUP_ADDRESS.districtId, DEFAULT_PICKUP_ADDRESS.address)).toEqual({
      ok: true,
      value: DEFAULT_PICKUP_ADDRESS,
    });
  });

  it('takes the names from the region tree for a configured district', () => {
    const c = loadConfig({ PICKUP_REGION: '530102', PICKUP_DETAIL: ' 篆塘路1号 ' }, '/srv');
    expect(c.pickupAddress).toEqual({
      provinceId: '53',
      province: '云南省',
      cityId: '5301',
      city: '昆明市',
      districtId: '530102',
      district: '五华区',
      address: '篆塘路1号',
    });
    expect(loadConfig({ PICKUP_DETAIL: '二号门' }, '/srv').pickupAddress).toMatchObject({ districtId: '530114', address: '二号门' });
  });

  it('accepts the 9-digit district codes of cities such as 东莞市', () => {
    const r = pickupAddressFor('441900121', '虎门花卉市场');
    expect(r).toMatchObject({
      ok: true,
      value: { provinceId: '44', cityId: '4419', districtId: '441900121', city: '东莞市', district: '虎门镇' },
    });
  });

  it('stops the start with a message naming the variable', () => {
    expect(() => loadConfig({ PICKUP_REGION: '999999' }, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig({ PICKUP_REGION: '999999' }, '/srv')).toThrow(/PICKUP_REGION "999999" is not a district/);
    expect(() => loadConfig({ PICKUP_REGION: 'kunming' }, '/srv')).toThrow(/PICKUP_REGION must be a district code/);
    expect(() => loadConfig({ PICKUP_REGION: '5301' }, '/srv')).toThrow(/PICKUP_REGION must be a district code/);
    expect(() => loadConfig({ PICKUP_DETAIL: 'x'.repeat(121) }, '/srv')).toThrow(/PICKUP_DETAIL/);
    expect(() => loadConfig({ PICKUP_REGION: '530114', PICKUP_DETAIL: '   ' }, '/srv')).toThrow(/PICKUP_DETAIL/);
  });
});
