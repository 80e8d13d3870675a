import { object, string, type InferType } from 'yup';
import { PAY_WAYS, RECHARGE_DEFAULT_YUAN } from '../constants';
import { holderMatchesRealName, normalizeBankCardNumber } from '../identity';
import { type Fen } from '../money';
import { PAY_PATTERNS } from '../phonePay';
import { realNameRequiredMessage } from '../realName';
import type { RealNameState } from '../statuses';
import { checkRechargeAmount, TOP_UP_MESSAGES } from '../topUp';
import { checkWithdrawalAmount, WITHDRAWAL_MESSAGES, withdrawalPreconditionMessage } from '../withdrawal';
import { optionalText, requiredId, requiredText } from './fields';
import { FORM_ROOT_PATH } from './validate';

function contextOf<T extends object>(context: unknown): Partial<T> {
  return typeof context === 'object' && context !== null ? (context as Partial<T>) : {};
}

/* ------------------------------------------------------------------ recharge */

/** The recharge form's texts: the top-up's own (the server refuses with the same ones). */
export const RECHARGE_MESSAGES = {
  amountRequired: TOP_UP_MESSAGES.amountRequired,
  payWayRequired: TOP_UP_MESSAGES.payWayRequired,
  /** Ours: 付款方式 is two radios, one always set; never shown but never an English default either. */
  patternRequired: '请选择付款方式',
} as const;

/**
 * /money key 2: amount in yuan (presets 1000/2000/5000, default 1000), pay way and where to pay (手机支付 or 扫码支付).
 * The amount is checkRechargeAmount's: empty gives 请输入充值金额, zero, negative, letters or a third decimal
 * 充值金额须大于0，最多两位小数, above RECHARGE_MAX_FEN 单次充值金额不能超过50000元.
 */
export const rechargeSchema = object({
  payFee: string()
    .typeError(RECHARGE_MESSAGES.amountRequired)
    .default(String(RECHARGE_DEFAULT_YUAN))
    .test('amount', RECHARGE_MESSAGES.amountRequired, (value, context) => {
      const check = checkRechargeAmount(value ?? '');
      return check.ok ? true : context.createError({ message: check.message });
    }),
  payWay: string()
    .typeError(RECHARGE_MESSAGES.payWayRequired)
    .oneOf(PAY_WAYS, RECHARGE_MESSAGES.payWayRequired)
    .required(RECHARGE_MESSAGES.payWayRequired),
  /** A choice of two radios, always set: the device's default (payPatternFor) unless switched. */
  pattern: string().oneOf(PAY_PATTERNS, RECHARGE_MESSAGES.patternRequired).default('QR'),
});
export type RechargeValues = InferType<typeof rechargeSchema>;

/* ------------------------------------------------------------------ withdraw */

/** What the withdraw form checks against (from the account and real-name calls). Missing facts count as not met. */
export type WithdrawContext = { balanceFen: Fen; hasBankCard: boolean; realNameState: RealNameState };

/**
 * /money key 3, in the spec's order: amount (至少要6元才可提现, then 已超过您的最大余额, then the ¥20,000 limit),
 * the SMS code, then — on the form level (path "root") — verified real name (missing, under review or rejected each
 * say so) and a bound card.
 * Pass the context: `validateForm(withdrawSchema, values, { balanceFen, hasBankCard, realNameState })`.
 */
export const withdrawSchema = object({
  withdrawValue: string()
    .typeError(WITHDRAWAL_MESSAGES.amountRequired)
    .default('')
    .test('amount', WITHDRAWAL_MESSAGES.amountRequired, (value, context) => {
      const { balanceFen } = contextOf<WithdrawContext>(context.options.context);
      const check = checkWithdrawalAmount(value ?? '', typeof balanceFen === 'number' ? balanceFen : 0);
      return check.ok ? true : context.createError({ message: check.message });
    }),
  smsCode: requiredText(WITHDRAWAL_MESSAGES.codeRequired),
}).test('preconditions', WITHDRAWAL_MESSAGES.realNameRequired, (_value, context) => {
  const { hasBankCard, realNameState } = contextOf<WithdrawContext>(context.options.context);
  const message = withdrawalPreconditionMessage({ realNameState: realNameState ?? 'none', hasBankCard: hasBankCard === true });
  return message === null ? true : context.createError({ path: FORM_ROOT_PATH, message });
});
export type WithdrawValues = InferType<typeof withdrawSchema>;

/* ------------------------------------------------------------------ bank card */

export const BANK_CARD_MESSAGES = {
  holderRequired: '请输入持卡人姓名',
  numberRequired: '请输入银行卡号',
  /** Ours: the spec only requires the number. */
  numberInvalid: '请输入正确的银行卡号',
  bankRequired: '请选择银行',
  regionRequired: '请选择开户地区',
  branchRequired: '请输入开户支行',
  realNameRequired: '请您先完成实名认证',
  /** Ours: the spec says the card must match the real-name identity but gives no text. */
  holderMismatch: '持卡人姓名须与实名认证姓名一致',
} as const;

/** What the bank-card form checks against: the verified real name. */
export type BankCardContext = { realNameState: RealNameState; realName: string };

/**
 * /money key 4: holder, card number (12–19 digits, spaces allowed), bank, region (province and city), branch;
 * then on the form level (path "root"): real name verified first (请您先完成实名认证, or 实名认证审核中 while under
 * review — realNameRequiredMessage), then the holder must be the verified name. Pass the context: `{ realNameState, realName }`.
 */
export const bankCardSchema = object({
  cardName: requiredText(BANK_CARD_MESSAGES.holderRequired),
  cardNumber: requiredText(BANK_CARD_MESSAGES.numberRequired)
    .test('card', BANK_CARD_MESSAGES.numberInvalid, (value) => value === undefined || normalizeBankCardNumber(value) !== null)
    .transform((value: unknown) => (typeof value === 'string' ? (normalizeBankCardNumber(value) ?? value) : value)),
  bankName: requiredText(BANK_CARD_MESSAGES.bankRequired),
  bankcode: requiredId(BANK_CARD_MESSAGES.bankRequired),
  province: requiredId(BANK_CARD_MESSAGES.regionRequired),
  city: requiredId(BANK_CARD_MESSAGES.regionRequired),
  area: optionalText(),
  bankBranch: requiredText(BANK_CARD_MESSAGES.branchRequired),
}).test('identity', BANK_CARD_MESSAGES.realNameRequired, (value, context) => {
  const { realNameState, realName } = contextOf<BankCardContext>(context.options.context);
  const refusal = realNameRequiredMessage(realNameState);
  if (refusal) return context.createError({ path: FORM_ROOT_PATH, message: refusal });
  const holder = typeof value?.cardName === 'string' ? value.cardName : '';
  if (holder !== '' && !holderMatchesRealName(holder, typeof realName === 'string' ? realName : '')) {
    return context.createError({ path: FORM_ROOT_PATH, message: BANK_CARD_MESSAGES.holderMismatch });
  }
  return true;
});
export type BankCardValues = InferType<typeof bankCardSchema>;
