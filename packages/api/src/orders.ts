import type { OrderTabCode } from '@huashi/domain';
import type { ApiClient } from './client';
import type { z } from 'zod';
import type {
  BackOrderBody,
  ConfirmReceiptBody,
  ModifyNoticeBody,
  orderDetailSchema,
  orderExportLinkSchema,
  OrderIdBody,
  OrderListBody,
  orderPaymentSchema,
  orderListPageSchema,
  OrderSearchBody,
  orderSearchPageSchema,
  PayOrderBody,
} from './contracts/orders';
import type { ApiEnvelope } from './envelope';

/** Order paths of spec §7 (under the API base). exportFile is ours: the one-time download the export link opens. */
export const ORDER_PATHS = {
  list: '/pc/main/main-order-list',
  search: '/pc/order/search-list',
  detail: '/v2/main/order-detail',
  modifyNotice: '/v2/main/modify-notice',
  export: '/v2/order/order-export',
  /** Ours: GET ?mainId&token — the .xlsx behind data.link (one-time, owner's secret, expires after 10 minutes; the page fetches it). */
  exportFile: '/v2/order/export-file',
  confirm: '/v2/main/confirm-order',
  backOrder: '/v2/main/back-order',
  /** Ours, beyond the spec (issue 18): pays an unpaid operator order (待付款) from the balance. */
  payOrder: '/v1/order/pay-order',
} as const;

export type OrderListPage = z.output<typeof orderListPageSchema>;
export type OrderSearchPage = z.output<typeof orderSearchPageSchema>;
export type OrderDetailData = z.output<typeof orderDetailSchema>;
export type OrderExportLink = z.output<typeof orderExportLinkSchema>;
export type OrderPayment = z.output<typeof orderPaymentSchema>;

/** A buyer's orders: list by tab, search, detail, remark, export, confirm receipt, cancellation request. */
export function ordersApi(client: ApiClient) {
  return {
    list: (tab: OrderTabCode, page: number, limit = 10) =>
      client.post<OrderListPage>(ORDER_PATHS.list, { tab, page, limit } satisfies OrderListBody),
    search: (keywords: string, page: number, limit = 10) =>
      client.post<OrderSearchPage>(ORDER_PATHS.search, { keywords, page, limit } satisfies OrderSearchBody),
    detail: (mainId: number) => client.post<OrderDetailData>(ORDER_PATHS.detail, { mainId } satisfies OrderIdBody),
    /** Resolves with the envelope: the page shows its msg (备注修改成功,可在详情查看). */
    modifyNotice: (mainId: number, notice: string): Promise<ApiEnvelope<{ orderNotice: string }>> =>
      client.postEnvelope<{ orderNotice: string }>(ORDER_PATHS.modifyNotice, { mainId, notice } satisfies ModifyNoticeBody),
    exportLink: (mainId: number) => client.post<OrderExportLink>(ORDER_PATHS.export, { mainId } satisfies OrderIdBody),
    confirmReceipt: (mainId: number): Promise<ApiEnvelope<null>> =>
      client.postEnvelope<null>(ORDER_PATHS.confirm, { mainId } satisfies ConfirmReceiptBody),
    backOrder: (itemId: number): Promise<ApiEnvelope<null>> =>
      client.postEnvelope<null>(ORDER_PATHS.backOrder, { itemId } satisfies BackOrderBody),
    /** Pays an unpaid order (待付款) from the balance; refused 411 您的账户余额不足 with data { balance, amount }. */
    payOrder: (mainId: number) => client.post<OrderPayment>(ORDER_PATHS.payOrder, { mainId } satisfies PayOrderBody),
  };
}
