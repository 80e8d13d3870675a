/**
 * Contracts of the back office's staff calls (ours, beyond the spec): login, own session and password, staff
 * management (管理员), the operator signs (调配签名) and the audit trail, one endpoint each in `staffEndpoints`.
 */
import {
  SIGN_MESSAGES,
  SIGN_TTL_CHOICES,
  STAFF_LOGIN_STAGES,
  STAFF_MESSAGES,
  STAFF_ROLE_CODES,
  TWO_FACTOR_MESSAGES,
  type StaffRole,
  isCalendarDay,
} from '@huashi/domain';
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, entity, isoTime, staffPage } from './answers';
import { body, filterId, int, nothing, query, refuse, staffPaging, text } from './fields';

const nothingAnswer = answers(z.null());

/** Text trimmed; empty → the refusal `msg`. */
const required = (max: number, msg: string) => text(max).transform((value, ctx) => value || refuse(ctx, value, msg));

/** A password exactly as typed (never trimmed); missing → `msg`. The service checks its rules. */
const password = (msg: string) =>
  z
    .custom<string>(() => true)
    .optional()
    .transform((value, ctx) => (typeof value === 'string' && value !== '' ? value.slice(0, 200) : refuse(ctx, value, msg)));

const role = z
  .custom<(typeof STAFF_ROLE_CODES)[number]>(() => true)
  .optional()
  .transform((value, ctx) => (STAFF_ROLE_CODES.includes(value as never) ? value! : refuse(ctx, value, STAFF_MESSAGES.roleMissing)));

/** A calendar day `YYYY-MM-DD` (Asia/Shanghai), else null (no bound). */
const day = z
  .custom<string>(() => true)
  .optional()
  .transform((value) => (isCalendarDay(value) ? value : null));

const staffId = int({ msg: STAFF_MESSAGES.notFound });

// ---------------------------------------------------------------- answers

export const staffMemberSchema = entity({
  id: z.number().int(),
  loginName: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLE_CODES as [StaffRole, ...StaffRole[]]),
  /** The role's Chinese name, e.g. 配货发货. */
  roleName: z.string(),
  disabled: z.boolean(),
  /** The second factor (TOTP) is enrolled. */
  twoFactor: z.boolean(),
  /** ISO 8601. */
  createdAt: isoTime,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/**
 * A login step's answer: the token and whose it is, and where the login stands — `full` (a working session), `code`
 * (a half session: send the authenticator's code or a recovery code next) or `enrol` (a half session: enrol first).
 */
export const staffLoginResultSchema = entity({ staffToken: z.string(), staff: staffMemberSchema, stage: z.enum(STAFF_LOGIN_STAGES) });
export type StaffLoginResult = z.infer<typeof staffLoginResultSchema>;

/** The enrolment's secret: the otpauth URI to show as a QR code, and the secret to type by hand. */
export const twoFactorSetupSchema = entity({ secret: z.string(), uri: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** The confirmed enrolment: a full session and the ten recovery codes, shown this once. */
export const twoFactorEnrolledSchema = entity({ staffToken: z.string(), staff: staffMemberSchema, recoveryCodes: z.array(z.string()) });
export type TwoFactorEnrolled = z.infer<typeof twoFactorEnrolledSchema>;

/** A code as typed (at most 20 characters; the service checks its shape), or absent. */
const codeText = text(20);

export const auditRowSchema = entity({
  id: z.number().int(),
  /** null: the server's command line. */
  staffId: z.number().int().nullable(),
  /** The actor as 姓名（账号）, 系统 for the server's own jobs, or 系统命令 for the command line. */
  actor: z.string(),
  action: z.string(),
  entity: z.string(),
  entityIds: z.array(z.union([z.string(), z.number()])),
  /** The number (as buyers and staff know it) of the order an entry concerns — an order, an item of it, a claim on it; [] for others. */
  orderNos: z.array(z.string()),
  before: z.unknown(),
  after: z.unknown(),
  /** ISO 8601. */
  createdAt: isoTime,
});
export const auditPageSchema = staffPage(auditRowSchema);

// ---------------------------------------------------------------- operator signs (the 调配签名 desk)

const signTtl = int({ msg: SIGN_MESSAGES.ttlInvalid, max: SIGN_TTL_CHOICES.at(-1)!.hours }).transform((hours, ctx) =>
  SIGN_TTL_CHOICES.some((choice) => choice.hours === hours) ? hours : refuse(ctx, hours, SIGN_MESSAGES.ttlInvalid),
);

export const operatorSignRowSchema = entity({
  id: z.number().int(),
  label: z.string(),
  editDifferAmount: z.boolean(),
  state: z.enum(['active', 'expired', 'revoked']),
  /** ISO 8601. */
  expiresAt: isoTime,
  createdAt: isoTime,
  revokedAt: isoTime.nullable(),
});
export type OperatorSignRow = z.infer<typeof operatorSignRowSchema>;

/** A new sign: shown this once (only its hash is kept), with the operator links it opens. */
export const issuedSignSchema = entity({
  sign: z.string(),
  links: entity({ goodTp: z.string(), cpsix: z.string(), cpsixNew: z.string() }),
  row: operatorSignRowSchema,
});
export type IssuedSign = z.infer<typeof issuedSignSchema>;

const signLabel = required(60, SIGN_MESSAGES.labelMissing).transform((value, ctx) =>
  [...value].length <= 20 ? value : refuse(ctx, value, SIGN_MESSAGES.labelLong),
);

// ---------------------------------------------------------------- endpoints

export const staffEndpoints = endpoints('staff', {
  login: endpoint('POST', '/admin/login', 'public', {
    body: body({
      loginName: required(64, STAFF_MESSAGES.loginNameMissing),
      password: password(STAFF_MESSAGES.passwordMissing),
    }),
    response: answers(staffLoginResultSchema),
  }),
  loginCode: endpoint('POST', '/admin/login/code', 'staff:code', {
    body: body({ code: codeText, recoveryCode: codeText }),
    response: answers(staffLoginResultSchema),
  }),
  twoFactorSetup: endpoint('POST', '/admin/two-factor/setup', 'staff:enrol', { body: nothing, response: answers(twoFactorSetupSchema) }),
  twoFactorConfirm: endpoint('POST', '/admin/two-factor/confirm', 'staff:enrol', {
    body: body({ code: required(20, TWO_FACTOR_MESSAGES.codeMissing) }),
    response: answers(twoFactorEnrolledSchema),
  }),
  logout: endpoint('POST', '/admin/logout', 'staff', { body: nothing, response: nothingAnswer }),
  me: endpoint('GET', '/admin/me', 'staff', { querystring: nothing, response: answers(staffMemberSchema) }),
  changePassword: endpoint('POST', '/admin/password', 'staff', {
    body: body({ oldPassword: password(STAFF_MESSAGES.passwordMissing), newPassword: password(STAFF_MESSAGES.passwordMissing) }),
    response: nothingAnswer,
  }),
  list: endpoint('GET', '/admin/staff', 'staff:staff', { querystring: nothing, response: answers(z.array(staffMemberSchema)) }),
  create: endpoint('POST', '/admin/staff/create', 'staff:staff', {
    body: body({
      loginName: required(64, STAFF_MESSAGES.loginNameMissing),
      displayName: required(60, STAFF_MESSAGES.displayNameMissing),
      role,
      password: password(STAFF_MESSAGES.passwordMissing),
    }),
    response: answers(staffMemberSchema),
  }),
  setDisabled: endpoint('POST', '/admin/staff/disable', 'staff:staff', {
    body: body({ id: staffId, disabled: z.boolean({ error: '请求参数有误' }) }),
    response: answers(staffMemberSchema),
  }),
  resetPassword: endpoint('POST', '/admin/staff/reset-password', 'staff:staff', {
    body: body({ id: staffId, password: password(STAFF_MESSAGES.passwordMissing) }),
    response: nothingAnswer,
  }),
  resetTwoFactor: endpoint('POST', '/admin/staff/reset-two-factor', 'staff:staff', {
    body: body({ id: staffId }),
    response: answers(staffMemberSchema),
  }),
  audit: endpoint('GET', '/admin/audit', 'staff:audit', {
    querystring: query({
      ...staffPaging(),
      staffId: filterId(),
      action: text(40),
      entity: text(40),
      from: day,
      to: day,
      /** Issue 31: the entries about the order of this exact number (its items and claims too). */
      orderNo: text(40),
      /** Issue 31: the entries about the buyers whose name, phone or account number holds this text, and their orders. */
      buyer: text(40),
    }),
    response: answers(auditPageSchema),
  }),
  signs: endpoint('GET', '/admin/signs', 'staff:signs', { querystring: nothing, response: answers(z.array(operatorSignRowSchema)) }),
  issueSign: endpoint('POST', '/admin/signs/issue', 'staff:signs', {
    body: body({ label: signLabel, ttlHours: signTtl, editDifferAmount: z.boolean().optional().default(false) }),
    response: answers(issuedSignSchema),
  }),
  revokeSign: endpoint('POST', '/admin/signs/revoke', 'staff:signs', {
    body: body({ id: int({ msg: SIGN_MESSAGES.notFound }) }),
    response: answers(operatorSignRowSchema),
  }),
});
