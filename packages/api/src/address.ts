import type { ApiClient } from './client';
import type { AddressBody, Cp6AddressBody, OperatorQuery } from './contracts/addresses';
import { call } from './endpoint';
import { addressRoutes } from './routes.generated';

/** Page size of the embedded first-format list (§9: 50) and the cp6 list (§9: up to 1000). */
export const EMBEDDED_ADDRESS_LIMIT = 50;
export const CP6_ADDRESS_LIMIT = 1000;

/** The first-format fields of an add or edit (id present = edit): the save contract's input. Numbers may travel as strings. */
export type AddressInput = AddressBody;

/** The cp6 fields of a save (id present = edit): the cp6 save contract's input. */
export type Cp6AddressInput = Omit<Cp6AddressBody, 'sign' | 'buyerId'>;

/** The operator's access to one buyer's addresses: the sign of the link and the buyer it manages. */
export type OperatorTarget = { sign: string; buyerId: number | string };

/** The fields that have a value (null and undefined are not sent). */
function strip<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null)) as T;
}

/** Address calls of the buyer (/address, checkout) and of the embedded managers (/cpsix, /cpsixNew). */
export function addressApi(client: ApiClient) {
  const target = (t: OperatorTarget) => ({ sign: t.sign, buyerId: String(t.buyerId) }) satisfies OperatorQuery;
  return {
    /** The buyer's addresses, default first. */
    list: () => call(client, addressRoutes.list),
    /** Adds (no id) or edits an address; resolves with the saved address (msg 保存成功). */
    save: (values: AddressInput) => call(client, addressRoutes.save, strip(values)),
    remove: (id: number) => call(client, addressRoutes.remove, { id }),
    setDefault: (id: number) => call(client, addressRoutes.setDefault, { id }),
    /** Checkout: the chosen address, checked to be the buyer's (and of that logisType when given). */
    select: (addressId: number, logisType?: number) => call(client, addressRoutes.select, strip({ addressId, logisType })),
    pickup: () => call(client, addressRoutes.pickup),

    /** /cpsix: first format, ?sign and the managed buyer's id. */
    embedded: {
      list: (t: OperatorTarget, page = 1) =>
        call(client, addressRoutes.embeddedList, { page, limit: EMBEDDED_ADDRESS_LIMIT }, { query: target(t) }),
      /** Form-encoded, as §7 says. */
      save: (t: OperatorTarget, values: AddressInput) =>
        call(client, addressRoutes.embeddedSave, strip(values), { query: target(t), form: true }),
      remove: (t: OperatorTarget, id: number) => call(client, addressRoutes.embeddedRemove, { id }, { query: target(t) }),
      setDefault: (t: OperatorTarget, id: number) => call(client, addressRoutes.embeddedSetDefault, { id }, { query: target(t) }),
    },

    /** /cpsixNew: cp6 format, ?sign and buyerId. */
    cp6: {
      list: (t: OperatorTarget, page = 1, limit = CP6_ADDRESS_LIMIT) =>
        call(client, addressRoutes.cp6List, { page, limit, buyerId: String(t.buyerId) }, { query: target(t) }),
      save: (t: OperatorTarget, values: Cp6AddressInput) =>
        call(client, addressRoutes.cp6Save, { ...strip(values), buyerId: String(t.buyerId) }, { query: target(t) }),
      remove: (t: OperatorTarget, id: number) =>
        call(client, addressRoutes.cp6Remove, { id, buyerId: String(t.buyerId) }, { query: target(t) }),
      setDefault: (t: OperatorTarget, id: number) =>
        call(client, addressRoutes.cp6SetDefault, { id, buyerId: String(t.buyerId) }, { query: target(t) }),
    },
  };
}

export type AddressApi = ReturnType<typeof addressApi>;
