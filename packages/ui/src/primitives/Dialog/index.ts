export { Dialog } from './Dialog';
export type { DialogPlacement, DialogProps, DialogSize } from './Dialog';
export { FormDialog } from './FormDialog';
export type { DialogFormProps, FormDialogProps } from './FormDialog';
