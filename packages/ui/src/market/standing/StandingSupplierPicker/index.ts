export { StandingSupplierPicker, supplierOptionText } from './StandingSupplierPicker';
export type {
  FindStandingSuppliers,
  StandingSupplierOption,
  StandingSupplierPickerProps,
  StandingSupplierQuery,
} from './StandingSupplierPicker';
