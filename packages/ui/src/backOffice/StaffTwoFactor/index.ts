export { StaffCodeForm } from './StaffCodeForm';
export type { StaffCodeFormProps } from './StaffCodeForm';
export { RecoveryCodes, TwoFactorEnrolment } from './TwoFactorEnrolment';
export type { RecoveryCodesProps, TwoFactorEnrolmentProps } from './TwoFactorEnrolment';
