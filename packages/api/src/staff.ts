/** The back office's staff calls (ours, beyond the spec), under the API base. Types come from ./contracts/staff. */
import type { ApiClient } from './client';
import type {
  AuditPage,
  AuditQuery,
  IssuedSign,
  OperatorSignRow,
  SignIssueBody,
  SignRevokeBody,
  StaffChangePasswordBody,
  StaffCreateBody,
  StaffLoginBody,
  StaffLoginResult,
  StaffMember,
  StaffResetPasswordBody,
  StaffSetDisabledBody,
} from './contracts/staff';

export const STAFF_PATHS = {
  login: '/admin/login',
  logout: '/admin/logout',
  me: '/admin/me',
  changePassword: '/admin/password',
  list: '/admin/staff',
  create: '/admin/staff/create',
  setDisabled: '/admin/staff/disable',
  resetPassword: '/admin/staff/reset-password',
  audit: '/admin/audit',
  signs: '/admin/signs',
  issueSign: '/admin/signs/issue',
  revokeSign: '/admin/signs/revoke',
} as const;

/** Staff calls; the client carries the staff token (a buyer's token is refused). */
export function staffApi(client: ApiClient) {
  return {
    login: (body: StaffLoginBody) => client.post<StaffLoginResult>(STAFF_PATHS.login, body),
    logout: () => client.post<null>(STAFF_PATHS.logout),
    me: () => client.get<StaffMember>(STAFF_PATHS.me),
    changePassword: (body: StaffChangePasswordBody) => client.post<null>(STAFF_PATHS.changePassword, body),
    list: () => client.get<StaffMember[]>(STAFF_PATHS.list),
    create: (body: StaffCreateBody) => client.post<StaffMember>(STAFF_PATHS.create, body),
    setDisabled: (body: StaffSetDisabledBody) => client.post<StaffMember>(STAFF_PATHS.setDisabled, body),
    resetPassword: (body: StaffResetPasswordBody) => client.post<null>(STAFF_PATHS.resetPassword, body),
    audit: (filters: AuditQuery = {}) => client.get<AuditPage>(STAFF_PATHS.audit, { query: filters }),
    signs: () => client.get<OperatorSignRow[]>(STAFF_PATHS.signs),
    issueSign: (body: SignIssueBody) => client.post<IssuedSign>(STAFF_PATHS.issueSign, body),
    revokeSign: (body: SignRevokeBody) => client.post<OperatorSignRow>(STAFF_PATHS.revokeSign, body),
  };
}
export type StaffApi = ReturnType<typeof staffApi>;
