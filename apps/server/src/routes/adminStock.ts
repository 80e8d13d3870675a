/**
 * The 入库管理 desk's routes (/api/admin/stock/…), behind the `stock` desk (管理员, 配货发货): lots of an auction date,
 * a lot by form and its photo, the CSV template, preview and import, suppliers and varieties.
 */
import { STOCK_TEMPLATE_FILE_NAME } from '@huashi/api';
import { adminStockEndpoints as E } from '@huashi/api/contracts';
import { stockCsvTemplate } from '@huashi/domain';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
import { staffArea } from '../plugins/scopes';
import { staffOf } from '../plugins/staff';
import { listsChanged } from '../services/catalogCache';
import {
  createLot,
  createSupplier,
  createVariety,
  importCsv,
  listLots,
  listSuppliers,
  listVarieties,
  previewImport,
  setLotPhoto,
  stockOptions,
  supplierById,
  updateLot,
  updateSupplier,
  updateVariety,
} from '../services/stockIntake';
import { setSupplierAccount } from '../services/supplierAccounts';

export function adminStockRoutes(ctx: AppContext) {
  return staffArea(ctx, {
    desks: {
      stock: (app) => {
        // Every write of this desk (lots, prices, photos, suppliers, varieties) shows in the buyers' lists at once on
        // this instance (the lists' cache is cleared before the answer goes out); other instances within the cache's
        // few seconds (services/catalogCache.ts).
        app.addHook('onSend', async (request, _reply, payload) => {
          if (request.method !== 'GET') listsChanged(ctx);
          return payload;
        });
        serve(app, E.options, async () => ok(await stockOptions(ctx)));
        serve(app, E.lots, async (request) => ok(await listLots(ctx, request.query)));
        serve(app, E.create, async (request) => {
          const { auctionDate, ...lot } = request.body;
          return ok(await createLot(ctx, staffOf(request).id, { ...strings(lot), auctionDate }), '批次已入库');
        });
        serve(app, E.update, async (request) => {
          const { id, photoKey, ...lot } = request.body;
          return ok(await updateLot(ctx, staffOf(request).id, id, strings(lot), photoKey), '批次已修改');
        });
        serve(app, E.photo, async (request) =>
          ok(await setLotPhoto(ctx, staffOf(request).id, request.body.id, request.body.key), '图片已设置'),
        );
        serve(app, E.template, async (_request, reply) =>
          reply
            .type('text/csv; charset=utf-8')
            .header('cache-control', 'no-store')
            .header(
              'content-disposition',
              `attachment; filename="stock-template.csv"; filename*=UTF-8''${encodeURIComponent(STOCK_TEMPLATE_FILE_NAME)}`,
            )
            .send(stockCsvTemplate()),
        );
        serve(app, E.preview, async (request) => ok(await previewImport(ctx, request.body.auctionDate, request.body.csv)));
        serve(app, E.import, async (request) => {
          const result = await importCsv(ctx, staffOf(request).id, request.body.auctionDate, request.body.csv);
          return ok(result, `已导入${result.count}个批次`);
        });
        serve(app, E.suppliers, async (request) => ok(await listSuppliers(ctx, request.query)));
        serve(app, E.createSupplier, async (request) => ok(await createSupplier(ctx, staffOf(request).id, request.body), '供应商已新增'));
        serve(app, E.updateSupplier, async (request) =>
          ok(await updateSupplier(ctx, staffOf(request).id, request.body.id, request.body), '供应商已修改'),
        );
        serve(app, E.supplierAccount, async (request) => {
          await setSupplierAccount(ctx, staffOf(request).id, request.body);
          return ok((await supplierById(ctx.db, request.body.id.toUpperCase()))!, '登录账号已保存');
        });
        serve(app, E.varieties, async (request) => ok(await listVarieties(ctx, request.query)));
        serve(app, E.createVariety, async (request) => ok(await createVariety(ctx, staffOf(request).id, request.body), '品种已新增'));
        serve(app, E.updateVariety, async (request) => ok(await updateVariety(ctx, staffOf(request).id, request.body), '品种已修改'));
      },
    },
  });
}

/** The lot's fields as text (a number typed into JSON counts as its digits). */
function strings<T extends Record<string, unknown>>(fields: T): Record<keyof T, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '']),
  ) as Record<keyof T, string>;
}
