import { describe, expect, it } from 'vitest';
import { defaultFirst, isSelfPickup, lockedAddressType, preselectedAddress, showsDeliveryMethod, visibleAddresses } from './address';

type A = { id: number; default: number };
const list: A[] = [
  { id: 1, default: 0 },
  { id: 2, default: 0 },
  { id: 3, default: 1 },
  { id: 4, default: 0 },
];
const isDefault = (a: A): boolean => a.default === 1;

describe('address list', () => {
  it('puts the default first and keeps the rest in order, without mutating', () => {
    expect(defaultFirst(list, isDefault).map((a) => a.id)).toEqual([3, 1, 2, 4]);
    expect(list.map((a) => a.id)).toEqual([1, 2, 3, 4]);
    expect(defaultFirst([], isDefault)).toEqual([]);
  });
  it('shows 3 at first', () => {
    expect(visibleAddresses(list, false)).toEqual({ shown: list.slice(0, 3), hasMore: true });
    expect(visibleAddresses(list, true).shown).toHaveLength(4);
    expect(visibleAddresses(list.slice(0, 3), false).hasMore).toBe(false);
  });
  it('preselects the default, else the first, else nothing', () => {
    expect(preselectedAddress(list, isDefault)?.id).toBe(3);
    expect(preselectedAddress(list.slice(0, 2), isDefault)?.id).toBe(1);
    expect(preselectedAddress([], isDefault)).toBeNull();
  });
});

describe('address types', () => {
  it('locks the type to agent collection when one exists', () => {
    expect(lockedAddressType([1, 2])).toBe(2);
    expect(lockedAddressType(['2'])).toBe(2);
    expect(lockedAddressType([1, 1])).toBeNull();
    expect(lockedAddressType([])).toBeNull();
  });
  it('self-pickup is 1 in both formats', () => {
    expect(isSelfPickup(1)).toBe(true);
    expect(isSelfPickup('1')).toBe(true);
    expect(isSelfPickup(2)).toBe(false);
  });
  it('order detail shows the delivery method above type 1', () => {
    expect(showsDeliveryMethod(1)).toBe(false);
    expect(showsDeliveryMethod(2)).toBe(true);
    expect(showsDeliveryMethod(null)).toBe(false);
  });
});
