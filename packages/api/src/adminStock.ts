/** The back office's 入库管理 desk calls (ours, beyond the spec), under the API base: the endpoints of ./contracts/adminStock. */
import type { ApiClient } from './client';
import { call, type InputOf } from './endpoint';
import { adminStockRoutes as R } from './routes.generated';

/** The CSV template's path: a file answer, not an envelope, so the desk fetches it itself with the staff token. */
export const STOCK_TEMPLATE_PATH = R.template.path;

/** The template's file name when downloaded. */
export const STOCK_TEMPLATE_FILE_NAME = '入库导入模板.csv';

/** 入库管理 calls; the client carries the staff token (管理员, 配货发货). */
export function adminStockApi(client: ApiClient) {
  return {
    options: () => call(client, R.options),
    lots: (query: InputOf<typeof R.lots>) => call(client, R.lots, query),
    create: (body: InputOf<typeof R.create>) => call(client, R.create, body),
    update: (body: InputOf<typeof R.update>) => call(client, R.update, body),
    setPhoto: (body: InputOf<typeof R.photo>) => call(client, R.photo, body),
    preview: (body: InputOf<typeof R.preview>) => call(client, R.preview, body),
    importCsv: (body: InputOf<typeof R.import>) => call(client, R.import, body),
    suppliers: (query: InputOf<typeof R.suppliers> = {}) => call(client, R.suppliers, query),
    createSupplier: (body: InputOf<typeof R.createSupplier>) => call(client, R.createSupplier, body),
    updateSupplier: (body: InputOf<typeof R.updateSupplier>) => call(client, R.updateSupplier, body),
    supplierAccount: (body: InputOf<typeof R.supplierAccount>) => call(client, R.supplierAccount, body),
    varieties: (query: InputOf<typeof R.varieties> = {}) => call(client, R.varieties, query),
    createVariety: (body: InputOf<typeof R.createVariety>) => call(client, R.createVariety, body),
    updateVariety: (body: InputOf<typeof R.updateVariety>) => call(client, R.updateVariety, body),
  };
}
export type AdminStockApi = ReturnType<typeof adminStockApi>;
