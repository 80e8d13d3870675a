export { SupplierCard } from './SupplierCard';
export type { SupplierCardProps } from './SupplierCard';
