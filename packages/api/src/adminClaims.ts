/** The 售后理赔 desk's calls (issue 16), under the API base. Types come from ./contracts/adminClaims. */
import type { ApiClient } from './client';
import { call, queryKey } from './endpoint';
import { adminClaimRoutes } from './routes.generated';
import type { ClaimChargeBackBody, ClaimIdBody, ClaimProposeBody, ClaimQuery, ClaimRejectBody } from './contracts/adminClaims';

/** The desk's calls; the client carries the staff token (客服 or 管理员). */
export function adminClaimsApi(client: ApiClient) {
  return {
    list: (filters: ClaimQuery = {}) => call(client, adminClaimRoutes.list, filters),
    accept: (body: ClaimIdBody) => call(client, adminClaimRoutes.accept, body),
    propose: (body: ClaimProposeBody) => call(client, adminClaimRoutes.propose, body),
    pay: (body: ClaimIdBody) => call(client, adminClaimRoutes.pay, body),
    reject: (body: ClaimRejectBody) => call(client, adminClaimRoutes.reject, body),
    chargeBack: (body: ClaimChargeBackBody) => call(client, adminClaimRoutes.chargeBack, body),
  };
}
export type AdminClaimsApi = ReturnType<typeof adminClaimsApi>;

/** TanStack Query keys of the 售后理赔 desk. */
export const adminClaimKeys = {
  all: ['adminClaims'] as const,
  list: (filters: ClaimQuery) => queryKey(adminClaimRoutes.list, filters),
};
