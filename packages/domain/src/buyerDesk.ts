/**
 * The 买家 desk of the back office (ours, beyond the spec): what staff see of a buyer, and the rules of a manual
 * balance adjustment — cash paid at the counter credited, a correction debited — with a mandatory reason. An
 * adjustment never makes the usable balance (balance − frozen) negative; the server applies it with a conditional
 * update and one ledger row in the same transaction as its audit row. Issue 26: staff also set the buyer's customer
 * manager (name and phone), which the buyer's 联系我们 shows.
 */
import { isContactPhone, normalizePhoneText } from './identity';
import { formatPrice, parseYuan, type Fen } from './money';
import { ADDRESS_MESSAGES } from './schemas/address';
import type { StaffRole } from './staff';
import { ACCOUNT_OPENED_STATUS } from './statuses';

/** Only the usable part of a balance pays or can be taken away; the frozen part is held (e.g. a withdrawal). */
export function usableFen(balanceFen: Fen, frozenFen: Fen): Fen {
  return Math.max(0, balanceFen - Math.max(0, frozenFen));
}

/** credit adds to the balance (e.g. cash paid at the counter); debit takes from the usable part. */
export const ADJUST_DIRECTIONS = {
  credit: { name: '增加余额', sign: 1, notice: '人工充值' },
  debit: { name: '扣减余额', sign: -1, notice: '人工扣款' },
} as const;
export type AdjustDirection = keyof typeof ADJUST_DIRECTIONS;
export const ADJUST_DIRECTION_CODES = Object.keys(ADJUST_DIRECTIONS) as AdjustDirection[];

export function isAdjustDirection(value: unknown): value is AdjustDirection {
  return typeof value === 'string' && Object.hasOwn(ADJUST_DIRECTIONS, value);
}

/** Who may credit or debit a balance: 财务 and 管理员 (客服 works at the desk but only looks). */
export const BALANCE_ADJUST_ROLES: readonly StaffRole[] = ['admin', 'finance'];

export function mayAdjustBalance(role: StaffRole): boolean {
  return BALANCE_ADJUST_ROLES.includes(role);
}

/**
 * Who may set a buyer's customer manager (客户经理, issue 26): 客服 and 管理员 — looking after a buyer is 客服's work (the
 * role table gives 客服 the 买家 desk for it); 财务 works at the desk for money and only looks.
 */
export const MANAGER_EDIT_ROLES: readonly StaffRole[] = ['admin', 'service'];

export function maySetManager(role: StaffRole): boolean {
  return MANAGER_EDIT_ROLES.includes(role);
}

export const BUYER_MANAGER_LIMITS = {
  nameMax: 20,
  /** A phone with its area code and an extension's worth of spaces and dashes still fits. */
  phoneMax: 20,
} as const;

export const BUYER_ADJUST_LIMITS = {
  /** One adjustment at most ¥200,000.00: a larger sum is a typo, not a counter payment. */
  maxFen: 20_000_000,
  reasonMin: 2,
  reasonMax: 100,
} as const;

export const BUYER_DESK_MESSAGES = {
  directionMissing: '请选择调整方向',
  amountMissing: '请输入调整金额',
  amountFormat: '请输入正确的金额，最多两位小数',
  amountZero: '调整金额须大于0',
  amountTooLarge: `单次调整不能超过${formatPrice(BUYER_ADJUST_LIMITS.maxFen)}`,
  reasonMissing: '请填写调整原因',
  reasonLength: `调整原因为${BUYER_ADJUST_LIMITS.reasonMin}-${BUYER_ADJUST_LIMITS.reasonMax}个字`,
  overdraw: '调整后可用余额不能为负',
  buyerNotFound: '买家不存在',
  /** 客服 may look at a buyer but not move money: said next to the hidden buttons, and by the server. */
  adjustForbidden: '客服可查看买家信息，调整余额需财务或管理员操作',
  adjusted: '余额已调整',
  managerNameMissing: '请填写客户经理姓名',
  managerNameLength: `客户经理姓名不能超过${BUYER_MANAGER_LIMITS.nameMax}个字`,
  managerPhoneMissing: '请填写客户经理电话',
  /** §5's phone message: a mobile, or a landline with its area code. */
  managerPhoneInvalid: ADDRESS_MESSAGES.phoneInvalid,
  /** 财务 may look at the manager but not set one: said next to the missing button, and by the server. */
  managerForbidden: '客户经理由客服或管理员设置',
  managerSaved: '客户经理已保存',
  managerCleared: '已取消客户经理',
} as const;

export type AmountCheck = { ok: true; fen: Fen } | { ok: false; message: string };

/** The amount typed in yuan → fen: more than 0, at most two decimals, at most the limit. */
export function checkAdjustAmount(text: string): AmountCheck {
  const parsed = parseYuan(typeof text === 'string' ? text : '');
  if (!parsed.ok) {
    if (parsed.error === 'empty') return { ok: false, message: BUYER_DESK_MESSAGES.amountMissing };
    if (parsed.error === 'too_large') return { ok: false, message: BUYER_DESK_MESSAGES.amountTooLarge };
    return { ok: false, message: BUYER_DESK_MESSAGES.amountFormat };
  }
  if (parsed.fen <= 0) return { ok: false, message: BUYER_DESK_MESSAGES.amountZero };
  if (parsed.fen > BUYER_ADJUST_LIMITS.maxFen) return { ok: false, message: BUYER_DESK_MESSAGES.amountTooLarge };
  return { ok: true, fen: parsed.fen };
}

/** The reason trimmed; its first problem, or null. Counted in characters (a Chinese character is one). */
export function adjustReasonProblem(reason: string): string | null {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (!text) return BUYER_DESK_MESSAGES.reasonMissing;
  const length = [...text].length;
  if (length < BUYER_ADJUST_LIMITS.reasonMin || length > BUYER_ADJUST_LIMITS.reasonMax) return BUYER_DESK_MESSAGES.reasonLength;
  return null;
}

/** The signed change of the balance in fen (+ credit, − debit). */
export function adjustDeltaFen(direction: AdjustDirection, amountFen: Fen): Fen {
  return ADJUST_DIRECTIONS[direction].sign * amountFen;
}

/** Whether a debit of `amountFen` keeps the usable balance ≥ 0 (a credit always does). */
export function adjustKeepsUsable(direction: AdjustDirection, amountFen: Fen, balanceFen: Fen, frozenFen: Fen): boolean {
  return direction === 'credit' || amountFen <= balanceFen - frozenFen;
}

/** The ledger row's text, e.g. 人工充值：柜台现金付款. */
export function adjustNotice(direction: AdjustDirection, reason: string): string {
  return `${ADJUST_DIRECTIONS[direction].notice}：${reason.trim()}`;
}

/** The account status as staff read it: 1 已注册（未开户）, 2 已开户. */
export function buyerAccountStatusName(status: unknown): string {
  return status === ACCOUNT_OPENED_STATUS || status === String(ACCOUNT_OPENED_STATUS) ? '已开户' : '已注册（未开户）';
}

/**
 * What made a ledger row (balance_ledger.ref_type), as staff read it in 资金流水's 来源: every code a writer records.
 * `frozen-opening` is the row migration 0008 wrote for an amount already frozen when the ledger began to record
 * freezes. The server's column is typed with LedgerSource, so a writer cannot record a source this table lacks.
 */
export const LEDGER_SOURCE_NAMES = {
  order: '订单付款',
  cancel: '撤销退款',
  'staff-adjust': '人工调整',
  seed: '初始充值',
  recharge: '在线充值',
  withdrawal: '提现',
  'after-sales': '售后赔付',
  'frozen-opening': '期初冻结',
} as const satisfies Record<string, string>;
export type LedgerSource = keyof typeof LEDGER_SOURCE_NAMES;

/** A ledger row's source in Chinese; one the table lacks (or none) shows as 其他, never as its code. */
export function ledgerSourceName(refType: string | null | undefined): string {
  return refType && Object.hasOwn(LEDGER_SOURCE_NAMES, refType) ? LEDGER_SOURCE_NAMES[refType as LedgerSource] : '其他';
}

export const BUYER_SEARCH_MAX = 40;

/** What staff typed to find a buyer (phone, name or account number), NFKC-normalised and trimmed; '' lists everyone. */
export function buyerSearchText(text: unknown): string {
  return typeof text === 'string' ? text.normalize('NFKC').trim().slice(0, BUYER_SEARCH_MAX) : '';
}

/** A buyer's customer manager as staff typed it: name trimmed, phone NFKC-normalised and trimmed ('' none). */
export type BuyerManager = { managerName: string; managerPhone: string };

/** The name trimmed (anything but text is ''). */
export function managerNameText(name: unknown): string {
  return typeof name === 'string' ? name.trim() : '';
}

/** The phone normalised as every phone is (full-width digits folded, trimmed; anything but text is ''). */
export function managerPhoneText(phone: unknown): string {
  return typeof phone === 'string' ? normalizePhoneText(phone) : '';
}

/** The name's first problem, or null. A name needs a phone and a phone needs a name; both empty clears the manager. */
export function managerNameProblem(name: string, phone: string): string | null {
  if (!name) return phone ? BUYER_DESK_MESSAGES.managerNameMissing : null;
  return [...name].length > BUYER_MANAGER_LIMITS.nameMax ? BUYER_DESK_MESSAGES.managerNameLength : null;
}

/** The phone's first problem, or null: a phone people call (isContactPhone), at most BUYER_MANAGER_LIMITS.phoneMax. */
export function managerPhoneProblem(name: string, phone: string): string | null {
  if (!phone) return name ? BUYER_DESK_MESSAGES.managerPhoneMissing : null;
  return isContactPhone(phone) && phone.length <= BUYER_MANAGER_LIMITS.phoneMax ? null : BUYER_DESK_MESSAGES.managerPhoneInvalid;
}
