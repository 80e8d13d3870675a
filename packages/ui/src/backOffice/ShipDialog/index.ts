export { ShipDialog } from './ShipDialog';
export type { ShipDialogProps, ShipOrderData } from './ShipDialog';
