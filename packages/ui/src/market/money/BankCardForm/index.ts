export { BankCardForm } from './BankCardForm';
export type { BankCardFormProps, BankCardValuesOut, BoundBankCard } from './BankCardForm';
