import { describe, expect, it } from 'vitest';
import {
  AFTER_SALES_PROGRESS,
  AFTER_SALES_STATUS,
  afterSalesAction,
  afterSalesProgress,
  afterSalesStatusLabel,
  afterSalesStatusText,
  backStatusLabel,
  canApplyCancellation,
  canCancelAfterSales,
  canConfirmReceipt,
  CONFIRM_RECEIPT_PROMPT,
  HOME_TABS,
  isAccountOpened,
  isMember,
  memberLevelLabel,
  ORDER_TABS,
  ORDER_CANCELLED_LABEL,
  orderStatusLabel,
  orderTabByCode,
  orderTabByIndex,
  orderTabShowsSearchAndPager,
  orderValFor,
  parseOrderVal,
  realNameShowsForm,
  realNameState,
  waitsForPayment,
} from './statuses';

describe('order main status', () => {
  it.each([
    [1, '订单配货中'],
    [2, '订单配货中'],
    [3, '订单待发货'],
    [4, '订单已发货'],
    [5, '订单已完成'],
    ['4', '订单已发货'],
  ])('%j → %s', (status, label) => {
    expect(orderStatusLabel(status)).toBe(label);
  });
  it('unknown statuses have no label', () => {
    for (const bad of [0, 6, -1, 1.5, '', 'x', null, undefined]) expect(orderStatusLabel(bad)).toBeNull();
  });
  it('offers 确认收货 only at status 4', () => {
    expect([1, 2, 3, 4, 5].filter(canConfirmReceipt)).toEqual([4]);
    expect(canConfirmReceipt('4')).toBe(true);
    expect(canConfirmReceipt(undefined)).toBe(false);
    expect(CONFIRM_RECEIPT_PROMPT).toBe('确认收货后将无法申请售后，请仔细核对');
  });
});

describe('the status text of an order whose every item was cancelled (已撤销)', () => {
  it('reads 已撤销 in the list, the detail and a search row, whatever its payment', () => {
    expect(ORDER_CANCELLED_LABEL).toBe('已撤销');
    for (const status of [1, '2']) {
      expect(orderStatusLabel(status, { cancelled: true })).toBe('已撤销');
      expect(orderStatusLabel(status, { cancelled: true, unpaid: true })).toBe('已撤销');
    }
  });
  it('a partly cancelled order, or one of an unknown status, reads as before', () => {
    expect(orderStatusLabel(1, { cancelled: false })).toBe('订单配货中');
    expect(orderStatusLabel(1, { cancelled: null })).toBe('订单配货中');
    for (const bad of [0, 6, null, 'x']) {
      expect(orderStatusLabel(bad, { cancelled: true })).toBeNull();
    }
  });
});

describe('the status text of an unpaid operator order (待付款, issue 18)', () => {
  it('reads 待付款, not 订单配货中, while it waits for payment; its numeric status stays', () => {
    expect(orderStatusLabel(1, { unpaid: true })).toBe('待付款');
    expect(orderStatusLabel('2', { unpaid: true })).toBe('待付款');
    expect(waitsForPayment(1, { unpaid: true })).toBe(true);
  });
  it('reads as before once paid, or when unpaid is not said', () => {
    for (const payment of [{ unpaid: false }, { unpaid: null }, {}]) {
      expect(orderStatusLabel(1, payment)).toBe('订单配货中');
      expect(waitsForPayment(1, payment)).toBe(false);
    }
    expect(orderStatusLabel(1)).toBe('订单配货中');
  });
  it('an order past picking or of an unknown status is not 待付款', () => {
    expect(orderStatusLabel(4, { unpaid: true })).toBe('订单已发货');
    expect(orderStatusLabel(5, { unpaid: true })).toBe('订单已完成');
    for (const bad of [0, 6, null, undefined, 'x']) {
      expect(orderStatusLabel(bad, { unpaid: true })).toBeNull();
      expect(waitsForPayment(bad, { unpaid: true })).toBe(false);
    }
  });
});
