/** A buyer's after-sales calls (§7, issue 16): types, file a claim, list, cancel, fetch one; and the form's facts (ours). */
import { afterSalesEndpoints } from '@huashi/api/contracts';
import { CLAIM_MESSAGES } from '@huashi/domain';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
import { buyerOf } from '../plugins/auth';
import { area } from '../plugins/scopes';
import { addAfterSales, afterSalesTypes, cancelAfterSales, claimFormInfo, fetchAfterSales, listAfterSales } from '../services/afterSales';

export const afterSalesRoutes = (ctx: AppContext) =>
  area(ctx, {
    buyer: (app) => {
      serve(app, afterSalesEndpoints.afterItems, async () => ok(afterSalesTypes()));

      serve(app, afterSalesEndpoints.formInfo, async (request) =>
        ok(await claimFormInfo(ctx, buyerOf(request).id, request.body.mainId, request.body.itemId)),
      );

      serve(app, afterSalesEndpoints.addAfter, async (request) =>
        ok(await addAfterSales(ctx, buyerOf(request).id, request.body), CLAIM_MESSAGES.filed),
      );

      serve(app, afterSalesEndpoints.afterList, async (request) => ok(await listAfterSales(ctx, buyerOf(request).id, request.body)));

      serve(app, afterSalesEndpoints.cancelAfter, async (request) => {
        await cancelAfterSales(ctx, buyerOf(request).id, request.body.id);
        return ok(null, CLAIM_MESSAGES.cancelled);
      });

      serve(app, afterSalesEndpoints.fetchAfter, async (request) =>
        ok(await fetchAfterSales(ctx, buyerOf(request).id, request.body.mainId, request.body.itemId)),
      );
    },
  });
