export { AddressCard } from './AddressCard';
export type { AddressCardPending, AddressCardProps } from './AddressCard';
export { addressCardFromCp6, addressCardFromFirst, regionText } from './addressCardData';
export type { AddressCardData, Cp6AddressLike, FirstFormatAddressLike } from './addressCardData';
