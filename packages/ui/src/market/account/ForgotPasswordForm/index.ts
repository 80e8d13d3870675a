export { ForgotPasswordForm } from './ForgotPasswordForm';
export type { ForgotPasswordFormProps } from './ForgotPasswordForm';
export { useForgotPasswordForm } from './useForgotPasswordForm';
