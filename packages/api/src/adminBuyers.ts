/** The back office's 买家 desk calls (ours, beyond the spec), under the API base. Types come from ./contracts/adminBuyers. */
import type { ApiClient } from './client';
import { call } from './endpoint';
import { adminBuyerRoutes } from './routes.generated';
import type { BalanceAdjustBody, BuyerManagerBody, BuyerSearchQuery, SettleOrderBody } from './contracts/adminBuyers';

/** 买家 desk calls; the client carries the staff token (管理员, 财务 and 客服 look; 财务 and 管理员 adjust; 客服 and 管理员 set the manager). */
export function adminBuyersApi(client: ApiClient) {
  return {
    search: (filters: BuyerSearchQuery = {}) => call(client, adminBuyerRoutes.search, filters),
    detail: (buyerId: number) => call(client, adminBuyerRoutes.detail, { buyerId }),
    ledger: (buyerId: number, page = 1, limit = 20) => call(client, adminBuyerRoutes.ledger, { buyerId, page, limit }),
    orders: (buyerId: number, page = 1, limit = 10) => call(client, adminBuyerRoutes.orders, { buyerId, page, limit }),
    adjust: (body: BalanceAdjustBody) => call(client, adminBuyerRoutes.adjust, body),
    /** 代扣付款 (财务, 管理员): the buyer's unpaid order paid from their balance. */
    settleOrder: (body: SettleOrderBody) => call(client, adminBuyerRoutes.settleOrder, body),
    /** 设置客户经理 (客服, 管理员): both empty takes the manager away. */
    setManager: (body: BuyerManagerBody) => call(client, adminBuyerRoutes.manager, body),
  };
}
export type AdminBuyersApi = ReturnType<typeof adminBuyersApi>;
