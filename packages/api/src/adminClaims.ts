/** The 售后理赔 desk's calls (issue 16), under the API base. Types come from ./contracts/adminClaims. */
import type { ApiClient } from './client';
import type { ClaimDecision, ClaimIdBody, ClaimPage, ClaimProposeBody, ClaimQuery, ClaimRejectBody } from './contracts/adminClaims';

export const ADMIN_CLAIM_PATHS = {
  list: '/admin/claims',
  accept: '/admin/claims/accept',
  propose: '/admin/claims/propose',
  pay: '/admin/claims/pay',
  reject: '/admin/claims/reject',
} as const;

/** The desk's calls; the client carries the staff token (客服 or 管理员). */
export function adminClaimsApi(client: ApiClient) {
  return {
    list: (filters: ClaimQuery = {}) => client.get<ClaimPage>(ADMIN_CLAIM_PATHS.list, { query: filters }),
    accept: (body: ClaimIdBody) => client.post<ClaimDecision>(ADMIN_CLAIM_PATHS.accept, body),
    propose: (body: ClaimProposeBody) => client.post<ClaimDecision>(ADMIN_CLAIM_PATHS.propose, body),
    pay: (body: ClaimIdBody) => client.post<ClaimDecision>(ADMIN_CLAIM_PATHS.pay, body),
    reject: (body: ClaimRejectBody) => client.post<ClaimDecision>(ADMIN_CLAIM_PATHS.reject, body),
  };
}
export type AdminClaimsApi = ReturnType<typeof adminClaimsApi>;

/** TanStack Query keys of the 售后理赔 desk. */
export const adminClaimKeys = {
  all: ['adminClaims'] as const,
  list: (filters: ClaimQuery) => [...adminClaimKeys.all, 'list', filters] as const,
};
