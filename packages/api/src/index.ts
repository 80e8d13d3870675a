export { API_CODES, ApiError, isOk, TOKEN_EXPIRED_MSG } from './envelope';
export type { ApiCode, ApiEnvelope } from './envelope';
export { createApiClient } from './client';
export type { ApiClient, ApiClientOptions, RequestOptions } from './client';
export { PATHS } from './endpoints';
export { accountApi } from './account';
export { CART_PATHS, cartApi, DO_WAY_TO_CART } from './cart';
export type { CartList } from './cart';
export { createSessionStore } from './session';
export type { SessionStore } from './session';
export type { LoginRequest } from './account';
export type {
  AccountBalance,
  ActivityDiscount,
  Address,
  AdvertImage,
  Adverts,
  AfterSalesApplication,
  AfterSalesRecord,
  AfterSalesTypes,
  AllocationCartRow,
  BankCard,
  BillLine,
  CartItem,
  CartTotals,
  Coupon,
  Cp6Address,
  DiscountItem,
  Flag,
  FormMap,
  FormMapCategory,
  FormMapStyle,
  FormMapVariety,
  Health,
  HomeSuppliers,
  LoginResult,
  LogisType,
  LogisWay,
  MemberRule,
  Membership,
  Notice,
  OperatorBuyerInfo,
  OperatorOrderPreview,
  OperatorPageInfo,
  OrderItem,
  OrderListEntry,
  OrderMain,
  OrderSearchRow,
  OrderSumData,
  Paged,
  ProductListing,
  ProductListingItem,
  PurchasePayload,
  PurchaseProduct,
  RealNameRecord,
  RechargeRequest,
  RechargeResult,
  ReceiverType,
  RecommendedFlower,
  Registration,
  StockItem,
  SupplierBrief,
  SupplierRow,
  SupplierSearch,
  User,
  Weather,
  Yuan,
} from './types';
