export { StandingOrderList } from './StandingOrderList';
export type { StandingOrderListProps } from './StandingOrderList';
