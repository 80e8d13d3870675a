export { StaffCreateDialog } from './StaffCreateDialog';
export type { StaffCreateDialogProps } from './StaffCreateDialog';
