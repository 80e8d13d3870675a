import { describe, expect, it } from 'vitest';
import { firstFormatAddresses } from '../../../fixtures';
import { cp6Addresses, cp6SelfPickupAddress } from '../fixtures';
import { addressCardFromCp6, addressCardFromFirst } from './addressCardData';

describe('addressCardFromCp6', () => {
  it('self-pickup (deliveryType 1, receiverType forced to 1) shows only 自提: no 冷链到店', () => {
    const card = addressCardFromCp6(cp6SelfPickupAddress);
    expect(cp6SelfPickupAddress.receiverType).toBe(1);
    expect(card.typeLabel).toBe('自提');
    expect(card.wayLabel).toBe('');
  });

  it('agent collection with receiverType 1 still shows 冷链到店', () => {
    const agent = cp6Addresses.find((a) => a.deliveryType === 2 && a.receiverType === 1)!;
    expect(addressCardFromCp6(agent)).toMatchObject({ typeLabel: '代收', wayLabel: '冷链到店' });
  });

  it('matches the first-format card of a self-pickup address', () => {
    const first = firstFormatAddresses.find((a) => a.logisType === 1)!;
    expect(addressCardFromFirst(first).wayLabel).toBe(addressCardFromCp6(cp6SelfPickupAddress).wayLabel);
  });
});
