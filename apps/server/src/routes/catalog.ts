/** Goods endpoints: zone list, arrived-goods picks, supplier rows, follow, remaining stock. Buyer scope only. */
import { CATALOG_PATHS } from '@huashi/api';
import { catalogContracts } from '@huashi/api/contracts';
import { followToggleMessage } from '@huashi/domain';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { buyerOf } from '../plugins/auth';
import { area } from '../plugins/scopes';
import { productSuppliers, queryStock, toggleFollow, wellSort, zoneList } from '../services/catalog';

export const catalogRoutes = (ctx: AppContext) =>
  area(ctx, {
    buyer: (app) => {
      app.post(CATALOG_PATHS.presale, { schema: catalogContracts.presale }, async (request) =>
        ok(await zoneList(ctx, buyerOf(request), request.body)),
      );
      app.post(CATALOG_PATHS.wellSort, { schema: catalogContracts.wellSort }, async (request) =>
        ok(await wellSort(ctx, buyerOf(request), request.body)),
      );
      app.post(CATALOG_PATHS.productSuppliers, { schema: catalogContracts.productSuppliers }, async (request) =>
        ok(await productSuppliers(ctx, buyerOf(request), request.body)),
      );
      app.post(CATALOG_PATHS.focus, { schema: catalogContracts.focus }, async (request) => {
        const result = await toggleFollow(ctx, buyerOf(request).id, request.body.flwCode);
        return ok(result, followToggleMessage(result));
      });
      app.post(CATALOG_PATHS.queryStock, { schema: catalogContracts.queryStock }, async (request) =>
        ok(await queryStock(ctx, request.body.stockId)),
      );
    },
  });
