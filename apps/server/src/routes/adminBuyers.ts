/**
 * The 买家 desk's routes (/api/admin/buyers…), behind the `buyers` desk (管理员, 财务, 客服). Looking is open to the
 * desk; 调整余额 also needs a role that may move money (财务, 管理员), checked before its body is read: 客服 gets 403.
 * 设置客户经理 (issue 26) needs 客服 or 管理员 the same way: 财务 gets 403.
 */
import { adminBuyerEndpoints } from '@huashi/api/contracts';
import { BUYER_DESK_MESSAGES, mayAdjustBalance, maySetManager, ORDER_PAYMENT_MESSAGES } from '@huashi/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
import { ForbiddenError } from '../http/errors';
import { staffArea } from '../plugins/scopes';
import { staffOf } from '../plugins/staff';
import { adjustBalance, buyerLedger, buyerOrders, buyerProfile, searchBuyers, setBuyerManager } from '../services/adminBuyers';
import { payOrder } from '../services/orderPayment';

/** Runs after the desk's guard (a route hook follows the scope's): the signed-in role must move money. */
async function requireAdjuster(request: FastifyRequest) {
  if (!mayAdjustBalance(staffOf(request).role)) throw new ForbiddenError(BUYER_DESK_MESSAGES.adjustForbidden);
}

/** 设置客户经理 (issue 26): the signed-in role must be 客服 or 管理员 (checked before the body is read). */
async function requireManagerEditor(request: FastifyRequest) {
  if (!maySetManager(staffOf(request).role)) throw new ForbiddenError(BUYER_DESK_MESSAGES.managerForbidden);
}

export function adminBuyerRoutes(ctx: AppContext) {
  return staffArea(ctx, {
    desks: {
      buyers: (app) => {
        serve(app, adminBuyerEndpoints.search, async (request) => {
          const { q, page, limit } = request.query;
          return ok(await searchBuyers(ctx, q, page, limit));
        });
        serve(app, adminBuyerEndpoints.detail, async (request) => ok(await buyerProfile(ctx, request.query.buyerId)));
        serve(app, adminBuyerEndpoints.ledger, async (request) => {
          const { buyerId, page, limit } = request.query;
          return ok(await buyerLedger(ctx, buyerId, page, limit));
        });
        serve(app, adminBuyerEndpoints.orders, async (request) => {
          const { buyerId, page, limit } = request.query;
          return ok(await buyerOrders(ctx, buyerId, page, limit));
        });
        // 代扣付款 (issue 18): the same service as the buyer's 去付款, audited; 财务 and 管理员 only.
        serve(
          app,
          adminBuyerEndpoints.settleOrder,
          async (request) => {
            const { buyerId, mainId } = request.body;
            const result = await payOrder(ctx, { kind: 'staff', staffId: staffOf(request).id, buyerId }, mainId);
            return ok(result, result.paidNow ? ORDER_PAYMENT_MESSAGES.settled : ORDER_PAYMENT_MESSAGES.alreadyPaid);
          },
          { preValidation: requireAdjuster },
        );
        serve(
          app,
          adminBuyerEndpoints.adjust,
          async (request) => ok(await adjustBalance(ctx, staffOf(request).id, request.body), BUYER_DESK_MESSAGES.adjusted),
          { preValidation: requireAdjuster },
        );
        serve(
          app,
          adminBuyerEndpoints.manager,
          async (request) => {
            const saved = await setBuyerManager(ctx, staffOf(request).id, request.body);
            return ok(saved, saved.managerPhone ? BUYER_DESK_MESSAGES.managerSaved : BUYER_DESK_MESSAGES.managerCleared);
          },
          { preValidation: requireManagerEditor },
        );
      },
    },
  });
}
