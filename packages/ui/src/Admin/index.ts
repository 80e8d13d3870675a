export { AdminLayout } from './AdminLayout';
export type { AdminLayoutProps, AdminNavItem } from './AdminLayout';
export { AuditEntryDialog, AuditList } from './AuditList';
export type { AuditListProps, AuditRowData } from './AuditList';
export { StaffCreateDialog } from './StaffCreateDialog';
export type { StaffCreateDialogProps } from './StaffCreateDialog';
export { StaffList } from './StaffList';
export type { StaffListProps, StaffRowData } from './StaffList';
export { StaffLoginForm } from './StaffLoginForm';
export type { StaffLoginFormProps } from './StaffLoginForm';
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
export { CancellationApproveDialog, CancellationDecision, CancellationRejectDialog } from './CancellationDecision';
export type {
  CancellationApproveDialogProps,
  CancellationDecisionProps,
  CancellationFilters,
  CancellationRejectDialogProps,
  CancellationRowData,
} from './CancellationDecision';
