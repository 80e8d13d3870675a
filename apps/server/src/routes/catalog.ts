/** Goods endpoints: zone list, arrived-goods picks, supplier rows, follow, remaining stock. */
import { CATALOG_PATHS } from '@huashi/api';
import { followToggleMessage } from '@huashi/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { buyerOf, requireBuyer } from '../plugins/auth';
import { productSuppliers, queryStock, toggleFollow, wellSort, zoneList } from '../services/catalog';

type Body = Record<string, unknown>;
const body = (request: { body: unknown }): Body => (request.body && typeof request.body === 'object' ? (request.body as Body) : {});

export function catalogRoutes(app: FastifyInstance, ctx: AppContext) {
  const auth = requireBuyer(ctx);
  app.post(CATALOG_PATHS.presale, { preHandler: auth }, async (request) => ok(await zoneList(ctx, buyerOf(request), body(request))));
  app.post(CATALOG_PATHS.wellSort, { preHandler: auth }, async (request) => ok(await wellSort(ctx, buyerOf(request), body(request))));
  app.post(CATALOG_PATHS.productSuppliers, { preHandler: auth }, async (request) =>
    ok(await productSuppliers(ctx, buyerOf(request), body(request))),
  );
  app.post(CATALOG_PATHS.focus, { preHandler: auth }, async (request) => {
    const result = await toggleFollow(ctx, buyerOf(request).id, body(request).flwCode);
    return ok(result, followToggleMessage(result));
  });
  app.post(CATALOG_PATHS.queryStock, { preHandler: auth }, async (request) => ok(await queryStock(ctx, body(request).stockId)));
}
