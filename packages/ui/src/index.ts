// Theme
export { theme, vars, varName, media, GlobalStyle } from './theme';
export type {
  HuashiTheme,
  ColorToken,
  SpaceToken,
  FontSizeToken,
  RadiusToken,
  ShadowToken,
  GradeToken,
  VarTree,
  GlobalStyleProps,
} from './theme';

// Primitives
export { Button } from './Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './Button';
export { Input } from './Input';
export type { InputProps, InputSize } from './Input';
export { Select, withAllOption } from './Select';
export type { SelectProps, SelectOption, SelectSize } from './Select';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { Dialog, FormDialog } from './Dialog';
export type { DialogProps, DialogSize, FormDialogProps } from './Dialog';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps, ConfirmDialogTone } from './ConfirmDialog';
export { Message } from './Message';
export type { MessageProps, MessageType } from './Message';
export { Toast } from './Toast';
export type { ToastProps } from './Toast';
export { MessageProvider, useMessage, MESSAGE_DURATION_MS, TOAST_DURATION_MS } from './MessageProvider';
export type { MessageProviderProps, MessageApi, ShowMessage, ShowMessageOptions } from './MessageProvider';
export { Pager } from './Pager';
export type { PagerProps } from './Pager';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { Tabs } from './Tabs';
export type { TabsProps, TabItem, TabsVariant } from './Tabs';
export { GradeBadge } from './GradeBadge';
export type { GradeBadgeProps, GradeBadgeSize } from './GradeBadge';
export { BundlePrice, Price, priceText } from './Price';
export type { BundlePriceProps, PriceProps, PriceSize, PriceVariant } from './Price';
export { Countdown, formatCountdown } from './Countdown';
export type { CountdownProps } from './Countdown';
export { Spinner } from './Spinner';
export type { SpinnerProps, SpinnerSize, SpinnerTone } from './Spinner';
export { Skeleton } from './Skeleton';
export type { SkeletonProps, SkeletonVariant } from './Skeleton';

// Layout
export { Page } from './Page';
export type { PageProps, PageWidth, PageGutter, PageLayout, PageBackdrop } from './Page';
export { Card } from './Card';
export type { CardProps, CardPadding, CardElevation, CardWidth, CardHeadingLevel } from './Card';
export { Stack } from './Stack';
export type { StackProps, StackDirection, StackAlign, StackJustify, StackElement } from './Stack';
export { Banner } from './Banner';
export { LoadErrorBoundary } from './LoadErrorBoundary';
export { reloadOnceOnStaleChunk } from './staleChunks';
export type { LoadErrorBoundaryProps } from './LoadErrorBoundary';
export type { BannerProps, BannerTone } from './Banner';
export { TopBar, defaultTopBarPaths, ORDER_MENU_TABS } from './TopBar';
export type { TopBarProps, TopBarUser, TopBarPaths, TopBarLinkProps, TopBarMenu } from './TopBar';
export { SearchBar } from './SearchBar';
export type { SearchBarProps } from './SearchBar';
export { UnderConstruction } from './UnderConstruction';
export type { UnderConstructionProps } from './UnderConstruction';
export { billAmount, BillList } from './BillList';
export type { BillLineView, BillListProps } from './BillList';
export { RechargePanel } from './RechargePanel';
export type { RechargeHandoff, RechargePanelProps, RechargeQr } from './RechargePanel';
export { RechargeResult } from './RechargeResult';
export type { RechargeResultProps, RechargeResultState } from './RechargeResult';
export { BankCardForm } from './BankCardForm';
export type { BankCardFormProps, BankCardValuesOut, BoundBankCard } from './BankCardForm';
export { WithdrawForm } from './WithdrawForm';
export type { WithdrawalSummary, WithdrawFormInfo, WithdrawFormProps } from './WithdrawForm';
export { NotFound } from './NotFound';
export type { NotFoundLink, NotFoundProps } from './NotFound';
export { HelpArticle, HelpCenter } from './HelpCenter';
export type { HelpArticleProps, HelpBlock, HelpCenterProps, HelpSection } from './HelpCenter';
export { LoginForm, useLoginForm } from './LoginForm';
export type { LoginFormProps } from './LoginForm';

// Data
export { DataTable, PagedDataTable } from './DataTable';
export type {
  DataTableProps,
  DataTableColumn,
  DataTableAlign,
  DataTableKey,
  PagedDataTableProps,
  ServerPageProps,
  SortDirection,
  SortState,
} from './DataTable';

// Home and catalog (issue 6)
export { BatchStepper } from './BatchStepper';
export type { BatchStepperProps } from './BatchStepper';
export { SupplierRow, LOW_STOCK_BATCHES } from './SupplierRow';
export type { SupplierRowData, SupplierRowProps } from './SupplierRow';
export { FIRST_SCREEN_CARDS, ProductCard } from './ProductCard';
export type { ProductCardData, ProductCardProps } from './ProductCard';
export { InstallApp } from './InstallApp';
export type { InstallAppProps } from './InstallApp';
export { ZoneFilters, EMPTY_ZONE_FILTERS } from './ZoneFilters';
export type { ZoneFilterStyle, ZoneFilterValue, ZoneFiltersProps } from './ZoneFilters';
export { SessionClock } from './SessionClock';
export type { SessionClockProps } from './SessionClock';
export { SessionEntries } from './SessionEntries';
export type { SessionEntriesProps } from './SessionEntries';
export { FormMenu } from './FormMenu';
export type { FormMenuProps, FormMenuStyle } from './FormMenu';
export { BANNER_ASPECT_RATIO, BannerCarousel } from './BannerCarousel';
export type { BannerCarouselProps, BannerImage } from './BannerCarousel';
export { MembershipCard } from './MembershipCard';
export type { MembershipCardProps, MembershipData } from './MembershipCard';
export { ShortcutGrid, SHORTCUTS } from './ShortcutGrid';
export type { ShortcutGridProps, ShortcutKey } from './ShortcutGrid';
export { NoticeList } from './NoticeList';
export type { NoticeListItem, NoticeListProps } from './NoticeList';
export { NoticeArticle } from './NoticeArticle';
export type { NoticeArticleProps } from './NoticeArticle';
export { WeatherBadge } from './WeatherBadge';
export type { WeatherBadgeProps } from './WeatherBadge';
export { DiscountCard } from './DiscountCard';
export type { DiscountCardData, DiscountCardProps } from './DiscountCard';
export { SupplierCard } from './SupplierCard';
export type { SupplierCardProps } from './SupplierCard';
export { ContactDialog } from './ContactDialog';
export type { ContactDialogProps } from './ContactDialog';
export { FirstVisitDialog } from './FirstVisitDialog';
export type { FirstVisitDialogProps } from './FirstVisitDialog';
export { QuickBuyDialog } from './QuickBuyDialog';
export type { QuickBuyDialogProps } from './QuickBuyDialog';
export { SmsCodeButton } from './SmsCodeButton';
export type { SmsCodeButtonProps } from './SmsCodeButton';
export { RegisterForm, useRegisterForm } from './RegisterForm';
export type { RegisterFormProps } from './RegisterForm';
export { ForgotPasswordForm, useForgotPasswordForm } from './ForgotPasswordForm';
export type { ForgotPasswordFormProps } from './ForgotPasswordForm';
export { PasswordChangeForm, usePasswordChangeForm } from './PasswordChangeForm';
export type { PasswordChangeFormProps } from './PasswordChangeForm';
export { OpenAccountForm, useOpenAccountForm } from './OpenAccountForm';
export type { BuyerTypeOption, OpenAccountFormProps } from './OpenAccountForm';
export { UserMenu, defaultUserMenuPaths } from './UserMenu';
export type { UserMenuProps, UserMenuPaths, UserMenuLinkProps } from './UserMenu';
export { RegionCascader } from './RegionCascader';
export type { RegionCascaderProps, RegionCascaderValue } from './RegionCascader';

// Orders
export { ORDER_ITEM_COLUMNS, OrderItemHeader, OrderItemRow } from './OrderItemRow';
export type { OrderItemRowProps, OrderItemView } from './OrderItemRow';
export { OrderCard } from './OrderCard';
export type { OrderCardProps, OrderEntryView, OrderMainView } from './OrderCard';
export { OrderPayDialog } from './OrderPayDialog';
export type { OrderPayDialogProps } from './OrderPayDialog';
export { OrderSearchRow } from './OrderSearchRow';
export type { OrderSearchRowProps, OrderSearchRowView } from './OrderSearchRow';
export { OrderTabs } from './OrderTabs';
export type { OrderTabsProps } from './OrderTabs';
export { OrderDetail } from './OrderDetail';
export type { OrderDetailMainView, OrderDetailProps } from './OrderDetail';
export { CostBlock } from './CostBlock';
export type { CostBlockProps, OrderSumView } from './CostBlock';
export { RemarkDialog, useRemarkForm } from './RemarkDialog';
export type { RemarkDialogProps } from './RemarkDialog';
export { AddressCard, addressCardFromCp6, addressCardFromFirst, regionText } from './AddressCard';
export type { AddressCardData, AddressCardPending, AddressCardProps, Cp6AddressLike, FirstFormatAddressLike } from './AddressCard';
export { AddressList } from './AddressList';
export type { AddressListProps } from './AddressList';
export { useAddressBook } from './AddressBook';
export type { AddressBookSource, UseAddressBookOptions } from './AddressBook';
export { AddressDialog, formValuesFrom, submittedValues, useAddressForm } from './AddressDialog';
export type {
  AddressDialogProps,
  AddressFormat,
  AddressFormValues,
  Cp6FormatAddressValues,
  FirstFormatAddressValues,
} from './AddressDialog';

// Cart and checkout (issue 7)
export { CartTable } from './CartTable';
export type { CartLine, CartTableProps } from './CartTable';
export { CartTotals } from './CartTotals';
export type { CartTotalsProps, CartTotalsView } from './CartTotals';
export { FeeBreakdown } from './FeeBreakdown';
export type { FeeBreakdownProps, FeeBreakdownTotals } from './FeeBreakdown';
export { PayConfirm } from './PayConfirm';
export type { PayConfirmProps } from './PayConfirm';
export { AddressPicker } from './AddressPicker';
export type { AddressPickerProps, PickableAddress } from './AddressPicker';
export { CouponPicker } from './CouponPicker';
export type { CouponPickerProps, PickableCoupon } from './CouponPicker';
export { CouponList } from './CouponList';
export type { CouponListProps, HeldCouponView } from './CouponList';
export { MembershipPanel } from './MembershipPanel';
export type { MemberRuleView, MembershipPanelProps } from './MembershipPanel';
export { CouponIssueForm } from './Admin';
export type { CouponIssueFormProps, CouponIssueValues } from './Admin';
export { PurchaseSuccess } from './PurchaseSuccess';
export type { PurchaseSuccessProps } from './PurchaseSuccess';

// Back office (issue 15)
export {
  AdminLayout,
  AuditEntryDialog,
  AuditList,
  EMPTY_AUDIT_FILTERS,
  StaffCreateDialog,
  StaffList,
  StaffLoginForm,
  StaffPasswordForm,
  StaffResetPasswordDialog,
  SignIssuer,
  SignList,
} from './Admin';
export type {
  AdminLayoutProps,
  AdminNavItem,
  AuditFilters,
  AuditListProps,
  AuditRowData,
  StaffCreateDialogProps,
  StaffListProps,
  StaffRowData,
  StaffLoginFormProps,
  StaffPasswordFormProps,
  StaffResetPasswordDialogProps,
  SignIssuerProps,
  SignListProps,
  SignRowData,
} from './Admin';
export { BalanceAdjustDialog, BuyerLedger, BuyerManagerDialog, BuyerOrderList, BuyerProfile, BuyerSearch } from './Admin';
export type {
  BalanceAdjustDialogProps,
  BuyerAddressData,
  BuyerLedgerProps,
  BuyerManagerDialogProps,
  BuyerOrderData,
  BuyerOrderListProps,
  BuyerProfileProps,
  BuyerProfileView,
  BuyerRowData,
  BuyerSearchProps,
  LedgerRowData,
} from './Admin';
export { CancellationApproveDialog, CancellationDecision, CancellationRejectDialog } from './Admin';
export type {
  CancellationApproveDialogProps,
  CancellationDecisionProps,
  CancellationFilters,
  CancellationRejectDialogProps,
  CancellationRowData,
} from './Admin';
export { AdminNoticeList, BannerDialog, BannerManager, MemberLevelForm, NoticeEditor } from './Admin';
export type {
  AdminNoticeListProps,
  AdminNoticeRowData,
  BannerDialogProps,
  BannerManagerProps,
  BannerRowData,
  MemberLevelData,
  MemberLevelFormProps,
  NoticeEditorProps,
  NoticeEditorTab,
} from './Admin';
export { OrdersDesk, PickList, ShipDialog, movableRows } from './Admin';
export type {
  DeskOrderRowData,
  OrdersDeskFilters,
  OrdersDeskProps,
  PickLineData,
  PickListProps,
  ShipDialogProps,
  ShipOrderData,
} from './Admin';
export { CsvImportPreview, EMPTY_LOT_VALUES, LotTable, StockForm, SupplierForm, SupplierList, VarietyForm, VarietyList } from './Admin';
export type {
  CsvImportPreviewProps,
  CsvPreviewData,
  LotRowData,
  LotTableProps,
  StockFormProps,
  StockSupplierOption,
  StockVarietyOption,
  SupplierFormProps,
  StockSupplierRowData,
  SupplierListProps,
  VarietyCategoryOption,
  VarietyFormProps,
  VarietyListProps,
  VarietyRowData,
} from './Admin';
export { AfterSaleDetail, AfterSaleForm, AfterSaleList, AfterSaleProgress, ImageUploader } from './AfterSale';
export type {
  AfterSaleDetailData,
  AfterSaleDetailProps,
  AfterSaleFilters,
  AfterSaleFormProps,
  AfterSaleFormValues,
  AfterSaleItem,
  AfterSaleListProps,
  AfterSaleProgressProps,
  AfterSaleRecordData,
  ImageUploaderProps,
  UploadSlot,
} from './AfterSale';
export { ClaimDecision, ClaimsDesk, deadlineText } from './Admin';
export type { ClaimDecisionProps, ClaimRowData, ClaimsDeskFilters, ClaimsDeskProps } from './Admin';
export { PAYOUT_STATES, PayoutDesk } from './Admin';
export type { PayoutDeskProps, PayoutRowData } from './Admin';
export { IDENTITY_FILTERS, IdentityReviewDesk, RealNameForm } from './RealName';
export type {
  IdentityFilterValue,
  IdentityReviewDeskProps,
  IdentityReviewRow,
  IdPhotoSide,
  IdPhotoSlot,
  RealNameFormProps,
  RealNameFormValues,
  RealNameRecordData,
} from './RealName';

// Operator allocation tool (/goodTp)
export {
  AddToOrderDialog,
  AllocationCart,
  AllocationTable,
  AutoAllocateDialog,
  BatchPriceDialog,
  BuyerConfirmDialog,
  CHECKOUT_PAY_NOTICE,
  CheckoutPanel,
  DEFAULT_GOODS_FILTERS,
  GoodsFilterBar,
  allocationCartTotals,
  bundlesOf,
  goodsFilterPriceRange,
  stockBundles,
} from './Operator';
export type {
  AddToOrderDialogProps,
  AddToOrderLineData,
  AllocationCartProps,
  AllocationCartRowData,
  AllocationSort,
  AllocationSortField,
  AllocationStockRowData,
  AllocationTableProps,
  AutoAllocateDialogProps,
  BatchPriceDialogProps,
  BuyerConfirmDialogProps,
  BuyerLookupState,
  CheckoutPanelProps,
  CheckoutPayMode,
  CheckoutPreviewData,
  GoodsFilterBarProps,
  GoodsFilterValues,
  OperatorBuyerAddressData,
  OperatorBuyerData,
  OperatorBuyerMatchData,
} from './Operator';
