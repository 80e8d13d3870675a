export { SavedListNameDialog } from './SavedListNameDialog';
export type { SavedListNameDialogProps } from './SavedListNameDialog';
