export { AutoAllocateDialog } from './AutoAllocateDialog';
export type { AutoAllocateDialogProps } from './AutoAllocateDialog';
