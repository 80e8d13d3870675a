/**
 * The back office's session: the staff token and who it belongs to, in sessionStorage (a market counter's computer
 * is shared: closing the browser ends the session), and the API client that carries the token. A 401 clears it
 * and tells the shell, which shows the login again.
 */
import { adminCancellationsApi, createApiClient, staffApi, type StaffMember } from '@huashi/api';
import { adminBuyersApi } from '@huashi/api';
import { adminContentApi, uploadApi } from '@huashi/api';
import { adminOrdersApi } from '@huashi/api';
import { adminSettlementsApi, adminStockApi } from '@huashi/api';
import { adminCouponsApi } from '@huashi/api';
import { deskExportsApi, systemApi } from '@huashi/api';
import { adminDashboardApi, defaultBaseURL } from '@huashi/api';

const TOKEN_KEY = 'huashi.staff.token';
const MEMBER_KEY = 'huashi.staff.member';

export const STAFF_UNAUTHORIZED_EVENT = 'huashi:staff-unauthorized';

export const staffSession = {
  token: () => window.sessionStorage.getItem(TOKEN_KEY),
  member: (): StaffMember | null => {
    try {
      return JSON.parse(window.sessionStorage.getItem(MEMBER_KEY) ?? 'null') as StaffMember | null;
    } catch {
      return null;
    }
  },
  save: (token: string, member: StaffMember) => {
    window.sessionStorage.setItem(TOKEN_KEY, token);
    window.sessionStorage.setItem(MEMBER_KEY, JSON.stringify(member));
  },
  /** The half session between the password and the code / the enrolment: a token, and no member yet (a reload starts over). */
  saveHalf: (token: string) => {
    window.sessionStorage.setItem(TOKEN_KEY, token);
    window.sessionStorage.removeItem(MEMBER_KEY);
  },
  clear: () => {
    window.sessionStorage.removeItem(TOKEN_KEY);
    window.sessionStorage.removeItem(MEMBER_KEY);
  },
};

const client = createApiClient({
  getToken: staffSession.token,
  onUnauthorized: () => {
    staffSession.clear();
    window.dispatchEvent(new CustomEvent(STAFF_UNAUTHORIZED_EVENT));
  },
});

export const staff = staffApi(client);
/** The 买家 desk's calls on the same client. */
export const buyersDesk = adminBuyersApi(client);
/** The 撤销审核 desk's calls on the same client. */
export const cancellationsDesk = adminCancellationsApi(client);
/** The desks' Excel exports (each desk's start, the job's progress and cancel) on the same client. */
export const deskExports = deskExportsApi(client);
/** 今日概览's calls (figures, the live stream's ticket and address) on the same client. */
export const dashboardDesk = adminDashboardApi(client, defaultBaseURL());
/** The 订单履约 desk's calls on the same client. */
export const ordersDesk = adminOrdersApi(client);
/** The 内容发布 desk's calls on the same client. */
export const contentDesk = adminContentApi(client);
/** Image uploads with the staff token (banners, lot photos: every desk that takes pictures). */
export const staffUploads = uploadApi(client);
/** The 入库管理 desk's calls on the same client. */
export const stockDesk = adminStockApi(client);
/** The 供应商结算 desk's calls on the same client. */
export const settlementsDesk = adminSettlementsApi(client);
/** The server's state (/health: its market clock, for a desk's "today"). */
export const serverState = systemApi(client);
/** The 优惠券 desk's calls on the same client. */
export const couponsDesk = adminCouponsApi(client);
