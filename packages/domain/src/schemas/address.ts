import { number, object, type InferType } from 'yup';
import { SELF_PICKUP, SELF_PICKUP_RECEIVER_TYPE, type PickupAddress } from '../address';
import { TEXT_LIMITS } from '../constants';
import { isContactPhone } from '../identity';
import { toCode } from '../internal/numbers';
import { optionalText, phoneText, requiredCode, requiredId, requiredText } from './fields';

/** Messages of both address dialogs (§5), verbatim. */
export const ADDRESS_MESSAGES = {
  nameRequired: '请填写姓名',
  nameTooLong: '昵称不可超过十个字符',
  phoneRequired: '请填写手机号',
  phoneInvalid: '请填写正确的手机号,座机请加区号',
  regionRequired: '请选择地址',
  detailRequired: '请填写详细地址',
  detailTooLong: '您的地址过长，请简化',
  wayRequired: '请选择物流方式',
  typeRequired: '请选择物流类型',
} as const;

function receiverName() {
  return requiredText(ADDRESS_MESSAGES.nameRequired).max(TEXT_LIMITS.receiverNameMax, ADDRESS_MESSAGES.nameTooLong);
}

/**
 * Receiver phone: required, at least 10 characters (a mobile, or a landline with its area code).
 * Decision: the spec only sets the minimum; we also refuse characters other than digits, spaces, "-" and "+"
 * (same message), so "abcdefghij" is not a phone.
 */
function receiverPhone() {
  return phoneText(ADDRESS_MESSAGES.phoneRequired).test('phone', ADDRESS_MESSAGES.phoneInvalid, (value) => !value || isContactPhone(value));
}

/**
 * First-format phone (/address, /cpsix): digits only (a mobile, or a landline written as area code + number, e.g.
 * 08716543210), at least 10. Decision: its input stops at 11 characters (§5), which would silently cut a hyphenated
 * landline such as 0871-6543210 to 0871-654321; refusing anything but digits keeps a cut number from being saved.
 */
function firstFormatPhone() {
  return phoneText(ADDRESS_MESSAGES.phoneRequired)
    .min(TEXT_LIMITS.receiverPhoneMin, ADDRESS_MESSAGES.phoneInvalid)
    .matches(/^\d+$/, ADDRESS_MESSAGES.phoneInvalid);
}

function detailAddress() {
  return requiredText(ADDRESS_MESSAGES.detailRequired).max(TEXT_LIMITS.addressDetailMax, ADDRESS_MESSAGES.detailTooLong);
}

/** Logistics way: required unless the address is self-pickup (the type field is named by the format). */
function wayUnlessSelfPickup(typeField: string, codes: readonly number[]) {
  return number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(ADDRESS_MESSAGES.wayRequired)
    .test('way', ADDRESS_MESSAGES.wayRequired, (value, context) => {
      const parent: unknown = context.parent;
      const type = typeof parent === 'object' && parent !== null ? (parent as Record<string, unknown>)[typeField] : undefined;
      if (toCode(type) === SELF_PICKUP) return true;
      return value !== undefined && codes.includes(value);
    });
}

/**
 * First address format (/address, /v1/order/add-my-address). Checks in the spec's order: name, phone, region,
 * detail, logistics way (unless self-pickup), logistics type. Region = province and city; the district is
 * optional (some cities have none). The name input's maxlength is 6 and the phone's 11 (TEXT_LIMITS); the phone is
 * digits only (see firstFormatPhone).
 */
export const addressSchema = object({
  contactUser: receiverName(),
  contactPhone: firstFormatPhone(),
  addrPid: requiredId(ADDRESS_MESSAGES.regionRequired),
  addrPname: optionalText(),
  addrCid: requiredId(ADDRESS_MESSAGES.regionRequired),
  addrCname: optionalText(),
  addrZid: optionalText(),
  addrZname: optionalText(),
  address: detailAddress(),
  logisWay: wayUnlessSelfPickup('logisType', [1, 2, 3, 4]),
  logisType: requiredCode([1, 2] as const, ADDRESS_MESSAGES.typeRequired),
  logisName: optionalText(),
  logisWayname: optionalText(),
  default: number().oneOf([0, 1]).default(0),
});
export type AddressValues = InferType<typeof addressSchema>;

/**
 * cp6 normalisation (§5): with no district picked the city is used as the district, and self-pickup
 * (deliveryType 1) forces receiverType 1. Applied by cp6AddressSchema before its checks; exported for the dialog.
 */
export function normalizeCp6Address<T extends Record<string, unknown>>(values: T): T {
  const next: Record<string, unknown> = { ...values };
  const blank = (v: unknown): boolean => v === undefined || v === null || String(v).trim() === '';
  if (blank(next.receiverAreaId) && !blank(next.receiverCityId)) {
    next.receiverAreaId = next.receiverCityId;
    next.receiverArea = next.receiverCity;
  }
  if (toCode(next.deliveryType) === SELF_PICKUP) next.receiverType = SELF_PICKUP_RECEIVER_TYPE;
  return next as T;
}

/**
 * cp6 address format (/cpsix, /cpsixNew, /cp6/address/save). Same checks and order as the first format:
 * name, phone, region (province and city; the district falls back to the city), detail, logistics way
 * (receiverType 1–4 unless self-pickup), delivery type.
 */
export const cp6AddressSchema = object({
  receiverName: receiverName(),
  receiverMobile: receiverPhone(),
  receiverProvinceId: requiredId(ADDRESS_MESSAGES.regionRequired),
  receiverProvince: optionalText(),
  receiverCityId: requiredId(ADDRESS_MESSAGES.regionRequired),
  receiverCity: optionalText(),
  receiverAreaId: optionalText(),
  receiverArea: optionalText(),
  receiverAddress: detailAddress(),
  receiverType: wayUnlessSelfPickup('deliveryType', [1, 2, 3, 4]),
  deliveryType: requiredCode([1, 2] as const, ADDRESS_MESSAGES.typeRequired),
  logisName: optionalText(),
  logisWayname: optionalText(),
  isDefault: number().oneOf([0, 1]).default(0),
  buyerId: optionalText(),
}).transform((value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? normalizeCp6Address(value as Record<string, unknown>) : value,
);
export type Cp6AddressValues = InferType<typeof cp6AddressSchema>;

/**
 * Self-pickup fills the fixed pickup address and locks region, address and delivery-way fields (§4).
 * Returns the first-format values with the pickup address and no logistics way.
 */
export function applySelfPickup<T extends Partial<AddressValues>>(values: T, pickup: PickupAddress): T {
  return {
    ...values,
    logisType: SELF_PICKUP,
    addrPid: pickup.provinceId,
    addrPname: pickup.province,
    addrCid: pickup.cityId,
    addrCname: pickup.city,
    addrZid: pickup.districtId,
    addrZname: pickup.district,
    address: pickup.address,
    logisWay: undefined,
    logisWayname: '',
  };
}

/** The same for the cp6 format: pickup address, and receiverType forced to 1. */
export function applySelfPickupCp6<T extends Partial<Cp6AddressValues>>(values: T, pickup: PickupAddress): T {
  return {
    ...values,
    deliveryType: SELF_PICKUP,
    receiverProvinceId: pickup.provinceId,
    receiverProvince: pickup.province,
    receiverCityId: pickup.cityId,
    receiverCity: pickup.city,
    receiverAreaId: pickup.districtId,
    receiverArea: pickup.district,
    receiverAddress: pickup.address,
    receiverType: SELF_PICKUP_RECEIVER_TYPE,
  };
}
