export { QuickBuyDialog } from './QuickBuyDialog';
export type { QuickBuyDialogProps } from './QuickBuyDialog';
