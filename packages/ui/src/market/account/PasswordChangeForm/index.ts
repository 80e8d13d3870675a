export { PasswordChangeForm } from './PasswordChangeForm';
export type { PasswordChangeFormProps } from './PasswordChangeForm';
export { usePasswordChangeForm } from './usePasswordChangeForm';
