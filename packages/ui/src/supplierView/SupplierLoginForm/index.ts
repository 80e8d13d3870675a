export { SupplierLoginForm } from './SupplierLoginForm';
export type { SupplierLoginFormProps } from './SupplierLoginForm';
