import type { ApiClient } from './client';
import type { z } from 'zod';
import type {
  FocusBody,
  productHeaderSchema,
  productSuppliersSchema,
  QueryStockBody,
  stockLeftSchema,
  SupplierQueryInput,
  WellSortInput,
  wellSortPageSchema,
  ZoneQueryInput,
  zonePageSchema,
} from './contracts/catalog';

/** Goods paths: those of spec §7, and the ones it leaves unnamed (ours, marked). */
export const CATALOG_PATHS = {
  /** The zone goods list (the spec names the path in §7 but not its payload; the payload is ours). */
  presale: '/pc/buyer/presale',
  /** Arrived-goods picks of /superior (§7: keyword, page, limit). */
  wellSort: '/pc/home/well-sort',
  /** Ours: the spec leaves the product supplier list's path unnamed. */
  productSuppliers: '/pc/buyer/product-suppliers',
  /** Follow toggle: answers 1 followed or 0 unfollowed. */
  focus: '/v1/order/focus',
  /** Remaining batches of one lot. */
  queryStock: '/v1/order/query-stock',
} as const;

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
    zone: (query: ZoneQuery, signal?: AbortSignal) => client.post<ZonePage>(CATALOG_PATHS.presale, query, { signal }),
    wellSort: (query: WellSortQuery) => client.post<WellSortPage>(CATALOG_PATHS.wellSort, query),
    suppliers: (query: SupplierQuery, signal?: AbortSignal) =>
      client.post<ProductSuppliers>(CATALOG_PATHS.productSuppliers, query, { signal }),
    /** Resolves with the whole envelope: data 1 followed, 0 unfollowed; msg 已关注 / 取消关注. */
    focus: (flwCode: string) => client.postEnvelope<number>(CATALOG_PATHS.focus, { flwCode } satisfies FocusBody),
    queryStock: (stockId: number) => client.post<StockLeft>(CATALOG_PATHS.queryStock, { stockId } satisfies QueryStockBody),
  };
}
