export { CancellationApproveDialog, CancellationDecision, CancellationRejectDialog } from './CancellationDecision';
export type {
  CancellationApproveDialogProps,
  CancellationDecisionProps,
  CancellationFilters,
  CancellationRejectDialogProps,
  CancellationRowData,
} from './CancellationDecision';
