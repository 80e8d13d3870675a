export { SupplierSearch } from './SupplierSearch';
export type { SupplierSearchProps } from './SupplierSearch';
