/** Real-name verification (issue 17 slice B1): the buyer's §7 calls and the 财务 desk's 实名审核 calls. */
import type { ApiClient } from './client';
import type {
  CertificationBody,
  IdentityIdBody,
  IdentityPage,
  IdentityQuery,
  IdentityRejectBody,
  IdentityRow,
  RealNameView,
} from './contracts/realName';

export const REAL_NAME_PATHS = {
  get: '/v1/info/get-certification',
  submit: '/v1/info/certification',
} as const;

export const ADMIN_IDENTITY_PATHS = {
  list: '/admin/identity',
  approve: '/admin/identity/approve',
  reject: '/admin/identity/reject',
} as const;

export function realNameApi(client: ApiClient) {
  return {
    /** The latest submission (ID number masked), or null when none. */
    get: () => client.post<RealNameView | null>(REAL_NAME_PATHS.get, {}),
    submit: (body: CertificationBody) => client.post<RealNameView>(REAL_NAME_PATHS.submit, body),
  };
}
export type RealNameApi = ReturnType<typeof realNameApi>;

/** The 实名审核 desk's calls; the client carries the staff token (财务 or 管理员). */
export function adminIdentityApi(client: ApiClient) {
  return {
    list: (filters: IdentityQuery = {}) => client.get<IdentityPage>(ADMIN_IDENTITY_PATHS.list, { query: filters }),
    approve: (body: IdentityIdBody) => client.post<IdentityRow>(ADMIN_IDENTITY_PATHS.approve, body),
    reject: (body: IdentityRejectBody) => client.post<IdentityRow>(ADMIN_IDENTITY_PATHS.reject, body),
  };
}
export type AdminIdentityApi = ReturnType<typeof adminIdentityApi>;

export const realNameKeys = {
  all: ['realName'] as const,
  mine: () => [...realNameKeys.all, 'mine'] as const,
};

export const adminIdentityKeys = {
  all: ['adminIdentity'] as const,
  list: (filters: IdentityQuery) => [...adminIdentityKeys.all, 'list', filters] as const,
};
