/**
 * The 撤销审核 desk's routes (/api/admin/cancellations…), behind the `cancellations` desk (管理员, 配货发货): the list of
 * requests, 同意 and 驳回. Business rules and the transaction live in services/cancellations.ts.
 */
import { adminCancellationEndpoints } from '@huashi/api/contracts';
import { auctionDate, CANCELLATION_MESSAGES, cancellationApprovedMessage, fenOf } from '@huashi/domain';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
import { staffArea } from '../plugins/scopes';
import { staffOf } from '../plugins/staff';
import { approveCancellation, listCancellations, rejectCancellation } from '../services/cancellations';

export function adminCancellationRoutes(ctx: AppContext) {
  return staffArea(ctx, {
    desks: {
      cancellations: (app) => {
        serve(app, adminCancellationEndpoints.list, async (request) => {
          const q = request.query;
          // Like 订单履约: the current auction date unless a date (or every date, `all`) is asked for.
          const date = q.date === 'all' ? null : (q.date ?? auctionDate(ctx.clock.now())!);
          const filters = { state: q.state ?? 'pending', date, session: q.session, keyword: q.keyword };
          return ok({ ...(await listCancellations(ctx, filters, q.page, q.limit)), auctionDate: date ?? '' });
        });
        serve(app, adminCancellationEndpoints.approve, async (request) => {
          const decision = await approveCancellation(ctx, staffOf(request).id, request.body.itemId);
          // An unpaid order's item returns nothing to the balance: the message does not say it does.
          return ok(decision, cancellationApprovedMessage(fenOf(decision.row.refund)));
        });
        serve(app, adminCancellationEndpoints.reject, async (request) =>
          ok(await rejectCancellation(ctx, staffOf(request).id, request.body.itemId, request.body.reason), CANCELLATION_MESSAGES.rejected),
        );
      },
    },
  });
}
