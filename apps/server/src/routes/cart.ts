/**
 * Cart, checkout and payment (spec §7): batch-purchase, shopping-cart, modify-cart, batchdel-item,
 * preview, coupons, cart-buy, check-logistics, query-account, and our sign-key.
 */
import { CART_PATHS } from '@huashi/api';
import { REQUEST_VERSION } from '@huashi/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { badRequest, BusinessError, ok } from '../http/envelope';
import { buyerOf, requireBuyer } from '../plugins/auth';
import { addToCart, CART_MESSAGES, deleteCartItems, modifyCart, parseIds, readCart } from '../services/cart';
import { accountOf, checkLogistics, DO_WAYS, placeOrder, previewPurchase, usableCoupons, type PurchaseSource } from '../services/purchase';

type Body = Record<string, unknown>;

function bodyOf(request: { body: unknown }): Body {
  const body = request.body;
  return body && typeof body === 'object' ? (body as Body) : {};
}

/** couponCode: absent → the best usable coupon (preview only); '' → none; a code → that coupon. */
function couponOf(body: Body): string | undefined {
  const raw = body.couponCode;
  if (raw === undefined || raw === null) return undefined;
  return typeof raw === 'string' ? raw.trim() : String(raw);
}

/** doWay nowPay (or buyNow) with products; shopCode (or cart) with optional cart item ids. */
function sourceOf(body: Body): PurchaseSource {
  const way = body.doWay;
  if (way === DO_WAYS.shopCode || way === 'cart') return { kind: 'shopCode', itemIds: body.ids ?? body.itemIds };
  if (way === DO_WAYS.nowPay || way === 'buyNow' || way === undefined) {
    if (body.products === undefined && way === undefined) return { kind: 'shopCode', itemIds: body.ids ?? body.itemIds };
    return { kind: 'nowPay', products: body.products };
  }
  throw badRequest('不支持的购买方式');
}

function answer(result: { code: number; msg: string; data: unknown }) {
  if (result.code === 200) return ok(result.data, result.msg);
  throw new BusinessError(result.code, result.msg, result.data);
}

export function cartRoutes(app: FastifyInstance, ctx: AppContext) {
  const auth = { preHandler: requireBuyer(ctx) };

  /**
   * Ours: the purchase-sign key (§9: the client holds a fixed key), the request version and the market clock
   * (epoch ms), so that a client whose clock differs (or a server pinned by MARKET_NOW) still signs with our time.
   */
  app.get(CART_PATHS.signKey, auth, async () =>
    ok({ key: ctx.config.purchaseSignKey, version: REQUEST_VERSION, serverTime: ctx.clock.now().getTime() }),
  );

  app.post(CART_PATHS.batchPurchase, auth, async (request) => {
    const buyer = buyerOf(request);
    const body = bodyOf(request);
    if (body.doWay === DO_WAYS.toCart) {
      await addToCart(ctx, buyer.id, body.products);
      return ok(null, CART_MESSAGES.added);
    }
    const source = sourceOf({ ...body, doWay: body.doWay ?? DO_WAYS.nowPay });
    return answer(await placeOrder(ctx, buyer, source, { couponCode: couponOf(body), addressId: body.addressId, sign: body.sign }));
  });

  app.post(CART_PATHS.shoppingCart, auth, async (request) => {
    const body = bodyOf(request);
    return ok(await readCart(ctx, buyerOf(request), body.ids === undefined ? null : parseIds(body.ids)));
  });

  app.post(CART_PATHS.modifyCart, auth, async (request) => {
    await modifyCart(ctx, buyerOf(request).id, bodyOf(request));
    return ok(await readCart(ctx, buyerOf(request)), CART_MESSAGES.modified);
  });

  app.post(CART_PATHS.batchDelete, auth, async (request) => {
    const body = bodyOf(request);
    await deleteCartItems(ctx, buyerOf(request).id, body.ids);
    return ok(await readCart(ctx, buyerOf(request)), '删除成功');
  });

  app.post(CART_PATHS.preview, auth, async (request) => {
    const body = bodyOf(request);
    return ok(await previewPurchase(ctx, buyerOf(request), sourceOf(body), { couponCode: couponOf(body), addressId: body.addressId }));
  });

  app.post(CART_PATHS.coupons, auth, async (request) => ok(await usableCoupons(ctx, buyerOf(request), sourceOf(bodyOf(request)))));

  app.post(CART_PATHS.cartBuy, auth, async (request) => {
    const body = bodyOf(request);
    const source: PurchaseSource = { kind: 'shopCode', itemIds: body.ids ?? body.itemIds };
    return answer(
      await placeOrder(ctx, buyerOf(request), source, { couponCode: couponOf(body), addressId: body.addressId, sign: body.sign }),
    );
  });

  app.get(CART_PATHS.checkLogistics, auth, async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const reason = await checkLogistics(ctx, buyerOf(request), query.session);
    if (reason) throw badRequest(reason);
    return ok(null, '可以下单');
  });

  app.post(CART_PATHS.queryAccount, auth, async (request) => ok(accountOf(buyerOf(request))));
}
