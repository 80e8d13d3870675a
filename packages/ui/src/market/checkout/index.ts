// The market’s checkout components (the buyer app’s and the shared ones).
export { CartTable } from './CartTable';
export type { CartLine, CartTableProps } from './CartTable';
export { CartTotals } from './CartTotals';
export type { CartTotalsProps, CartTotalsView } from './CartTotals';
export { FeeBreakdown } from './FeeBreakdown';
export type { FeeBreakdownProps, FeeBreakdownTotals } from './FeeBreakdown';
export { PayConfirm } from './PayConfirm';
export type { PayConfirmProps } from './PayConfirm';
export { AddressPicker } from './AddressPicker';
export type { AddressPickerProps, PickableAddress } from './AddressPicker';
export { CouponPicker } from './CouponPicker';
export type { CouponPickerProps, PickableCoupon } from './CouponPicker';
export { PurchaseSuccess } from './PurchaseSuccess';
export type { PurchaseSuccessProps } from './PurchaseSuccess';
