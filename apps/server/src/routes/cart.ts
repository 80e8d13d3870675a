/**
 * Cart, checkout and payment (spec §7): batch-purchase, shopping-cart, modify-cart, batchdel-item,
 * preview, coupons, cart-buy, check-logistics, query-account, and our sign-key. Buyer scope only.
 */
import { type PurchaseResult } from '@huashi/api';
import { cartEndpoints, type PurchaseFields } from '@huashi/api/contracts';
import { REQUEST_VERSION, MESSAGES } from '@huashi/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { every } from '../metrics/every';
import { deleteOldPurchaseRequests, PURCHASE_REQUEST_RETENTION_EVERY_MS } from '../services/purchaseRequests';
import { BusinessError, ok } from '../http/envelope';
import { serve } from '../http/serve';
import { buyerOf } from '../plugins/auth';
import { area } from '../plugins/scopes';
import { addToCart, CART_MESSAGES, deleteCartItems, modifyCart, readCart } from '../services/cart';
import { cartCount } from '../services/cartCount';
import { accountOf, checkLogistics, DO_WAYS, placeOrder, previewPurchase, usableCoupons, type PurchaseSource } from '../services/purchase';
import { placeOrderBatched } from '../services/purchaseBatch';

/** doWay nowPay (or buyNow) with products; shopCode (or cart) with optional cart item ids; no doWay and no products: the cart. */
function sourceOf(body: PurchaseFields): PurchaseSource {
  const way = body.doWay;
  const itemIds = body.ids ?? body.itemIds;
  if (way === DO_WAYS.shopCode || way === 'cart') return { kind: 'shopCode', itemIds };
  if (way === undefined && body.products === undefined) return { kind: 'shopCode', itemIds };
  return { kind: 'nowPay', products: body.products };
}

/**
 * A placed order's stored answer (its data is a PurchaseResult on success; the response contract checks it), counted
 * in the metrics as placed or refused by kind.
 */
function answer(ctx: AppContext, result: { code: number; msg: string; data: unknown }) {
  ctx.metrics.purchaseAnswered(result.code);
  if (result.code === 200) return ok(result.data as PurchaseResult, result.msg);
  throw new BusinessError(result.code, result.msg, result.data);
}

const cartArea = (ctx: AppContext) =>
  area(ctx, {
    buyer: (app) => {
      /**
       * Ours: the purchase-sign key (§9: the client holds a fixed key), the request version and the market clock
       * (epoch ms), so that a client whose clock differs (or a server pinned by MARKET_NOW) still signs with our time.
       */
      serve(app, cartEndpoints.signKey, async () =>
        ok({ key: ctx.config.purchaseSignKey, version: REQUEST_VERSION, serverTime: ctx.clock.now().getTime() }),
      );

      // The buyer may come from the short cache (plugins/auth.ts): only its id and member level are used here; the
      // balance is read under lock in the transaction that debits it.
      serve(
        app,
        cartEndpoints.batchPurchase,
        async (request) => {
          const buyer = buyerOf(request);
          const body = request.body;
          if (body.doWay === DO_WAYS.toCart) {
            await addToCart(ctx, buyer.id, body.products);
            return ok(null, CART_MESSAGES.added);
          }
          const source = sourceOf({ ...body, doWay: body.doWay ?? DO_WAYS.nowPay });
          // Buy-now orders are group-committed (issue 19); cart and coupon orders go through placeOrder inside it.
          return answer(ctx, await placeOrderBatched(ctx, buyer, source, body));
        },
        { config: { buyerCache: true } },
      );

      serve(app, cartEndpoints.shoppingCart, async (request) => ok(await readCart(ctx, buyerOf(request), request.body.ids)));

      /** Ours: the number of cart lines, for the top bar's badge (cheap: nothing but a count). */
      serve(app, cartEndpoints.count, async (request) => ok(await cartCount(ctx.db, buyerOf(request).id)));

      serve(app, cartEndpoints.modifyCart, async (request) => {
        await modifyCart(ctx, buyerOf(request).id, request.body);
        return ok(await readCart(ctx, buyerOf(request)), CART_MESSAGES.modified);
      });

      serve(app, cartEndpoints.batchDelete, async (request) => {
        await deleteCartItems(ctx, buyerOf(request).id, request.body.ids);
        return ok(await readCart(ctx, buyerOf(request)), MESSAGES.deleted);
      });

      serve(app, cartEndpoints.preview, async (request) =>
        ok(await previewPurchase(ctx, buyerOf(request), sourceOf(request.body), request.body)),
      );

      serve(app, cartEndpoints.coupons, async (request) => ok(await usableCoupons(ctx, buyerOf(request), sourceOf(request.body))));

      serve(app, cartEndpoints.cartBuy, async (request) => {
        const body = request.body;
        return answer(ctx, await placeOrder(ctx, buyerOf(request), { kind: 'shopCode', itemIds: body.ids ?? body.itemIds }, body));
      });

      serve(app, cartEndpoints.checkLogistics, async (request) => {
        const reason = await checkLogistics(ctx, buyerOf(request), request.query.session);
        if (reason) throw new BusinessError(400, reason);
        return ok(null, '可以下单');
      });

      serve(app, cartEndpoints.queryAccount, async (request) => ok(accountOf(buyerOf(request))));
    },
  });

/** The cart and purchase routes, and the hourly retention of purchase requests (services/purchaseRequests.ts). */
export function cartRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    every(app, ctx.metrics, PURCHASE_REQUEST_RETENTION_EVERY_MS, {
      name: 'purchase_request_retention',
      run: () => deleteOldPurchaseRequests(ctx.db, ctx.clock.now()),
      failure: 'purchase request retention failed',
    });
    await app.register(cartArea(ctx));
  };
}
