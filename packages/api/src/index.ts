export {
  API_CODES,
  ApiError,
  errorMessage,
  isOk,
  isRetryableError,
  retryRead,
  NETWORK_ERROR_CODE,
  SERVICE_UNAVAILABLE_MSG,
  TOKEN_EXPIRED_MSG,
} from './envelope';
export { accountKeys, addressKeys, cartKeys, catalogKeys, homeKeys, operatorToolKeys, orderKeys, regionKeys, staffKeys } from './queryKeys';
export { adminBuyerKeys } from './queryKeys';
export type { ApiCode, ApiEnvelope } from './envelope';
export { AREA, call, callEnvelope, endpoint, endpoints, queryKey, routes } from './endpoint';
export type { AnswerOf, Endpoint, EndpointSchema, EndpointScope, Endpoints, InputOf, Method, Route, Routes } from './endpoint';
export { createApiClient, defaultBaseURL } from './client';
// Every endpoint's client route ({ method, path, key }), by area: what tests and scripts address raw requests with.
export * from './routes.generated';
export type { ApiClient, ApiClientOptions, RequestOptions } from './client';
export { couponFen, feeTotalsOf, withdrawalFen } from './fen';
export type { WireFees } from './fen';
export { accountApi, loginNeedsCode } from './account';
export { cartApi, DO_WAY_CART, DO_WAY_NOW_PAY, DO_WAY_TO_CART } from './cart';
export { addressApi, CP6_ADDRESS_LIMIT, EMBEDDED_ADDRESS_LIMIT } from './address';
export type { AddressApi, AddressInput, Cp6AddressInput, OperatorTarget } from './address';
export { homeApi } from './home';
export type { CustomerService, DiscountProduct, NoticeQuery } from './home';
export { catalogApi } from './catalog';
export type {
  DescriptionFilter,
  PriceSort,
  ProductHeader,
  ProductSuppliers,
  StockLeft,
  SupplierQuery,
  WellSortPage,
  WellSortQuery,
  ZonePage,
  ZoneQuery,
} from './catalog';
export { regionApi } from './region';
export type { CartList, PreviewRequest, PreviewResult, PurchaseSelection, SubmitRequest } from './cart';
export { ordersApi } from './orders';
export { moneyApi, moneyKeys } from './money';
export type { BillsRequest, MoneyApi, RechargeRequestBody } from './money';
export type { BillPage, BillRow, RechargeCreated, RechargeStatus } from './contracts/money';
export { adminWithdrawalKeys, adminWithdrawalsApi, withdrawApi, withdrawKeys } from './withdraw';
export type { AdminWithdrawalsApi, WithdrawApi } from './withdraw';
export type {
  BankCardInfo,
  BankOption,
  BindBankCardBody,
  MyBankCard,
  MyWithdrawal,
  PayoutDecision,
  PayoutIdBody,
  PayoutPage,
  PayoutQuery,
  PayoutRejectBody,
  PayoutRow,
  WithdrawBody,
  WithdrawInfo,
  WithdrawResult,
} from './contracts/withdraw';
export type { OrderDetailData, OrderExportLink, OrderListPage, OrderPayment, OrderSearchPage } from './orders';
export { createRememberingSessionStore, createSessionStore } from './session';
export type { RememberingSessionStore, SessionStore } from './session';
export type {
  ChangePasswordRequest,
  LoginRefusal,
  LoginRequest,
  OpenAccountRequest,
  PublicToken,
  RegisterRequest,
  ResetPasswordRequest,
  SendCodeRefusal,
  SendCodeResult,
  SendRegCodeRequest,
  SmsOutboxMessage,
} from './account';
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
  BuyerType,
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
  MarketSessions,
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
  PurchasePreview,
  PurchaseProduct,
  PurchaseResult,
  ReceiverType,
  RecommendedFlower,
  Ready,
  SessionState,
  Region,
  Registration,
  StockItem,
  SupplierBrief,
  SupplierRow,
  SupplierSearch,
  User,
  Weather,
  Yuan,
} from './types';
export { staffApi } from './staff';
export { systemApi } from './system';
export type { StaffApi } from './staff';
export type { IssuedSign, OperatorSignRow, StaffMember } from './contracts/staff';
export { adminBuyersApi } from './adminBuyers';
export type { AdminBuyersApi } from './adminBuyers';
export type {
  BalanceAdjustBody,
  BalanceAdjustResult,
  BuyerAddressView,
  BuyerLedgerPage,
  BuyerLedgerRow,
  BuyerManagerBody,
  BuyerManagerView,
  BuyerOrderPage,
  BuyerOrderRow,
  BuyerPage,
  BuyerProfileData,
  BuyerSearchQuery,
  BuyerSummary,
} from './contracts/adminBuyers';
export type { UploadedImage, UploadResult } from './contracts/uploads';
export { adminOrdersApi } from './adminOrders';
export type { AdminOrdersApi } from './adminOrders';
export type {
  BatchOutcome,
  BatchResult,
  DeliverBody,
  DeskOrderPage,
  DeskOrderQuery,
  DeskOrderRow,
  PickLine,
  PickListPage,
  PickListQuery,
  ShipBody,
  StartPickingBody,
} from './contracts/adminOrders';
export { adminOrderKeys } from './queryKeys';
export { uploadApi, uploadRoutes } from './uploads';
export type { UploadApi } from './uploads';
export { adminContentApi } from './adminContent';
export type { AdminContentApi } from './adminContent';
export type { AdminBanner, AdminMemberLevel, AdminNotice, AdminNoticePage } from './contracts/adminContent';
export { adminContentKeys } from './queryKeys';
export { adminCancellationsApi } from './adminCancellations';
export type { AdminCancellationsApi } from './adminCancellations';
export type {
  CancellationApproveBody,
  CancellationDecision,
  CancellationPage,
  CancellationQuery,
  CancellationRejectBody,
  CancellationRow,
} from './contracts/adminCancellations';
export { adminCancellationKeys } from './queryKeys';
export { adminStockApi, STOCK_TEMPLATE_FILE_NAME, STOCK_TEMPLATE_PATH } from './adminStock';
export type { AdminStockApi } from './adminStock';
export type {
  CsvImportResult,
  CsvPreview,
  CsvPreviewRow,
  StockLotCreateBody,
  StockLotPage,
  StockLotRow,
  StockOptions,
  StockSupplier,
  StockSupplierPage,
  StockVariety,
  StockVarietyPage,
} from './contracts/adminStock';
export { adminStockKeys } from './queryKeys';
export { adminCouponsApi, couponsApi } from './coupons';
export type { CouponIssueBody, CouponIssueResult, CouponPage, HeldCoupon } from './contracts/coupons';
export { couponKeys } from './queryKeys';
export { afterSalesApi, afterSalesKeys } from './afterSales';
export type { AfterSalesApi } from './afterSales';
export type { AddAfterBody, AfterListBody, ClaimFormInfo, ClaimImage, ClaimRecord, ClaimRecordPage } from './contracts/afterSales';
export { adminClaimKeys, adminClaimsApi } from './adminClaims';
export type { AdminClaimsApi } from './adminClaims';
export type {
  ClaimDecision,
  ClaimIdBody,
  ClaimPage,
  ClaimProposeBody,
  ClaimQuery,
  ClaimRejectBody,
  ClaimRow,
} from './contracts/adminClaims';
export { adminIdentityApi, adminIdentityKeys, realNameApi, realNameKeys } from './realName';
export type { AdminIdentityApi, RealNameApi } from './realName';
export { IDENTITY_DESK_FILTERS } from './contracts/realName';
export type {
  CertificationBody,
  IdentityDeskFilter,
  IdentityIdBody,
  IdentityPage,
  IdentityQuery,
  IdentityRejectBody,
  IdentityRow,
  RealNameView,
} from './contracts/realName';
export { operatorToolApi } from './operatorTool';
export type { GoodsQuery, OperatorOrderTarget, OperatorToolApi } from './operatorTool';
export type {
  AllocationCart,
  BuyLineInput,
  CategoryOption,
  GoodsList,
  OperatorBuyer,
  OperatorBuyerMatches,
  OperatorCartRow,
  OperatorPreview,
  OperatorSortField,
  OperatorStockItem,
  OperatorSubmitResult,
  PriceCoefficient,
} from './contracts/operatorTool';
export { LIVE_STOCK_EVENT, liveApi } from './live';
export type { LiveLot, LiveStockEvent, LiveTicket } from './live';
