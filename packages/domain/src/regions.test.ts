import { describe, expect, it } from 'vitest';
import { isValidRegion, MARKET_REGION, regionNames, regionPath, type RegionNode } from './regions';

const tree: RegionNode[] = [
  {
    code: '53',
    name: '云南省',
    children: [
      {
        code: '5301',
        name: '昆明市',
        children: [
          { code: '530114', name: '呈贡区' },
          { code: '530102', name: '五华区' },
        ],
      },
      { code: '5303', name: '曲靖市', children: [{ code: '530302', name: '麒麟区' }] },
    ],
  },
  { code: '44', name: '广东省', children: [{ code: '4419', name: '东莞市', children: [] }] },
];

describe('regionNames', () => {
  it('finds the names of a full triple', () => {
    expect(regionNames(tree, { provinceId: '53', cityId: '5301', districtId: '530114' })).toEqual(MARKET_REGION);
  });

  it('leaves names empty for codes not chosen', () => {
    expect(regionNames(tree, { provinceId: '53' })).toEqual({
      provinceId: '53',
      province: '云南省',
      cityId: '',
      city: '',
      districtId: '',
      district: '',
    });
    expect(regionNames(tree, {})?.province).toBe('');
  });

  it('refuses codes that do not exist under their parent', () => {
    expect(regionNames(tree, { provinceId: '99' })).toBeNull();
    expect(regionNames(tree, { provinceId: '53', cityId: '4419' })).toBeNull();
    expect(regionNames(tree, { provinceId: '53', cityId: '5303', districtId: '530114' })).toBeNull();
    expect(regionNames(tree, { cityId: '5301' })).toBeNull();
  });
});

describe('isValidRegion', () => {
  it('accepts an existing triple', () => {
    expect(isValidRegion(tree, { provinceId: '53', cityId: '5301', districtId: '530102' })).toBe(true);
  });

  it('refuses a district of another city and a city of another province', () => {
    expect(isValidRegion(tree, { provinceId: '53', cityId: '5303', districtId: '530102' })).toBe(false);
    expect(isValidRegion(tree, { provinceId: '53', cityId: '4419' })).toBe(false);
    expect(isValidRegion(tree, { provinceId: '', cityId: '5301', districtId: '530102' })).toBe(false);
  });

  it('demands a district where the city has some, unless told otherwise', () => {
    expect(isValidRegion(tree, { provinceId: '53', cityId: '5301' })).toBe(false);
    expect(isValidRegion(tree, { provinceId: '53', cityId: '5301' }, false)).toBe(true);
    expect(isValidRegion(tree, { provinceId: '53', cityId: '5301', districtId: '999999' }, false)).toBe(false);
    expect(isValidRegion(tree, { provinceId: '44', cityId: '4419' })).toBe(true);
  });

  it('does not change the tree', () => {
    const before = JSON.stringify(tree);
    regionPath(tree, { provinceId: '53', cityId: '5301', districtId: '530114' });
    expect(JSON.stringify(tree)).toBe(before);
  });
});
