/**
 * The operator's allocation tool (/goodTp, §7): /cp6/stock/*, /cp6/cart/* and /cp6/order/*, all in the operator scope
 * (?sign, checked on every call: a missing, forged, expired or revoked sign answers 401). get-permission is in
 * routes/operator.ts. The services say what each call does.
 */
import { OPERATOR_TOOL_PATHS, type OperatorSubmitResult } from '@huashi/api';
import { operatorToolContracts as c } from '@huashi/api/contracts';
import { autoAllocatedMessage, MESSAGES } from '@huashi/domain';
import type { AppContext } from '../context';
import { BusinessError, ok } from '../http/envelope';
import { operatorOf } from '../plugins/operator';
import { area } from '../plugins/scopes';
import { autoAdd, batchAdd, batchEditPrice, cartView, clearCart, deleteCartRows } from '../services/operatorCart';
import { operatorBuyerInfo, operatorFindBuyers, operatorPreview, operatorSubmit } from '../services/operatorOrders';
import { categoryOptions, goodsList, pageInfo, priceCoefficient } from '../services/operatorStock';

export const operatorToolRoutes = (ctx: AppContext) =>
  area(ctx, {
    operator: (app) => {
      // ---- goods
      app.post(OPERATOR_TOOL_PATHS.pageInfo, { schema: c.pageInfo }, async () => ok(await pageInfo(ctx)));
      app.post(OPERATOR_TOOL_PATHS.category, { schema: c.category }, async (request) =>
        ok(await categoryOptions(ctx, request.body.styleId)),
      );
      app.post(OPERATOR_TOOL_PATHS.goodsList, { schema: c.goodsList }, async (request) => ok(await goodsList(ctx, request.body)));
      app.post(OPERATOR_TOOL_PATHS.priceCoefficient, { schema: c.priceCoefficient }, async (request) =>
        ok(await priceCoefficient(ctx, request.body.flwCode, request.body.price)),
      );

      // ---- allocation cart (per sign)
      app.post(OPERATOR_TOOL_PATHS.getCart, { schema: c.getCart }, async (request) => ok(await cartView(ctx.db, operatorOf(request).id)));
      app.post(OPERATOR_TOOL_PATHS.batchAdd, { schema: c.batchAdd }, async (request) =>
        ok(await batchAdd(ctx, operatorOf(request), request.body.buys), MESSAGES.saved),
      );
      app.post(OPERATOR_TOOL_PATHS.deleteCart, { schema: c.deleteCart }, async (request) =>
        ok(await deleteCartRows(ctx, operatorOf(request), request.body.ids), MESSAGES.deleted),
      );
      app.post(OPERATOR_TOOL_PATHS.clearCart, { schema: c.clearCart }, async (request) =>
        ok(await clearCart(ctx, operatorOf(request)), MESSAGES.deleted),
      );
      app.post(OPERATOR_TOOL_PATHS.batchEditPrice, { schema: c.batchEditPrice }, async (request) => {
        const { price, type, ids } = request.body;
        return ok(await batchEditPrice(ctx, operatorOf(request), { deltaFen: price, type, ids }), MESSAGES.saved);
      });
      app.post(OPERATOR_TOOL_PATHS.autoAdd, { schema: c.autoAdd }, async (request) => {
        const count = await autoAdd(ctx, operatorOf(request), request.body);
        return ok({ count }, autoAllocatedMessage(count));
      });

      // ---- checkout
      app.post(OPERATOR_TOOL_PATHS.userInfo, { schema: c.userInfo }, async (request) =>
        ok(await operatorBuyerInfo(ctx, request.body.buyerId)),
      );
      app.post(OPERATOR_TOOL_PATHS.findBuyers, { schema: c.findBuyers }, async (request) =>
        ok(await operatorFindBuyers(ctx, request.body.keyword)),
      );
      app.post(OPERATOR_TOOL_PATHS.preview, { schema: c.preview }, async (request) => {
        const { buyerId, receiverHash, receiverType } = request.body;
        return ok(await operatorPreview(ctx, operatorOf(request), { buyerId, receiverHash, receiverType }));
      });
      app.post(OPERATOR_TOOL_PATHS.submit, { schema: c.submit }, async (request) => {
        const { buyerId, receiverHash, receiverType, pay, requestKey } = request.body;
        const result = await operatorSubmit(ctx, operatorOf(request), { buyerId, receiverHash, receiverType, pay, requestKey });
        // The stored answer of a request key (a success's data is the contract's; the response check verifies it).
        if (result.code === 200) return ok(result.data as OperatorSubmitResult, result.msg);
        throw new BusinessError(result.code, result.msg, result.data);
      });
    },
  });
