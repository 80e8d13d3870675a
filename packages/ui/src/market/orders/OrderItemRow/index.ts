export { ORDER_ITEM_COLUMNS, OrderItemHeader, OrderItemRow } from './OrderItemRow';
export type { OrderItemRowProps, OrderItemView } from './OrderItemRow';
