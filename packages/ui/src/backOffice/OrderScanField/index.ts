export { OrderScanField } from './OrderScanField';
export type { OrderScanFieldProps } from './OrderScanField';
