export { billAmount, BillList } from './BillList';
export type { BillLineView, BillListProps } from './BillList';
