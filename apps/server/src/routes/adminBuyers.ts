/**
 * The 买家 desk's routes (/api/admin/buyers…), behind the `buyers` desk (管理员, 财务, 客服). Looking is open to the
 * desk; 调整余额 also needs a role that may move money (财务, 管理员), checked before its body is read: 客服 gets 403.
 */
import { ADMIN_BUYER_PATHS } from '@huashi/api';
import { adminBuyerContracts } from '@huashi/api/contracts';
import { BUYER_DESK_MESSAGES, mayAdjustBalance } from '@huashi/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { ForbiddenError } from '../http/errors';
import { staffArea } from '../plugins/scopes';
import { staffOf } from '../plugins/staff';
import { adjustBalance, buyerLedger, buyerOrders, buyerProfile, searchBuyers } from '../services/adminBuyers';

/** Runs after the desk's guard (a route hook follows the scope's): the signed-in role must move money. */
async function requireAdjuster(request: FastifyRequest) {
  if (!mayAdjustBalance(staffOf(request).role)) throw new ForbiddenError(BUYER_DESK_MESSAGES.adjustForbidden);
}

export function adminBuyerRoutes(ctx: AppContext) {
  return staffArea(ctx, {
    desks: {
      buyers: (app) => {
        app.get(ADMIN_BUYER_PATHS.search, { schema: adminBuyerContracts.search }, async (request) => {
          const { q, page, limit } = request.query;
          return ok(await searchBuyers(ctx, q, page, limit));
        });
        app.get(ADMIN_BUYER_PATHS.detail, { schema: adminBuyerContracts.detail }, async (request) =>
          ok(await buyerProfile(ctx, request.query.buyerId)),
        );
        app.get(ADMIN_BUYER_PATHS.ledger, { schema: adminBuyerContracts.ledger }, async (request) => {
          const { buyerId, page, limit } = request.query;
          return ok(await buyerLedger(ctx, buyerId, page, limit));
        });
        app.get(ADMIN_BUYER_PATHS.orders, { schema: adminBuyerContracts.orders }, async (request) => {
          const { buyerId, page, limit } = request.query;
          return ok(await buyerOrders(ctx, buyerId, page, limit));
        });
        app.post(ADMIN_BUYER_PATHS.adjust, { schema: adminBuyerContracts.adjust, preValidation: requireAdjuster }, async (request) =>
          ok(await adjustBalance(ctx, staffOf(request).id, request.body), BUYER_DESK_MESSAGES.adjusted),
        );
      },
    },
  });
}
