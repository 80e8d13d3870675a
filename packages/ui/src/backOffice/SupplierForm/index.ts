export { SupplierForm, SupplierList } from './SupplierForm';
export type { SupplierFormProps, SupplierListProps, StockSupplierRowData } from './SupplierForm';
