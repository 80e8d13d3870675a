import { toCode } from './internal/numbers';
import type { RegionSelection } from './regions';

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
export type PickupAddress = RegionSelection & { address: string };

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

/**
 * The one table of delivery-way labels: every label of an address's way (first format's logisWay, cp6's
 * receiverType, the desks' 配送方式) is read from here.
 */
export const DELIVERY_WAY_LABELS = {
  rail: '铁路物流',
  air: '航空物流',
  road: '公路冷链',
  express: '快递',
  coldChainToShop: '冷链到店',
} as const;

/** Labels of the first format's logistics ways (logisWayname). */
export const LOGIS_WAY_LABELS = {
  1: DELIVERY_WAY_LABELS.rail,
  2: DELIVERY_WAY_LABELS.air,
  3: DELIVERY_WAY_LABELS.road,
  4: DELIVERY_WAY_LABELS.express,
} as const satisfies Record<LogisWay, string>;

/** Labels of the cp6 receiver types (its logisWayname); 0 none has no label. */
export const RECEIVER_TYPE_LABELS = {
  0: '',
  1: DELIVERY_WAY_LABELS.coldChainToShop,
  2: DELIVERY_WAY_LABELS.air,
  3: DELIVERY_WAY_LABELS.road,
  4: DELIVERY_WAY_LABELS.express,
} as const satisfies Record<ReceiverType, string>;

/** Labels of the address types (logisType / deliveryType). */
export const LOGIS_TYPE_LABELS = { 1: '自提', 2: '代收' } as const satisfies Record<LogisType, string>;

function labelOf(table: Record<number, string>, code: unknown): string {
  const c = toCode(code);
  return c === null ? '' : (table[c] ?? '');
}

/** The logistics way's label ('' for none or an unknown code). */
export function logisWayLabel(way: unknown): string {
  return labelOf(LOGIS_WAY_LABELS, way);
}

/** The cp6 receiver type's label ('' for 0 none or an unknown code). */
export function receiverTypeLabel(receiverType: unknown): string {
  return labelOf(RECEIVER_TYPE_LABELS, receiverType);
}

/**
 * The way an address is delivered, as one label for both of its stored codes: '' for self-pickup; else its cp6
 * receiverType's label when it has one (it is the finer code: 冷链到店 is stored as logisWay 3, road), else its
 * logisWay's label (rail has no receiverType). /address, /cpsix, /cpsixNew, the operator checkout and the desks all
 * show this one label.
 */
export function addressWayLabel(address: { logisType: unknown; logisWay?: unknown; receiverType?: unknown }): string {
  if (isSelfPickup(address.logisType)) return '';
  return receiverTypeLabel(address.receiverType) || logisWayLabel(address.logisWay);
}

/** The address type's label: 自提 or 代收 ('' for an unknown code). */
export function logisTypeLabel(logisType: unknown): string {
  return labelOf(LOGIS_TYPE_LABELS, logisType);
}

/** A stored or submitted way as a first-format logisWay (1–4), or null when it is none of them. */
export function toLogisWay(value: unknown): LogisWay | null {
  const c = toCode(value);
  return c !== null && Object.prototype.hasOwnProperty.call(LOGIS_WAYS, c) ? (c as LogisWay) : null;
}

/** A stored or submitted cp6 receiverType (0–4); anything else is 0 (none). */
export function toReceiverType(value: unknown): ReceiverType {
  const c = toCode(value);
  return c !== null && Object.prototype.hasOwnProperty.call(RECEIVER_TYPES, c) ? (c as ReceiverType) : 0;
}

/**
 * One address seen in both formats keeps a first-format logistics way and a cp6 receiver type. When one format
 * sets its field the other is derived (ours; the spec does not relate them): air, road and express are the same
 * in both; cold-chain to shop travels by road; rail has no cp6 counterpart (0 none, which makes the operator's
 * checkout ask for one). Self-pickup has no way and receiver type 1.
 */
const RECEIVER_TYPE_BY_WAY: Record<LogisWay, ReceiverType> = { 1: 0, 2: 2, 3: 3, 4: 4 };
const WAY_BY_RECEIVER_TYPE: Record<ReceiverType, LogisWay | null> = { 0: null, 1: 3, 2: 2, 3: 3, 4: 4 };

export function receiverTypeForWay(logisType: unknown, way: unknown): ReceiverType {
  if (isSelfPickup(logisType)) return SELF_PICKUP_RECEIVER_TYPE;
  const c = toCode(way);
  return c !== null && c in RECEIVER_TYPE_BY_WAY ? RECEIVER_TYPE_BY_WAY[c as LogisWay] : 0;
}

export function wayForReceiverType(deliveryType: unknown, receiverType: unknown): LogisWay | null {
  if (isSelfPickup(deliveryType)) return null;
  const c = toCode(receiverType);
  return c !== null && c in WAY_BY_RECEIVER_TYPE ? WAY_BY_RECEIVER_TYPE[c as ReceiverType] : null;
}

/**
 * The type lock of the address dialog (§4), for adding (editing null) and for editing one address: when another
 * agent-collection address exists, the address must be agent collection — except a self-pickup address being
 * edited, which may stay self-pickup (it existed before the lock).
 */
export function addressTypeLock(
  addresses: readonly { id: number; type: unknown }[],
  editing: { id: number; type: unknown } | null,
): typeof AGENT_COLLECTION | null {
  if (editing && isSelfPickup(editing.type)) return null;
  return lockedAddressType(addresses.filter((a) => a.id !== editing?.id).map((a) => a.type));
}

/** Why the server refuses a self-pickup address while an agent-collection one exists (ours). */
export const ADDRESS_TYPE_LOCKED_MESSAGE = '已有代收地址，新地址只能选择代收';

/** The height an embedded manager reports to its parent window: content + 100 px (§2). */
export function embeddedFrameHeight(contentHeight: number, extraPx = 100): number {
  return Math.max(0, Math.ceil(Number.isFinite(contentHeight) ? contentHeight : 0)) + extraPx;
}
