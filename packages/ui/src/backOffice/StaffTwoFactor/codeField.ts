/**
 * The one-time code field of the login's code step and of the enrolment: one definition of its label, hint and phone
 * keyboard (digits; 7 characters so "123 456" as authenticator apps show it fits).
 */
export const CODE_FIELD = {
  label: '动态验证码',
  placeholder: '6位数字',
  autoComplete: 'one-time-code',
  inputMode: 'numeric',
  maxLength: 7,
} as const;
