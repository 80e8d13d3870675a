export { SupplierRow, LOW_STOCK_BATCHES } from './SupplierRow';
export type { SupplierRowData, SupplierRowProps } from './SupplierRow';
