export { OpenAccountForm } from './OpenAccountForm';
export type { BuyerTypeOption, OpenAccountFormProps } from './OpenAccountForm';
export { useOpenAccountForm } from './useOpenAccountForm';
