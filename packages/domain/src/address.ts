import { toCode } from './internal/numbers';

/** First address format: logisType 1 self-pickup, 2 provider/agent collects. */
export const LOGIS_TYPES = { 1: 'selfPickup', 2: 'agentCollection' } as const;
export type LogisType = keyof typeof LOGIS_TYPES;

/** First address format: logisWay 1 rail, 2 air, 3 road, 4 express. */
export const LOGIS_WAYS = { 1: 'rail', 2: 'air', 3: 'road', 4: 'express' } as const;
export type LogisWay = keyof typeof LOGIS_WAYS;

/** cp6 address format: deliveryType 1 self-pickup, 2 agent collection. */
export const DELIVERY_TYPES = { 1: 'selfPickup', 2: 'agentCollection' } as const;
export type DeliveryType = keyof typeof DELIVERY_TYPES;

/** cp6 address format: receiverType 1 cold-chain to shop, 2 air logistics, 3 road cold-chain, 4 express; 0 none. */
export const RECEIVER_TYPES = { 0: 'none', 1: 'coldChainToShop', 2: 'airLogistics', 3: 'roadColdChain', 4: 'express' } as const;
export type ReceiverType = keyof typeof RECEIVER_TYPES;

/** Both formats use 1 for self-pickup. */
export const SELF_PICKUP = 1;
export const AGENT_COLLECTION = 2;
/** Self-pickup forces receiverType 1 in cp6. */
export const SELF_PICKUP_RECEIVER_TYPE = 1;

export function isSelfPickup(logisOrDeliveryType: unknown): boolean {
  return toCode(logisOrDeliveryType) === SELF_PICKUP;
}

/** Order detail shows the delivery method only when the delivery type is above 1 (not self-pickup). */
export function showsDeliveryMethod(deliveryType: unknown): boolean {
  const code = toCode(deliveryType);
  return code !== null && code > 1;
}

/**
 * The fixed self-pickup address (§9: its values are configuration, not printed in the spec).
 * Ids and names of province, city and district plus the street address.
 */
export type PickupAddress = {
  provinceId: string;
  province: string;
  cityId: string;
  city: string;
  districtId: string;
  district: string;
  address: string;
};

/**
 * When an agent-collection address already exists, a new address's type selector is locked to agent
 * collection (2); otherwise it is free (null).
 */
export function lockedAddressType(existingTypes: readonly unknown[]): typeof AGENT_COLLECTION | null {
  return existingTypes.some((t) => toCode(t) === AGENT_COLLECTION) ? AGENT_COLLECTION : null;
}

/** The address list puts the default address first; the others keep their order. The input is not mutated. */
export function defaultFirst<T>(addresses: readonly T[], isDefault: (address: T) => boolean): T[] {
  const defaults = addresses.filter(isDefault);
  return [...defaults, ...addresses.filter((a) => !isDefault(a))];
}

/** 3 addresses are shown at first, then the list can be expanded. */
export const ADDRESSES_SHOWN_FIRST = 3;

export function visibleAddresses<T>(addresses: readonly T[], expanded: boolean): { shown: readonly T[]; hasMore: boolean } {
  const hasMore = addresses.length > ADDRESSES_SHOWN_FIRST;
  return { shown: expanded || !hasMore ? addresses : addresses.slice(0, ADDRESSES_SHOWN_FIRST), hasMore };
}

/** The address preselected at checkout: the default one, else the first, else null for an empty list. */
export function preselectedAddress<T>(addresses: readonly T[], isDefault: (address: T) => boolean): T | null {
  return addresses.find(isDefault) ?? addresses[0] ?? null;
}
