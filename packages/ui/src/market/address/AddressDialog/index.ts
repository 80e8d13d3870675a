export { AddressDialog } from './AddressDialog';
export type { AddressDialogProps } from './AddressDialog';
export { formValuesFrom, submittedValues, useAddressForm } from './useAddressForm';
export type { AddressFormat, AddressFormValues, Cp6FormatAddressValues, FirstFormatAddressValues } from './useAddressForm';
