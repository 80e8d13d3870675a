export { CouponIssueForm } from './CouponIssueForm';
export type { CouponIssueFormProps, CouponIssueValues } from './CouponIssueForm';
