import type { PickupAddress } from '@huashi/domain';
import type { ApiClient } from './client';
import type { AddressBody, AddressIdBody, Cp6AddressBody, OperatorQuery, SelectAddressBody } from './contracts/addresses';
import type { Address, Cp6Address, Paged } from './types';

/**
 * Address paths of spec §7: the buyer's first format under /v1/order, the embedded first-format manager
 * (/cpsix, ?sign) under /v1/address, and the cp6 manager (/cpsixNew, ?sign and buyerId) under /cp6/address.
 */
export const ADDRESS_PATHS = {
  list: '/v1/order/my-address',
  save: '/v1/order/add-my-address',
  remove: '/v1/order/del-my-address',
  setDefault: '/v1/order/change-my-address',
  select: '/v1/order/select-my-address',
  embeddedList: '/v1/address/my-address',
  embeddedSave: '/v1/address/add-my-address',
  embeddedRemove: '/v1/address/del-my-address',
  embeddedSetDefault: '/v1/address/change-my-address',
  cp6List: '/cp6/address/list',
  cp6Save: '/cp6/address/save',
  cp6Remove: '/cp6/address/delete',
  cp6SetDefault: '/cp6/address/set-default',
  /** Ours (the spec does not name it): the market's fixed self-pickup address, open without a token. */
  pickup: '/v1/address/pickup-address',
} as const;

/** Page size of the embedded first-format list (§9: 50) and the cp6 list (§9: up to 1000). */
export const EMBEDDED_ADDRESS_LIMIT = 50;
export const CP6_ADDRESS_LIMIT = 1000;

/** The first-format fields of an add or edit (id present = edit): the save contract's input. Numbers may travel as strings. */
export type AddressInput = AddressBody;

/** The cp6 fields of a save (id present = edit): the cp6 save contract's input. */
export type Cp6AddressInput = Omit<Cp6AddressBody, 'sign' | 'buyerId'>;

/** The operator's access to one buyer's addresses: the sign of the link and the buyer it manages. */
export type OperatorTarget = { sign: string; buyerId: number | string };

function strip<T extends Record<string, unknown>>(values: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null));
}

/** Address calls of the buyer (/address, checkout) and of the embedded managers (/cpsix, /cpsixNew). */
export function addressApi(client: ApiClient) {
  const target = (t: OperatorTarget) => ({ sign: t.sign, buyerId: String(t.buyerId) }) satisfies OperatorQuery;
  return {
    /** The buyer's addresses, default first. */
    list: () => client.post<Address[]>(ADDRESS_PATHS.list),
    /** Adds (no id) or edits an address; resolves with the saved address (msg 保存成功). */
    save: (values: AddressInput) => client.post<Address>(ADDRESS_PATHS.save, strip(values)),
    remove: (id: number) => client.post<null>(ADDRESS_PATHS.remove, { id } satisfies AddressIdBody),
    setDefault: (id: number) => client.post<Address>(ADDRESS_PATHS.setDefault, { id } satisfies AddressIdBody),
    /** Checkout: the chosen address, checked to be the buyer's (and of that logisType when given). */
    select: (addressId: number, logisType?: number) =>
      client.post<Address>(ADDRESS_PATHS.select, strip({ addressId, logisType } satisfies SelectAddressBody)),
    pickup: () => client.get<PickupAddress>(ADDRESS_PATHS.pickup),

    /** /cpsix: first format, ?sign and the managed buyer's id. */
    embedded: {
      list: (t: OperatorTarget, page = 1) =>
        client.post<Address[]>(ADDRESS_PATHS.embeddedList, { page, limit: EMBEDDED_ADDRESS_LIMIT }, { query: target(t) }),
      /** Form-encoded, as §7 says. */
      save: (t: OperatorTarget, values: AddressInput) =>
        client.post<Address>(ADDRESS_PATHS.embeddedSave, strip(values), { query: target(t), form: true }),
      remove: (t: OperatorTarget, id: number) => client.post<null>(ADDRESS_PATHS.embeddedRemove, { id }, { query: target(t) }),
      setDefault: (t: OperatorTarget, id: number) => client.post<Address>(ADDRESS_PATHS.embeddedSetDefault, { id }, { query: target(t) }),
    },

    /** /cpsixNew: cp6 format, ?sign and buyerId. */
    cp6: {
      list: (t: OperatorTarget, page = 1, limit = CP6_ADDRESS_LIMIT) =>
        client.post<Paged<Cp6Address>>(ADDRESS_PATHS.cp6List, { page, limit, buyerId: String(t.buyerId) }, { query: target(t) }),
      save: (t: OperatorTarget, values: Cp6AddressInput) =>
        client.post<Cp6Address>(ADDRESS_PATHS.cp6Save, { ...strip(values), buyerId: String(t.buyerId) }, { query: target(t) }),
      remove: (t: OperatorTarget, id: number) =>
        client.post<null>(ADDRESS_PATHS.cp6Remove, { id, buyerId: String(t.buyerId) }, { query: target(t) }),
      setDefault: (t: OperatorTarget, id: number) =>
        client.post<Cp6Address>(ADDRESS_PATHS.cp6SetDefault, { id, buyerId: String(t.buyerId) }, { query: target(t) }),
    },
  };
}

export type AddressApi = ReturnType<typeof addressApi>;
