/** /money keys 3 and 4 (issue 17 slice B2): bank card and withdrawal; the 财务 desk's payouts. */
import type { ApiClient } from './client';
import { call, queryKey } from './endpoint';
import { withdrawRoutes } from './routes.generated';
import type { BindBankCardBody, PayoutIdBody, PayoutQuery, PayoutRejectBody, WithdrawBody } from './contracts/withdraw';

export function withdrawApi(client: ApiClient) {
  return {
    myBankCard: () => call(client, withdrawRoutes.myBankCard),
    bankList: () => call(client, withdrawRoutes.bankList),
    bindBankCard: (card: BindBankCardBody) => call(client, withdrawRoutes.bindBankCard, card),
    sendSms: () => call(client, withdrawRoutes.sendSms, {}),
    withdrawInfo: () => call(client, withdrawRoutes.withdrawInfo),
    withdraw: (body: WithdrawBody) => call(client, withdrawRoutes.withdraw, body),
  };
}
export type WithdrawApi = ReturnType<typeof withdrawApi>;

/** The 财务 desk's payout calls (staff token). */
export function adminWithdrawalsApi(client: ApiClient) {
  return {
    list: (filters: PayoutQuery = {}) => call(client, withdrawRoutes.payouts, filters),
    pay: (body: PayoutIdBody) => call(client, withdrawRoutes.pay, body),
    reject: (body: PayoutRejectBody) => call(client, withdrawRoutes.reject, body),
  };
}
export type AdminWithdrawalsApi = ReturnType<typeof adminWithdrawalsApi>;

export const withdrawKeys = {
  all: ['withdraw'] as const,
  card: () => queryKey(withdrawRoutes.myBankCard),
  banks: () => queryKey(withdrawRoutes.bankList),
  info: () => queryKey(withdrawRoutes.withdrawInfo),
};
/** The 财务 desk's payouts by filters; a payment or refusal invalidates `all` (every filter's list). */
export const adminWithdrawalKeys = {
  all: queryKey(withdrawRoutes.payouts),
  list: (filters: PayoutQuery) => queryKey(withdrawRoutes.payouts, filters),
};
