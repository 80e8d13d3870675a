// The market’s money components (the buyer app’s and the shared ones).
export * from './BillList';
export * from './RechargePanel';
export * from './RechargeResult';
export * from './BankCardForm';
export * from './WithdrawForm';
