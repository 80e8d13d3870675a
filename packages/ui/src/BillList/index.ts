export { billAmount, BillList, signedYuan } from './BillList';
export type { BillLineView, BillListProps } from './BillList';
