export { OrderSearchRow } from './OrderSearchRow';
export type { OrderSearchRowProps, OrderSearchRowView } from './OrderSearchRow';
