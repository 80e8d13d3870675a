/** A buyer's after-sales calls (§7, issue 16): types, file a claim, list, cancel, fetch one; and the form's facts (ours). */
import { AFTER_SALES_PATHS } from '@huashi/api';
import { afterSalesContracts } from '@huashi/api/contracts';
import { CLAIM_MESSAGES } from '@huashi/domain';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { buyerOf } from '../plugins/auth';
import { area } from '../plugins/scopes';
import { addAfterSales, afterSalesTypes, cancelAfterSales, claimFormInfo, fetchAfterSales, listAfterSales } from '../services/afterSales';

export const afterSalesRoutes = (ctx: AppContext) =>
  area(ctx, {
    buyer: (app) => {
      app.post(AFTER_SALES_PATHS.afterItems, { schema: afterSalesContracts.afterItems }, async () => ok(afterSalesTypes()));

      app.post(AFTER_SALES_PATHS.formInfo, { schema: afterSalesContracts.formInfo }, async (request) =>
        ok(await claimFormInfo(ctx, buyerOf(request).id, request.body.mainId, request.body.itemId)),
      );

      app.post(AFTER_SALES_PATHS.addAfter, { schema: afterSalesContracts.addAfter }, async (request) =>
        ok(await addAfterSales(ctx, buyerOf(request).id, request.body), CLAIM_MESSAGES.filed),
      );

      app.post(AFTER_SALES_PATHS.afterList, { schema: afterSalesContracts.afterList }, async (request) =>
        ok(await listAfterSales(ctx, buyerOf(request).id, request.body)),
      );

      app.post(AFTER_SALES_PATHS.cancelAfter, { schema: afterSalesContracts.cancelAfter }, async (request) => {
        await cancelAfterSales(ctx, buyerOf(request).id, request.body.id);
        return ok(null, CLAIM_MESSAGES.cancelled);
      });

      app.post(AFTER_SALES_PATHS.fetchAfter, { schema: afterSalesContracts.fetchAfter }, async (request) =>
        ok(await fetchAfterSales(ctx, buyerOf(request).id, request.body.mainId, request.body.itemId)),
      );
    },
  });
