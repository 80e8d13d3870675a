import { object, string, type InferType } from 'yup';
import { parseResidentId } from '../identity';
import { normalizeRealName, REAL_NAME_MESSAGES, realNameReasonProblem } from '../realName';
import { parseShanghaiDateTime, shanghaiDate, type Instant } from '../time';
import { optionalText, requiredText } from './fields';

/** Messages of the identity form (§5), verbatim except where marked. */
export const IDENTITY_MESSAGES = {
  nameRequired: '请输入姓名',
  idRequired: '请输入身份证号',
  /** Ours: the spec gives no text for a number that fails GB 11643. */
  idInvalid: '请输入正确的身份证号',
  dateRequired: '选择日期',
  frontRequired: '请上传正面照片',
  backRequired: '请上传反面照片',
} as const;

/** expiredTime "2" means the identity card is valid permanently (长期). */
export const PERMANENT_EXPIRY = '2';

/** Context for the identity schema: `now` lets the ID check refuse a birth date after today. */
export type IdentityContext = { now?: Instant };

function isDate(value: string | undefined): boolean {
  return value !== undefined && parseShanghaiDateTime(value)?.dateOnly === true;
}

/** "2025/1/2" or "2025-01-02" → "2025-01-02" (a date the parser reads), else null. */
function dayOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const parsed = parseShanghaiDateTime(value);
  return parsed?.dateOnly === true ? shanghaiDate(parsed.ms) : null;
}

/** Today in Shanghai from the context's `now`, or null when none was given. */
function todayOf(options: { context?: unknown }): string | null {
  const ctx = options.context;
  const now = typeof ctx === 'object' && ctx !== null ? (ctx as IdentityContext).now : undefined;
  return now === undefined ? null : shanghaiDate(now);
}

/**
 * /realname: name, ID number (GB 11643), validity (start date, and an end date or permanent "2"), front photo,
 * back photo. The end date must not be before the start date (same message 选择日期).
 */
export const identitySchema = object({
  realName: requiredText(IDENTITY_MESSAGES.nameRequired)
    .transform((value: unknown) => (typeof value === 'string' ? (normalizeRealName(value) ?? value) : value))
    .test('name', REAL_NAME_MESSAGES.nameInvalid, (value) => value === undefined || value === '' || normalizeRealName(value) !== null),
  realIdnumber: requiredText(IDENTITY_MESSAGES.idRequired)
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value))
    .test('gb11643', IDENTITY_MESSAGES.idInvalid, (value, context) => {
      if (value === undefined || value === '') return true;
      const ctx: unknown = context.options.context;
      const now = typeof ctx === 'object' && ctx !== null ? (ctx as IdentityContext).now : undefined;
      return parseResidentId(value, now).ok;
    }),
  startTime: requiredText(IDENTITY_MESSAGES.dateRequired)
    .test('date', IDENTITY_MESSAGES.dateRequired, (value) => value === undefined || isDate(value))
    .test('started', REAL_NAME_MESSAGES.startFuture, (value, context) => {
      const today = todayOf(context.options);
      const day = dayOf(value);
      return today === null || day === null || day <= today;
    }),
  expiredTime: requiredText(IDENTITY_MESSAGES.dateRequired)
    .test('date', IDENTITY_MESSAGES.dateRequired, (value, context) => {
      if (value === undefined || value === PERMANENT_EXPIRY) return true;
      if (!isDate(value)) return false;
      const parent: unknown = context.parent;
      const start = typeof parent === 'object' && parent !== null ? (parent as Record<string, unknown>).startTime : undefined;
      // Compare as dates (YYYY-MM-DD after normalising "2025/1/2"-style input through the parser).
      const startMs = typeof start === 'string' ? parseShanghaiDateTime(start)?.ms : undefined;
      const endMs = parseShanghaiDateTime(value)?.ms;
      return startMs === undefined || endMs === undefined || endMs >= startMs;
    })
    .test('valid', REAL_NAME_MESSAGES.expired, (value, context) => {
      // A card whose validity ended before today is refused (permanent "2" never ends).
      const today = todayOf(context.options);
      const day = value === PERMANENT_EXPIRY ? null : dayOf(value);
      return today === null || day === null || day >= today;
    }),
  frontImage: requiredText(IDENTITY_MESSAGES.frontRequired),
  behindImage: requiredText(IDENTITY_MESSAGES.backRequired),
  rejectReason: optionalText(),
});
export type IdentityValues = InferType<typeof identitySchema>;

/** 驳回实名申请 (财务): the reason the buyer reads, checked as the server checks it (realNameReasonProblem). */
export const realNameRejectSchema = object({
  reason: string()
    .default('')
    .test('reason', (value, context) => {
      const problem = realNameReasonProblem(value ?? '');
      return problem === null ? true : context.createError({ message: problem });
    }),
});
export type RealNameRejectValues = InferType<typeof realNameRejectSchema>;

/** The identity form's fields a message can be shown under. */
export type IdentityField = 'realName' | 'realIdnumber' | 'startTime' | 'expiredTime' | 'frontImage' | 'behindImage';

const FIELD_OF_MESSAGE: Readonly<Record<string, IdentityField>> = {
  [IDENTITY_MESSAGES.nameRequired]: 'realName',
  [REAL_NAME_MESSAGES.nameInvalid]: 'realName',
  [IDENTITY_MESSAGES.idRequired]: 'realIdnumber',
  [IDENTITY_MESSAGES.idInvalid]: 'realIdnumber',
  [REAL_NAME_MESSAGES.idTaken]: 'realIdnumber',
  [IDENTITY_MESSAGES.dateRequired]: 'startTime',
  [REAL_NAME_MESSAGES.startFuture]: 'startTime',
  [REAL_NAME_MESSAGES.expired]: 'expiredTime',
  [IDENTITY_MESSAGES.frontRequired]: 'frontImage',
  [IDENTITY_MESSAGES.backRequired]: 'behindImage',
};

/**
 * Which field a refusal of the identity submission is about (the server checks with identitySchema and the same
 * texts), so the form shows it under that field; null: about the whole submission (e.g. 证件照片无效).
 */
export function identityFieldOf(message: string | undefined): IdentityField | null {
  return (message !== undefined && FIELD_OF_MESSAGE[message]) || null;
}
