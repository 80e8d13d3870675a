/** The allocation tool's calls (/goodTp, §7), each bound to the operator's ?sign: the endpoints of ./contracts/operatorTool. */
import type { ApiClient } from './client';
import { call, type InputOf } from './endpoint';
import type { BuyLineInput, OperatorSortField } from './contracts/operatorTool';
import { operatorToolRoutes as R } from './routes.generated';

/** Goods list query as the page holds it; the client sends orderBys and limitPrice in the spec's shapes. */
export type GoodsQuery = Omit<InputOf<typeof R.goodsList>, 'sign' | 'orderBys' | 'limitPrice'> & {
  orderBys?: Partial<Record<OperatorSortField, 'asc' | 'desc'>>;
  /** [min, max] in yuan; null = open bound. */
  limitPrice?: readonly [number | string | null, number | string | null];
};

/** The checkout target: buyer, address (receiverHash = cp6 address id) and delivery method. */
export type OperatorOrderTarget = { buyerId: number | string; receiverHash: number | string; receiverType?: number | string | null };

/** The allocation tool's calls (/goodTp), each bound to the operator's sign (sent as ?sign, not in the body). */
export function operatorToolApi(client: ApiClient) {
  const bound = (sign: string) => ({ query: { sign } });
  const cartIds = (ids: readonly number[]) => ids.join(',');
  return {
    /** Whether the sign is valid (else ApiError 401) and whether it may change a line's 差价. */
    permission: (sign: string) => call(client, R.permission, {}, bound(sign)),
    pageInfo: (sign: string) => call(client, R.pageInfo, {}, bound(sign)),
    categories: (sign: string, styleId: number | null) => call(client, R.category, { styleId }, bound(sign)),
    goodsList: (sign: string, q: GoodsQuery) =>
      call(
        client,
        R.goodsList,
        { ...q, orderBys: q.orderBys ? JSON.stringify(q.orderBys) : undefined, limitPrice: q.limitPrice ? [...q.limitPrice] : undefined },
        bound(sign),
      ),
    priceCoefficient: (sign: string, flwCode: string, price: number | string) =>
      call(client, R.priceCoefficient, { flwCode, price }, bound(sign)),

    getCart: (sign: string) => call(client, R.getCart, {}, bound(sign)),
    /** Adds lots (or updates lots already in the cart); differAmount other than the lot's needs editDifferAmount. */
    batchAdd: (sign: string, lines: readonly BuyLineInput[]) => call(client, R.batchAdd, { buys: JSON.stringify(lines) }, bound(sign)),
    deleteCart: (sign: string, ids: readonly number[]) => call(client, R.deleteCart, { ids: cartIds(ids) }, bound(sign)),
    clearCart: (sign: string) => call(client, R.clearCart, {}, bound(sign)),
    batchEditPrice: (sign: string, change: Omit<InputOf<typeof R.batchEditPrice>, 'sign' | 'ids'> & { ids: readonly number[] }) =>
      call(client, R.batchEditPrice, { ...change, ids: cartIds(change.ids) }, bound(sign)),
    /** Resolves with data.count (bundles allocated; show domain autoAllocatedMessage(count): 自动调配成功，总数量【{n}】扎). */
    autoAdd: (sign: string, options: Omit<InputOf<typeof R.autoAdd>, 'sign'>) => call(client, R.autoAdd, options, bound(sign)),

    userInfo: (sign: string, buyerId: number | string) => call(client, R.userInfo, { buyerId }, bound(sign)),
    /** Buyers by 买家ID, phone, name or account number (an exact id, phone or account number first); at most a few. */
    findBuyers: (sign: string, keyword: string) => call(client, R.findBuyers, { keyword }, bound(sign)),
    preview: (sign: string, target: OperatorOrderTarget) => call(client, R.preview, { type: 'all', ...target }, bound(sign)),
    /**
     * Places the cart as the buyer's order: pay 0 unpaid (待付款), pay 1 paid from the balance. Resolves with the order
     * (show domain orderPlacedMessage(goodsNum): 下单成功，成功购买{n}扎); rejects with ApiError — code 411 您的账户余额不足…
     * with data {balance}, 409 a lot without enough stock, 400 others — nothing was taken then.
     */
    submit: (sign: string, target: OperatorOrderTarget & Pick<InputOf<typeof R.submit>, 'pay' | 'requestKey'>) =>
      call(client, R.submit, { type: 'all', ...target }, bound(sign)),
  };
}

export type OperatorToolApi = ReturnType<typeof operatorToolApi>;
