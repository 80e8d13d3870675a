/** The back office's 买家 desk calls (ours, beyond the spec), under the API base. Types come from ./contracts/adminBuyers. */
import type { ApiClient } from './client';
import type {
  BalanceAdjustBody,
  BalanceAdjustResult,
  BuyerLedgerPage,
  BuyerManagerBody,
  BuyerManagerView,
  BuyerOrderPage,
  BuyerPage,
  BuyerProfileData,
  BuyerSearchQuery,
  SettleOrderBody,
} from './contracts/adminBuyers';
import type { OrderPayment } from './orders';

export const ADMIN_BUYER_PATHS = {
  search: '/admin/buyers',
  detail: '/admin/buyers/detail',
  ledger: '/admin/buyers/ledger',
  orders: '/admin/buyers/orders',
  adjust: '/admin/buyers/adjust',
  /** 代扣付款 of an unpaid operator order (issue 18). */
  settleOrder: '/admin/buyers/settle-order',
  /** 设置客户经理 (issue 26). */
  manager: '/admin/buyers/manager',
} as const;

/** 买家 desk calls; the client carries the staff token (管理员, 财务 and 客服 look; 财务 and 管理员 adjust; 客服 and 管理员 set the manager). */
export function adminBuyersApi(client: ApiClient) {
  return {
    search: (filters: BuyerSearchQuery = {}) => client.get<BuyerPage>(ADMIN_BUYER_PATHS.search, { query: filters }),
    detail: (buyerId: number) => client.get<BuyerProfileData>(ADMIN_BUYER_PATHS.detail, { query: { buyerId } }),
    ledger: (buyerId: number, page = 1, limit = 20) =>
      client.get<BuyerLedgerPage>(ADMIN_BUYER_PATHS.ledger, { query: { buyerId, page, limit } }),
    orders: (buyerId: number, page = 1, limit = 10) =>
      client.get<BuyerOrderPage>(ADMIN_BUYER_PATHS.orders, { query: { buyerId, page, limit } }),
    adjust: (body: BalanceAdjustBody) => client.post<BalanceAdjustResult>(ADMIN_BUYER_PATHS.adjust, body),
    /** 代扣付款 (财务, 管理员): the buyer's unpaid order paid from their balance. */
    settleOrder: (body: SettleOrderBody) => client.post<OrderPayment>(ADMIN_BUYER_PATHS.settleOrder, body),
    /** 设置客户经理 (客服, 管理员): both empty takes the manager away. */
    setManager: (body: BuyerManagerBody) => client.post<BuyerManagerView>(ADMIN_BUYER_PATHS.manager, body),
  };
}
export type AdminBuyersApi = ReturnType<typeof adminBuyersApi>;
