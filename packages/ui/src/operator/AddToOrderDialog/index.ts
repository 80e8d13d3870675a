export { AddToOrderDialog } from './AddToOrderDialog';
export type { AddToOrderDialogProps, AddToOrderLineData } from './AddToOrderDialog';
