import { REQUEST_VERSION } from '@huashi/domain';
import type { ApiClient } from './client';
import type { z } from 'zod';
import type {
  BatchDeleteBody,
  cartListSchema,
  CheckLogisticsQuery,
  ModifyCartBody,
  previewResultSchema,
  PurchaseBody,
  ShoppingCartBody,
  signKeySchema,
} from './contracts/cart';
import { ApiError, isOk, type ApiEnvelope } from './envelope';
import type { AccountBalance, Coupon, PurchaseProduct, PurchaseResult } from './types';

/** Cart, checkout and account paths of spec §7 (signKey is ours: the spec leaves it unnamed). */
export const CART_PATHS = {
  batchPurchase: '/v1/order/batch-purchase',
  shoppingCart: '/v1/order/shopping-cart',
  modifyCart: '/v1/order/modify-cart',
  batchDelete: '/v1/order/batchdel-item',
  preview: '/v1/order/preview',
  coupons: '/v1/order/coupons',
  cartBuy: '/v1/order/cart-buy',
  checkLogistics: '/v1/buyer/check-logistics',
  queryAccount: '/v1/buyer/query-account',
  /** Ours: the purchase-sign key the client holds (§9) and the request version. */
  signKey: '/v1/order/sign-key',
  /** Ours: how many lines the cart holds (the top bar's badge), without reading the lines. */
  count: '/v1/order/cart-count',
} as const;

/** doWay of batch-purchase: toCart adds to the cart. */
export const DO_WAY_TO_CART = 'toCart';
/** doWay for buying products at once (the pay page's codeType nowPay). */
export const DO_WAY_NOW_PAY = 'nowPay';
/** doWay for ordering the cart (the pay page's codeType shopCode). */
export const DO_WAY_CART = 'shopCode';

export type CartList = z.output<typeof cartListSchema>;

/** What an order is made of: products bought at once, or cart lines (all, or the ids given). */
export type PurchaseSelection =
  { doWay: typeof DO_WAY_NOW_PAY; products: PurchaseProduct[] } | { doWay: typeof DO_WAY_CART; ids?: number[] };

/** The preview answer: PurchasePreview plus the buyer's addresses (default first) for the picker. */
export type PreviewResult = z.output<typeof previewResultSchema>;
/** The sign key, the request version and the server's market clock (epoch ms) to sign with. */
export type SignKey = z.output<typeof signKeySchema>;

/**
 * couponCode absent: the server picks the best usable coupon; '' means no coupon. addressId (ours): the address to
 * deliver to (default address when absent). Field types from the purchase contract.
 */
export type PreviewRequest = PurchaseSelection & Pick<PurchaseBody, 'couponCode' | 'addressId'>;

export type SubmitRequest = PurchaseSelection &
  Pick<PurchaseBody, 'addressId'> & { couponCode: NonNullable<PurchaseBody['couponCode']>; sign: NonNullable<PurchaseBody['sign']> };

export function cartApi(client: ApiClient) {
  return {
    /**
     * Adds lots to the cart (batch-purchase with doWay toCart; no purchase sign: the sign is the
     * idempotency key of orders only). Resolves with the whole envelope: the page shows its msg.
     */
    addToCart: (products: PurchaseProduct[]) =>
      client.postEnvelope<null>(CART_PATHS.batchPurchase, {
        doWay: DO_WAY_TO_CART,
        products,
        version: REQUEST_VERSION,
      } satisfies PurchaseBody),
    /** How many lines the cart holds (as many as `list` answers), for the top bar's badge. */
    count: () => client.post<number>(CART_PATHS.count),
    /** The cart; with `ids` (ours) the totals cover only those lines (the ticked ones). */
    list: (ids?: number[]) => client.post<CartList>(CART_PATHS.shoppingCart, (ids ? { ids } : {}) satisfies ShoppingCartBody),
    /** Sets a line's batches; answers the whole cart again. */
    modify: (itemId: number, buyPi: number) => client.post<CartList>(CART_PATHS.modifyCart, { itemId, buyPi } satisfies ModifyCartBody),
    /** Removes lines (delete, batch delete, clear all); answers the whole cart again. */
    remove: (ids: number[]) => client.post<CartList>(CART_PATHS.batchDelete, { ids } satisfies BatchDeleteBody),
    preview: (request: PreviewRequest) => client.post<PreviewResult>(CART_PATHS.preview, { ...request, version: REQUEST_VERSION }),
    coupons: (selection: PurchaseSelection) => client.post<Coupon[]>(CART_PATHS.coupons, { ...selection, version: REQUEST_VERSION }),
    /**
     * Places and pays the order. Buy-now goes through batch-purchase (doWay nowPay, products), the cart
     * through cart-buy. Rejects with ApiError (411 您的账户余额不足, 409 stock, …).
     */
    submit: (request: SubmitRequest) =>
      request.doWay === DO_WAY_NOW_PAY
        ? client.postEnvelope<PurchaseResult>(CART_PATHS.batchPurchase, { ...request, version: REQUEST_VERSION }).then(ensureOk)
        : client.postEnvelope<PurchaseResult>(CART_PATHS.cartBuy, { ...request, version: REQUEST_VERSION }).then(ensureOk),
    /** Resolves with the envelope: code 200 means the buyer may pay; otherwise msg is the reason. */
    checkLogistics: (session?: 'A' | 'C') =>
      client.getEnvelope<null>(CART_PATHS.checkLogistics, session ? { query: { session } satisfies CheckLogisticsQuery } : {}),
    queryAccount: () => client.post<AccountBalance>(CART_PATHS.queryAccount),
    /** The sign key, the request version and the server's market clock (epoch ms) to sign with. */
    signKey: () => client.get<SignKey>(CART_PATHS.signKey),
  };
}

/** The envelope's msg and data when it is a success; otherwise rejects with ApiError. */
function ensureOk<T>(envelope: ApiEnvelope<T>): { msg: string; data: T } {
  if (!isOk(envelope.code)) throw new ApiError(envelope.code, envelope.msg, envelope.data);
  return { msg: envelope.msg, data: envelope.data };
}
