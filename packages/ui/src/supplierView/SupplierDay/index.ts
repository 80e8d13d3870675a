export { SupplierDay } from './SupplierDay';
export type { SupplierDayProps, SupplierLotData, SupplierPriceLineData } from './SupplierDay';
