export { RemarkDialog } from './RemarkDialog';
export type { RemarkDialogProps } from './RemarkDialog';
export { useRemarkForm } from './useRemarkForm';
