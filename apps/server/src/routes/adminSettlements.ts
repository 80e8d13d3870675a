/**
 * The 供应商结算 desk's routes (/api/admin/settlements…), behind the `settlements` desk (管理员, 财务): a period's
 * settlements, 生成 (drafts), a settlement's lines, 确认, 标记已付款, the suppliers' payees, the payout batch file and
 * a settlement's paper (结算单 PDF, print/settlementPaper.ts).
 * Business rules and the transactions live in services/settlements.ts.
 */
import { settlementPayoutFileName } from '@huashi/api';
import { adminSettlementEndpoints as E } from '@huashi/api/contracts';
import { SETTLEMENT_ACTION_DONE, shanghaiDate } from '@huashi/domain';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
import { staffArea } from '../plugins/scopes';
import { staffOf } from '../plugins/staff';
import {
  confirmSettlement,
  draftSettlements,
  listSettlements,
  paySettlement,
  payoutFile,
  setSupplierPayee,
  settlementDetail,
  settlementPaperOf,
} from '../services/settlements';
import { sendSettlementPdf } from '../print/settlementPaper';

export function adminSettlementRoutes(ctx: AppContext) {
  return staffArea(ctx, {
    desks: {
      settlements: (app) => {
        serve(app, E.list, async (request) => {
          const q = request.query;
          return ok(await listSettlements(ctx, q.from, q.to, q.status));
        });
        serve(app, E.draft, async (request) =>
          ok(await draftSettlements(ctx, staffOf(request).id, request.body.from, request.body.to), SETTLEMENT_ACTION_DONE.draft),
        );
        serve(app, E.detail, async (request) => ok(await settlementDetail(ctx, request.query.id)));
        serve(app, E.confirm, async (request) =>
          ok(await confirmSettlement(ctx, staffOf(request).id, request.body.id, request.body.owed), SETTLEMENT_ACTION_DONE.confirm),
        );
        serve(app, E.pay, async (request) =>
          ok(await paySettlement(ctx, staffOf(request).id, request.body.id, request.body.bankReference), SETTLEMENT_ACTION_DONE.pay),
        );
        serve(app, E.payee, async (request) => {
          const { supplierId, ...payee } = request.body;
          return ok(await setSupplierPayee(ctx, staffOf(request).id, supplierId, payee), SETTLEMENT_ACTION_DONE.payee);
        });
        serve(app, E.pdf, async (request, reply) => sendSettlementPdf(reply, await settlementPaperOf(ctx, request.query.id)));
        serve(app, E.payout, async (_request, reply) => {
          const file = await payoutFile(ctx);
          const name = settlementPayoutFileName(shanghaiDate(ctx.clock.now()) ?? '');
          return reply
            .type('text/csv; charset=gbk')
            .header('cache-control', 'no-store')
            .header('x-payout-rows', String(file.count))
            .header('x-payout-skipped', String(file.skipped))
            .header('content-disposition', `attachment; filename="supplier-payout.csv"; filename*=UTF-8''${encodeURIComponent(name)}`)
            .send(file.bytes);
        });
      },
    },
  });
}
