/**
 * Goods endpoints: zone list, arrived-goods picks, supplier rows, follow, remaining stock. Buyer scope only.
 * The zone list and the supplier rows are served from the instance's read cache (services/catalogCache.ts), kept fresh
 * by the instance's one stock change feed (live/stockFeed.ts, shared with the live stock streams).
 */
import { CATALOG_PATHS } from '@huashi/api';
import { catalogContracts } from '@huashi/api/contracts';
import { followToggleMessage } from '@huashi/domain';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { sharedStockFeed } from '../live/stockFeed';
import { buyerOf } from '../plugins/auth';
import { area } from '../plugins/scopes';
import { productSuppliers, queryStock, toggleFollow, wellSort, zoneList } from '../services/catalog';
import { startListCache } from '../services/catalogCache';

export const catalogRoutes = (ctx: AppContext) =>
  area(ctx, {
    buyer: (app) => {
      // The cache serves nothing until the feed listens (it reads the database meanwhile); no wait at start here.
      const { feed } = sharedStockFeed(ctx, { warn: (message) => app.log.warn(message) });
      const cache = startListCache(ctx, feed);
      app.addHook('onClose', async () => {
        cache.close();
        await feed.close();
      });
      // The lists only read: their buyer may come from the short buyer cache (plugins/auth.ts).
      app.post(CATALOG_PATHS.presale, { schema: catalogContracts.presale, config: { buyerCache: true } }, async (request) =>
        ok(await zoneList(ctx, buyerOf(request), request.body)),
      );
      app.post(CATALOG_PATHS.wellSort, { schema: catalogContracts.wellSort }, async (request) =>
        ok(await wellSort(ctx, buyerOf(request), request.body)),
      );
      app.post(
        CATALOG_PATHS.productSuppliers,
        { schema: catalogContracts.productSuppliers, config: { buyerCache: true } },
        async (request) => ok(await productSuppliers(ctx, buyerOf(request), request.body)),
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
