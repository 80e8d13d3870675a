/** The back office's 入库管理 desk calls (ours, beyond the spec), under the API base. Types come from ./contracts/adminStock. */
import type { ApiClient } from './client';
import type {
  CsvImportResult,
  CsvPreview,
  StockCsvBody,
  StockListQuery,
  StockLotCreateBody,
  StockLotPage,
  StockLotPhotoBody,
  StockLotQuery,
  StockLotRow,
  StockLotUpdateBody,
  StockOptions,
  StockSupplier,
  StockSupplierCreateBody,
  StockSupplierPage,
  StockSupplierUpdateBody,
  StockVariety,
  StockVarietyCreateBody,
  StockVarietyPage,
  StockVarietyUpdateBody,
} from './contracts/adminStock';

export const ADMIN_STOCK_PATHS = {
  options: '/admin/stock/options',
  lots: '/admin/stock/lots',
  create: '/admin/stock/lots/create',
  update: '/admin/stock/lots/update',
  photo: '/admin/stock/lots/photo',
  /** GET: the CSV template (UTF-8 with a BOM), a file, not an envelope. */
  template: '/admin/stock/template.csv',
  preview: '/admin/stock/import/preview',
  import: '/admin/stock/import',
  suppliers: '/admin/stock/suppliers',
  createSupplier: '/admin/stock/suppliers/create',
  updateSupplier: '/admin/stock/suppliers/update',
  varieties: '/admin/stock/varieties',
  createVariety: '/admin/stock/varieties/create',
  updateVariety: '/admin/stock/varieties/update',
} as const;

/** The template's file name when downloaded. */
export const STOCK_TEMPLATE_FILE_NAME = '入库导入模板.csv';

/** 入库管理 calls; the client carries the staff token (管理员, 配货发货). */
export function adminStockApi(client: ApiClient) {
  return {
    options: () => client.get<StockOptions>(ADMIN_STOCK_PATHS.options),
    lots: (query: StockLotQuery) => client.get<StockLotPage>(ADMIN_STOCK_PATHS.lots, { query: query as Record<string, string | number> }),
    create: (body: StockLotCreateBody) => client.post<StockLotRow>(ADMIN_STOCK_PATHS.create, body),
    update: (body: StockLotUpdateBody) => client.post<StockLotRow>(ADMIN_STOCK_PATHS.update, body),
    setPhoto: (body: StockLotPhotoBody) => client.post<StockLotRow>(ADMIN_STOCK_PATHS.photo, body),
    preview: (body: StockCsvBody) => client.post<CsvPreview>(ADMIN_STOCK_PATHS.preview, body),
    importCsv: (body: StockCsvBody) => client.post<CsvImportResult>(ADMIN_STOCK_PATHS.import, body),
    suppliers: (query: StockListQuery = {}) =>
      client.get<StockSupplierPage>(ADMIN_STOCK_PATHS.suppliers, { query: query as Record<string, string | number> }),
    createSupplier: (body: StockSupplierCreateBody) => client.post<StockSupplier>(ADMIN_STOCK_PATHS.createSupplier, body),
    updateSupplier: (body: StockSupplierUpdateBody) => client.post<StockSupplier>(ADMIN_STOCK_PATHS.updateSupplier, body),
    varieties: (query: StockListQuery = {}) =>
      client.get<StockVarietyPage>(ADMIN_STOCK_PATHS.varieties, { query: query as Record<string, string | number> }),
    createVariety: (body: StockVarietyCreateBody) => client.post<StockVariety>(ADMIN_STOCK_PATHS.createVariety, body),
    updateVariety: (body: StockVarietyUpdateBody) => client.post<StockVariety>(ADMIN_STOCK_PATHS.updateVariety, body),
  };
}
export type AdminStockApi = ReturnType<typeof adminStockApi>;
