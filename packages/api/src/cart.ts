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
    /** Adds lots to the cart; resolves with the server's message (shown to the buyer). */
    addToCart: async (products: PurchaseProduct[], version: string, sign: string) => {
      const env = await client.postEnvelope<null>(CART_PATHS.batchPurchase, { doWay: DO_WAY_TO_CART, products, version, sign });
      return env;
    },
    list: () => client.post<CartList>(CART_PATHS.shoppingCart),
  };
}
