/** Coupon calls: the buyer's /disCard list (§7) and the back office's 优惠券 desk (ours). Types from ./contracts/coupons. */
import type { ApiClient } from './client';
import { call } from './endpoint';
import { couponRoutes } from './routes.generated';
import type { CouponIssueBody } from './contracts/coupons';

/** The buyer's coupons: one tab (1 usable, 2 expired or used), a page of `limit` (6 per request, §9). */
export function couponsApi(client: ApiClient) {
  return {
    page: (query: { page: number; limit?: number; type: 1 | 2 }, signal?: AbortSignal) =>
      call(client, couponRoutes.page, { limit: 6, ...query }, { signal }),
  };
}

/** 优惠券 desk calls; the client carries the staff token (管理员, 财务). */
export function adminCouponsApi(client: ApiClient) {
  return {
    issue: (body: CouponIssueBody) => call(client, couponRoutes.issue, body),
  };
}
