/** Request contracts of a buyer's order calls (ORDER_PATHS). */
import { ORDER_TABS, orderTabByCode, orderTabByIndex, PAGE_SIZES, type OrderTab, type OrderTabCode } from '@huashi/domain';
import { z } from 'zod';
import { body, filterId, int, pageNumber, query, refuse, text } from './fields';

/** Refusal texts of the order calls (ours: the spec says only "msg shown"). */
export const ORDER_REFUSALS = {
  orderNotFound: '订单不存在',
  itemNotFound: '商品不存在',
  keywordRequired: '请输入搜索内容',
  /** modify-notice without a notice (an empty string is how a remark is cleared). */
  noticeRequired: '请输入备注内容',
  /** A notice that is not text (a number, an object…). */
  noticeInvalid: '备注格式有误',
} as const;

/** An order id of the buyer's: malformed → 订单不存在 (404), as an id that is not theirs. */
const mainId = int({ msg: ORDER_REFUSALS.orderNotFound, code: 404 });
/** Page ≥ 1; limit 1–50 (default: the orders page size). */
const paging = { page: pageNumber(1, 2_147_483_647), limit: pageNumber(PAGE_SIZES.orders, 50) };

/** A tab code (all/new/processing/shipped/completed) or an index 0–4; anything else lists 全部. */
const tab = z
  .custom<OrderTabCode | number | string>(() => true)
  .optional()
  .transform((value): OrderTab => orderTabByCode(value) ?? orderTabByIndex(value) ?? ORDER_TABS[0]);

export const orderContracts = {
  list: { body: body({ tab, ...paging }) },
  search: {
    body: body({
      keywords: text(100).transform((value, ctx) => value || refuse(ctx, value, ORDER_REFUSALS.keywordRequired)),
      ...paging,
    }),
  },
  detail: { body: body({ mainId }) },
  modifyNotice: {
    body: body({
      /** Checked before the order (the remark's own rules are the domain's remarkSchema, in the service). */
      notice: z
        .custom<string>(() => true)
        .transform((value, ctx) => {
          if (value === undefined || value === null) return refuse(ctx, value, ORDER_REFUSALS.noticeRequired);
          if (typeof value !== 'string') return refuse(ctx, value, ORDER_REFUSALS.noticeInvalid);
          return value;
        }),
      mainId,
    }),
  },
  export: { body: body({ mainId }) },
  /** The spec's payload names itemId while the issue names mainId: either is accepted (malformed → null). */
  confirm: { body: body({ mainId: filterId(), itemId: filterId() }) },
  backOrder: { body: body({ itemId: int({ msg: ORDER_REFUSALS.itemNotFound, code: 404 }) }) },
  /** The one-time download: a malformed link reads as gone (410 page), never as an error. */
  exportFile: {
    querystring: query({
      mainId: filterId(),
      token: z
        .custom<string>(() => true)
        .optional()
        .transform((value) => (typeof value === 'string' ? value : '')),
    }),
  },
} as const;

export type OrderListBody = z.input<typeof orderContracts.list.body>;
export type OrderSearchBody = z.input<typeof orderContracts.search.body>;
export type OrderIdBody = z.input<typeof orderContracts.detail.body>;
export type ModifyNoticeBody = z.input<typeof orderContracts.modifyNotice.body>;
export type ConfirmReceiptBody = z.input<typeof orderContracts.confirm.body>;
export type BackOrderBody = z.input<typeof orderContracts.backOrder.body>;
