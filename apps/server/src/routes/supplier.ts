/**
 * A supplier's own view (/api/supplier/…, issue 31): the login is public; everything else is in the supplier scope
 * (a supplier's token only) and reads the token's own supplier — services/supplierView.ts.
 */
import { supplierEndpoints as E } from '@huashi/api/contracts';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
import { area } from '../plugins/scopes';
import { supplierOf } from '../plugins/supplier';
import { sendSettlementPdf } from '../print/settlementPaper';
import { settlementPaperOf } from '../services/settlements';
import { loginSupplier, logoutSupplier } from '../services/supplierAccounts';
import { supplierClaimImage, supplierClaims, supplierDayView, supplierSettlements } from '../services/supplierView';
import { uploadStorage, type UploadStorage } from '../uploads/storage';

export function supplierRoutes(ctx: AppContext, storage: UploadStorage = uploadStorage(ctx.config)) {
  return area(ctx, {
    public: (app) => {
      serve(app, E.login, async (request) => ok(await loginSupplier(ctx, { ...request.body, ip: request.ip })));
    },
    supplier: (app) => {
      serve(app, E.me, async (request) => {
        const { tokenId: _tokenId, ...self } = supplierOf(request);
        return ok(self);
      });
      serve(app, E.logout, async (request) => {
        await logoutSupplier(ctx, supplierOf(request).tokenId);
        return ok(null);
      });
      serve(app, E.day, async (request) => ok(await supplierDayView(ctx, supplierOf(request).id, request.query.day)));
      serve(app, E.claims, async (request) => ok(await supplierClaims(ctx, supplierOf(request).id)));
      serve(app, E.settlements, async (request) => ok(await supplierSettlements(ctx, supplierOf(request).id)));
      serve(app, E.settlementPdf, async (request, reply) =>
        sendSettlementPdf(reply, await settlementPaperOf(ctx, request.query.id, supplierOf(request).id)),
      );
      serve(app, E.claimImage, async (request, reply) => {
        const { claim, key } = request.query;
        const found = key ? await supplierClaimImage(ctx, storage, supplierOf(request).id, claim, key) : null;
        if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
        return reply
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', 'inline')
          .type(found.mime)
          .send(found.bytes);
      });
    },
  });
}
