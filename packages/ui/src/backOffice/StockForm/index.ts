export { EMPTY_LOT_VALUES, StockForm } from './StockForm';
export type { StockFormProps, StockSupplierOption, StockVarietyOption } from './StockForm';
