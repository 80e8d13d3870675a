export { AdminLayout } from './AdminLayout';
export type { AdminLayoutProps, AdminNavItem } from './AdminLayout';
export { AuditEntryDialog, AuditList, EMPTY_AUDIT_FILTERS } from './AuditList';
export type { AuditFilters, AuditListProps, AuditRowData } from './AuditList';
export { StaffCreateDialog } from './StaffCreateDialog';
export type { StaffCreateDialogProps } from './StaffCreateDialog';
export { StaffList } from './StaffList';
export type { StaffListProps, StaffRowData } from './StaffList';
export { StaffLoginForm } from './StaffLoginForm';
export type { StaffLoginFormProps } from './StaffLoginForm';
export { StaffCodeForm, RecoveryCodes, TwoFactorEnrolment } from './StaffTwoFactor';
export type { RecoveryCodesProps, StaffCodeFormProps, TwoFactorEnrolmentProps } from './StaffTwoFactor';
export { StaffPasswordForm, StaffResetPasswordDialog } from './StaffPasswordForms';
export type { StaffPasswordFormProps, StaffResetPasswordDialogProps } from './StaffPasswordForms';
export { SignIssuer, SignList } from './SignDesk';
export type { SignIssuerProps, SignListProps, SignRowData } from './SignDesk';
export { BuyerSearch } from './BuyerSearch';
export type { BuyerRowData, BuyerSearchProps } from './BuyerSearch';
export { BuyerOrderList, BuyerProfile } from './BuyerProfile';
export type { BuyerAddressData, BuyerOrderData, BuyerOrderListProps, BuyerProfileProps, BuyerProfileView } from './BuyerProfile';
export { BuyerLedger } from './BuyerLedger';
export type { BuyerLedgerProps, LedgerRowData } from './BuyerLedger';
export { BalanceAdjustDialog } from './BalanceAdjustDialog';
export type { BalanceAdjustDialogProps } from './BalanceAdjustDialog';
export { BuyerManagerDialog } from './BuyerManagerDialog';
export type { BuyerManagerDialogProps } from './BuyerManagerDialog';
export { CancellationApproveDialog, CancellationDecision, CancellationRejectDialog } from './CancellationDecision';
export type {
  CancellationApproveDialogProps,
  CancellationDecisionProps,
  CancellationFilters,
  CancellationRejectDialogProps,
  CancellationRowData,
} from './CancellationDecision';
export { OrdersDesk, movableRows } from './OrdersDesk';
export type { DeskOrderRowData, OrdersDeskFilters, OrdersDeskProps } from './OrdersDesk';
export { PickList } from './PickList';
export type { PickLineData, PickListProps } from './PickList';
export { ShipDialog } from './ShipDialog';
export type { ShipDialogProps, ShipOrderData } from './ShipDialog';
export { NoticeEditor } from './NoticeEditor';
export type { NoticeEditorProps, NoticeEditorTab } from './NoticeEditor';
export { AdminNoticeList } from './NoticeList';
export type { AdminNoticeListProps, AdminNoticeRowData } from './NoticeList';
export { BannerDialog, BannerManager } from './BannerManager';
export type { BannerDialogProps, BannerManagerProps, BannerRowData } from './BannerManager';
export { MemberLevelForm } from './MemberLevelForm';
export type { MemberLevelData, MemberLevelFormProps } from './MemberLevelForm';
export { CsvImportPreview } from './CsvImportPreview';
export type { CsvImportPreviewProps, CsvPreviewData } from './CsvImportPreview';
export { LotTable } from './LotTable';
export type { LotRowData, LotTableProps } from './LotTable';
export { EMPTY_LOT_VALUES, StockForm } from './StockForm';
export type { StockFormProps, StockSupplierOption, StockVarietyOption } from './StockForm';
export { SupplierForm, SupplierList } from './SupplierForm';
export type { SupplierFormProps, SupplierListProps, StockSupplierRowData } from './SupplierForm';
export { VarietyForm, VarietyList } from './VarietyForm';
export type { VarietyCategoryOption, VarietyFormProps, VarietyListProps, VarietyRowData } from './VarietyForm';
export { CouponIssueForm } from './CouponIssueForm';
export type { CouponIssueFormProps, CouponIssueValues } from './CouponIssueForm';
export { ClaimDecision, ClaimsDesk, deadlineText } from './ClaimsDesk';
export type { ClaimDecisionProps, ClaimRowData, ClaimsDeskFilters, ClaimsDeskProps } from './ClaimsDesk';
export { PAYOUT_STATES, PayoutDesk } from './PayoutDesk';
export type { PayoutDeskProps, PayoutRowData } from './PayoutDesk';
