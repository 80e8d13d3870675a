import { boolean, object, string, type InferType } from 'yup';
import { SIGN_MESSAGES, SIGN_TTL_CHOICES } from '../operator';
import { isRecoveryCodeShape, TWO_FACTOR_MESSAGES, twoFactorCodeProblem } from '../staffTwoFactor';
import { STAFF_LIMITS, STAFF_MESSAGES, STAFF_ROLE_CODES, staffLoginNameProblem, staffPasswordProblem, type StaffRole } from '../staff';

/** A field checked by one of the staff rules (the rule returns its first problem, or null). */
function ruled(rule: (value: string) => string | null) {
  return string()
    .default('')
    .test('rule', (value, context) => {
      const problem = rule(value ?? '');
      return problem === null ? true : context.createError({ message: problem });
    });
}

/** The back office's login form. */
export const staffLoginSchema = object({
  loginName: string().trim().default('').required(STAFF_MESSAGES.loginNameMissing),
  password: string().default('').required(STAFF_MESSAGES.passwordMissing),
});
export type StaffLoginValues = InferType<typeof staffLoginSchema>;

/** The second step of a staff login, and the enrolment's confirmation: the authenticator's code. */
export const staffCodeSchema = object({ code: ruled(twoFactorCodeProblem) });
export type StaffCodeValues = InferType<typeof staffCodeSchema>;

/** The second step with one of the account's recovery codes instead. */
export const staffRecoveryCodeSchema = object({
  recoveryCode: string()
    .trim()
    .default('')
    .required(TWO_FACTOR_MESSAGES.recoveryMissing)
    .test('shape', TWO_FACTOR_MESSAGES.recoveryWrong, (value) => isRecoveryCodeShape(value ?? '')),
});
export type StaffRecoveryCodeValues = InferType<typeof staffRecoveryCodeSchema>;

/** A new staff account (管理员). */
export const staffCreateSchema = object({
  loginName: ruled((value) => staffLoginNameProblem(value.trim())),
  displayName: string()
    .trim()
    .default('')
    .required(STAFF_MESSAGES.displayNameMissing)
    .test('length', STAFF_MESSAGES.displayNameLong, (value) => [...(value ?? '')].length <= STAFF_LIMITS.displayNameMax),
  role: string<StaffRole | ''>()
    .default('')
    .test('role', STAFF_MESSAGES.roleMissing, (value) => STAFF_ROLE_CODES.includes(value as StaffRole)),
  password: ruled(staffPasswordProblem),
});
export type StaffCreateValues = InferType<typeof staffCreateSchema>;

/** One's own password change: the old one, a new one by the rules, typed twice. */
export const staffPasswordSchema = object({
  oldPassword: string().default('').required(STAFF_MESSAGES.passwordMissing),
  newPassword: ruled(staffPasswordProblem),
  confirm: string()
    .default('')
    .test('same', STAFF_MESSAGES.passwordsDiffer, (value, context) => value === (context.parent as { newPassword?: string }).newPassword),
});
export type StaffPasswordValues = InferType<typeof staffPasswordSchema>;

/** A new password 管理员 sets for a member. */
export const staffResetPasswordSchema = object({ password: ruled(staffPasswordProblem) });
export type StaffResetPasswordValues = InferType<typeof staffResetPasswordSchema>;

/** 签发调配签名: the operator's name (≤ 20 characters), an expiry from the choices, the permission. */
export const signIssueSchema = object({
  label: string()
    .trim()
    .default('')
    .required(SIGN_MESSAGES.labelMissing)
    .test('length', SIGN_MESSAGES.labelLong, (value) => [...(value ?? '')].length <= 20),
  ttlHours: string()
    .default('')
    .test('choice', SIGN_MESSAGES.ttlInvalid, (value) => SIGN_TTL_CHOICES.some((choice) => String(choice.hours) === value)),
  editDifferAmount: boolean().default(false),
});
export type SignIssueValues = InferType<typeof signIssueSchema>;
