export { FirstVisitDialog } from './FirstVisitDialog';
export type { FirstVisitDialogProps } from './FirstVisitDialog';
