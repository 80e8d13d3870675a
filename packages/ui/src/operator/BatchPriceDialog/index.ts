export { BatchPriceDialog } from './BatchPriceDialog';
export type { BatchPriceDialogProps } from './BatchPriceDialog';
