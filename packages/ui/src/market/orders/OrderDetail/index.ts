export { OrderDetail } from './OrderDetail';
export type { OrderDetailMainView, OrderDetailProps } from './OrderDetail';
