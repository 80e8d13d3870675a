export { CartTotals } from './CartTotals';
export type { CartTotalsProps, CartTotalsView } from './CartTotals';
