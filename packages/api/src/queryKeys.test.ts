import { describe, expect, it } from 'vitest';
import {
  addressKeys,
  adminBuyerKeys,
  adminCancellationKeys,
  adminOrderKeys,
  cartKeys,
  catalogKeys,
  homeKeys,
  orderKeys,
} from './queryKeys';
import { adminWithdrawalKeys } from './withdraw';

/** TanStack Query matches a filter key as a prefix of an entry's key. */
const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i]));

describe('query keys', () => {
  it('every cart read starts with cartKeys.all, so one invalidation refreshes the badge, lines and checkout', () => {
    const reads = [
      cartKeys.count(),
      cartKeys.list(),
      cartKeys.list([3, 1]),
      cartKeys.preview({ doWay: 'shopCode' }),
      cartKeys.logistics('A'),
      cartKeys.balance(),
    ];
    for (const key of reads) expect(startsWith(key, cartKeys.all)).toBe(true);
    expect(startsWith(cartKeys.list([1]), cartKeys.lists())).toBe(true);
  });
  it("a key derived from an endpoint starts with its area's all, so the area's invalidation reaches it", () => {
    for (const key of [addressKeys.list(), addressKeys.pickup()]) expect(startsWith(key, addressKeys.all)).toBe(true);
    expect(addressKeys.list()).toEqual(['addresses', 'list']);
  });
  it('areas do not overlap', () => {
    const alls = [cartKeys.all, catalogKeys.all, homeKeys.all, orderKeys.all].map((k) => k[0]);
    expect(new Set(alls).size).toBe(alls.length);
  });
  it('keys carry their inputs: a different page or filter is a different entry', () => {
    expect(orderKeys.list('all', 1, 10)).not.toEqual(orderKeys.list('all', 2, 10));
    expect(catalogKeys.zone({ tab: 'A' })).not.toEqual(catalogKeys.zone({ tab: 'C' }));
    expect(cartKeys.list()).toEqual(['cart', 'shoppingCart', null]);
  });
  it("the back office desks' keys are their endpoints' with the call's input, under the desk's all", () => {
    expect(adminOrderKeys.list({ session: 'A' })).toEqual(['adminOrders', 'list', { session: 'A' }]);
    expect(adminCancellationKeys.list({})).toEqual(['adminCancellations', 'list', {}]);
    expect(adminWithdrawalKeys.list({ page: 2 })).toEqual(['withdraw', 'payouts', { page: 2 }]);
    expect(adminBuyerKeys.ledger({ buyerId: 7, page: 2, limit: 20 })).toEqual([
      'adminBuyers',
      'ledger',
      { buyerId: 7, page: 2, limit: 20 },
    ]);
    const desks = [
      [adminOrderKeys.pickList({}), adminOrderKeys.all],
      [adminCancellationKeys.list({}), adminCancellationKeys.all],
      [adminWithdrawalKeys.list({}), adminWithdrawalKeys.all],
      [adminBuyerKeys.detail(7), adminBuyerKeys.all],
      [adminBuyerKeys.search({ q: '张' }), adminBuyerKeys.all],
    ] as const;
    for (const [key, all] of desks) expect(startsWith(key, all)).toBe(true);
  });
});
