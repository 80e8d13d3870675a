import type { ApiClient } from './client';
import { call, callEnvelope } from './endpoint';
import { catalogRoutes } from './routes.generated';
import type { z } from 'zod';
import type {
  productHeaderSchema,
  productSuppliersSchema,
  stockLeftSchema,
  SupplierQueryInput,
  WellSortInput,
  wellSortPageSchema,
  ZoneQueryInput,
  zonePageSchema,
} from './contracts/catalog';

export type PriceSort = 'asc' | 'desc';
/** Description filter: with a description or without one. */
export type DescriptionFilter = 'with' | 'without';

/** The zone list query (/presell): the contract's input (tab is the session; supplierType A, B, C or 9 (all)). */
export type ZoneQuery = ZoneQueryInput;

export type ZonePage = z.output<typeof zonePageSchema>;

export type WellSortQuery = WellSortInput;
/** open '0': the market is closed, the list is empty and the page says when it opens. */
export type WellSortPage = z.output<typeof wellSortPageSchema>;

/** Search parameters of a product's supplier rows (§3): flwCode, supplierType, price, salepoint, keyword, level. */
export type SupplierQuery = SupplierQueryInput;

export type ProductHeader = z.output<typeof productHeaderSchema>;
export type ProductSuppliers = z.output<typeof productSuppliersSchema>;
export type StockLeft = z.output<typeof stockLeftSchema>;

export function catalogApi(client: ApiClient) {
  return {
    zone: (query: ZoneQuery, signal?: AbortSignal) => call(client, catalogRoutes.presale, query, { signal }),
    wellSort: (query: WellSortQuery) => call(client, catalogRoutes.wellSort, query),
    suppliers: (query: SupplierQuery, signal?: AbortSignal) => call(client, catalogRoutes.productSuppliers, query, { signal }),
    /** Resolves with the whole envelope: data 1 followed, 0 unfollowed; msg 已关注 / 取消关注. */
    focus: (flwCode: string) => callEnvelope(client, catalogRoutes.focus, { flwCode }),
    queryStock: (stockId: number) => call(client, catalogRoutes.queryStock, { stockId }),
  };
}
