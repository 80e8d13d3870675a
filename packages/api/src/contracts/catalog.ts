/** Request and response contracts of the goods calls (catalogEndpoints): lenient filters, as list pages are. */
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, bit, bitText, entity, epochMs, paged, whole, yuan, zone } from './answers';
import { body, filterId, flag, int, oneOf, pageNumber, refuse, text } from './fields';

export const PRODUCT_NOT_FOUND = '商品不存在';

/** Page ≥ 1 (at most 10,000); limit 1–50, default 15. */
const paging = { page: pageNumber(1, 10_000), limit: pageNumber(15, 50) };
const price = oneOf(['asc', 'desc'] as const);
/** supplierType A, B, C or 9 (all): upper-cased, at most 2 characters. */
const supplierType = text(2).transform((value) => value.toUpperCase());

// ---------------------------------------------------------------- answers

/** One trading session at the server's clock (ours). Times are epoch milliseconds. */
export const sessionStateSchema = entity({
  type: zone,
  open: z.boolean(),
  /** Next opening while closed, else null. */
  opensAt: epochMs.nullable(),
  /** End of the current window while open, else null. */
  closesAt: epochMs.nullable(),
  /** Session C between 16:10 and 18:00: closed for stock preparation. */
  preparing: z.boolean(),
  /** The server's instant these were computed at (the market clock). */
  now: epochMs,
});

export const marketSessionsSchema = entity({ A: sessionStateSchema, C: sessionStateSchema, now: epochMs, auctionDate: z.string() });

export const productListingItemSchema = entity({ id: whole, myAcount: whole, onceMoney: yuan });

export const productListingSchema = entity({
  flwCode: z.string(),
  flwName: z.string(),
  sku: z.string(),
  productImage: z.string(),
  newPrice: yuan,
  flwUnitno: whole,
  flwUnitname: z.string(),
  discount_flag: bit,
  collected: bit,
  cateName: z.string(),
  flwWeight: z.string(),
  /** The cheapest lot with stock (what the card buys), none when sold out. */
  items: z.array(productListingItemSchema),
  /** Bunch price before the member discount (ours; equals newPrice for non-members). */
  originalPrice: yuan,
  /** Lots on offer and lots with stock (ours). */
  lotCount: whole,
  /** The zone the listing belongs to (ours). */
  session: zone,
});

export const activityDiscountSchema = entity({ status: bit, rule_text: z.string() });

export const supplierRowSchema = entity({
  id: whole,
  supplierId: z.string(),
  supplierName: z.string(),
  levelName: z.string(),
  lenthName: z.string(),
  openName: z.string(),
  basicSaleno: whole,
  packageName: z.string(),
  positionNo: z.string(),
  nowStock: whole,
  salePrice: yuan,
  meritName: z.string(),
  salepointName: z.string(),
  activity_discount: activityDiscountSchema,
  logisWayname: z.string(),
  feeBox: yuan,
  /** Stems per bunch (ours: the bunch price and batch limit need it). */
  flwUnitno: whole,
  /** Price per stem after the member discount (ours; equals salePrice for non-members). */
  memberPrice: yuan,
  /** The zone of the lot (ours). */
  session: zone,
  /** Ours, a quality signal (the domain's claimRateText): accepted claims ÷ delivered items, last 30 days, with its basis. */
  claimRate: z.string(),
});

export const zonePageSchema = paged(productListingSchema).extend({ session: sessionStateSchema });

/** open '0': the market is closed, the list is empty and the page says when it opens. */
export const wellSortPageSchema = paged(productListingSchema).extend({ open: bitText, session: sessionStateSchema });

export const productHeaderSchema = entity({
  flwCode: z.string(),
  flwName: z.string(),
  cateName: z.string(),
  styleName: z.string(),
  productImage: z.string(),
  flwUnitno: whole,
  flwUnitname: z.string(),
  flwWeight: z.string(),
  description: z.string(),
  collected: bit,
});

export const productSuppliersSchema = entity({
  product: productHeaderSchema,
  list: z.array(supplierRowSchema),
  /** Selling points and grades present among the lots, for the filters. */
  salepoints: z.array(z.string()),
  levels: z.array(z.string()),
  session: sessionStateSchema,
});

export const stockLeftSchema = entity({ stockId: whole, nowStock: whole, batches: whole });

export const catalogEndpoints = endpoints('catalog', {
  /** The zone list (/presell): tab is the session (anything but C is A); every other filter is optional. */
  presale: endpoint('POST', '/pc/buyer/presale', 'buyer', {
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
    response: answers(zonePageSchema),
  }),
  /** Arrived-goods picks of /superior (§7: keyword, page, limit). */
  wellSort: endpoint('POST', '/pc/home/well-sort', 'buyer', {
    body: body({ keyword: text(), ...paging }),
    response: answers(wellSortPageSchema),
  }),
  /** Ours: the spec leaves the product supplier list's path unnamed. */
  productSuppliers: endpoint('POST', '/pc/buyer/product-suppliers', 'buyer', {
    body: body({ flwCode: text(40), supplierType, price, salepoint: text(40), keyword: text(), level: text(3) }),
    response: answers(productSuppliersSchema),
  }),
  /** Follow toggle of a variety: an empty code is a product that does not exist (404). */
  focus: endpoint('POST', '/v1/order/focus', 'buyer', {
    body: body({ flwCode: text(40).transform((value, ctx) => value || refuse(ctx, value, PRODUCT_NOT_FOUND, 404)) }),
    /** 1 followed, 0 unfollowed. */
    response: answers(bit),
  }),
  /** Remaining batches of one lot. */
  queryStock: endpoint('POST', '/v1/order/query-stock', 'buyer', {
    body: body({ stockId: int({ msg: PRODUCT_NOT_FOUND, code: 404 }) }),
    response: answers(stockLeftSchema),
  }),
});

export type ZoneQueryInput = z.input<typeof catalogEndpoints.presale.schema.body>;
export type ZoneFilters = z.output<typeof catalogEndpoints.presale.schema.body>;
export type WellSortInput = z.input<typeof catalogEndpoints.wellSort.schema.body>;
export type WellSortFilters = z.output<typeof catalogEndpoints.wellSort.schema.body>;
export type SupplierQueryInput = z.input<typeof catalogEndpoints.productSuppliers.schema.body>;
export type SupplierFilters = z.output<typeof catalogEndpoints.productSuppliers.schema.body>;
