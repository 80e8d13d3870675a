export { AuditEntryDialog, AuditList, EMPTY_AUDIT_FILTERS } from './AuditList';
export type { AuditFilters, AuditListProps, AuditRowData } from './AuditList';
