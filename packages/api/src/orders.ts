import type { OrderTabCode } from '@huashi/domain';
import type { ApiClient } from './client';
import { call, callEnvelope } from './endpoint';
import { orderRoutes } from './routes.generated';
import type { z } from 'zod';
import type {
  orderDetailSchema,
  orderExportLinkSchema,
  orderPaymentSchema,
  orderListPageSchema,
  orderSearchPageSchema,
} from './contracts/orders';

export type OrderListPage = z.output<typeof orderListPageSchema>;
export type OrderSearchPage = z.output<typeof orderSearchPageSchema>;
export type OrderDetailData = z.output<typeof orderDetailSchema>;
export type OrderExportLink = z.output<typeof orderExportLinkSchema>;
export type OrderPayment = z.output<typeof orderPaymentSchema>;

/** A buyer's orders: list by tab, search, detail, remark, export, confirm receipt, cancellation request. */
export function ordersApi(client: ApiClient) {
  return {
    list: (tab: OrderTabCode, page: number, limit = 10) => call(client, orderRoutes.list, { tab, page, limit }),
    search: (keywords: string, page: number, limit = 10) => call(client, orderRoutes.search, { keywords, page, limit }),
    detail: (mainId: number) => call(client, orderRoutes.detail, { mainId }),
    /** 再来一单: the order's lines matched to today's lots, as the review sheet (BuySheet). */
    reorder: (mainId: number) => call(client, orderRoutes.reorder, { mainId }),
    /** Resolves with the envelope: the page shows its msg (备注修改成功,可在详情查看). */
    modifyNotice: (mainId: number, notice: string) => callEnvelope(client, orderRoutes.modifyNotice, { mainId, notice }),
    exportLink: (mainId: number) => call(client, orderRoutes.export, { mainId }),
    confirmReceipt: (mainId: number) => callEnvelope(client, orderRoutes.confirm, { mainId }),
    backOrder: (itemId: number) => callEnvelope(client, orderRoutes.backOrder, { itemId }),
    /** Pays an unpaid order (待付款) from the balance; refused 411 您的账户余额不足 with data { balance, amount }. */
    payOrder: (mainId: number) => call(client, orderRoutes.payOrder, { mainId }),
  };
}
