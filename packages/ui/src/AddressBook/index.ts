export { useAddressBook } from './useAddressBook';
export type { AddressBookCalls, UseAddressBookOptions } from './useAddressBook';
