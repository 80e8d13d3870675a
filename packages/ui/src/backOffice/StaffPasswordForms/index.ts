export { StaffPasswordForm, StaffResetPasswordDialog } from './StaffPasswordForms';
export type { StaffPasswordFormProps, StaffResetPasswordDialogProps } from './StaffPasswordForms';
