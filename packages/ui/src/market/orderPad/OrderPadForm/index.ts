export { OrderPadForm } from './OrderPadForm';
export type { OrderPadFormProps, PadFileText } from './OrderPadForm';
export { useOrderPadForm } from './useOrderPadForm';
