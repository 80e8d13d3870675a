export { SmsCodeButton } from './SmsCodeButton';
export type { SmsCodeButtonProps } from './SmsCodeButton';
