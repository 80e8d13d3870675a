export { Dialog } from './Dialog';
export type { DialogProps, DialogSize } from './Dialog';
