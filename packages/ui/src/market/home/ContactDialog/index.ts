export { ContactDialog } from './ContactDialog';
export type { ContactDialogProps } from './ContactDialog';
