/**
 * The operator's allocation tool (/goodTp, §7): /cp6/stock/*, /cp6/cart/* and /cp6/order/*, all in the operator scope
 * (?sign, checked on every call: a missing, forged, expired or revoked sign answers 401). get-permission is in
 * routes/operator.ts. The services say what each call does.
 */
import type { OperatorSubmitResult } from '@huashi/api';
import { operatorToolEndpoints as E } from '@huashi/api/contracts';
import { autoAllocatedMessage, MESSAGES } from '@huashi/domain';
import type { AppContext } from '../context';
import { BusinessError, ok } from '../http/envelope';
import { serve } from '../http/serve';
import { operatorOf } from '../plugins/operator';
import { area } from '../plugins/scopes';
import { autoAdd, batchAdd, batchEditPrice, cartView, clearCart, deleteCartRows } from '../services/operatorCart';
import { operatorBuyerInfo, operatorFindBuyers, operatorPreview, operatorSubmit } from '../services/operatorOrders';
import { categoryOptions, goodsList, pageInfo, priceCoefficient } from '../services/operatorStock';

export const operatorToolRoutes = (ctx: AppContext) =>
  area(ctx, {
    operator: (app) => {
      // ---- goods
      serve(app, E.pageInfo, async () => ok(await pageInfo(ctx)));
      serve(app, E.category, async (request) => ok(await categoryOptions(ctx, request.body.styleId)));
      serve(app, E.goodsList, async (request) => ok(await goodsList(ctx, request.body)));
      serve(app, E.priceCoefficient, async (request) => ok(await priceCoefficient(ctx, request.body.flwCode, request.body.price)));

      // ---- allocation cart (per sign)
      serve(app, E.getCart, async (request) => ok(await cartView(ctx.db, operatorOf(request).id)));
      serve(app, E.batchAdd, async (request) => ok(await batchAdd(ctx, operatorOf(request), request.body.buys), MESSAGES.saved));
      serve(app, E.deleteCart, async (request) => ok(await deleteCartRows(ctx, operatorOf(request), request.body.ids), MESSAGES.deleted));
      serve(app, E.clearCart, async (request) => ok(await clearCart(ctx, operatorOf(request)), MESSAGES.deleted));
      serve(app, E.batchEditPrice, async (request) => {
        const { price, type, ids } = request.body;
        return ok(await batchEditPrice(ctx, operatorOf(request), { deltaFen: price, type, ids }), MESSAGES.saved);
      });
      serve(app, E.autoAdd, async (request) => {
        const count = await autoAdd(ctx, operatorOf(request), request.body);
        return ok({ count }, autoAllocatedMessage(count));
      });

      // ---- checkout
      serve(app, E.userInfo, async (request) => ok(await operatorBuyerInfo(ctx, request.body.buyerId)));
      serve(app, E.findBuyers, async (request) => ok(await operatorFindBuyers(ctx, request.body.keyword)));
      serve(app, E.preview, async (request) => {
        const { buyerId, receiverHash, receiverType } = request.body;
        return ok(await operatorPreview(ctx, operatorOf(request), { buyerId, receiverHash, receiverType }));
      });
      serve(app, E.submit, async (request) => {
        const { buyerId, receiverHash, receiverType, pay, requestKey } = request.body;
        const result = await operatorSubmit(ctx, operatorOf(request), { buyerId, receiverHash, receiverType, pay, requestKey });
        // The stored answer of a request key (a success's data is the contract's; the response check verifies it).
        if (result.code === 200) return ok(result.data as OperatorSubmitResult, result.msg);
        throw new BusinessError(result.code, result.msg, result.data);
      });
    },
  });
