/** Real-name verification (issue 17 slice B1): the buyer's §7 calls and the 财务 desk's 实名审核 calls. */
import type { ApiClient } from './client';
import { call, queryKey } from './endpoint';
import { adminIdentityRoutes, realNameRoutes } from './routes.generated';
import type { CertificationBody, IdentityIdBody, IdentityQuery, IdentityRejectBody } from './contracts/realName';

export function realNameApi(client: ApiClient) {
  return {
    /** The latest submission (ID number masked), or null when none. */
    get: () => call(client, realNameRoutes.myCertification, {}),
    submit: (body: CertificationBody) => call(client, realNameRoutes.certify, body),
  };
}
export type RealNameApi = ReturnType<typeof realNameApi>;

/** The 实名审核 desk's calls; the client carries the staff token (财务 or 管理员). */
export function adminIdentityApi(client: ApiClient) {
  return {
    list: (filters: IdentityQuery = {}) => call(client, adminIdentityRoutes.submissions, filters),
    approve: (body: IdentityIdBody) => call(client, adminIdentityRoutes.approve, body),
    reject: (body: IdentityRejectBody) => call(client, adminIdentityRoutes.reject, body),
  };
}
export type AdminIdentityApi = ReturnType<typeof adminIdentityApi>;

export const realNameKeys = {
  all: ['realName'] as const,
  mine: () => queryKey(realNameRoutes.myCertification),
};

export const adminIdentityKeys = {
  all: ['adminIdentity'] as const,
  list: (filters: IdentityQuery) => queryKey(adminIdentityRoutes.submissions, filters),
};
