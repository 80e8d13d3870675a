/**
 * The address endpoints (spec §7): the buyer's first format under /v1/order, the embedded first-format manager
 * (/cpsix, ?sign) under /v1/address, and the cp6 manager (/cpsixNew, ?sign and buyerId) under /cp6/address. The address fields themselves are the domain's form schemas'
 * (addressSchema, cp6AddressSchema): the contract passes them through (`formValue`), so the service answers the
 * spec's messages in the spec's order. Ids are read and bounded here.
 */
import {
  ADDRESS_MESSAGES,
  BUYER_DESK_MESSAGES,
  isSelfPickup,
  LOGIS_TYPES,
  LOGIS_WAYS,
  type PickupAddress,
  RECEIVER_TYPES,
} from '@huashi/domain';
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, bit, codeOf, entity, paged, whole } from './answers';
import { body, formValue, nothing, optionalInt, query, refuse, regionFields } from './fields';

export const ADDRESS_REFUSALS = {
  notFound: '地址不存在',
  buyerNotFound: BUYER_DESK_MESSAGES.buyerNotFound,
  logisTypeRequired: ADDRESS_MESSAGES.typeRequired,
} as const;

/** An address id: malformed → 地址不存在 (404), as an id that is not the buyer's. Absent → null. */
const addressId = optionalInt({ msg: ADDRESS_REFUSALS.notFound, code: 404 });
/** The managed buyer of an operator link: malformed → 买家不存在 (404); absent → null (the route asks for it). */
const buyerId = optionalInt({ msg: ADDRESS_REFUSALS.buyerNotFound, code: 404 });
/** Page and size of the embedded lists: whole numbers 1…999,999,999, else null (the default). */
const listNumber = optionalInt({ msg: '', max: 999_999_999 }).catch(null);

/** The first-format fields (§3 address), checked by the domain's addressSchema. */
const firstFormat = {
  id: addressId,
  contactUser: formValue<string>(),
  contactPhone: formValue<string>(),
  ...regionFields(),
  address: formValue<string>(),
  default: formValue<0 | 1 | string>(),
  logisType: formValue(),
  logisName: formValue<string>(),
  logisWay: formValue(),
  logisWayname: formValue<string>(),
};

/** The cp6 fields, checked by the domain's cp6AddressSchema. */
const cp6Format = {
  id: addressId,
  receiverName: formValue<string>(),
  receiverMobile: formValue<string>(),
  receiverProvinceId: formValue<string>(),
  receiverProvince: formValue<string>(),
  receiverCityId: formValue<string>(),
  receiverCity: formValue<string>(),
  receiverAreaId: formValue<string>(),
  receiverArea: formValue<string>(),
  receiverAddress: formValue<string>(),
  receiverType: formValue(),
  deliveryType: formValue(),
  logisName: formValue<string>(),
  logisWayname: formValue<string>(),
  isDefault: formValue<0 | 1 | string>(),
};

/** The operator's link: the sign (checked by the operator scope's guard) and the buyer it manages, in the query or the body. */
const operatorTarget = { sign: formValue<string>(), buyerId };
/** An operator call's query string: the link's fields plus what a form may carry there instead of the body. */
const operatorQuery = query({ ...operatorTarget, id: addressId, page: listNumber, limit: listNumber, size: listNumber });

// ---------------------------------------------------------------- answers

/** 1 self-pickup, 2 provider/agent collects. */
export const logisTypeSchema = codeOf(LOGIS_TYPES);
/** 1 rail, 2 air, 3 road, 4 express. */
export const logisWaySchema = codeOf(LOGIS_WAYS);
/** 1 cold-chain to shop, 2 air, 3 road cold-chain, 4 express, 0 none. */
export const receiverTypeSchema = codeOf(RECEIVER_TYPES);

export const addressSchema = entity({
  id: whole,
  contactUser: z.string(),
  contactPhone: z.string(),
  addrPid: z.string(),
  addrPname: z.string(),
  addrCid: z.string(),
  addrCname: z.string(),
  addrZid: z.string(),
  addrZname: z.string(),
  address: z.string(),
  default: bit,
  logisType: logisTypeSchema,
  logisName: z.string(),
  logisWay: logisWaySchema.nullable(),
  logisWayname: z.string(),
});

export const cp6AddressSchema = entity({
  id: whole,
  receiverName: z.string(),
  receiverMobile: z.string(),
  receiverProvinceId: z.string(),
  receiverProvince: z.string(),
  receiverCityId: z.string(),
  receiverCity: z.string(),
  receiverAreaId: z.string(),
  receiverArea: z.string(),
  receiverAddress: z.string(),
  isDefault: bit,
  deliveryType: logisTypeSchema,
  logisName: z.string(),
  receiverType: receiverTypeSchema,
  logisWayname: z.string(),
  receiverHash: z.string(),
  buyerId: whole,
});

/** The market's fixed self-pickup address (the domain's PickupAddress). */
export const pickupAddressSchema: z.ZodType<PickupAddress> = entity({
  provinceId: z.string(),
  province: z.string(),
  cityId: z.string(),
  city: z.string(),
  districtId: z.string(),
  district: z.string(),
  address: z.string(),
});

const addressAnswer = answers(addressSchema);
const cp6Answer = answers(cp6AddressSchema);
const nothingAnswer = answers(z.null());

export const addressEndpoints = endpoints('addresses', {
  /** Ours (the spec does not name it): the market's fixed self-pickup address, open without a token. */
  pickup: endpoint('GET', '/v1/address/pickup-address', 'public', { querystring: nothing, response: answers(pickupAddressSchema) }),
  /** The buyer's addresses, default first. */
  list: endpoint('POST', '/v1/order/my-address', 'buyer', { body: nothing, response: answers(z.array(addressSchema)) }),
  save: endpoint('POST', '/v1/order/add-my-address', 'buyer', { body: body(firstFormat), response: addressAnswer }),
  remove: endpoint('POST', '/v1/order/del-my-address', 'buyer', { body: body({ id: addressId }), response: nothingAnswer }),
  setDefault: endpoint('POST', '/v1/order/change-my-address', 'buyer', { body: body({ id: addressId }), response: addressAnswer }),
  /** Checkout picks an address (addressId, or id); with logisType it must be of that type (1 self-pickup, 2 agent). */
  select: endpoint('POST', '/v1/order/select-my-address', 'buyer', {
    body: body({
      addressId,
      id: addressId,
      logisType: z
        .custom<number | string | null>(() => true)
        .optional()
        .transform((value, ctx): 1 | 2 | null => {
          if (value === undefined || value === null || value === '') return null;
          if (isSelfPickup(value)) return 1;
          return Number(value) === 2 ? 2 : refuse(ctx, value, ADDRESS_REFUSALS.logisTypeRequired);
        }),
    }),
    response: addressAnswer,
  }),
  embeddedList: endpoint('POST', '/v1/address/my-address', 'operator', {
    querystring: operatorQuery,
    body: body({ ...operatorTarget, page: listNumber, limit: listNumber }),
    response: answers(z.array(addressSchema)),
  }),
  embeddedSave: endpoint('POST', '/v1/address/add-my-address', 'operator', {
    querystring: operatorQuery,
    body: body({ ...operatorTarget, ...firstFormat }),
    response: addressAnswer,
  }),
  embeddedRemove: endpoint('POST', '/v1/address/del-my-address', 'operator', {
    querystring: operatorQuery,
    body: body({ ...operatorTarget, id: addressId }),
    response: nothingAnswer,
  }),
  embeddedSetDefault: endpoint('POST', '/v1/address/change-my-address', 'operator', {
    querystring: operatorQuery,
    body: body({ ...operatorTarget, id: addressId }),
    response: addressAnswer,
  }),
  cp6List: endpoint('POST', '/cp6/address/list', 'operator', {
    querystring: operatorQuery,
    body: body({ ...operatorTarget, page: listNumber, limit: listNumber, size: listNumber }),
    response: answers(paged(cp6AddressSchema)),
  }),
  cp6Save: endpoint('POST', '/cp6/address/save', 'operator', {
    querystring: operatorQuery,
    body: body({ ...operatorTarget, ...cp6Format }),
    response: cp6Answer,
  }),
  cp6Remove: endpoint('POST', '/cp6/address/delete', 'operator', {
    querystring: operatorQuery,
    body: body({ ...operatorTarget, id: addressId }),
    response: nothingAnswer,
  }),
  cp6SetDefault: endpoint('POST', '/cp6/address/set-default', 'operator', {
    querystring: operatorQuery,
    body: body({ ...operatorTarget, id: addressId }),
    response: cp6Answer,
  }),
});

export type AddressBody = z.input<typeof addressEndpoints.save.schema.body>;
export type Cp6AddressBody = z.input<typeof addressEndpoints.cp6Save.schema.body>;
export type OperatorQuery = z.input<typeof operatorQuery>;
