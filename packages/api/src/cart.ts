import { REQUEST_VERSION } from '@huashi/domain';
import type { ApiClient } from './client';
import { call, callEnvelope } from './endpoint';
import { cartRoutes } from './routes.generated';
import type { z } from 'zod';
import type { cartListSchema, previewResultSchema, PurchaseBody, signKeySchema } from './contracts/cart';
import { ApiError, isOk, SERVICE_BUSY_MSG, type ApiEnvelope } from './envelope';
import type { PurchaseProduct, PurchaseResult } from './types';

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
      callEnvelope(client, cartRoutes.batchPurchase, {
        doWay: DO_WAY_TO_CART,
        products,
        version: REQUEST_VERSION,
      }),
    /** How many lines the cart holds (as many as `list` answers), for the top bar's badge. */
    count: () => call(client, cartRoutes.count),
    /** The cart; with `ids` (ours) the totals cover only those lines (the ticked ones). */
    list: (ids?: number[]) => call(client, cartRoutes.shoppingCart, ids ? { ids } : {}),
    /** Sets a line's batches; answers the whole cart again. */
    modify: (itemId: number, buyPi: number) => call(client, cartRoutes.modifyCart, { itemId, buyPi }),
    /** Removes lines (delete, batch delete, clear all); answers the whole cart again. */
    remove: (ids: number[]) => call(client, cartRoutes.batchDelete, { ids }),
    preview: (request: PreviewRequest) => call(client, cartRoutes.preview, { ...request, version: REQUEST_VERSION }),
    coupons: (selection: PurchaseSelection) => call(client, cartRoutes.coupons, { ...selection, version: REQUEST_VERSION }),
    /**
     * Places and pays the order. Buy-now goes through batch-purchase (doWay nowPay, products), the cart
     * through cart-buy. Rejects with ApiError (411 您的账户余额不足, 409 stock, …).
     */
    submit: (request: SubmitRequest) =>
      request.doWay === DO_WAY_NOW_PAY
        ? callEnvelope(client, cartRoutes.batchPurchase, { ...request, version: REQUEST_VERSION }).then(ensurePlaced)
        : callEnvelope(client, cartRoutes.cartBuy, { ...request, version: REQUEST_VERSION }).then(ensurePlaced),
    /** Resolves with the envelope: code 200 means the buyer may pay; otherwise msg is the reason. */
    checkLogistics: (session?: 'A' | 'C') => callEnvelope(client, cartRoutes.checkLogistics, session ? { session } : {}),
    queryAccount: () => call(client, cartRoutes.queryAccount),
    /** The sign key, the request version and the server's market clock (epoch ms) to sign with. */
    signKey: () => call(client, cartRoutes.signKey),
  };
}

/**
 * An order's envelope: its msg and the placed order when it is a success; otherwise rejects with ApiError. (Only
 * batch-purchase's toCart answers no order, and submit never sends it: an answer without one is a fault.)
 */
function ensurePlaced(envelope: ApiEnvelope<PurchaseResult | null>): { msg: string; data: PurchaseResult } {
  if (!isOk(envelope.code)) throw new ApiError(envelope.code, envelope.msg, envelope.data);
  if (!envelope.data) throw new ApiError(500, SERVICE_BUSY_MSG);
  return { msg: envelope.msg, data: envelope.data };
}
