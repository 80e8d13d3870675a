export { AddToListDialog } from './AddToListDialog';
export type { AddToListChoice, AddToListDialogProps } from './AddToListDialog';
