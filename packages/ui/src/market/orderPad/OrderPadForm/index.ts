export { OrderPadForm } from './OrderPadForm';
export type { OrderPadFormProps } from './OrderPadForm';
export { useOrderPadForm } from './useOrderPadForm';
