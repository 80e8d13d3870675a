export { AddressPicker } from './AddressPicker';
export type { AddressPickerProps, PickableAddress } from './AddressPicker';
