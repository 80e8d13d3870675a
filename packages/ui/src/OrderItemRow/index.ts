export { OrderItemRow } from './OrderItemRow';
export type { OrderItemRowProps, OrderItemView } from './OrderItemRow';
