/** /money keys 1 and 2 (issues 17 and 27): the buyer's bills and top-up, by QR or on the phone. */
import type { ApiClient } from './client';
import type { BillPage, PayWaysOn, RechargeCreated, RechargeStatus } from './contracts/money';

/** §7's paths, plus ours: the recharge's status (the page polls it), the gateways' notify and the sandbox's pages. */
export const MONEY_PATHS = {
  bills: '/pc/finance/detail',
  recharge: '/pc/pay-gate/recharge',
  /** Ours: one recharge of the buyer's (pending / paid / expired) and their balance. */
  rechargeStatus: '/pc/pay-gate/recharge-status',
  /** Ours: the pay ways this server takes (PAY_GATEWAY) and their gateways' names; the panel offers only these. */
  payWays: '/pc/pay-gate/pay-ways',
  /** Ours: where a gateway posts its signed notify (/pay-gate/notify/sandbox). */
  notify: '/pay-gate/notify/:gateway',
  /** Ours: the sandbox gateway's payer page, and its 确认支付 / 取消 (server-rendered, PAY_GATEWAY=sandbox only). */
  sandboxPage: '/pay-sandbox/:outTradeNo',
  sandboxAction: '/pay-sandbox/:outTradeNo/:action',
} as const;

export type BillsRequest = { page: number; limit?: number; start?: string; end?: string };
/** pattern: QR (the default) or H5 (on the phone); back: the payment the top-up was opened from (a path). */
export type RechargeRequestBody = { payFee: string; payWay: 'ALIPAY' | 'WECHAT'; pattern?: 'QR' | 'H5'; back?: string };

export function moneyApi(client: ApiClient) {
  return {
    bills: ({ page, limit = 10, start = '', end = '' }: BillsRequest) =>
      client.post<BillPage>(MONEY_PATHS.bills, { page, limit, start, end }),
    recharge: ({ payFee, payWay, pattern = 'QR', back }: RechargeRequestBody) =>
      client.post<RechargeCreated>(MONEY_PATHS.recharge, { payFee, payWay, pattern, ...(back ? { back } : {}) }),
    rechargeStatus: (outTradeNo: string) => client.post<RechargeStatus>(MONEY_PATHS.rechargeStatus, { outTradeNo }),
    payWays: () => client.post<PayWaysOn>(MONEY_PATHS.payWays, {}),
  };
}
export type MoneyApi = ReturnType<typeof moneyApi>;

/**
 * The buyer's money reads: bills per query, a recharge's status. A credited top-up invalidates `moneyKeys.all` and
 * the balance (cartKeys.balance()).
 */
export const moneyKeys = {
  all: ['money'] as const,
  bills: (query: BillsRequest) => [...moneyKeys.all, 'bills', query] as const,
  recharge: (outTradeNo: string) => [...moneyKeys.all, 'recharge', outTradeNo] as const,
  payWays: () => [...moneyKeys.all, 'pay-ways'] as const,
};
