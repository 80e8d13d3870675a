export { BuyerManagerDialog } from './BuyerManagerDialog';
export type { BuyerManagerDialogProps } from './BuyerManagerDialog';
