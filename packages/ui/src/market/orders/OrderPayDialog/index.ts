export { OrderPayDialog } from './OrderPayDialog';
export type { OrderPayDialogProps } from './OrderPayDialog';
