/** /money keys 3 and 4 (issue 17 slice B2): bank card and withdrawal; the 财务 desk's payouts. */
import type { ApiClient } from './client';
import type {
  BankCardInfo,
  BankOption,
  BindBankCardBody,
  PayoutDecision,
  PayoutIdBody,
  PayoutPage,
  PayoutQuery,
  PayoutRejectBody,
  WithdrawBody,
  WithdrawInfo,
  WithdrawResult,
} from './contracts/withdraw';

/** §7's paths, plus ours: withdraw-info (what the form needs) and the desk's. */
export const WITHDRAW_PATHS = {
  myBankCard: '/v1/info/my-bank-card',
  bankList: '/v1/info/get-bank-list',
  bindBankCard: '/v1/info/bind-bank-card',
  sendSms: '/v1/finance/send-sms',
  withdraw: '/v1/finance/withdraw',
  withdrawInfo: '/v1/finance/withdraw-info',
  payouts: '/admin/withdrawals',
  pay: '/admin/withdrawals/pay',
  reject: '/admin/withdrawals/reject',
} as const;

export function withdrawApi(client: ApiClient) {
  return {
    myBankCard: () => client.get<BankCardInfo>(WITHDRAW_PATHS.myBankCard),
    bankList: () => client.get<BankOption[]>(WITHDRAW_PATHS.bankList),
    bindBankCard: (card: BindBankCardBody) => client.post<BankCardInfo>(WITHDRAW_PATHS.bindBankCard, card),
    sendSms: () => client.post<{ resendSeconds: number; expiresInSeconds: number }>(WITHDRAW_PATHS.sendSms, {}),
    withdrawInfo: () => client.get<WithdrawInfo>(WITHDRAW_PATHS.withdrawInfo),
    withdraw: (body: WithdrawBody) => client.post<WithdrawResult>(WITHDRAW_PATHS.withdraw, body),
  };
}
export type WithdrawApi = ReturnType<typeof withdrawApi>;

/** The 财务 desk's payout calls (staff token). */
export function adminWithdrawalsApi(client: ApiClient) {
  return {
    list: (filters: PayoutQuery = {}) => client.get<PayoutPage>(WITHDRAW_PATHS.payouts, { query: filters }),
    pay: (body: PayoutIdBody) => client.post<PayoutDecision>(WITHDRAW_PATHS.pay, body),
    reject: (body: PayoutRejectBody) => client.post<PayoutDecision>(WITHDRAW_PATHS.reject, body),
  };
}
export type AdminWithdrawalsApi = ReturnType<typeof adminWithdrawalsApi>;

export const withdrawKeys = {
  all: ['withdraw'] as const,
  card: () => [...withdrawKeys.all, 'card'] as const,
  banks: () => [...withdrawKeys.all, 'banks'] as const,
  info: () => [...withdrawKeys.all, 'info'] as const,
};
export const adminWithdrawalKeys = {
  all: ['adminWithdrawals'] as const,
  list: (filters: PayoutQuery) => [...adminWithdrawalKeys.all, 'list', filters] as const,
};
