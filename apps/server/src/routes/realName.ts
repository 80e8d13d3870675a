/**
 * Real-name verification (issue 17 slice B1): the buyer's §7 calls, and the 财务 desk's 实名审核 (/api/admin/identity…)
 * behind the `finance` desk (管理员, 财务). Rules and transactions live in services/realName.ts.
 */
import { adminIdentityEndpoints, realNameEndpoints } from '@huashi/api/contracts';
import { REAL_NAME_MESSAGES } from '@huashi/domain';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
import { buyerOf } from '../plugins/auth';
import { area, staffArea } from '../plugins/scopes';
import { staffOf } from '../plugins/staff';
import { approveIdentity, listIdentity, myRealName, rejectIdentity, submitRealName } from '../services/realName';

export const realNameRoutes = (ctx: AppContext) =>
  area(ctx, {
    buyer: (app) => {
      serve(app, realNameEndpoints.myCertification, async (request) => ok(await myRealName(ctx, buyerOf(request).id)));
      serve(app, realNameEndpoints.certify, async (request) =>
        ok(await submitRealName(ctx, buyerOf(request).id, request.body), REAL_NAME_MESSAGES.submitted),
      );
    },
  });

export const adminIdentityRoutes = (ctx: AppContext) =>
  staffArea(ctx, {
    desks: {
      finance: (app) => {
        serve(app, adminIdentityEndpoints.submissions, async (request) => {
          const q = request.query;
          return ok(await listIdentity(ctx, q.status ?? '0', q.page, q.limit));
        });
        serve(app, adminIdentityEndpoints.approve, async (request) =>
          ok(await approveIdentity(ctx, staffOf(request).id, request.body.id), REAL_NAME_MESSAGES.approved),
        );
        serve(app, adminIdentityEndpoints.reject, async (request) =>
          ok(await rejectIdentity(ctx, staffOf(request).id, request.body.id, request.body.reason), REAL_NAME_MESSAGES.rejected),
        );
      },
    },
  });
