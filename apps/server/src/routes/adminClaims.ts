/**
 * The 售后理赔 desk's routes (/api/admin/claims…), behind the `claims` desk (管理员, 客服): the list, 受理, 确定赔付金额,
 * 赔付 and 驳回. Business rules and the transactions live in services/adminClaims.ts.
 */
import { ADMIN_CLAIM_PATHS } from '@huashi/api';
import { adminClaimContracts } from '@huashi/api/contracts';
import { CLAIM_ACTION_DONE } from '@huashi/domain';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { staffArea } from '../plugins/scopes';
import { staffOf } from '../plugins/staff';
import { acceptClaim, listClaims, payClaim, proposeClaim, rejectClaim } from '../services/adminClaims';

export function adminClaimRoutes(ctx: AppContext) {
  return staffArea(ctx, {
    desks: {
      claims: (app) => {
        app.get(ADMIN_CLAIM_PATHS.list, { schema: adminClaimContracts.list }, async (request) => {
          const q = request.query;
          return ok(await listClaims(ctx, { state: q.state ?? 'pending', keyword: q.keyword }, q.page, q.limit));
        });
        app.post(ADMIN_CLAIM_PATHS.accept, { schema: adminClaimContracts.accept }, async (request) =>
          ok(await acceptClaim(ctx, staffOf(request).id, request.body.id), CLAIM_ACTION_DONE.accept),
        );
        app.post(ADMIN_CLAIM_PATHS.propose, { schema: adminClaimContracts.propose }, async (request) =>
          ok(
            await proposeClaim(ctx, staffOf(request).id, request.body.id, request.body.amount, request.body.reason),
            CLAIM_ACTION_DONE.propose,
          ),
        );
        app.post(ADMIN_CLAIM_PATHS.pay, { schema: adminClaimContracts.pay }, async (request) =>
          ok(await payClaim(ctx, staffOf(request).id, request.body.id), CLAIM_ACTION_DONE.pay),
        );
        app.post(ADMIN_CLAIM_PATHS.reject, { schema: adminClaimContracts.reject }, async (request) =>
          ok(await rejectClaim(ctx, staffOf(request).id, request.body.id, request.body.reason), CLAIM_ACTION_DONE.reject),
        );
      },
    },
  });
}
