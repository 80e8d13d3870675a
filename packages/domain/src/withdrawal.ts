import { toFenOrZero } from './internal/numbers';
import { formatYuan, parseYuan, type Fen, type ParseYuanError } from './money';
import { realNameRequiredMessage, type RealNameRequiredMessage } from './realName';
import type { RealNameState } from './statuses';

/** Withdrawal fee (§9): ¥5.00, charged on top of the amount withdrawn (¥100 withdrawn freezes and debits ¥105). */
export const WITHDRAWAL_FEE_FEN: Fen = 500;

/**
 * Minimum withdrawal. The spec says both "minimum 5" and the message 至少要6元才可提现.
 * Decision: ¥6, matching the message.
 */
export const WITHDRAWAL_MIN_FEN: Fen = 600;

/** Maximum per withdrawal: ¥20,000. */
export const WITHDRAWAL_MAX_FEN: Fen = 2_000_000;

export const WITHDRAWAL_MESSAGES = {
  realNameRequired: '请您先完成实名认证',
  cardRequired: '您还没有绑定银行卡，绑定之后才可提现',
  /** Ours: the spec gives no text for an empty or unreadable amount. */
  amountRequired: '请输入提现金额',
  /** Ours: a typed value that is not an amount ("1e2", "0x64", "abc"). */
  amountFormat: '请输入正确的金额',
  /** Ours: a third decimal ("100.123") is never rounded away. */
  amountPrecision: '提现金额最多两位小数',
  belowMin: '至少要6元才可提现',
  aboveBalance: '已超过您的最大余额',
  /** Ours: the spec gives the ¥20,000 limit but no text. */
  aboveMax: '单笔提现不能超过20000元',
  codeRequired: '请输入验证码',
} as const;
export type WithdrawalMessage = (typeof WITHDRAWAL_MESSAGES)[keyof typeof WITHDRAWAL_MESSAGES] | RealNameRequiredMessage;

/**
 * Before the withdraw form can be used: real name verified first (a card cannot be bound without it; the refusal says
 * whether it is missing, under review or rejected — realNameRequiredMessage), then a bound card. Null when both hold.
 */
export function withdrawalPreconditionMessage(input: { realNameState: RealNameState; hasBankCard: boolean }): WithdrawalMessage | null {
  const realName = realNameRequiredMessage(input.realNameState);
  if (realName) return realName;
  if (!input.hasBankCard) return WITHDRAWAL_MESSAGES.cardRequired;
  return null;
}

/** Which message an unreadable amount gets: empty asks for one, a value that is not an amount says so, a negative amount is below the minimum, an absurdly long one above the balance. */
const UNREADABLE_AMOUNT_MESSAGE = {
  empty: WITHDRAWAL_MESSAGES.amountRequired,
  format: WITHDRAWAL_MESSAGES.amountFormat,
  precision: WITHDRAWAL_MESSAGES.amountPrecision,
  negative: WITHDRAWAL_MESSAGES.belowMin,
  too_large: WITHDRAWAL_MESSAGES.aboveBalance,
} as const satisfies Record<ParseYuanError, WithdrawalMessage>;

export type WithdrawalAmountCheck = { ok: true; amountFen: Fen; feeFen: Fen; totalFen: Fen } | { ok: false; message: WithdrawalMessage };

/**
 * Checks a typed amount (yuan text) against the usable balance (balance − frozen), in this order: readable
 * amount, at least ¥6, amount + the ¥5 fee not above the usable balance (已超过您的最大余额), at most ¥20,000.
 * On success gives the fee and the total frozen and finally debited (amount + fee); the card receives the amount.
 */
export function checkWithdrawalAmount(amountText: string, usableFen: Fen): WithdrawalAmountCheck {
  const parsed = parseYuan(amountText);
  if (!parsed.ok) return { ok: false, message: UNREADABLE_AMOUNT_MESSAGE[parsed.error] };
  const amountFen = parsed.fen;
  if (amountFen < WITHDRAWAL_MIN_FEN) return { ok: false, message: WITHDRAWAL_MESSAGES.belowMin };
  const totalFen = amountFen + WITHDRAWAL_FEE_FEN;
  if (totalFen > Math.max(0, toFenOrZero(usableFen))) return { ok: false, message: WITHDRAWAL_MESSAGES.aboveBalance };
  if (amountFen > WITHDRAWAL_MAX_FEN) return { ok: false, message: WITHDRAWAL_MESSAGES.aboveMax };
  return { ok: true, amountFen, feeFen: WITHDRAWAL_FEE_FEN, totalFen };
}

/** The most that can be withdrawn from a usable balance (the fee on top), 0 when below the minimum. */
export function maxWithdrawalFen(usableFen: Fen): Fen {
  const most = Math.min(WITHDRAWAL_MAX_FEN, Math.max(0, toFenOrZero(usableFen)) - WITHDRAWAL_FEE_FEN);
  return most >= WITHDRAWAL_MIN_FEN ? most : 0;
}

/** Withdrawal statuses as stored: pending (frozen, waiting for 财务), paid, failed (rejected, unfrozen). */
export const WITHDRAWAL_STATUS_NAMES = { pending: '待打款', paid: '已打款', failed: '已驳回' } as const;
export type WithdrawalStatus = keyof typeof WITHDRAWAL_STATUS_NAMES;

/** The bill line of a paid-out withdrawal. */
export function withdrawalNotice(amountFen: Fen, feeFen: Fen, cardTail: string): string {
  return `提现到银行卡（尾号${cardTail}），含手续费${formatYuan(feeFen)}元，到账${formatYuan(amountFen)}元`;
}

/** The ledger line of a withdrawal's freeze: the balance is unchanged, amount + fee leave the usable balance. */
export function withdrawalFreezeNotice(amountFen: Fen, feeFen: Fen): string {
  return `提现申请，冻结${formatYuan(amountFen + feeFen)}元（含手续费${formatYuan(feeFen)}元），打款前不可使用`;
}

/** The ledger line of a rejected withdrawal: the frozen amount is usable again. */
export function withdrawalReleaseNotice(amountFen: Fen, feeFen: Fen): string {
  return `提现被驳回，解冻${formatYuan(amountFen + feeFen)}元`;
}

/** Ours: the rejection reason is required and short. */
export const WITHDRAWAL_REJECT_MESSAGES = { reasonRequired: '请输入驳回原因', reasonTooLong: '驳回原因不能超过100个字' } as const;
export function withdrawalRejectReasonProblem(reason: string): string | null {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (!text) return WITHDRAWAL_REJECT_MESSAGES.reasonRequired;
  return text.length > 100 ? WITHDRAWAL_REJECT_MESSAGES.reasonTooLong : null;
}
