/**
 * Every request and response contract (zod), for the server's route schemas. The apps never import this entry: they take the
 * inferred types from '@huashi/api' (type-only), so zod stays out of the browser bundle.
 */
export {
  body,
  filterId,
  flag,
  formValue,
  INT4_MAX,
  int,
  nothing,
  oneOf,
  optionalInt,
  pageNumber,
  query,
  refuse,
  REQUEST_INVALID_MSG,
  text,
  wholeNumber,
} from './fields';
export type { Refusal } from './fields';
export {
  answers,
  bit,
  bitText,
  codeOf,
  entity,
  envelope,
  epochMs,
  epochSeconds,
  file,
  FILE_ANSWER,
  paged,
  whole,
  yuan,
  zone,
} from './answers';
export type { Envelope } from './answers';
export { CART_REFUSALS, cartEndpoints, MAX_PRODUCTS_PER_REQUEST } from './cart';
export type { ProductLine, PurchaseFields } from './cart';
export { ORDER_REFUSALS, orderEndpoints } from './orders';
export { moneyEndpoints } from './money';
export { payoutPageSchema, payoutRowSchema, withdrawEndpoints, withdrawInfoSchema } from './withdraw';
export { catalogEndpoints, PRODUCT_NOT_FOUND } from './catalog';
export type { SupplierFilters, WellSortFilters, ZoneFilters } from './catalog';
export { homeEndpoints } from './home';
export type { CustomerBody, NoticeFilters, RecommendedQuery } from './home';
export { devEndpoints } from './dev';
export { ADDRESS_REFUSALS, addressEndpoints } from './addresses';
export { accountEndpoints } from './account';
export { mediaEndpoints, metricsEndpoints, regionEndpoints, systemEndpoints } from './system';
export { staffEndpoints } from './staff';
export { uploadEndpoints, uploadFieldsSchema } from './uploads';
export {
  adminBuyerEndpoints,
  balanceAdjustResultSchema,
  buyerLedgerPageSchema,
  buyerManagerViewSchema,
  buyerOrderPageSchema,
  buyerPageSchema,
  buyerProfileSchema,
  buyerSummarySchema,
} from './adminBuyers';
export {
  adminOrderEndpoints,
  batchOutcomeSchema,
  batchResultSchema,
  deskOrderPageSchema,
  deskOrderRowSchema,
  pickLineSchema,
  pickListSchema,
} from './adminOrders';
export { adminContentEndpoints } from './adminContent';
export {
  adminCancellationEndpoints,
  cancellationDecisionSchema,
  cancellationPageSchema,
  cancellationRowSchema,
} from './adminCancellations';
export { adminStockEndpoints } from './adminStock';
export { couponEndpoints, couponIssueResultSchema, heldCouponSchema } from './coupons';
export { afterSalesEndpoints, claimFormInfoSchema, claimImageSchema, claimRecordPageSchema, claimRecordSchema } from './afterSales';
export { adminClaimEndpoints, claimDecisionSchema, claimPageSchema, claimRowSchema } from './adminClaims';
export { adminIdentityEndpoints, realNameEndpoints } from './realName';
export { operatorToolEndpoints } from './operatorTool';
export type { AutoAddFields, BuyLine, GoodsListFields, OperatorSort } from './operatorTool';
export { LIVE_MAX_LOTS, liveEndpoints, liveLotSchema, liveStockEventSchema, liveTicketSchema } from './live';
