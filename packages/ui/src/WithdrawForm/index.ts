export { WithdrawForm } from './WithdrawForm';
export type { WithdrawFormInfo, WithdrawFormProps } from './WithdrawForm';
