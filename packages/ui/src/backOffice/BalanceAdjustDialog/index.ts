export { BalanceAdjustDialog } from './BalanceAdjustDialog';
export type { BalanceAdjustDialogProps } from './BalanceAdjustDialog';
