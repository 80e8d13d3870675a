// The market’s address components (the buyer app’s and the shared ones).
export { AddressCard, addressCardFromCp6, addressCardFromFirst, regionText } from './AddressCard';
export type { AddressCardData, AddressCardPending, AddressCardProps, Cp6AddressLike, FirstFormatAddressLike } from './AddressCard';
export { AddressList } from './AddressList';
export type { AddressListProps } from './AddressList';
export { useAddressBook } from './AddressBook';
export type { AddressBookSource, UseAddressBookOptions } from './AddressBook';
export { AddressDialog, formValuesFrom, submittedValues, useAddressForm } from './AddressDialog';
export type {
  AddressDialogProps,
  AddressFormat,
  AddressFormValues,
  Cp6FormatAddressValues,
  FirstFormatAddressValues,
} from './AddressDialog';
