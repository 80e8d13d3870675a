export { SUPPLIER_TABS, SupplierShell } from './SupplierShell';
export type { SupplierShellProps, SupplierTab } from './SupplierShell';
