export { CameraScanDialog } from './CameraScanDialog';
export type { CameraScanDialogProps, CameraScanState } from './CameraScanDialog';
