import { describe, expect, it } from 'vitest';
import {
  backOrderPrompt,
  cancellationApprovedMessage,
  cancellationRefund,
  CANCELLATION_MESSAGES,
  backRejectionText,
  cancellationDecisionProblem,
  cancellationStateOf,
  isCancellationState,
  rejectionReasonProblem,
} from './cancellations';
import { formatPrice } from './money';
import { itemRefund } from './refund';
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

describe('the buyer’s 申请撤销 prompt', () => {
  const order = {
    goodsFen: 10_000,
    activityFen: 0,
    memberFen: 0,
    couponFen: 0,
    logisticsFen: 1_000,
    boxFen: 0,
    commissionFen: 0,
    paymentFen: 11_000,
  };
  const items = [
    { itemId: 1, goodsFen: 6_000, activityFen: 0, cancelled: false },
    { itemId: 2, goodsFen: 4_000, activityFen: 0, cancelled: false },
  ];
  it('names what approval would refund: the same refund the approval pays', () => {
    const refund = cancellationRefund(order, items, 1, true)!;
    expect(refund.refundFen).toBe(itemRefund(order, items, 1)!.refundFen);
    expect(backOrderPrompt(refund.refundFen)).toBe(`请确认是否申请撤销？撤销通过后 ${formatPrice(refund.refundFen)} 将退回您的余额`);
  });
  it('says nothing is refunded for an unpaid order', () => {
    expect(cancellationRefund(order, items, 1, false)!.refundFen).toBe(0);
    expect(backOrderPrompt(0)).toBe('请确认是否申请撤销？该订单未付款，撤销无需退款');
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
