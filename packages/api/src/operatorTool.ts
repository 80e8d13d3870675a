import type { ApiClient } from './client';
import type {
  AllocationCart,
  AutoAddBody,
  AutoAddResult,
  BatchEditPriceBody,
  BuyLineInput,
  CategoryOption,
  GoodsList,
  GoodsListBody,
  OperatorBuyer,
  OperatorBuyerMatches,
  OperatorPreview,
  OperatorSortField,
  OperatorSubmitBody,
  OperatorSubmitResult,
  PriceCoefficient,
} from './contracts/operatorTool';
import { PATHS } from './endpoints';
import type { OperatorPageInfo } from './types';

/** The allocation tool's paths (§7), each called with ?sign. get-permission is PATHS.operatorPermission. */
export const OPERATOR_TOOL_PATHS = {
  permission: PATHS.operatorPermission,
  priceCoefficient: '/cp6/stock/get-price-coefficient',
  pageInfo: '/cp6/stock/get-page-info',
  category: '/cp6/stock/get-category',
  goodsList: '/cp6/stock/get-goods-list',
  autoAdd: '/cp6/cart/auto-add',
  batchAdd: '/cp6/cart/batch-add',
  deleteCart: '/cp6/cart/delete-cart',
  clearCart: '/cp6/cart/clear-cart',
  getCart: '/cp6/cart/get-cart',
  batchEditPrice: '/cp6/cart/batch-edit-price',
  userInfo: '/cp6/order/user-info',
  findBuyers: '/cp6/order/find-buyers',
  preview: '/cp6/order/preview',
  submit: '/cp6/order/submit',
} as const;

/** Goods list query as the page holds it; the client sends orderBys and limitPrice in the spec's shapes. */
export type GoodsQuery = Omit<GoodsListBody, 'sign' | 'orderBys' | 'limitPrice'> & {
  orderBys?: Partial<Record<OperatorSortField, 'asc' | 'desc'>>;
  /** [min, max] in yuan; null = open bound. */
  limitPrice?: readonly [number | string | null, number | string | null];
};

/** The checkout target: buyer, address (receiverHash = cp6 address id) and delivery method. */
export type OperatorOrderTarget = { buyerId: number | string; receiverHash: number | string; receiverType?: number | string | null };

/** The allocation tool's calls (/goodTp), each bound to the operator's sign. */
export function operatorToolApi(client: ApiClient) {
  const post = <T>(sign: string, path: string, payload: Record<string, unknown> = {}) => client.post<T>(path, payload, { query: { sign } });
  const cartIds = (ids: readonly number[]) => ids.join(',');
  return {
    pageInfo: (sign: string) => post<OperatorPageInfo>(sign, OPERATOR_TOOL_PATHS.pageInfo),
    categories: (sign: string, styleId: number | null) => post<CategoryOption[]>(sign, OPERATOR_TOOL_PATHS.category, { styleId }),
    goodsList: (sign: string, q: GoodsQuery) =>
      post<GoodsList>(sign, OPERATOR_TOOL_PATHS.goodsList, {
        ...q,
        orderBys: q.orderBys ? JSON.stringify(q.orderBys) : undefined,
        limitPrice: q.limitPrice ? [...q.limitPrice] : undefined,
      }),
    priceCoefficient: (sign: string, flwCode: string, price: number | string) =>
      post<PriceCoefficient>(sign, OPERATOR_TOOL_PATHS.priceCoefficient, { flwCode, price }),

    getCart: (sign: string) => post<AllocationCart>(sign, OPERATOR_TOOL_PATHS.getCart),
    /** Adds lots (or updates lots already in the cart); differAmount other than the lot's needs editDifferAmount. */
    batchAdd: (sign: string, lines: readonly BuyLineInput[]) =>
      post<AllocationCart>(sign, OPERATOR_TOOL_PATHS.batchAdd, { buys: JSON.stringify(lines) }),
    deleteCart: (sign: string, ids: readonly number[]) => post<AllocationCart>(sign, OPERATOR_TOOL_PATHS.deleteCart, { ids: cartIds(ids) }),
    clearCart: (sign: string) => post<AllocationCart>(sign, OPERATOR_TOOL_PATHS.clearCart),
    batchEditPrice: (sign: string, change: Omit<BatchEditPriceBody, 'sign' | 'ids'> & { ids: readonly number[] }) =>
      post<AllocationCart>(sign, OPERATOR_TOOL_PATHS.batchEditPrice, { ...change, ids: cartIds(change.ids) }),
    /** Resolves with data.count (bundles allocated; show domain autoAllocatedMessage(count): 自动调配成功，总数量【{n}】扎). */
    autoAdd: (sign: string, options: Omit<AutoAddBody, 'sign'>) => post<AutoAddResult>(sign, OPERATOR_TOOL_PATHS.autoAdd, options),

    userInfo: (sign: string, buyerId: number | string) => post<OperatorBuyer>(sign, OPERATOR_TOOL_PATHS.userInfo, { buyerId }),
    /** Buyers by 买家ID, phone, name or account number (an exact id, phone or account number first); at most a few. */
    findBuyers: (sign: string, keyword: string) => post<OperatorBuyerMatches>(sign, OPERATOR_TOOL_PATHS.findBuyers, { keyword }),
    preview: (sign: string, target: OperatorOrderTarget) =>
      post<OperatorPreview>(sign, OPERATOR_TOOL_PATHS.preview, { type: 'all', ...target }),
    /**
     * Places the cart as the buyer's order: pay 0 unpaid (待付款), pay 1 paid from the balance. Resolves with the order
     * (show domain orderPlacedMessage(goodsNum): 下单成功，成功购买{n}扎); rejects with ApiError — code 411 您的账户余额不足…
     * with data {balance}, 409 a lot without enough stock, 400 others — nothing was taken then.
     */
    submit: (sign: string, target: OperatorOrderTarget & Pick<OperatorSubmitBody, 'pay' | 'requestKey'>) =>
      post<OperatorSubmitResult>(sign, OPERATOR_TOOL_PATHS.submit, { type: 'all', ...target }),
  };
}

export type OperatorToolApi = ReturnType<typeof operatorToolApi>;
