export { useAddressBook } from './useAddressBook';
export type { AddressBookSource, UseAddressBookOptions } from './useAddressBook';
