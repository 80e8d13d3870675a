/**
 * One row of `addresses` as the API shows it (§3): the first format (contactUser, addrPid…, default, logisType,
 * logisWay) of /address and /cpsix, the cp6 format (receiverName, receiverProvinceId…, isDefault, deliveryType,
 * receiverType, receiverHash) of /cpsixNew and the operator checkout, and the delivery address of an order.
 */
import { createHash } from 'node:crypto';
import type { Address, Cp6Address } from '@huashi/api';
import { addressWayLabel, deliveryWayName } from '@huashi/domain';
import type { addresses, orders } from '../db/schema';

export type AddressRow = typeof addresses.$inferSelect;

/** The stable hash of an address's content (cp6 receiverHash): same content, same hash; any change, a new one. */
export function receiverHashOf(row: AddressRow): string {
  const content = [
    row.contactUser,
    row.contactPhone,
    row.provinceId,
    row.cityId,
    row.districtId,
    row.address,
    row.logisType,
    row.receiverType,
    row.logisName ?? '',
  ];
  return createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 32);
}

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    contactUser: row.contactUser,
    contactPhone: row.contactPhone,
    addrPid: row.provinceId,
    addrPname: row.provinceName,
    addrCid: row.cityId,
    addrCname: row.cityName,
    // With no district picked the city stands as the district (both views show the same row, §5).
    addrZid: row.districtId,
    addrZname: row.districtName,
    address: row.address,
    default: row.isDefault ? 1 : 0,
    logisType: row.logisType,
    logisName: row.logisName ?? '',
    logisWay: row.logisWay,
    logisWayname: addressWayLabel(row),
  };
}

export function toCp6Address(row: AddressRow): Cp6Address {
  return {
    id: row.id,
    receiverName: row.contactUser,
    receiverMobile: row.contactPhone,
    receiverProvinceId: row.provinceId,
    receiverProvince: row.provinceName,
    receiverCityId: row.cityId,
    receiverCity: row.cityName,
    receiverAreaId: row.districtId,
    receiverArea: row.districtName,
    receiverAddress: row.address,
    isDefault: row.isDefault ? 1 : 0,
    deliveryType: row.logisType,
    logisName: row.logisName ?? '',
    receiverType: row.receiverType,
    logisWayname: addressWayLabel(row),
    receiverHash: receiverHashOf(row),
    buyerId: row.buyerId,
  };
}

/**
 * The address an order goes to, as the first format: the same fields, but its way reads as the order ships —
 * 自提 for self-pickup, and the default way (公路冷链) when none is set.
 */
export function toDeliveryAddress(row: AddressRow): Address {
  return { ...toAddress(row), logisWayname: deliveryWayName(row) };
}

/** The receiver an order keeps from the address it was placed to (a copy: editing the address later leaves the order). */
export function receiverColumns(
  row: AddressRow,
): Pick<
  typeof orders.$inferInsert,
  'rcvUser' | 'rcvPhone' | 'rcvPname' | 'rcvCname' | 'rcvZname' | 'rcvAddress' | 'deliveryType' | 'logisName'
> {
  return {
    rcvUser: row.contactUser,
    rcvPhone: row.contactPhone,
    rcvPname: row.provinceName,
    rcvCname: row.cityName,
    rcvZname: row.districtName,
    rcvAddress: row.address,
    deliveryType: row.logisType,
    logisName: row.logisName,
  };
}
