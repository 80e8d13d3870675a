export { CouponList } from './CouponList';
export type { CouponListProps, HeldCouponView } from './CouponList';
