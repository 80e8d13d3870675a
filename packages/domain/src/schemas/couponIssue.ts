import { object, string, type InferType } from 'yup';
import { checkCouponIssue, COUPON_ISSUE_MESSAGES as M, type CouponIssueField, type CouponIssueInput } from '../coupons';
import type { Instant } from '../time';

/**
 * Context of the coupon-issuing schema: the clock the end time is checked against, read at each check (the desk may
 * stay open for long, so a time taken when it opened would go stale).
 */
export type CouponIssueContext = { clock: () => Instant };

function clockOf(context: unknown): (() => Instant) | null {
  const clock = typeof context === 'object' && context !== null ? (context as Partial<CouponIssueContext>).clock : undefined;
  return typeof clock === 'function' ? clock : null;
}

/**
 * One field of the issuing form: its message is the one checkCouponIssue (the rule the server applies too) gives that
 * field, so the form and the server cannot disagree and no rule is written twice. Without a clock the end time is
 * checked against the epoch (nothing is "past"), so pass one.
 */
function issueField(field: CouponIssueField, typeMessage: string) {
  return string()
    .default('')
    .typeError(typeMessage)
    .test(field, typeMessage, (_value, context) => {
      const clock = clockOf(context.options.context);
      const check = checkCouponIssue(context.parent as CouponIssueInput, clock ? clock() : 0);
      const message = check.ok ? undefined : check.errors[field];
      return message === undefined ? true : context.createError({ message });
    });
}

/** The 优惠券 desk's issuing form (strings as typed, money in yuan), checked field by field with checkCouponIssue's texts. */
export const couponIssueSchema = object({
  target: issueField('target', M.target),
  phone: issueField('phone', M.phoneFormat),
  level: issueField('level', M.level),
  value: issueField('value', M.valueFormat),
  minAmount: issueField('minAmount', M.minAmountFormat),
  useLimit: issueField('useLimit', M.useLimit),
  flowerRule: issueField('flowerRule', M.flowerRuleTooLong),
  endTime: issueField('endTime', M.endTimeFormat),
});
export type CouponIssueSchemaValues = InferType<typeof couponIssueSchema>;
