// The market’s account components (the buyer app’s and the shared ones).
export { LoginForm, useLoginForm } from './LoginForm';
export type { LoginFormProps } from './LoginForm';
export { SmsCodeButton } from './SmsCodeButton';
export type { SmsCodeButtonProps } from './SmsCodeButton';
export { RegisterForm, useRegisterForm } from './RegisterForm';
export type { RegisterFormProps } from './RegisterForm';
export { ForgotPasswordForm, useForgotPasswordForm } from './ForgotPasswordForm';
export type { ForgotPasswordFormProps } from './ForgotPasswordForm';
export { PasswordChangeForm, usePasswordChangeForm } from './PasswordChangeForm';
export type { PasswordChangeFormProps } from './PasswordChangeForm';
export { OpenAccountForm, useOpenAccountForm } from './OpenAccountForm';
export type { BuyerTypeOption, OpenAccountFormProps } from './OpenAccountForm';
export { UserMenu, defaultUserMenuPaths } from './UserMenu';
export type { UserMenuProps, UserMenuPaths, UserMenuLinkProps } from './UserMenu';
export { RegionCascader } from './RegionCascader';
export type { RegionCascaderProps, RegionCascaderValue } from './RegionCascader';
export { CouponList } from './CouponList';
export type { CouponListProps, HeldCouponView } from './CouponList';
