export { BuyerSearch } from './BuyerSearch';
export type { BuyerRowData, BuyerSearchProps } from './BuyerSearch';
