export { PurchaseSuccess } from './PurchaseSuccess';
export type { PurchaseSuccessProps } from './PurchaseSuccess';
