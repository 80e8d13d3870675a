export { AddressList } from './AddressList';
export type { AddressListProps } from './AddressList';
