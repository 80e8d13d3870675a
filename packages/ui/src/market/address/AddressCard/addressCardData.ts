import { isSelfPickup, logisTypeLabel } from '@huashi/domain';

/** What an address card shows, whichever format the address came in. */
export type AddressCardData = {
  id: number;
  name: string;
  phone: string;
  /** "云南省 昆明市 五华区" (a district equal to its city is shown once). */
  region: string;
  detail: string;
  isDefault: boolean;
  /** 1 self-pickup, 2 agent collection. */
  type: number;
  /** 自提 / 代收. */
  typeLabel: string;
  /** The logistics way (or cp6 receiver type) label; '' for self-pickup or none. */
  wayLabel: string;
  /** Logistics company, when given. */
  logisName: string;
};

/** The first-format fields a card reads (structurally the API's Address). */
export type FirstFormatAddressLike = {
  id: number;
  contactUser: string;
  contactPhone: string;
  addrPname: string;
  addrCname: string;
  addrZname: string;
  address: string;
  default: number;
  logisType: number;
  logisWay: number | null;
  /** The way's one label, as the server names it (addressWayLabel of both stored codes). */
  logisWayname: string;
  logisName?: string;
};

/** The cp6 fields a card reads (structurally the API's Cp6Address). */
export type Cp6AddressLike = {
  id: number;
  receiverName: string;
  receiverMobile: string;
  receiverProvince: string;
  receiverCity: string;
  receiverArea: string;
  receiverAddress: string;
  isDefault: number;
  deliveryType: number;
  receiverType: number;
  /** The way's one label, as the server names it (addressWayLabel of both stored codes). */
  logisWayname: string;
  logisName?: string;
};

export function regionText(province: string, city: string, district: string): string {
  return [province, city, district && district !== city ? district : ''].filter(Boolean).join(' ');
}

export function addressCardFromFirst(a: FirstFormatAddressLike): AddressCardData {
  return {
    id: a.id,
    name: a.contactUser,
    phone: a.contactPhone,
    region: regionText(a.addrPname, a.addrCname, a.addrZname),
    detail: a.address,
    isDefault: Number(a.default) === 1,
    type: Number(a.logisType),
    typeLabel: logisTypeLabel(a.logisType),
    wayLabel: isSelfPickup(a.logisType) ? '' : a.logisWayname,
    logisName: a.logisName ?? '',
  };
}

export function addressCardFromCp6(a: Cp6AddressLike): AddressCardData {
  return {
    id: a.id,
    name: a.receiverName,
    phone: a.receiverMobile,
    region: regionText(a.receiverProvince, a.receiverCity, a.receiverArea),
    detail: a.receiverAddress,
    isDefault: Number(a.isDefault) === 1,
    type: Number(a.deliveryType),
    typeLabel: logisTypeLabel(a.deliveryType),
    // Self-pickup forces receiverType 1 (§5) but is no cold-chain delivery: it shows only 自提, no way.
    wayLabel: isSelfPickup(a.deliveryType) ? '' : a.logisWayname,
    logisName: a.logisName ?? '',
  };
}
