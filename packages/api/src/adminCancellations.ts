/** The 撤销审核 desk's calls (ours, beyond the spec), under the API base. Types come from ./contracts/adminCancellations. */
import type { ApiClient } from './client';
import { call } from './endpoint';
import { adminCancellationRoutes } from './routes.generated';
import type { CancellationApproveBody, CancellationQuery, CancellationRejectBody } from './contracts/adminCancellations';

/** The desk's calls; the client carries the staff token (配货发货 or 管理员). */
export function adminCancellationsApi(client: ApiClient) {
  return {
    list: (filters: CancellationQuery = {}) => call(client, adminCancellationRoutes.list, filters),
    approve: (body: CancellationApproveBody) => call(client, adminCancellationRoutes.approve, body),
    reject: (body: CancellationRejectBody) => call(client, adminCancellationRoutes.reject, body),
  };
}
export type AdminCancellationsApi = ReturnType<typeof adminCancellationsApi>;
