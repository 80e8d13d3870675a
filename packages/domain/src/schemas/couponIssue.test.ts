import { describe, expect, it } from 'vitest';
import { COUPON_ISSUE_MESSAGES as M } from '../coupons';
import { formErrors } from './validate';
import { couponIssueSchema } from './couponIssue';

const now = new Date('2026-11-20T11:45:00+08:00');
const clock = () => now;
const form = {
  target: 'buyer',
  phone: '13800000001',
  level: '',
  value: '20',
  minAmount: '200',
  useLimit: '1',
  flowerRule: '',
  endTime: '2026-12-31',
};

describe('couponIssueSchema', () => {
  it('passes what checkCouponIssue passes', () => {
    expect(formErrors(couponIssueSchema, form, { clock })).toEqual({});
  });
  it('gives each field the message checkCouponIssue gives it, all at once, against the clock of the context', () => {
    expect(formErrors(couponIssueSchema, { ...form, phone: '123', value: '', endTime: '2026-11-19' }, { clock })).toEqual({
      phone: M.phoneFormat,
      value: M.valueEmpty,
      endTime: M.endTimePast,
    });
    expect(formErrors(couponIssueSchema, { ...form, target: 'level' }, { clock })).toEqual({ level: M.level });
    expect(
      formErrors(couponIssueSchema, { ...form, endTime: '2026-11-19' }, { clock: () => new Date('2026-11-18T00:00:00+08:00') }),
    ).toEqual({});
  });
});
