/**
 * The entities of spec §3 as the API answers them, inferred from the response contracts in `./contracts/*` (zod),
 * which are written once there: the server checks its answers against those schemas (development and test), the
 * server and the apps import these types. Money crosses the wire as yuan strings with 2 decimals ("12.30");
 * quantities are integers; times are "YYYY-MM-DD HH:mm:ss" in Asia/Shanghai unless named epoch seconds.
 * Type-only imports: zod never reaches the browser.
 */
import type { z } from 'zod';
import type { RegisterBody, buyerTypeSchema, loginResultSchema, userSchema } from './contracts/account';
import type {
  advertImageSchema,
  advertsSchema,
  discountItemSchema,
  formMapCategorySchema,
  formMapSchema,
  formMapStyleSchema,
  formMapVarietySchema,
  homeSuppliersSchema,
  memberRuleSchema,
  membershipSchema,
  noticeSchema,
  recommendedFlowerSchema,
  supplierBriefSchema,
  weatherSchema,
} from './contracts/home';
import type {
  SupplierQueryInput,
  activityDiscountSchema,
  marketSessionsSchema,
  productListingItemSchema,
  productListingSchema,
  sessionStateSchema,
  supplierRowSchema,
} from './contracts/catalog';
import type {
  ProductLine,
  PurchaseBody,
  accountBalanceSchema,
  cartItemSchema,
  cartTotalsSchema,
  couponSchema,
  purchasePreviewSchema,
  purchaseResultSchema,
} from './contracts/cart';
import type { addressSchema, cp6AddressSchema, logisTypeSchema, logisWaySchema, receiverTypeSchema } from './contracts/addresses';
import type {
  afterSalesApplicationSchema,
  afterSalesRecordSchema,
  afterSalesTypesSchema,
  orderItemSchema,
  orderListEntrySchema,
  orderMainSchema,
  orderSearchRowSchema,
  orderSumDataSchema,
} from './contracts/orders';
import type {
  allocationCartRowSchema,
  healthSchema,
  readySchema,
  operatorBuyerInfoSchema,
  operatorOrderPreviewSchema,
  operatorPageInfoSchema,
  regionSchema,
  stockItemSchema,
} from './contracts/system';
import type { bit, paged, yuan } from './contracts/answers';

export type Yuan = z.output<typeof yuan>;
export type Flag = z.output<typeof bit>;
export type User = z.output<typeof userSchema>;
export type LoginResult = z.output<typeof loginResultSchema>;
export type BuyerType = z.output<typeof buyerTypeSchema>;
export type MemberRule = z.output<typeof memberRuleSchema>;
export type Membership = z.output<typeof membershipSchema>;
export type Notice = z.output<typeof noticeSchema>;
export type AdvertImage = z.output<typeof advertImageSchema>;
export type Adverts = z.output<typeof advertsSchema>;
export type SupplierBrief = z.output<typeof supplierBriefSchema>;
export type HomeSuppliers = z.output<typeof homeSuppliersSchema>;
export type DiscountItem = z.output<typeof discountItemSchema>;
export type RecommendedFlower = z.output<typeof recommendedFlowerSchema>;
export type FormMapVariety = z.output<typeof formMapVarietySchema>;
export type FormMapCategory = z.output<typeof formMapCategorySchema>;
export type FormMapStyle = z.output<typeof formMapStyleSchema>;
export type FormMap = z.output<typeof formMapSchema>;
export type SessionState = z.output<typeof sessionStateSchema>;
export type MarketSessions = z.output<typeof marketSessionsSchema>;
export type Weather = z.output<typeof weatherSchema>;
export type ProductListingItem = z.output<typeof productListingItemSchema>;
export type ProductListing = z.output<typeof productListingSchema>;
export type ActivityDiscount = z.output<typeof activityDiscountSchema>;
export type SupplierRow = z.output<typeof supplierRowSchema>;
export type SupplierSearch = SupplierQueryInput;
export type CartItem = z.output<typeof cartItemSchema>;
export type CartTotals = z.output<typeof cartTotalsSchema>;
export type PurchasePreview = z.output<typeof purchasePreviewSchema>;
export type PurchaseResult = z.output<typeof purchaseResultSchema>;
export type PurchaseProduct = ProductLine;
export type PurchasePayload = PurchaseBody;
export type LogisType = z.output<typeof logisTypeSchema>;
export type LogisWay = z.output<typeof logisWaySchema>;
export type Address = z.output<typeof addressSchema>;
export type ReceiverType = z.output<typeof receiverTypeSchema>;
export type Cp6Address = z.output<typeof cp6AddressSchema>;
export type Coupon = z.output<typeof couponSchema>;
export type OrderMain = z.output<typeof orderMainSchema>;
export type OrderSumData = z.output<typeof orderSumDataSchema>;
export type OrderItem = z.output<typeof orderItemSchema>;
export type OrderListEntry = z.output<typeof orderListEntrySchema>;
export type OrderSearchRow = z.output<typeof orderSearchRowSchema>;
export type AfterSalesApplication = z.output<typeof afterSalesApplicationSchema>;
export type AfterSalesRecord = z.output<typeof afterSalesRecordSchema>;
export type AfterSalesTypes = z.output<typeof afterSalesTypesSchema>;
export type Registration = RegisterBody;
export type Region = z.output<typeof regionSchema>;
export type StockItem = z.output<typeof stockItemSchema>;
export type AllocationCartRow = z.output<typeof allocationCartRowSchema>;
export type OperatorBuyerInfo = z.output<typeof operatorBuyerInfoSchema>;
export type OperatorOrderPreview = z.output<typeof operatorOrderPreviewSchema>;
export type OperatorPageInfo = z.output<typeof operatorPageInfoSchema>;
export type AccountBalance = z.output<typeof accountBalanceSchema>;
export type Paged<T> = z.output<ReturnType<typeof paged<z.ZodType<T>>>>;
export type Health = z.output<typeof healthSchema>;
export type Ready = z.output<typeof readySchema>;
