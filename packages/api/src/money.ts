/** /money keys 1 and 2 (issues 17 and 27): the buyer's bills and top-up, by QR or on the phone. */
import type { ApiClient } from './client';
import { call, queryKey, type InputOf } from './endpoint';
import { moneyRoutes } from './routes.generated';

/** A page of bills: page, limit (10 unless named), start and end days ('' for open). The contract's input. */
export type BillsRequest = InputOf<typeof moneyRoutes.bills>;
/**
 * A top-up: payFee (yuan), payWay, pattern QR (the default) or H5 (on the phone), back: the payment the top-up was
 * opened from (a path). The contract's input: the server checks and refuses with the spec's messages.
 */
export type RechargeRequestBody = InputOf<typeof moneyRoutes.recharge>;

export function moneyApi(client: ApiClient) {
  return {
    bills: ({ page, limit = 10, start = '', end = '' }: BillsRequest) => call(client, moneyRoutes.bills, { page, limit, start, end }),
    recharge: ({ payFee, payWay, pattern = 'QR', back }: RechargeRequestBody) =>
      call(client, moneyRoutes.recharge, { payFee, payWay, pattern, ...(back ? { back } : {}) }),
    rechargeStatus: (outTradeNo: string) => call(client, moneyRoutes.rechargeStatus, { outTradeNo }),
    payWays: () => call(client, moneyRoutes.payWays, {}),
  };
}
export type MoneyApi = ReturnType<typeof moneyApi>;

/**
 * The buyer's money reads: bills per query, a recharge's status. A credited top-up invalidates `moneyKeys.all` and
 * the balance (cartKeys.balance()).
 */
export const moneyKeys = {
  all: ['money'] as const,
  bills: (query: BillsRequest) => queryKey(moneyRoutes.bills, query),
  recharge: (outTradeNo: string) => queryKey(moneyRoutes.rechargeStatus, { outTradeNo }),
  payWays: () => queryKey(moneyRoutes.payWays),
};
