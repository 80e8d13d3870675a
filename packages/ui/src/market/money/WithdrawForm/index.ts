export { WithdrawForm } from './WithdrawForm';
export type { WithdrawalSummary, WithdrawFormInfo, WithdrawFormProps } from './WithdrawForm';
