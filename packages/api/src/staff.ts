/** The back office's staff calls (ours, beyond the spec), under the API base. Types come from ./contracts/staff. */
import type { ApiClient } from './client';
import type {
  AuditPage,
  AuditQuery,
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
  };
}
export type StaffApi = ReturnType<typeof staffApi>;
