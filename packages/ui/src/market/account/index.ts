// The market’s account components (the buyer app’s and the shared ones).
export * from './LoginForm';
export * from './SmsCodeButton';
export * from './RegisterForm';
export * from './ForgotPasswordForm';
export * from './PasswordChangeForm';
export * from './OpenAccountForm';
export * from './UserMenu';
export * from './RegionCascader';
export * from './CouponList';
