import { describe, expect, it } from 'vitest';
import { canFulfil, deskStatusLabel, fulfilmentActionsFor, fulfilmentRefusal, FULFILMENT_MESSAGES } from './fulfilment';
import {
  isAgentPlaced,
  operatorSignIdOf,
  ORDER_AMOUNT_LABELS,
  orderAmountLabel,
  ORDER_PAYMENT_MESSAGES,
  orderPaymentNotice,
  payOrderCheck,
  placedByOperator,
  placedByText,
  settleShortText,
} from './orderPayment';

describe('who placed an order', () => {
  it('reads the operator sign of operator:<id>, and nothing else', () => {
    expect(operatorSignIdOf(placedByOperator(12))).toBe(12);
    expect(isAgentPlaced('operator:7')).toBe(true);
    for (const other of ['buyer', '', null, undefined, 'operator:', 'operator:0', 'operator:x', 'operator:1;drop', 'staff:3']) {
      expect(operatorSignIdOf(other)).toBeNull();
      expect(isAgentPlaced(other)).toBe(false);
    }
  });

  it('shows 代下单 with the sign’s label in the back office, nothing for the buyer’s own', () => {
    expect(placedByText('operator:3', ' 调配员小李 ')).toBe('代下单（调配员小李）');
    expect(placedByText('operator:3', null)).toBe('代下单');
    expect(placedByText('buyer', '调配员小李')).toBe('');
  });
});

describe('paying an unpaid order', () => {
  it('covers the amount from the usable balance, or says how much is short', () => {
    expect(payOrderCheck(10_000, 10_000)).toEqual({ enough: true, shortFen: 0 });
    expect(payOrderCheck(9_999, 10_000)).toEqual({ enough: false, shortFen: 1 });
    expect(payOrderCheck(-50, 0)).toEqual({ enough: true, shortFen: 0 });
  });

  it('names the order in the ledger and the balance in 财务’s refusal', () => {
    expect(orderPaymentNotice('HS202611170000012', 'buyer')).toBe('支付订单（订单HS202611170000012）');
    expect(orderPaymentNotice('HS202611170000012', 'staff')).toBe('代扣付款（订单HS202611170000012）');
    expect(settleShortText(1_050, 20_000)).toBe('您的账户余额不足：可用余额￥10.50，需付￥200.00，请先现金充值');
    expect(settleShortText(-3, 100)).toContain('可用余额￥0.00');
  });
});

describe('the amount of an order', () => {
  it('is 应付 (owed) while unpaid and 实付 (paid) after', () => {
    expect(orderAmountLabel(true)).toEqual({ short: '应付', full: '应付金额' });
    for (const paid of [false, null, undefined]) expect(orderAmountLabel(paid)).toEqual({ short: '实付', full: '实付金额' });
    expect(orderAmountLabel(false)).toBe(ORDER_AMOUNT_LABELS.paid);
  });
});

describe('fulfilment of an unpaid order', () => {
  it('is neither packed nor shipped until paid, with the reason', () => {
    const unpaid = { status: 1, unpaid: true };
    expect(canFulfil('startPicking', unpaid)).toBe(false);
    expect(fulfilmentActionsFor(unpaid)).toEqual([]);
    expect(fulfilmentRefusal('startPicking', unpaid)).toBe(ORDER_PAYMENT_MESSAGES.unpaidNoFulfilment);
    expect(fulfilmentRefusal('ship', { status: 2, unpaid: true })).toBe(ORDER_PAYMENT_MESSAGES.unpaidNoFulfilment);
    expect(fulfilmentRefusal('deliver', unpaid)).toBe(FULFILMENT_MESSAGES.notShipped);
    expect(deskStatusLabel({ ...unpaid, deliveryType: 2 })).toBe('待付款');
  });

  it('moves as before once paid (unpaid false or absent)', () => {
    expect(canFulfil('startPicking', { status: 1, unpaid: false })).toBe(true);
    expect(fulfilmentActionsFor({ status: 1 })).toEqual(['startPicking']);
    expect(deskStatusLabel({ status: 1, unpaid: false, deliveryType: 2 })).toBe('待配货');
  });
});
