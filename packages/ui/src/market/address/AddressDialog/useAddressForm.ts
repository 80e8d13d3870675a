import {
  addressSchema,
  applySelfPickup,
  applySelfPickupCp6,
  cp6AddressSchema,
  formErrors,
  normalizeCp6Address,
  type AddressValues,
  type PickupAddress,
  type RegionSelection,
} from '@huashi/domain';
import { type FieldErrors, type Resolver } from 'react-hook-form';
import { useDialogForm, type DialogSubject } from '../../../internal/useDialogForm';

/** The two address formats of §3: the first (/address, /cpsix) and cp6 (/cpsixNew). */
export type AddressFormat = 'first' | 'cp6';

/** What the dialog hands over in the first format (id only when editing). */
export type FirstFormatAddressValues = {
  id?: number;
  contactUser: string;
  contactPhone: string;
  addrPid: string;
  addrPname: string;
  addrCid: string;
  addrCname: string;
  addrZid: string;
  addrZname: string;
  address: string;
  logisType: 1 | 2;
  logisWay: number | null;
  logisName: string;
  default: 0 | 1;
};

/** What the dialog hands over in the cp6 format (no district → the city; self-pickup → receiverType 1). */
export type Cp6FormatAddressValues = {
  id?: number;
  receiverName: string;
  receiverMobile: string;
  receiverProvinceId: string;
  receiverProvince: string;
  receiverCityId: string;
  receiverCity: string;
  receiverAreaId: string;
  receiverArea: string;
  receiverAddress: string;
  deliveryType: 1 | 2;
  receiverType: number;
  logisName: string;
  isDefault: 0 | 1;
};

/** The dialog's own field names, the same for both formats; mapped to the format for checks and submit. */
export type AddressFormValues = RegionSelection & {
  type: string;
  name: string;
  phone: string;
  detail: string;
  way: string;
  logisName: string;
  isDefault: boolean;
};

type Loose = Record<string, unknown>;

const FIELD_NAMES: Record<AddressFormat, Record<Exclude<keyof AddressFormValues, 'isDefault'>, string> & { isDefault: string }> = {
  first: {
    type: 'logisType',
    name: 'contactUser',
    phone: 'contactPhone',
    provinceId: 'addrPid',
    province: 'addrPname',
    cityId: 'addrCid',
    city: 'addrCname',
    districtId: 'addrZid',
    district: 'addrZname',
    detail: 'address',
    way: 'logisWay',
    logisName: 'logisName',
    isDefault: 'default',
  },
  cp6: {
    type: 'deliveryType',
    name: 'receiverName',
    phone: 'receiverMobile',
    provinceId: 'receiverProvinceId',
    province: 'receiverProvince',
    cityId: 'receiverCityId',
    city: 'receiverCity',
    districtId: 'receiverAreaId',
    district: 'receiverArea',
    detail: 'receiverAddress',
    way: 'receiverType',
    logisName: 'logisName',
    isDefault: 'isDefault',
  },
};

const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/** An address of either format (e.g. the one being edited) → the dialog's fields. */
export function formValuesFrom(format: AddressFormat, address: Loose | undefined, lockedType: number | null): AddressFormValues {
  const names = FIELD_NAMES[format];
  const a = address ?? {};
  const way = text(a[names.way]);
  return {
    type: lockedType !== null && !address ? String(lockedType) : text(a[names.type]),
    name: text(a[names.name]),
    phone: text(a[names.phone]),
    provinceId: text(a[names.provinceId]),
    province: text(a[names.province]),
    cityId: text(a[names.cityId]),
    city: text(a[names.city]),
    // cp6 stores the city as district when none was picked: show it as "no district".
    districtId: text(a[names.districtId]) === text(a[names.cityId]) ? '' : text(a[names.districtId]),
    district: text(a[names.districtId]) === text(a[names.cityId]) ? '' : text(a[names.district]),
    detail: text(a[names.detail]),
    way: way === '0' ? '' : way,
    logisName: text(a[names.logisName]),
    isDefault: Number(a[names.isDefault]) === 1,
  };
}

/** The dialog's fields → the format's fields, as the domain schema and the server read them. */
function toFormat(format: AddressFormat, values: AddressFormValues): Loose {
  const names = FIELD_NAMES[format];
  return {
    [names.type]: values.type,
    [names.name]: values.name,
    [names.phone]: values.phone,
    [names.provinceId]: values.provinceId,
    [names.province]: values.province,
    [names.cityId]: values.cityId,
    [names.city]: values.city,
    [names.districtId]: values.districtId,
    [names.district]: values.district,
    [names.detail]: values.detail,
    [names.way]: values.way,
    [names.logisName]: values.logisName,
    [names.isDefault]: values.isDefault ? 1 : 0,
  };
}

/** The checked, normalised values of the format: self-pickup filled with the pickup address. */
export function submittedValues(
  format: AddressFormat,
  values: AddressFormValues,
  pickup: PickupAddress | null,
  id?: number,
): FirstFormatAddressValues | Cp6FormatAddressValues {
  const selfPickup = values.type === '1';
  const way = values.way === '' ? null : Number(values.way);
  if (format === 'first') {
    const base: FirstFormatAddressValues = {
      ...(id === undefined ? {} : { id }),
      contactUser: values.name.trim(),
      contactPhone: values.phone.trim(),
      addrPid: values.provinceId,
      addrPname: values.province,
      addrCid: values.cityId,
      addrCname: values.city,
      addrZid: values.districtId,
      addrZname: values.district,
      address: values.detail.trim(),
      logisType: selfPickup ? 1 : 2,
      logisWay: selfPickup ? null : way,
      // Self-pickup has no logistics company (the server stores none either).
      logisName: selfPickup ? '' : values.logisName.trim(),
      default: values.isDefault ? 1 : 0,
    };
    if (!selfPickup || !pickup) return base;
    const filled: Partial<AddressValues> = applySelfPickup<Partial<AddressValues>>({}, pickup);
    return {
      ...base,
      addrPid: filled.addrPid ?? '',
      addrPname: filled.addrPname ?? '',
      addrCid: filled.addrCid ?? '',
      addrCname: filled.addrCname ?? '',
      addrZid: filled.addrZid ?? '',
      addrZname: filled.addrZname ?? '',
      address: filled.address ?? '',
      logisType: 1,
      logisWay: null,
    };
  }
  const base: Cp6FormatAddressValues = {
    ...(id === undefined ? {} : { id }),
    receiverName: values.name.trim(),
    receiverMobile: values.phone.trim(),
    receiverProvinceId: values.provinceId,
    receiverProvince: values.province,
    receiverCityId: values.cityId,
    receiverCity: values.city,
    receiverAreaId: values.districtId,
    receiverArea: values.district,
    receiverAddress: values.detail.trim(),
    deliveryType: selfPickup ? 1 : 2,
    receiverType: way ?? 0,
    logisName: selfPickup ? '' : values.logisName.trim(),
    isDefault: values.isDefault ? 1 : 0,
  };
  const filled = selfPickup && pickup ? { ...applySelfPickupCp6(base, pickup), deliveryType: 1 as const } : base;
  return normalizeCp6Address(filled);
}

/** Format error paths → the dialog's fields (both region ids report on provinceId). */
function errorsFor(format: AddressFormat, errors: Record<string, string>): FieldErrors<AddressFormValues> {
  const names = FIELD_NAMES[format];
  const out: FieldErrors<AddressFormValues> = {};
  const entries = Object.entries(names) as [keyof AddressFormValues, string][];
  for (const [field, formatName] of entries) {
    const message = errors[formatName];
    if (!message) continue;
    const target: keyof AddressFormValues = field === 'cityId' || field === 'districtId' ? 'provinceId' : field;
    if (!out[target]) out[target] = { type: 'validate', message };
  }
  return out;
}

/** When the address dialog starts over: each opening, and a turn to another address while open. */
type AddressOpening = { open: boolean; subject: DialogSubject; onOpen?: () => void };

/**
 * The address form's state, checked by the domain's addressSchema or cp6AddressSchema (§5 messages, the same
 * checks the server runs). Self-pickup is filled with the pickup address before the check.
 */
export function useAddressForm(
  format: AddressFormat,
  defaults: AddressFormValues,
  pickup: PickupAddress | null,
  { open, subject, onOpen }: AddressOpening,
) {
  const resolver: Resolver<AddressFormValues> = async (values) => {
    const mapped = toFormat(format, values);
    const filled =
      values.type === '1' && pickup ? (format === 'first' ? applySelfPickup(mapped, pickup) : applySelfPickupCp6(mapped, pickup)) : mapped;
    const errors = formErrors(format === 'first' ? addressSchema : cp6AddressSchema, filled);
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: errorsFor(format, errors) };
  };
  return useDialogForm<AddressFormValues>({ open, subject, onOpen, defaults, resolver });
}
