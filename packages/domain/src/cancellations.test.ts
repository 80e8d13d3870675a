import { describe, expect, it } from 'vitest';
import {
  cancellationApprovedMessage,
  CANCELLATION_MESSAGES,
  backRejectionText,
  cancellationDecisionProblem,
  cancellationStateOf,
  isCancellationState,
  rejectionReasonProblem,
} from './cancellations';
import { cancellationRejectSchema } from './schemas/cancellations';
import { validateForm } from './schemas/validate';

describe('cancellation decisions', () => {
  it('a request waiting (2) can be approved until the order is packed and rejected until it ships', () => {
    expect(cancellationDecisionProblem(2, 1)).toBeNull();
    expect(cancellationDecisionProblem(2, 2, 'approve')).toBeNull();
    expect(cancellationDecisionProblem(2, 3)).toBe('订单已配货，不能撤销');
    expect(cancellationDecisionProblem(2, 3, 'reject')).toBeNull();
  });
  it('deciding twice, an item without a request, or an item of a shipped order is refused with its reason', () => {
    expect(cancellationDecisionProblem(4, 1)).toBe(CANCELLATION_MESSAGES.alreadyApproved);
    expect(cancellationDecisionProblem(3, 1)).toBe(CANCELLATION_MESSAGES.alreadyRejected);
    expect(cancellationDecisionProblem(1, 1)).toBe(CANCELLATION_MESSAGES.noRequest);
    expect(cancellationDecisionProblem(0, 2)).toBe(CANCELLATION_MESSAGES.noRequest);
    expect(cancellationDecisionProblem(2, 4)).toBe('订单已发货，不能撤销');
    expect(cancellationDecisionProblem(2, 5)).toBe('订单已发货，不能撤销');
  });
  it('states by backStatus', () => {
    expect([2, 3, 4, 1, 0].map(cancellationStateOf)).toEqual(['pending', 'rejected', 'approved', null, null]);
    expect(['pending', 'approved', 'rejected', 'all', 1].map(isCancellationState)).toEqual([true, true, true, false, false]);
  });
});

describe('the approval message', () => {
  it('names the refund returned, or says nothing is refunded (an unpaid order’s item)', () => {
    expect(cancellationApprovedMessage(7400)).toBe('已同意撤销，￥74.00 已退回买家余额');
    expect(cancellationApprovedMessage(0)).toBe('已同意撤销，无需退款');
  });
});

describe('rejection reason', () => {
  it('is required and at most 100 characters (trimmed, counted by character)', () => {
    expect(rejectionReasonProblem('')).toBe('请填写驳回原因');
    expect(rejectionReasonProblem('   ')).toBe('请填写驳回原因');
    expect(rejectionReasonProblem('玫'.repeat(100))).toBeNull();
    expect(rejectionReasonProblem('玫'.repeat(101))).toBe('驳回原因不能超过100个字');
    expect(rejectionReasonProblem('已配货完成')).toBeNull();
  });
  it('the form schema answers the same texts', () => {
    expect(validateForm(cancellationRejectSchema, { reason: '' })).toMatchObject({ ok: false, message: '请填写驳回原因' });
    expect(validateForm(cancellationRejectSchema, { reason: '已装箱' })).toMatchObject({ ok: true });
  });
  it('the buyer reads 撤销失败 with the reason', () => {
    expect(backRejectionText('已装箱')).toBe('撤销失败：已装箱');
    expect(backRejectionText('')).toBe('撤销失败');
    expect(backRejectionText(null)).toBe('撤销失败');
  });
});
