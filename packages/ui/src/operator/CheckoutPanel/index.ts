export { CHECKOUT_PAY_NOTICE, CheckoutPanel } from './CheckoutPanel';
export type { CheckoutPanelProps, CheckoutPayMode, CheckoutPreviewData } from './CheckoutPanel';
