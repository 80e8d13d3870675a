import { describe, expect, it } from 'vitest';
import {
  toLogisWay,
  toReceiverType,
  addressTypeLock,
  addressWayLabel,
  defaultFirst,
  embeddedFrameHeight,
  isSelfPickup,
  lockedAddressType,
  logisTypeLabel,
  logisWayLabel,
  preselectedAddress,
  receiverTypeForWay,
  receiverTypeLabel,
  showsDeliveryMethod,
  visibleAddresses,
  wayForReceiverType,
} from './address';

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

describe('address labels and the two formats', () => {
  it('labels ways, receiver types and types', () => {
    expect(logisWayLabel(2)).toBe('航空物流');
    expect(logisWayLabel('4')).toBe('快递');
    expect(logisWayLabel(null)).toBe('');
    expect(logisWayLabel(9)).toBe('');
    expect(receiverTypeLabel(1)).toBe('冷链到店');
    expect(receiverTypeLabel(0)).toBe('');
    expect(logisTypeLabel(1)).toBe('自提');
    expect(logisTypeLabel('2')).toBe('代收');
  });
  it('gives one address one way label, whichever format reads it', () => {
    // 冷链到店 is stored as receiverType 1 with logisWay 3 (road): every view reads 冷链到店, not 公路冷链.
    for (const receiverType of [1, 2, 3, 4]) {
      const stored = { logisType: 2, logisWay: wayForReceiverType(2, receiverType), receiverType };
      expect(addressWayLabel(stored)).toBe(receiverTypeLabel(receiverType));
    }
    expect(addressWayLabel({ logisType: 2, logisWay: 3, receiverType: 1 })).toBe('冷链到店');
    // Rail has no receiver type: its logisWay names it.
    expect(addressWayLabel({ logisType: 2, logisWay: 1, receiverType: receiverTypeForWay(2, 1) })).toBe('铁路物流');
    // Self-pickup (receiverType forced to 1) is no cold-chain delivery.
    expect(addressWayLabel({ logisType: 1, logisWay: null, receiverType: 1 })).toBe('');
  });
  it('derives the receiver type from a way and back', () => {
    expect(receiverTypeForWay(1, null)).toBe(1);
    expect(receiverTypeForWay(2, 1)).toBe(0);
    expect(receiverTypeForWay(2, '2')).toBe(2);
    expect(receiverTypeForWay(2, 3)).toBe(3);
    expect(receiverTypeForWay(2, undefined)).toBe(0);
    expect(wayForReceiverType(1, 1)).toBeNull();
    expect(wayForReceiverType(2, 1)).toBe(3);
    expect(wayForReceiverType(2, 4)).toBe(4);
    expect(wayForReceiverType(2, 0)).toBeNull();
  });
  it('locks the type when another agent-collection address exists, except for a self-pickup being edited', () => {
    const rows = [
      { id: 1, type: 2 },
      { id: 2, type: 1 },
    ];
    expect(addressTypeLock(rows, null)).toBe(2);
    expect(addressTypeLock(rows, { id: 2, type: 1 })).toBeNull();
    expect(addressTypeLock(rows, { id: 1, type: 2 })).toBeNull();
    expect(addressTypeLock([...rows, { id: 3, type: 2 }], { id: 1, type: 2 })).toBe(2);
    expect(addressTypeLock([], null)).toBeNull();
  });
  it('reports the frame height with 100 added', () => {
    expect(embeddedFrameHeight(420)).toBe(520);
    expect(embeddedFrameHeight(420.2)).toBe(521);
    expect(embeddedFrameHeight(Number.NaN)).toBe(100);
  });
});

describe('stored way codes', () => {
  it('reads a logisWay 1–4 (number or string), else null', () => {
    expect([1, 2, 3, 4, '2'].map(toLogisWay)).toEqual([1, 2, 3, 4, 2]);
    expect([0, 5, null, undefined, 'x', 1.5].map(toLogisWay)).toEqual([null, null, null, null, null, null]);
  });
  it('reads a receiverType 0–4, else 0', () => {
    expect([0, 1, 2, 3, 4, '4'].map(toReceiverType)).toEqual([0, 1, 2, 3, 4, 4]);
    expect([5, -1, null, 'x'].map(toReceiverType)).toEqual([0, 0, 0, 0]);
  });
});
