export { CouponPicker } from './CouponPicker';
export type { CouponPickerProps, PickableCoupon } from './CouponPicker';
