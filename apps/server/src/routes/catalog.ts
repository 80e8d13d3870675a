/**
 * Goods endpoints: zone list, arrived-goods picks, supplier rows, follow, remaining stock. Buyer scope only.
 * The zone list and the supplier rows are served from the instance's read cache (services/catalogCache.ts), kept fresh
 * by the instance's one stock change feed (live/stockFeed.ts, shared with the live stock streams).
 */
import { catalogEndpoints } from '@huashi/api/contracts';
import { followToggleMessage } from '@huashi/domain';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
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
      serve(app, catalogEndpoints.presale, async (request) => ok(await zoneList(ctx, buyerOf(request), request.body)), {
        config: { buyerCache: true },
      });
      serve(app, catalogEndpoints.wellSort, async (request) => ok(await wellSort(ctx, buyerOf(request), request.body)));
      serve(app, catalogEndpoints.productSuppliers, async (request) => ok(await productSuppliers(ctx, buyerOf(request), request.body)), {
        config: { buyerCache: true },
      });
      serve(app, catalogEndpoints.focus, async (request) => {
        const result = await toggleFollow(ctx, buyerOf(request).id, request.body.flwCode);
        return ok(result, followToggleMessage(result));
      });
      serve(app, catalogEndpoints.queryStock, async (request) => ok(await queryStock(ctx, request.body.stockId)));
    },
  });
