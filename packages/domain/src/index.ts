/**
 * @huashi/domain: every pure business rule of the spec, one copy for the buyer app, the operator app and the server.
 * Names are exported explicitly, grouped by module (index.test.ts checks that none is missing).
 */

// money
export {
  FEN_PER_YUAN,
  applyRatioFen,
  fenOf,
  bunchPriceFen,
  stemPriceFen,
  fenToYuan,
  formatPrice,
  formatYuan,
  multiplyFen,
  nonNegativeFen,
  parseYuan,
  sumFen,
  yuanToFen,
} from './money';
export type { Fen, ParseYuanError, ParseYuanResult } from './money';

// ledger (a balance_ledger row read as 收入 / 支出 / 冻结 / 解冻: the buyer's bills and the staff's 资金流水)
export { LEDGER_MOVEMENT_WORDS, ledgerMovement, ledgerMovementText } from './ledger';
export type { LedgerMovement, LedgerMovementKind } from './ledger';

// grade
export { GRADE_CLASSES, gradeClass } from './grade';
export type { GradeClass } from './grade';

// quantity
export {
  MIN_BATCHES,
  QUANTITY_MESSAGES,
  batchesToBunches,
  bunchesToStems,
  checkBatchQuantity,
  checkCartQuantity,
  digitsOnly,
  hasSelection,
  maxBatches,
  parseQuantity,
  selectionMessage,
  stepBatchQuantity,
} from './quantity';
export type { QuantityCheck, QuantityMessage, StockLot } from './quantity';

// stock (a line against what its lot still holds)
export { stockShortage, stockShortText } from './stock';

// time
export {
  MS_PER_DAY,
  MS_PER_HOUR,
  MS_PER_MINUTE,
  MS_PER_SECOND,
  SHANGHAI_OFFSET_MS,
  addDays,
  auctionDate,
  clockToMinutes,
  daysInMonth,
  epochSecondsToMs,
  formatCountdown,
  formatShanghaiDateTime,
  formatShanghaiMonthDayTime,
  parseShanghaiDateTime,
  shanghaiDate,
  shanghaiWallTime,
  shanghaiWallTimeToMs,
  toEpochMs,
} from './time';
export type { Instant, ParsedShanghaiDateTime, ShanghaiWallTime } from './time';

// sessions
export {
  SESSIONS,
  SESSION_CLOSED_NOTICE,
  SESSION_CLOSED_NOTICE_LINES,
  SESSION_TYPES,
  STOCK_PREPARATION,
  isSessionOpen,
  isSessionType,
  msUntilNextOpening,
  sessionStatus,
  shipDate,
} from './sessions';
export type { SessionStatus, SessionType } from './sessions';

// market
export {
  ZONE_NAMES,
  allDayShipText,
  dayFraction,
  durationText,
  sessionCountdownText,
  sessionView,
  marketDateLabel,
  marketTimeLabel,
  msUntil,
  sessionStateText,
  searchZone,
  weatherLabel,
} from './market';
export type { SessionView, ZoneSearch } from './market';

// coupons
export {
  COUPON_USE_LIMITS,
  couponDiscountFen,
  couponEndsAt,
  couponFitsSession,
  couponRefusal,
  couponReturnsOnCancellation,
  isCouponExpired,
  isCouponUsable,
  isCouponUseLimit,
  pickBestCoupon,
  splitCouponsByExpiry,
  checkCouponIssue,
  COUPON_ISSUE_LIMITS,
  COUPON_ISSUE_MESSAGES,
  COUPON_ISSUE_TARGETS,
  COUPON_SCOPE_NAMES,
  COUPON_STATE_NAMES,
  COUPON_TAB_NAMES,
  COUPON_TABS,
  couponScopeName,
  couponState,
  couponThresholdText,
  MONTHLY_MEMBER_COUPONS,
  monthlyMemberCoupons,
  shanghaiMonthKey,
} from './coupons';
export type {
  CouponContext,
  CouponIssue,
  CouponIssueCheck,
  CouponIssueField,
  CouponIssueInput,
  CouponIssueTarget,
  CouponRefusal,
  CouponState,
  CouponTab,
  CouponTerms,
  CouponUseLimit,
} from './coupons';

// totals
export {
  TRANSACTION_FEE_FEN,
  discountProgressFromAmounts,
  discountProgressPercent,
  formatDiscountProgress,
  memberDiscountText,
  memberDiscountFen,
  memberDiscountZhe,
  orderTotalFen,
  packingFeeFen,
  transactionFeeFen,
} from './totals';
export type { FeeTotals, OrderAmounts } from './totals';

// logistics
export {
  DEFAULT_LOGISTICS_WAY,
  LOGISTICS_FEE_PER_KG_FEN,
  activityDiscountFen,
  deliveryWayName,
  formatKg,
  lineWeightGrams,
  logisticsFeeFen,
  logisticsRatePerKgFen,
  totalWeightGrams,
} from './logistics';
export type { LogisticsTarget } from './logistics';

// line figures and sums (cart and orders)
export { activityTermsOf, lineFigures, linesTotalFen, sumLines } from './pricing';
export type { LineFigures, LineSums, LotTerms, MemberTerms } from './pricing';

// activity discounts (threshold in bunches; the rule text is derived)
export { activityApplies, activityRuleText, formatZhe, hasActivity, lineActivityDiscountFen } from './activity';
export type { ActivityTerms } from './activity';

// statuses
export {
  ACCOUNT_OPENED_STATUS,
  ACCOUNT_REGISTERED_STATUS,
  ACCOUNT_STATUS,
  AFTER_SALES_ACTIONS,
  AFTER_SALES_NONE,
  AFTER_SALES_PROGRESS,
  AFTER_SALES_STATUS,
  BACK_ORDER_PROMPT,
  BACK_STATUS,
  BACK_STATUS_CAN_APPLY,
  BACK_STATUS_CANCELLED,
  BACK_STATUS_NO_ACTION,
  BACK_STATUS_REJECTED,
  BACK_STATUS_UNDER_REVIEW,
  CONFIRM_RECEIPT_PROMPT,
  CONFIRM_RECEIPT_STATUS,
  HOME_TABS,
  ORDER_CANCELLED_LABEL,
  ORDER_COMPLETED_STATUS,
  ORDER_PLACED_STATUS,
  ORDER_STATUS,
  ORDER_TABS,
  ORDER_TAB_CODES,
  REAL_NAME_STATUS,
  afterSalesAction,
  afterSalesProgress,
  afterSalesStatusLabel,
  afterSalesStatusText,
  backStatusLabel,
  canApplyCancellation,
  canCancelAfterSales,
  canConfirmReceipt,
  isAccountOpened,
  isMember,
  memberLevelLabel,
  orderStatusLabel,
  orderTabByCode,
  orderTabByIndex,
  orderTabShowsSearchAndPager,
  orderValFor,
  parseOrderVal,
  realNameShowsForm,
  realNameState,
  waitsForPayment,
} from './statuses';
export type {
  AccountStatus,
  AfterSalesActionKey,
  AfterSalesProgress,
  AfterSalesStatus,
  AfterSalesStatusLabel,
  BackStatus,
  BackStatusLabel,
  HomeTab,
  ItemAfterSalesStatus,
  OrderPaymentState,
  OrderStatus,
  OrderStatusLabel,
  OrderTab,
  OrderTabCode,
  OrderTabIndex,
  RealNameState,
  RealNameStatus,
} from './statuses';

// catalog
export {
  FOLLOW_MESSAGES,
  LENGTH_MAP,
  MAX_CATEGORIES_SHOWN,
  OPENNESS_MAP,
  SUPPLIER_TYPES,
  followToggleMessage,
  isSupplierType,
  lengthLabel,
  opennessLabel,
  visibleCategories,
  LOT_NOTE_LABELS,
} from './catalog';
export type { LengthLabel, OpennessLabel, SupplierType } from './catalog';

// address
export {
  ADDRESSES_SHOWN_FIRST,
  ADDRESS_TYPE_LOCKED_MESSAGE,
  DELIVERY_WAY_LABELS,
  addressWayLabel,
  AGENT_COLLECTION,
  DELIVERY_TYPES,
  LOGIS_TYPES,
  LOGIS_TYPE_LABELS,
  LOGIS_WAYS,
  LOGIS_WAY_LABELS,
  RECEIVER_TYPES,
  RECEIVER_TYPE_LABELS,
  SELF_PICKUP,
  SELF_PICKUP_RECEIVER_TYPE,
  addressTypeLock,
  defaultFirst,
  embeddedFrameHeight,
  isSelfPickup,
  lockedAddressType,
  logisTypeLabel,
  logisWayLabel,
  preselectedAddress,
  receiverTypeForWay,
  toLogisWay,
  toReceiverType,
  receiverTypeLabel,
  showsDeliveryMethod,
  visibleAddresses,
  wayForReceiverType,
} from './address';
export type { DeliveryType, LogisType, LogisWay, PickupAddress, ReceiverType } from './address';

// afterSales
export {
  AFTER_SALES_DEADLINE_TEXTS,
  ALL_AFTER_SALES_TYPES_LABEL,
  COMPLAINT_WINDOW_MS,
  FULL_AFTER_SALES_GRADES,
  IMAGE_MESSAGES,
  UPLOAD_MESSAGES,
  UPLOAD_PREFIXES,
  mayReadUpload,
  mayUpload,
  type UploadPerson,
  isUploadPrefix,
  NORMAL_LOSS_PERCENT,
  afterSalesDeadlineText,
  afterSalesRefusal,
  afterSalesTypeOptions,
  compensationFen,
  complaintWindowEndsAt,
  gradeAllowsQualityClaims,
  gradeAllowsType,
  hasAfterSalesClaim,
  imageFileRefusal,
  isQualityType,
  isWithinComplaintWindow,
  proofImagesRefusal,
} from './afterSales';
export type { AfterSalesRefusal, AfterSalesType, FullAfterSalesGrade, ImageFile, ImageMessage, UploadPrefix } from './afterSales';

// withdrawal
export {
  WITHDRAWAL_FEE_FEN,
  WITHDRAWAL_MAX_FEN,
  WITHDRAWAL_MESSAGES,
  WITHDRAWAL_MIN_FEN,
  WITHDRAWAL_REJECT_MESSAGES,
  WITHDRAWAL_STATUS_NAMES,
  checkWithdrawalAmount,
  maxWithdrawalFen,
  withdrawalFreezeNotice,
  withdrawalNotice,
  withdrawalReleaseNotice,
  withdrawalPreconditionMessage,
  withdrawalRejectReasonProblem,
} from './withdrawal';
export type { WithdrawalAmountCheck, WithdrawalMessage, WithdrawalStatus } from './withdrawal';
export { BANKS, bankByCode, bankOfCardNumber } from './bankCard';
export type { Bank } from './bankCard';

// operator
export {
  AUTO_ALLOCATION_CLEAR,
  AUTO_ALLOCATION_CONFIRM_TEXT,
  AUTO_ALLOCATION_DEFAULTS,
  AUTO_ALLOCATION_DEFAULT_CATEGORY,
  AUTO_ALLOCATION_DEFAULT_LEVEL,
  operatorDefectText,
  AUTO_ALLOCATION_MIN_QUANTITY,
  AUTO_ALLOCATION_TYPES,
  OPERATOR_DEFAULT_SUPPLIER_TYPE,
  OPERATOR_PAY_MODES,
  OPERATOR_SELECTION_MESSAGE,
  OPERATOR_PRICE_LIMIT_TYPES,
  OPERATOR_SORT_FIELDS,
  OPERATOR_TOOL_MESSAGES,
  OPERATOR_SALE_PRICE_MAX_FEN,
  PRICE_CHANGE_TYPES,
  allocationQuantityProblem,
  allocationStockShortText,
  operatorInsufficientBalanceText,
  autoAllocate,
  matchesAutoAllocation,
  normalizeGoodsQuery,
  operatorSupplierType,
  operatorDeliveryTarget,
  operatorOrderSums,
  PRICE_RANGE_FEN,
  allocationRowTotalFen,
  applyPriceChangeFen,
  autoAllocationNeedsConfirm,
  defaultBundlesToBuy,
  formatOperatorSalePrice,
  isTransferredStock,
  normalizeOperatorPageSize,
  normalizePriceRange,
  operatorSalePriceFen,
  operatorSalePriceProblem,
  operatorPriceFloorFen,
  operatorSignActor,
  operatorMemberPriceNote,
  OPERATOR_AUDIT_ACTIONS,
  SIGN_MESSAGES,
  SIGN_STATE_NAMES,
  SIGN_TTL_CHOICES,
} from './operator';
export type {
  AllocationLineTerms,
  AllocationLot,
  AutoAllocationClear,
  AutoAllocationOptions,
  AutoAllocationResult,
  AutoAllocationType,
  GoodsQueryInput,
  OperatorSortField,
  PriceChangeType,
  SignState,
} from './operator';
export {
  OPERATOR_EXPORT_COLUMNS,
  OPERATOR_EXPORT_SOURCES,
  operatorExportFileName,
  operatorExportRow,
  operatorExportSheet,
  operatorExportTotalRow,
} from './operatorExport';
export type { OperatorExportCell, OperatorExportLine, OperatorExportSource } from './operatorExport';

// identity
export {
  ID_PROVINCE_CODES,
  holderMatchesRealName,
  isAccountPhone,
  isContactPhone,
  isMainlandMobile,
  isValidResidentId,
  maskBankCardNumber,
  maskPhone,
  normalizeBankCardNumber,
  passesLuhn,
  normalizeMobile,
  normalizePhoneText,
  parseResidentId,
  residentIdCheckChar,
} from './identity';
export type { ResidentId, ResidentIdError, ResidentIdResult } from './identity';

// accounts
export {
  ACCOUNT_MESSAGES,
  ACCOUNT_NO_PREFIX,
  BUYER_TYPES,
  BUYER_TYPE_DICTIONARY_KEY,
  DREDGE_ROUTE,
  FIRST_ACCOUNT_NUMBER,
  LOGIN_LIMITS,
  PHONE_STAMP_MAX_AGE_SECONDS,
  PUBLIC_TOKEN_TTL_SECONDS,
  SMS_LIMITS,
  SMS_PURPOSES,
  accountNoFor,
  accountNumberOf,
  buyerTypeName,
  isAccountNo,
  isBuyerType,
  openAccountRedirect,
  phoneStamp,
  readPhoneStamp,
  rememberPhone,
  rememberedPhone,
  safeRedirectPath,
  smsResendMessage,
  smsSecondsLeft,
} from './accounts';
export type { BuyerTypeCode, PhoneStampCheck, RememberedPhone, SmsPurpose } from './accounts';

// regions
export { isValidRegion, regionNames, regionPath } from './regions';
export type { RegionChoice, RegionNode, RegionSelection } from './regions';

// signs
export {
  PURCHASE_SIGN_MAX_AGE_SECONDS,
  PURCHASE_SIGN_MAX_FUTURE_SECONDS,
  PURCHASE_SIGN_NONCE_LENGTH,
  UPLOAD_SIGN_MAX_SKEW_SECONDS,
  UPLOAD_SIGN_SUFFIX,
  createPurchaseSign,
  epochSeconds,
  parseSignKey,
  randomNonce,
  readPurchaseSign,
  uploadSign,
  verifyPurchaseSign,
  verifyUploadSign,
} from './signs';
export type { PurchaseSignCheck, PurchaseSignContent, RandomSource, SignKey } from './signs';

// constants
export {
  COUNTDOWN_SECONDS,
  LOGIN_QUERY_KEYS,
  MESSAGE_DURATION_MS,
  MONEY_QUERY_KEYS,
  OPERATOR_PAGE_SIZE_OPTIONS,
  PAGE_SIZES,
  PAY_WAYS,
  RECHARGE_DEFAULT_YUAN,
  RECHARGE_PRESETS_YUAN,
  REMEMBER_ME_DAYS,
  REQUEST_VERSION,
  TEXT_LIMITS,
  UI_LIMITS,
  UPLOAD_LIMITS,
  WEATHER_CITY,
} from './constants';
export type { OperatorPageSize, PayWay } from './constants';

// messages
export { MESSAGES, RESPONSE_CODES, autoAllocatedMessage, autoAllocationOutcome, checkSearchKeyword, orderPlacedMessage } from './messages';
export type { Message } from './messages';

// routes
export {
  HOME_ROUTE,
  LOGIN_ROUTE,
  NO_BACK_ROUTES,
  OPEN_ROUTES,
  RETURN_QUERY,
  afterLoginPath,
  guardRedirect,
  loginHref,
  showsBackButton,
} from './routes';

// query
export { readQuery, readQueryJson, withQuery } from './query';

// schemas/validate
export { FORM_ROOT_PATH, firstFormError, formErrors, validateForm } from './schemas/validate';
export type { FormCheck } from './schemas/validate';

// schemas/auth
export {
  AUTH_MESSAGES,
  PASSWORD_PLACEHOLDERS,
  accountPasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  sendCodeSchema,
} from './schemas/auth';
export type { AccountPasswordValues, ForgotPasswordValues, LoginValues, RegisterValues, SendCodeValues } from './schemas/auth';

// schemas/address
export {
  ADDRESS_MESSAGES,
  addressSchema,
  applySelfPickup,
  applySelfPickupCp6,
  cp6AddressSchema,
  normalizeCp6Address,
} from './schemas/address';
export type { AddressValues, Cp6AddressValues } from './schemas/address';

// realName
export {
  maskIdNumber,
  normalizeRealName,
  REAL_NAME_MAX,
  REAL_NAME_MESSAGES,
  REAL_NAME_REASON_MAX,
  REAL_NAME_REQUIRED_MESSAGES,
  REAL_NAME_STATE_LABELS,
  realNameReasonProblem,
  realNameRequiredMessage,
  realNameStatusLabel,
  realNameSubmitRefusal,
  sameIdWarning,
} from './realName';
export type { RealNameRequiredMessage } from './realName';

// schemas/identity
export { IDENTITY_MESSAGES, PERMANENT_EXPIRY, identityFieldOf, identitySchema } from './schemas/identity';
export type { IdentityContext, IdentityField, IdentityValues } from './schemas/identity';

// schemas/openAccount
export { OPEN_ACCOUNT_MESSAGES, openAccountSchema } from './schemas/openAccount';
export type { OpenAccountValues } from './schemas/openAccount';

// schemas/finance
export { BANK_CARD_MESSAGES, RECHARGE_MESSAGES, bankCardSchema, rechargeSchema, withdrawSchema } from './schemas/finance';
export type { BankCardContext, BankCardValues, RechargeValues, WithdrawContext, WithdrawValues } from './schemas/finance';

// claims (issue 16: after-sales claims and the 售后理赔 desk)
export {
  AFTER_SALES_RULES,
  AFTER_SALES_SUPPORT,
  AFTER_SALES_TYPES,
  DEFAULT_MARKET_HOTLINE,
  CLAIM_DESK_MESSAGES,
  CLAIM_DESK_STATE_CODES,
  CLAIM_DESK_STATES,
  CLAIM_MESSAGES,
  CLAIM_RATE_DAYS,
  CLAIM_RATE_HINT,
  CLAIM_RATE_MIN_ITEMS,
  CLAIM_RATE_STATUSES,
  CLAIM_RATE_WINDOW,
  CLAIM_REASON_MAX,
  CLAIM_REPLY_HOURS,
  CLAIM_REPLY_MS,
  CLAIM_STATUS,
  claimableBundles,
  claimActionAt,
  claimActionProblem,
  claimAmountDecision,
  claimAwaitsReply,
  claimFormula,
  CLAIM_FORMULA_TEXT,
  CLAIM_ACTION_DONE,
  claimDeadline,
  claimDeskStateOf,
  claimIsOpen,
  CLAIM_OPEN_STATUSES,
  claimRateText,
  claimOpenRefusal,
  claimReasonProblem,
  claimRefusal,
  maskAccount,
} from './claims';
export type { ClaimAction, ClaimDeadline, ClaimDeskState, ClaimFormula, ClaimInput } from './claims';
// schemas/couponIssue
export { couponIssueSchema } from './schemas/couponIssue';
export type { CouponIssueContext } from './schemas/couponIssue';

// schemas/afterSales
export { AFTER_SALES_MESSAGES, afterSalesSchema } from './schemas/afterSales';
export type { AfterSalesContext, AfterSalesValues } from './schemas/afterSales';

// schemas/operator
export { OPERATOR_MESSAGES, autoAllocationSchema, batchPriceSchema, buyerConfirmSchema } from './schemas/operator';
export type { AutoAllocationValues, BatchPriceValues, BuyerConfirmValues } from './schemas/operator';

// schemas/orders
export { ORDER_NOTICE_MAX, REMARK_MESSAGES, remarkSchema } from './schemas/orders';
export type { RemarkValues } from './schemas/orders';

// staff
export {
  AUDIT_ACTION_NAMES,
  auditActionName,
  desksOf,
  STAFF_DESK_NAMES,
  STAFF_LIMITS,
  STAFF_MESSAGES,
  STAFF_ROLES,
  STAFF_ROLE_CODES,
  isStaffRole,
  rolesFor,
  staffLoginNameProblem,
  staffMay,
  staffPasswordProblem,
  staffRoleName,
} from './staff';
export type { StaffDesk, StaffRole } from './staff';

// refund (a cancelled item's refund) and cancellations (the back office's 撤销审核 desk)
export { itemRefund, refundShares, splitByLargestRemainder } from './refund';
export type { ItemRefund, RefundItem, RefundOrder, RefundShare } from './refund';
export {
  CANCELLATION_MESSAGES,
  CANCELLATION_REASON_MAX,
  CANCELLATION_PACKED_STATUS,
  CANCELLATION_SHIPPED_STATUS,
  CANCELLATION_STATES,
  CANCELLATION_STATE_CODES,
  backOrderPrompt,
  backRejectionText,
  cancellationApprovedMessage,
  cancellationRefund,
  cancellationDecisionProblem,
  cancellationStateOf,
  isCancellationState,
  rejectionReasonProblem,
} from './cancellations';
export type { CancellationState } from './cancellations';
export { cancellationRejectSchema } from './schemas/cancellations';
export type { CancellationRejectValues } from './schemas/cancellations';

// schemas/staff
export { signIssueSchema, staffCreateSchema, staffLoginSchema, staffPasswordSchema, staffResetPasswordSchema } from './schemas/staff';
export type { SignIssueValues, StaffCreateValues, StaffLoginValues, StaffPasswordValues, StaffResetPasswordValues } from './schemas/staff';

// buyerDesk (the back office's 买家 desk)
export {
  ADJUST_DIRECTIONS,
  ADJUST_DIRECTION_CODES,
  BALANCE_ADJUST_ROLES,
  BUYER_ADJUST_LIMITS,
  BUYER_DESK_MESSAGES,
  BUYER_MANAGER_LIMITS,
  BUYER_SEARCH_MAX,
  LEDGER_SOURCE_NAMES,
  MANAGER_EDIT_ROLES,
  adjustDeltaFen,
  adjustKeepsUsable,
  adjustNotice,
  adjustReasonProblem,
  buyerAccountStatusName,
  buyerSearchText,
  checkAdjustAmount,
  isAdjustDirection,
  ledgerSourceName,
  managerNameProblem,
  managerNameText,
  managerPhoneProblem,
  managerPhoneText,
  mayAdjustBalance,
  maySetManager,
  usableFen,
} from './buyerDesk';
export type { AdjustDirection, AmountCheck, BuyerManager, LedgerSource } from './buyerDesk';

// schemas/buyerDesk
export { balanceAdjustSchema, buyerManagerSchema } from './schemas/buyerDesk';
export type { BalanceAdjustContext, BalanceAdjustValues, BuyerManagerValues } from './schemas/buyerDesk';

// fulfilment (the back office's 订单履约 desk)
export {
  AUTO_COMPLETE_HOURS,
  AUTO_COMPLETE_MS,
  COMPLETED_BY,
  DESK_STATUS_FILTERS,
  DESK_STATUS_FILTER_CODES,
  FULFILMENT_ACTIONS,
  FULFILMENT_ACTION_CODES,
  FULFILMENT_BATCH_MAX,
  FULFILMENT_CARRIERS,
  FULFILMENT_MESSAGES,
  autoCompleteAt,
  autoCompleteDue,
  canFulfil,
  carrierByCode,
  carrierByName,
  completedByLabel,
  deliverStepName,
  deliveryTypeLabel,
  deskStatusLabel,
  fulfilmentActionsFor,
  fulfilmentRefusal,
  orderWhollyCancelled,
  normaliseTrackingNumber,
  shipProblem,
  trackingNumberProblem,
} from './fulfilment';
export type { CarrierCode, DeskStatusFilter, FulfilmentAction, FulfilmentOrderState, ShipInput } from './fulfilment';
export { shipFormSchema } from './schemas/fulfilment';

// orderPayment (the unpaid operator order 待付款 and 代下单, issue 18)
export {
  AGENT_PLACED_LABEL,
  ORDER_AMOUNT_LABELS,
  ORDER_PAYMENT_MESSAGES,
  PLACED_BY_BUYER,
  UNPAID_LABEL,
  isAgentPlaced,
  operatorSignIdOf,
  orderAmountLabel,
  orderPaymentNotice,
  payOrderCheck,
  placedByOperator,
  placedByText,
  settleShortText,
} from './orderPayment';
export type { OrderAmountLabel } from './orderPayment';
export type { ShipFormValues, ShipLineValues } from './schemas/fulfilment';

// content (the 内容发布 desk)
export {
  bannerLinkProblem,
  bannerSortOf,
  bannerTitleProblem,
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  isExternalLink,
  isNoticeType,
  memberRuleProblem,
  NOTICE_STATE_NAMES,
  NOTICE_TYPE_CODES,
  NOTICE_TYPES,
  noticeBeginMs,
  noticeBeginAt,
  noticeBeginTimeProblem,
  NOTICE_BEGIN_HINT,
  noticeContentProblem,
  noticeHtmlIsBlank,
  noticeState,
  noticeTitleProblem,
  noticeTypeOf,
  noticeVisible,
  visibleBanners,
} from './content';
export type { NoticeState, NoticeType } from './content';
export { bannerSchema, memberLevelSchema, noticeSchema } from './schemas/content';
export type { BannerFormValues, MemberLevelFormValues, NoticeFormValues } from './schemas/content';

// stockIntake (the back office's 入库管理 desk)
export {
  AUDIT_ENTITY_NAMES,
  AUDIT_FIELD_NAMES,
  AUDIT_MESSAGES,
  auditChanges,
  auditEntityName,
  auditFieldName,
  auditFieldValueText,
  auditTargetText,
  auditUnchanged,
  auditValueText,
} from './audit';
export type { AuditChange } from './audit';
export {
  DEFAULT_PACKAGE_NAME,
  LOT_FIELDS,
  LOT_FIELD_NAMES,
  OPTIONAL_LOT_FIELDS,
  STOCK_CSV_HEADERS,
  STOCK_GRADES,
  STOCK_INTAKE_LIMITS,
  STOCK_LENGTH_CODES,
  STOCK_MESSAGES,
  STOCK_OPEN_CODES,
  STOCK_SUPPLIER_TYPES,
  STOCK_SUPPLIER_TYPE_CODES,
  bundlesOfStems,
  checkLotRow,
  CSV_COMMENT_PREFIX,
  STOCK_CSV_EXAMPLE,
  csvFileProblem,
  csvRowInput,
  csvTextProblem,
  formatWeightKg,
  isCsvCommentRow,
  isFormulaCell,
  isStockSupplierType,
  lotRowProblems,
  mapCsvHeaders,
  parseWeightGrams,
  readGrade,
  readLengthCode,
  readOpenCode,
  sessionOfSupplierType,
  stockAfterEdit,
  stockCsvTemplate,
  stockDateProblem,
  supplierCodeProblem,
  varietyCodeProblem,
} from './stockIntake';
export type { LotField, LotInput, LotKnown, LotProblem, LotValues, StockGrade, StockSupplierType } from './stockIntake';
export { stockLotSchema, supplierFormSchema, varietyFormSchema } from './schemas/stockIntake';
export type { LotFormContext, StockLotValues, SupplierFormValues, VarietyFormValues } from './schemas/stockIntake';

// topUp (issue 17: bills and top-up)
export {
  PAY_WAY_NAMES,
  RECHARGE_LATE_WATCH_SECONDS,
  RECHARGE_MAX_FEN,
  RECHARGE_POLL_MS,
  RECHARGE_PENDING_MAX,
  RECHARGE_QR_SECONDS,
  TOP_UP_MESSAGES,
  TOP_UP_RETURN_PARAM,
  checkBillRange,
  checkRechargeAmount,
  isPayWay,
  qrSecondsLeft,
  rechargeNotice,
  rechargePollMs,
  rechargeState,
  topUpHref,
  topUpReturnPath,
} from './topUp';
export type { BillRange, BillRangeCheck, RechargeAmountCheck, RechargeState } from './topUp';

// phonePay (issue 27: paying a top-up on the phone)
export {
  PAY_PATTERN_HINTS,
  PAY_PATTERN_NAMES,
  PAY_PATTERNS,
  PHONE_MAX_WIDTH_PX,
  PHONE_PAY_MESSAGES,
  RECHARGE_PHONE_SECONDS,
  RECHARGE_RESULT_PARAM,
  RECHARGE_RESULT_PATH,
  checkPayPattern,
  isTradeNo,
  payPatternFor,
  readRechargeResult,
  rechargeResultHref,
  rechargeSeconds,
  returnPathOf,
} from './phonePay';
export type { DeviceFacts, PayPattern, PayPatternCheck } from './phonePay';

// installing the app (PWA)
export { INSTALL_WAYS, IOS_INSTALL_STEPS, MENU_INSTALL_STEP, installWay, isIos } from './install';
export type { InstallContext, InstallWay } from './install';
