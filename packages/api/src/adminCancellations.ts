/** The 撤销审核 desk's calls (ours, beyond the spec), under the API base. Types come from ./contracts/adminCancellations. */
import type { ApiClient } from './client';
import type {
  CancellationApproveBody,
  CancellationDecision,
  CancellationPage,
  CancellationQuery,
  CancellationRejectBody,
} from './contracts/adminCancellations';

export const ADMIN_CANCELLATION_PATHS = {
  list: '/admin/cancellations',
  approve: '/admin/cancellations/approve',
  reject: '/admin/cancellations/reject',
} as const;

/** The desk's calls; the client carries the staff token (配货发货 or 管理员). */
export function adminCancellationsApi(client: ApiClient) {
  return {
    list: (filters: CancellationQuery = {}) => client.get<CancellationPage>(ADMIN_CANCELLATION_PATHS.list, { query: filters }),
    approve: (body: CancellationApproveBody) => client.post<CancellationDecision>(ADMIN_CANCELLATION_PATHS.approve, body),
    reject: (body: CancellationRejectBody) => client.post<CancellationDecision>(ADMIN_CANCELLATION_PATHS.reject, body),
  };
}
export type AdminCancellationsApi = ReturnType<typeof adminCancellationsApi>;
