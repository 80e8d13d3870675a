/**
 * The 售后理赔 desk's routes (/api/admin/claims…), behind the `claims` desk (管理员, 客服): the list, 受理, 确定赔付金额,
 * 赔付 and 驳回, and the charge-back decision (向供应商扣款, issue 31). Business rules and the transactions live in services/adminClaims.ts.
 */
import { adminClaimEndpoints } from '@huashi/api/contracts';
import { CLAIM_ACTION_DONE, SETTLEMENT_ACTION_DONE } from '@huashi/domain';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
import { staffArea } from '../plugins/scopes';
import { staffOf } from '../plugins/staff';
import { acceptClaim, chargeBackClaim, listClaims, payClaim, proposeClaim, rejectClaim } from '../services/adminClaims';

export function adminClaimRoutes(ctx: AppContext) {
  return staffArea(ctx, {
    desks: {
      claims: (app) => {
        serve(app, adminClaimEndpoints.list, async (request) => {
          const q = request.query;
          return ok(await listClaims(ctx, { state: q.state ?? 'pending', keyword: q.keyword }, q.page, q.limit));
        });
        serve(app, adminClaimEndpoints.accept, async (request) =>
          ok(await acceptClaim(ctx, staffOf(request).id, request.body.id), CLAIM_ACTION_DONE.accept),
        );
        serve(app, adminClaimEndpoints.propose, async (request) =>
          ok(
            await proposeClaim(ctx, staffOf(request).id, request.body.id, request.body.amount, request.body.reason),
            CLAIM_ACTION_DONE.propose,
          ),
        );
        serve(app, adminClaimEndpoints.pay, async (request) =>
          ok(await payClaim(ctx, staffOf(request).id, request.body.id), CLAIM_ACTION_DONE.pay),
        );
        serve(app, adminClaimEndpoints.reject, async (request) =>
          ok(await rejectClaim(ctx, staffOf(request).id, request.body.id, request.body.reason), CLAIM_ACTION_DONE.reject),
        );
        serve(app, adminClaimEndpoints.chargeBack, async (request) =>
          ok(
            await chargeBackClaim(ctx, staffOf(request).id, request.body.id, request.body.chargeBack, request.body.reason),
            SETTLEMENT_ACTION_DONE.chargeBack,
          ),
        );
      },
    },
  });
}
