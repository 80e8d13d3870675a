/** Request contracts of the goods calls (CATALOG_PATHS): lenient filters, as list pages are. */
import { z } from 'zod';
import { body, filterId, flag, int, oneOf, pageNumber, refuse, text } from './fields';

export const PRODUCT_NOT_FOUND = '商品不存在';

/** Page ≥ 1 (at most 10,000); limit 1–50, default 15. */
const paging = { page: pageNumber(1, 10_000), limit: pageNumber(15, 50) };
const price = oneOf(['asc', 'desc'] as const);
/** supplierType A, B, C or 9 (all): upper-cased, at most 2 characters. */
const supplierType = text(2).transform((value) => value.toUpperCase());

export const catalogContracts = {
  /** The zone list (/presell): tab is the session (anything but C is A); every other filter is optional. */
  presale: {
    body: body({
      tab: z
        .custom<'A' | 'C'>(() => true)
        .optional()
        .transform((value): 'A' | 'C' => (value === 'C' ? 'C' : 'A')),
      supplierType,
      styleId: filterId(1_000_000),
      cateId: filterId(1_000_000),
      flwCode: text(40),
      keyword: text(),
      recommended: flag(),
      followed: flag(),
      /** With a description or without one. */
      description: oneOf(['with', 'without'] as const),
      /** A grade letter (A, B, C, D): A matches A+, A and A-. */
      level: text(3),
      price,
      ...paging,
    }),
  },
  wellSort: { body: body({ keyword: text(), ...paging }) },
  productSuppliers: {
    body: body({ flwCode: text(40), supplierType, price, salepoint: text(40), keyword: text(), level: text(3) }),
  },
  /** Follow toggle of a variety: an empty code is a product that does not exist (404). */
  focus: {
    body: body({ flwCode: text(40).transform((value, ctx) => value || refuse(ctx, value, PRODUCT_NOT_FOUND, 404)) }),
  },
  queryStock: { body: body({ stockId: int({ msg: PRODUCT_NOT_FOUND, code: 404 }) }) },
} as const;

export type ZoneQueryInput = z.input<typeof catalogContracts.presale.body>;
export type ZoneFilters = z.output<typeof catalogContracts.presale.body>;
export type WellSortInput = z.input<typeof catalogContracts.wellSort.body>;
export type WellSortFilters = z.output<typeof catalogContracts.wellSort.body>;
export type SupplierQueryInput = z.input<typeof catalogContracts.productSuppliers.body>;
export type SupplierFilters = z.output<typeof catalogContracts.productSuppliers.body>;
export type FocusBody = z.input<typeof catalogContracts.focus.body>;
export type QueryStockBody = z.input<typeof catalogContracts.queryStock.body>;
