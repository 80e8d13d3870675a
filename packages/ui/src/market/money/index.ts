// The market’s money components (the buyer app’s and the shared ones).
export { billAmount, BillList } from './BillList';
export type { BillLineView, BillListProps } from './BillList';
export { RechargePanel } from './RechargePanel';
export type { RechargeHandoff, RechargePanelProps, RechargeQr } from './RechargePanel';
export { RechargeResult } from './RechargeResult';
export type { RechargeResultProps, RechargeResultState } from './RechargeResult';
export { BankCardForm } from './BankCardForm';
export type { BankCardFormProps, BankCardValuesOut, BoundBankCard } from './BankCardForm';
export { WithdrawForm } from './WithdrawForm';
export type { WithdrawalSummary, WithdrawFormInfo, WithdrawFormProps } from './WithdrawForm';
