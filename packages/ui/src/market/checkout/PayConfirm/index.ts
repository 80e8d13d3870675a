export { PayConfirm } from './PayConfirm';
export type { PayConfirmProps } from './PayConfirm';
