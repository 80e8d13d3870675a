import { REQUEST_VERSION } from '@huashi/domain';
import type { ApiClient } from './client';
import type { CartItem, CartTotals, PurchaseProduct } from './types';

/** Cart paths of spec §7. */
export const CART_PATHS = {
  batchPurchase: '/v1/order/batch-purchase',
  shoppingCart: '/v1/order/shopping-cart',
} as const;

/** doWay of batch-purchase: toCart adds to the cart. */
export const DO_WAY_TO_CART = 'toCart';

export type CartList = { list: CartItem[]; totals: CartTotals };

/** Cart calls (issue 7 completes this module: modify, delete, preview, coupons, cart-buy …). */
export function cartApi(client: ApiClient) {
  return {
    /**
     * Adds lots to the cart (batch-purchase with doWay toCart; no purchase sign: the sign is the
     * idempotency key of orders only). Resolves with the whole envelope: the page shows its msg.
     */
    addToCart: (products: PurchaseProduct[]) =>
      client.postEnvelope<null>(CART_PATHS.batchPurchase, { doWay: DO_WAY_TO_CART, products, version: REQUEST_VERSION }),
    list: () => client.post<CartList>(CART_PATHS.shoppingCart),
  };
}
