/**
 * Contracts of /money keys 3 and 4 (issue 17 slice B2): the bank card (§7 /v1/info/my-bank-card, get-bank-list,
 * bind-bank-card), the withdrawal (§7 /v1/finance/send-sms, /v1/finance/withdraw, plus ours withdraw-info) and the
 * 财务 desk's payouts (/admin/withdrawals…). Money crosses the wire as yuan strings; the domain checks the fields.
 */
import { REAL_NAME_STATE_LABELS, WITHDRAWAL_REJECT_MESSAGES, withdrawalRejectReasonProblem, type RealNameState } from '@huashi/domain';
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, entity, isoTime, shanghaiTime, staffPage, whole, yuan } from './answers';
import { body, formValue, int, nothing, oneOf, query, refuse, staffPaging, text } from './fields';

/** A bound card as its owner sees it: the number masked. */
export const myBankCardSchema = entity({
  cardName: z.string(),
  cardNumber: z.string(),
  bankName: z.string(),
  bankcode: z.string(),
  province: z.string(),
  city: z.string(),
  area: z.string(),
  bankBranch: z.string(),
});
export type MyBankCard = z.output<typeof myBankCardSchema>;

/** The buyer's real-name state: none, reviewing (审核中), verified or rejected; only verified may bind and withdraw. */
const realNameStateSchema = z.enum(Object.keys(REAL_NAME_STATE_LABELS) as [RealNameState, ...RealNameState[]]);

/** The card (or null), and whether the buyer may bind one: the verified real name is the only allowed holder. */
export const bankCardInfoSchema = entity({
  card: myBankCardSchema.nullable(),
  realNameState: realNameStateSchema,
  /** The verified real name ('' before verification): the holder the form must match. */
  realName: z.string(),
});
export type BankCardInfo = z.output<typeof bankCardInfoSchema>;

export const bankSchema = entity({ code: z.string(), name: z.string() });
export type BankOption = z.output<typeof bankSchema>;

export const WITHDRAWAL_STATES = ['pending', 'paid', 'failed'] as const;

/** One withdrawal as its owner sees it. */
export const myWithdrawalSchema = entity({
  id: whole,
  amount: yuan,
  fee: yuan,
  total: yuan,
  status: z.enum(WITHDRAWAL_STATES),
  statusName: z.string(),
  /** Why 财务 rejected it; empty otherwise. */
  reason: z.string(),
  createTime: shanghaiTime,
});
export type MyWithdrawal = z.output<typeof myWithdrawalSchema>;

/** What the withdraw form needs: the usable balance, the fee and limits, the preconditions and the latest ones. */
export const withdrawInfoSchema = entity({
  balance: yuan,
  frozen: yuan,
  usable: yuan,
  fee: yuan,
  min: yuan,
  /** The most that may be withdrawn now (fee on top); "0.00" when the usable balance is below minimum + fee. */
  max: yuan,
  realNameState: realNameStateSchema,
  /** The bound card, masked, e.g. "中国工商银行 6222 **** **** 0128"; '' when none. */
  card: z.string(),
  recent: z.array(myWithdrawalSchema),
});
export type WithdrawInfo = z.output<typeof withdrawInfoSchema>;

export const withdrawResultSchema = entity({ withdrawal: myWithdrawalSchema, info: withdrawInfoSchema });
export type WithdrawResult = z.output<typeof withdrawResultSchema>;

export const withdrawSmsSchema = entity({ resendSeconds: whole, expiresInSeconds: whole });

/** One withdrawal on the 财务 desk: the buyer, the full card (to pay it out), the amounts. */
export const payoutRowSchema = entity({
  id: whole,
  buyerId: whole,
  buyerName: z.string(),
  buyerPhone: z.string(),
  amount: yuan,
  fee: yuan,
  total: yuan,
  status: z.enum(WITHDRAWAL_STATES),
  statusName: z.string(),
  cardName: z.string(),
  cardNumber: z.string(),
  bankName: z.string(),
  bankBranch: z.string(),
  region: z.string(),
  /** Why it was rejected; empty otherwise. */
  reason: z.string(),
  createdAt: isoTime,
});
export type PayoutRow = z.output<typeof payoutRowSchema>;
export const payoutPageSchema = staffPage(payoutRowSchema);
export type PayoutPage = z.output<typeof payoutPageSchema>;
export const payoutDecisionSchema = entity({ row: payoutRowSchema });
export type PayoutDecision = z.output<typeof payoutDecisionSchema>;

const withdrawalId = int({ msg: '提现记录不存在', code: 404 });
const rejectReason = z
  .custom<string>(() => true)
  .optional()
  .transform((value, ctx) => {
    const textValue = typeof value === 'string' ? value.trim() : '';
    const problem = withdrawalRejectReasonProblem(textValue.slice(0, 400));
    return problem === null ? textValue : refuse(ctx, value, problem ?? WITHDRAWAL_REJECT_MESSAGES.reasonRequired);
  });

export const withdrawEndpoints = endpoints('withdraw', {
  myBankCard: endpoint('GET', '/v1/info/my-bank-card', 'buyer', { querystring: nothing, response: answers(bankCardInfoSchema) }),
  bankList: endpoint('GET', '/v1/info/get-bank-list', 'buyer', { querystring: nothing, response: answers(z.array(bankSchema)) }),
  /** §3's card fields; province/city/area are the division codes (names looked up by the server). */
  bindBankCard: endpoint('POST', '/v1/info/bind-bank-card', 'buyer', {
    body: body({
      cardName: formValue<string>(),
      cardNumber: formValue<string>(),
      bankName: formValue<string>(),
      bankcode: formValue<string>(),
      province: formValue<string>(),
      city: formValue<string>(),
      area: formValue<string>(),
      bankBranch: formValue<string>(),
    }),
    response: answers(bankCardInfoSchema),
  }),
  sendSms: endpoint('POST', '/v1/finance/send-sms', 'buyer', { body: nothing, response: answers(withdrawSmsSchema) }),
  withdrawInfo: endpoint('GET', '/v1/finance/withdraw-info', 'buyer', { querystring: nothing, response: answers(withdrawInfoSchema) }),
  withdraw: endpoint('POST', '/v1/finance/withdraw', 'buyer', {
    body: body({ withdrawValue: formValue<string | number>(), smsCode: formValue<string>() }),
    response: answers(withdrawResultSchema),
  }),
  payouts: endpoint('GET', '/admin/withdrawals', 'staff:finance', {
    querystring: query({ ...staffPaging(), state: oneOf(WITHDRAWAL_STATES), keyword: text(40) }),
    response: answers(payoutPageSchema),
  }),
  pay: endpoint('POST', '/admin/withdrawals/pay', 'staff:finance', {
    body: body({ id: withdrawalId }),
    response: answers(payoutDecisionSchema),
  }),
  reject: endpoint('POST', '/admin/withdrawals/reject', 'staff:finance', {
    body: body({ id: withdrawalId, reason: rejectReason }),
    response: answers(payoutDecisionSchema),
  }),
});

export type BindBankCardBody = z.input<typeof withdrawEndpoints.bindBankCard.schema.body>;
export type WithdrawBody = z.input<typeof withdrawEndpoints.withdraw.schema.body>;
export type PayoutQuery = z.input<typeof withdrawEndpoints.payouts.schema.querystring>;
export type PayoutIdBody = z.input<typeof withdrawEndpoints.pay.schema.body>;
export type PayoutRejectBody = z.input<typeof withdrawEndpoints.reject.schema.body>;
