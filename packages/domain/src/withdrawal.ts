import { toFenOrZero } from './internal/numbers';
import { parseYuan, type Fen, type ParseYuanError } from './money';

/** Withdrawal fee (§9): ¥5.00, deducted from the amount withdrawn. */
export const WITHDRAWAL_FEE_FEN: Fen = 500;

/**
 * Minimum withdrawal. The spec says both "minimum 5" and the message 至少要6元才可提现.
 * Decision: ¥6, matching the message, so the ¥5 fee never eats the whole amount (at least ¥1 arrives).
 */
export const WITHDRAWAL_MIN_FEN: Fen = 600;

/** Maximum per withdrawal: ¥20,000. */
export const WITHDRAWAL_MAX_FEN: Fen = 2_000_000;

export const WITHDRAWAL_MESSAGES = {
  realNameRequired: '请您先完成实名认证',
  cardRequired: '您还没有绑定银行卡，绑定之后才可提现',
  /** Ours: the spec gives no text for an empty or unreadable amount. */
  amountRequired: '请输入提现金额',
  belowMin: '至少要6元才可提现',
  aboveBalance: '已超过您的最大余额',
  /** Ours: the spec gives the ¥20,000 limit but no text. */
  aboveMax: '单笔提现不能超过20000元',
  codeRequired: '请输入验证码',
} as const;
export type WithdrawalMessage = (typeof WITHDRAWAL_MESSAGES)[keyof typeof WITHDRAWAL_MESSAGES];

/**
 * Before the withdraw form can be used: real name verified first (a card cannot be bound without it), then a bound card.
 * Null when both hold.
 */
export function withdrawalPreconditionMessage(input: { realNameVerified: boolean; hasBankCard: boolean }): WithdrawalMessage | null {
  if (!input.realNameVerified) return WITHDRAWAL_MESSAGES.realNameRequired;
  if (!input.hasBankCard) return WITHDRAWAL_MESSAGES.cardRequired;
  return null;
}

/** Which message an unreadable amount gets: a negative amount is below the minimum, an absurdly long one above the balance. */
const UNREADABLE_AMOUNT_MESSAGE = {
  empty: WITHDRAWAL_MESSAGES.amountRequired,
  format: WITHDRAWAL_MESSAGES.amountRequired,
  precision: WITHDRAWAL_MESSAGES.amountRequired,
  negative: WITHDRAWAL_MESSAGES.belowMin,
  too_large: WITHDRAWAL_MESSAGES.aboveBalance,
} as const satisfies Record<ParseYuanError, WithdrawalMessage>;

export type WithdrawalAmountCheck = { ok: true; amountFen: Fen; feeFen: Fen; netFen: Fen } | { ok: false; message: WithdrawalMessage };

/**
 * Checks a typed amount (yuan text) against the balance, in this order: readable amount, at least ¥6, not above
 * the balance (the fee comes out of the amount, so the whole balance may be withdrawn), at most ¥20,000.
 * On success gives the fee and what arrives on the card (amount − ¥5).
 */
export function checkWithdrawalAmount(amountText: string, balanceFen: Fen): WithdrawalAmountCheck {
  const parsed = parseYuan(amountText);
  if (!parsed.ok) return { ok: false, message: UNREADABLE_AMOUNT_MESSAGE[parsed.error] };
  const amountFen = parsed.fen;
  if (amountFen < WITHDRAWAL_MIN_FEN) return { ok: false, message: WITHDRAWAL_MESSAGES.belowMin };
  if (amountFen > Math.max(0, toFenOrZero(balanceFen))) return { ok: false, message: WITHDRAWAL_MESSAGES.aboveBalance };
  if (amountFen > WITHDRAWAL_MAX_FEN) return { ok: false, message: WITHDRAWAL_MESSAGES.aboveMax };
  return { ok: true, amountFen, feeFen: WITHDRAWAL_FEE_FEN, netFen: amountFen - WITHDRAWAL_FEE_FEN };
}
