// The market’s checkout components (the buyer app’s and the shared ones).
export * from './CartTable';
export * from './CartTotals';
export * from './FeeBreakdown';
export * from './PayConfirm';
export * from './AddressPicker';
export * from './CouponPicker';
export * from './PurchaseSuccess';
