export { SupplierAccountForm, SupplierForm, SupplierList } from './SupplierForm';
export type { SupplierAccountFormProps, SupplierFormProps, SupplierListProps, StockSupplierRowData } from './SupplierForm';
