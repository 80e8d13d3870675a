import { boolean, object, string, type InferType } from 'yup';
import { TEXT_LIMITS } from '../constants';
import { isAccountPhone } from '../identity';
import { optionalText, passwordField, phoneText, requiredText } from './fields';

/** The one length rule of a buyer's password as text: 6-16位. */
const passwordLengthText = `${TEXT_LIMITS.passwordMin}-${TEXT_LIMITS.passwordMax}位`;

/** Messages of the login, register, forgot-password and password-change forms (§5), verbatim. */
export const AUTH_MESSAGES = {
  phoneRequired: '请输入手机号',
  passwordRequired: '请输入密码',
  codeRequired: '请输入验证码',
  phoneInvalid: '请输入正确手机号',
  /** The one length rule of a buyer's password (registration, 忘记密码, /amend). */
  passwordLength: `密码长度为${passwordLengthText}`,
  nicknameRequired: '请输入昵称',
  nicknameTooLong: '昵称不能超过十六个字符',
  phoneFirst: '请先输入手机号',
  newPasswordRequired: '请输入新密码',
  passwordsDiffer: '两次密码不一样',
} as const;

/** The placeholders of the password inputs, with the rule's length (请输入6-16位密码, 请输入6-16位新密码). */
export const PASSWORD_PLACEHOLDERS = {
  password: `请输入${passwordLengthText}密码`,
  newPassword: `请输入${passwordLengthText}新密码`,
} as const;

/**
 * A phone for SMS: at most 12 characters (spec), and a mainland mobile number.
 * Decision: the spec only limits the length, but a code is texted to this number, so it must be a mobile;
 * both checks use the spec's 请输入正确手机号. The phone is NFKC-normalised first and must then be exactly 11 ASCII
 * digits (no spaces, dashes or +86), so one phone has one spelling and cannot register twice.
 */
function smsPhone(requiredMessage: string) {
  return phoneText(requiredMessage)
    .max(TEXT_LIMITS.registerPhoneMax, AUTH_MESSAGES.phoneInvalid)
    .test('mobile', AUTH_MESSAGES.phoneInvalid, (value) => value === undefined || isAccountPhone(value));
}

/** A buyer's new password: one length rule wherever it is set (TEXT_LIMITS.passwordMin–passwordMax). */
function newPassword(requiredMessage: string) {
  return passwordField(requiredMessage, TEXT_LIMITS.passwordMin, TEXT_LIMITS.passwordMax, AUTH_MESSAGES.passwordLength);
}

function confirmation(passwordField_: string) {
  return string()
    .typeError(AUTH_MESSAGES.passwordsDiffer)
    .default('')
    .test('same', AUTH_MESSAGES.passwordsDiffer, (value, context) => {
      const parent: unknown = context.parent;
      const password = typeof parent === 'object' && parent !== null ? (parent as Record<string, unknown>)[passwordField_] : undefined;
      return (value ?? '') === password;
    });
}

/**
 * /login key 1: phone or account number, then password; "remember password" keeps a cookie 7 days. After many failed
 * logins of the account the server asks for an SMS code (`codeRequired`, set by the page): then the code is required.
 */
export const loginSchema = object({
  userName: requiredText(AUTH_MESSAGES.phoneRequired),
  password: string().typeError(AUTH_MESSAGES.passwordRequired).required(AUTH_MESSAGES.passwordRequired),
  remember: boolean().default(false),
  codeRequired: boolean().default(false),
  code: string()
    .default('')
    .when('codeRequired', { is: true, then: (field) => field.trim().required(AUTH_MESSAGES.codeRequired) }),
});
export type LoginValues = InferType<typeof loginSchema>;

/** Sending an SMS code needs a phone first (请先输入手机号). */
export const sendCodeSchema = object({
  phone: smsPhone(AUTH_MESSAGES.phoneFirst),
});
export type SendCodeValues = InferType<typeof sendCodeSchema>;

/** /login key 2 and /upNew: code, phone, password 6–16, nickname (≤ 16); invite code optional. */
export const registerSchema = object({
  code: requiredText(AUTH_MESSAGES.codeRequired),
  phone: smsPhone(AUTH_MESSAGES.phoneRequired),
  password: newPassword(AUTH_MESSAGES.passwordRequired),
  userName: requiredText(AUTH_MESSAGES.nicknameRequired).max(TEXT_LIMITS.nicknameMax, AUTH_MESSAGES.nicknameTooLong),
  inviteCode: optionalText(),
});
export type RegisterValues = InferType<typeof registerSchema>;

/** /login key 3: code, phone, new password 6–16, confirmation equal. */
export const forgotPasswordSchema = object({
  code: requiredText(AUTH_MESSAGES.codeRequired),
  phone: smsPhone(AUTH_MESSAGES.phoneRequired),
  password: newPassword(AUTH_MESSAGES.newPasswordRequired),
  confirmPassword: confirmation('password'),
});
export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;

/**
 * /amend: new password, then the SMS code, then the confirmation (the spec's order). The length is registration's
 * 6–16 (issue 26: the spec's 6-12 here refused passwords registration had accepted).
 */
export const accountPasswordSchema = object({
  password: newPassword(AUTH_MESSAGES.newPasswordRequired),
  code: requiredText(AUTH_MESSAGES.codeRequired),
  confirmPassword: confirmation('password'),
});
export type AccountPasswordValues = InferType<typeof accountPasswordSchema>;
