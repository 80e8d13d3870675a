/**
 * Contracts of the back office's staff calls (ours, beyond the spec): login, own session and password, staff
 * management (管理员) and the audit trail. Requests and answers are zod schemas; the types are inferred from them.
 */
import { SIGN_MESSAGES, SIGN_TTL_CHOICES, STAFF_MESSAGES, STAFF_ROLE_CODES, type StaffRole } from '@huashi/domain';
import { z } from 'zod';
import { answers, entity, isoTime, staffPage } from './answers';
import { body, filterId, int, nothing, pageNumber, query, refuse, text } from './fields';

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
  .transform((value) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null));

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
  /** ISO 8601. */
  createdAt: isoTime,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffLoginResultSchema = entity({ staffToken: z.string(), staff: staffMemberSchema });
export type StaffLoginResult = z.infer<typeof staffLoginResultSchema>;

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
export type AuditRow = z.infer<typeof auditRowSchema>;
export const auditPageSchema = staffPage(auditRowSchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

export const staffContracts = {
  login: {
    body: body({
      loginName: required(64, STAFF_MESSAGES.loginNameMissing),
      password: password(STAFF_MESSAGES.passwordMissing),
    }),
    response: answers(staffLoginResultSchema),
  },
  me: { querystring: nothing, response: answers(staffMemberSchema) },
  logout: { body: nothing, response: nothingAnswer },
  changePassword: {
    body: body({ oldPassword: password(STAFF_MESSAGES.passwordMissing), newPassword: password(STAFF_MESSAGES.passwordMissing) }),
    response: nothingAnswer,
  },
  list: { querystring: nothing, response: answers(z.array(staffMemberSchema)) },
  create: {
    body: body({
      loginName: required(64, STAFF_MESSAGES.loginNameMissing),
      displayName: required(60, STAFF_MESSAGES.displayNameMissing),
      role,
      password: password(STAFF_MESSAGES.passwordMissing),
    }),
    response: answers(staffMemberSchema),
  },
  setDisabled: {
    body: body({ id: staffId, disabled: z.boolean({ error: '请求参数有误' }) }),
    response: answers(staffMemberSchema),
  },
  resetPassword: { body: body({ id: staffId, password: password(STAFF_MESSAGES.passwordMissing) }), response: nothingAnswer },
  audit: {
    querystring: query({
      page: pageNumber(1, 100_000),
      limit: pageNumber(20, 100),
      staffId: filterId(),
      action: text(40),
      entity: text(40),
      from: day,
      to: day,
    }),
    response: answers(auditPageSchema),
  },
} as const;

export type StaffLoginBody = z.input<typeof staffContracts.login.body>;
export type StaffChangePasswordBody = z.input<typeof staffContracts.changePassword.body>;
export type StaffCreateBody = z.input<typeof staffContracts.create.body>;
export type StaffSetDisabledBody = z.input<typeof staffContracts.setDisabled.body>;
export type StaffResetPasswordBody = z.input<typeof staffContracts.resetPassword.body>;
export type AuditQuery = z.input<typeof staffContracts.audit.querystring>;

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

export const signContracts = {
  list: { querystring: nothing, response: answers(z.array(operatorSignRowSchema)) },
  issue: {
    body: body({
      label: required(60, SIGN_MESSAGES.labelMissing).transform((value, ctx) =>
        [...value].length <= 20 ? value : refuse(ctx, value, SIGN_MESSAGES.labelLong),
      ),
      ttlHours: signTtl,
      editDifferAmount: z.boolean().optional().default(false),
    }),
    response: answers(issuedSignSchema),
  },
  revoke: { body: body({ id: int({ msg: SIGN_MESSAGES.notFound }) }), response: answers(operatorSignRowSchema) },
} as const;

export type SignIssueBody = z.input<typeof signContracts.issue.body>;
export type SignRevokeBody = z.input<typeof signContracts.revoke.body>;
