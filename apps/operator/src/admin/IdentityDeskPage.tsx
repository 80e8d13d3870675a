/** 实名审核 (issue 17 slice B1): the buyers' real-name submissions, approve or reject with a reason. */
import { EmptyState } from '@huashi/ui';

export function IdentityDeskPage() {
  return <EmptyState text="「实名审核」尚在建设中，暂不可用。" />;
}
