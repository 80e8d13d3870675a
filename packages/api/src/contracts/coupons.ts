/**
 * Contracts of coupons: the buyer's /disCard list (`/v1/invite/coupons-page`, §7: page, limit, type), the back
 * office's 优惠券 desk issuing (ours), and the development trigger of the monthly member coupon job.
 * The issuing form's fields are checked by the domain's checkCouponIssue (formValue), so the server answers its texts.
 */
import { PAGE_SIZES, type CouponIssueTarget } from '@huashi/domain';
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, entity, paged, whole } from './answers';
import { couponSchema } from './cart';
import { body, formValue, pageNumber } from './fields';

/** type: 1 usable (the default), 2 expired or used. */
const couponTab = z
  .custom<1 | 2 | '1' | '2'>(() => true)
  .optional()
  .transform((value): 1 | 2 => (value === 2 || value === '2' ? 2 : 1));

// ---------------------------------------------------------------- answers

/** A coupon the buyer holds: §3's fields plus (ours) its state and, once used, the order's number. */
export const heldCouponSchema = couponSchema.extend({
  state: z.enum(['usable', 'used', 'expired']),
  /** The order it paid for ('' unless used). */
  usedOrderNo: z.string(),
});

/** An issuing done: how many coupons were issued (one per recipient). */
export const couponIssueResultSchema = entity({ issued: whole });

// ---------------------------------------------------------------- requests

export const couponEndpoints = endpoints('coupons', {
  /** A page of the buyer's coupons of one tab, 6 per request (§9), newest ending last for usable, newest first otherwise. */
  page: endpoint('POST', '/v1/invite/coupons-page', 'buyer', {
    body: body({ page: pageNumber(1, 10_000), limit: pageNumber(PAGE_SIZES.couponsPerRequest, 50), type: couponTab }),
    response: answers(paged(heldCouponSchema)),
  }),
  /** 优惠券 desk: issue to one buyer (phone), a member level, or every buyer. */
  issue: endpoint('POST', '/admin/coupons/issue', 'staff:coupons', {
    body: body({
      target: formValue<CouponIssueTarget | string>(),
      phone: formValue<string>(),
      level: formValue<string | number>(),
      /** Yuan as typed, e.g. "20" or "20.50". */
      value: formValue<string>(),
      minAmount: formValue<string>(),
      useLimit: formValue<string | number>(),
      flowerRule: formValue<string>(),
      /** "YYYY-MM-DD" (to the day's end) or "YYYY-MM-DD HH:mm", Shanghai time. */
      endTime: formValue<string>(),
    }),
    response: answers(couponIssueResultSchema),
  }),
  /** Development only: runs the monthly member coupon job now, as if the clock read `at` (ISO 8601). */
  runMemberCoupons: endpoint('POST', '/dev/run-member-coupons', 'public', {
    body: body({
      at: z
        .custom<string>(() => true)
        .optional()
        .transform((value) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null)),
    }),
    response: answers(entity({ issued: whole, at: z.string() })),
  }),
});

export type HeldCoupon = z.output<typeof heldCouponSchema>;
export type CouponPage = { list: HeldCoupon[]; pages: { total: number } };
export type CouponIssueBody = z.input<typeof couponEndpoints.issue.schema.body>;
export type CouponIssueResult = z.output<typeof couponIssueResultSchema>;
