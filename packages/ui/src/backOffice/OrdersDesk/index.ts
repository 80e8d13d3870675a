export { OrdersDesk, movableRows } from './OrdersDesk';
export type { DeskOrderRowData, OrdersDeskFilters, OrdersDeskProps } from './OrdersDesk';
