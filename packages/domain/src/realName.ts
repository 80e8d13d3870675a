/**
 * Real-name verification (/realname, issue 17 slice B1): the name rule, masking of ID numbers, the statuses' labels
 * and the 财务 review desk's texts. The ID number itself is checked by parseResidentId (identity.ts, GB 11643) and
 * the form by identitySchema (schemas/identity.ts).
 */
import { realNameState, type RealNameState } from './statuses';

/** Texts of /realname and the review desk (ours, the spec gives none besides §5's form messages). */
export const REAL_NAME_MESSAGES = {
  nameInvalid: '请输入正确的姓名',
  expired: '证件已过期，请使用有效期内的证件',
  startFuture: '有效期开始日期不能晚于今天',
  imageInvalid: '证件照片无效，请重新上传',
  reviewing: '您的实名认证正在审核中，请耐心等待',
  verified: '您已完成实名认证',
  submitted: '提交成功，请等待审核',
  notFound: '实名申请不存在',
  decided: '该实名申请已处理，不能重复审核',
  approved: '已通过实名认证',
  rejected: '已驳回实名申请',
  reasonMissing: '请输入驳回原因',
  reasonLong: '驳回原因不能超过100个字',
  /** Ours: one ID number is verified on one account only. */
  idTaken: '该身份证号已在其他账户完成实名认证',
} as const;

/** The desk's warning on a submission whose ID number other accounts also use (verified or waiting), or null. */
export function sameIdWarning(others: { verified: number; reviewing: number }): string | null {
  if (others.verified > 0) return `该身份证号已在其他${others.verified}个账户认证，不能再通过`;
  if (others.reviewing > 0) return `另有${others.reviewing}个账户提交了相同的身份证号，请核对`;
  return null;
}

export const REAL_NAME_REASON_MAX = 100;

/** The status shown to the buyer and to staff. */
export const REAL_NAME_STATE_LABELS: Record<RealNameState, string> = {
  none: '未认证',
  reviewing: '审核中',
  verified: '已认证',
  rejected: '驳回',
};

export function realNameStatusLabel(status: unknown): string {
  return REAL_NAME_STATE_LABELS[realNameState(status)];
}

/** Han characters, Latin letters, the middle dot of minority and foreign names (· or •) and inner spaces; 2–30 long. */
const NAME_PATTERN = /^[\p{Script=Han}A-Za-z][\p{Script=Han}A-Za-z·•\s]*[\p{Script=Han}A-Za-z]$/u;
export const REAL_NAME_MAX = 30;

/** A real name as written on the card: trimmed; null when it cannot be one (a digit, a symbol, one character…). */
export function normalizeRealName(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const text = input.normalize('NFKC').trim().replace(/\s+/g, ' ');
  const length = [...text].length;
  if (length < 2 || length > REAL_NAME_MAX) return null;
  return NAME_PATTERN.test(text) ? text : null;
}

/** "530102199003071238" → "530***********1238": the first 3 and last 4 kept, each other character a *. */
export function maskIdNumber(idNumber: string): string {
  const text = typeof idNumber === 'string' ? idNumber.replace(/\s+/g, '') : '';
  if (text.length <= 7) return '*'.repeat(text.length);
  return `${text.slice(0, 3)}${'*'.repeat(text.length - 7)}${text.slice(-4)}`;
}

/** The problem of a rejection reason (trimmed), or null when it will do. */
export function realNameReasonProblem(reason: string): string | null {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (!text) return REAL_NAME_MESSAGES.reasonMissing;
  if ([...text].length > REAL_NAME_REASON_MAX) return REAL_NAME_MESSAGES.reasonLong;
  return null;
}

/** A buyer may submit when nothing was submitted or the last submission was rejected; otherwise the refusal. */
export function realNameSubmitRefusal(status: unknown): string | null {
  const state = realNameState(status);
  if (state === 'reviewing') return REAL_NAME_MESSAGES.reviewing;
  if (state === 'verified') return REAL_NAME_MESSAGES.verified;
  return null;
}

/**
 * Why a buyer who is not verified cannot bind a bank card or withdraw (/money keys 3 and 4), by their real-name state:
 * nothing submitted asks for it (请您先完成实名认证, §9), a submission under review says so (ours), a rejected one asks
 * to submit again (ours). Null once verified.
 */
export const REAL_NAME_REQUIRED_MESSAGES = {
  none: '请您先完成实名认证',
  reviewing: '实名认证审核中',
  rejected: '实名认证未通过，请重新提交',
  verified: null,
} as const satisfies Record<RealNameState, string | null>;
export type RealNameRequiredMessage = NonNullable<(typeof REAL_NAME_REQUIRED_MESSAGES)[RealNameState]>;

/** The refusal for a buyer in this real-name state (anything unknown counts as nothing submitted), or null when verified. */
export function realNameRequiredMessage(state: unknown): RealNameRequiredMessage | null {
  const key = typeof state === 'string' && Object.hasOwn(REAL_NAME_REQUIRED_MESSAGES, state) ? (state as RealNameState) : 'none';
  return REAL_NAME_REQUIRED_MESSAGES[key];
}
