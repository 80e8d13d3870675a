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

describe('order tabs', () => {
  it('全部/新订单/处理中/已发货/已完成 at indexes 0–4', () => {
    expect(ORDER_TABS.map((t) => [t.index, t.label])).toEqual([
      [0, '全部'],
      [1, '新订单'],
      [2, '处理中'],
      [3, '已发货'],
      [4, '已完成'],
    ]);
  });
  it('looks tabs up by code and index', () => {
    expect(orderTabByCode('new')?.index).toBe(1);
    expect(orderTabByIndex(3)?.code).toBe('shipped');
    expect(orderTabByIndex('4')?.code).toBe('completed');
    expect(orderTabByCode('nope')).toBeNull();
    expect(orderTabByIndex(5)).toBeNull();
  });
  it('round-trips orderVal and falls back to 全部', () => {
    expect(parseOrderVal(orderValFor('new')).code).toBe('new');
    expect(parseOrderVal('{"index":3}').code).toBe('shipped');
    expect(parseOrderVal('{"code":"completed","index":0}').code).toBe('completed');
    for (const bad of [null, undefined, '', '{', '42', 'null', '{"code":"x","index":9}']) expect(parseOrderVal(bad).code).toBe('all');
  });
  it('hides search and pager on the new tab only', () => {
    expect(ORDER_TABS.filter((t) => !orderTabShowsSearchAndPager(t.code)).map((t) => t.code)).toEqual(['new']);
  });
  it('each main status belongs to exactly one tab besides 全部', () => {
    for (const status of [1, 2, 3, 4, 5]) {
      expect(ORDER_TABS.filter((t) => t.code !== 'all' && (t.statuses as readonly number[]).includes(status))).toHaveLength(1);
    }
  });
});

describe('item backStatus', () => {
  it("'0' none, '1' 申请撤销, '2' 审核中, '3' 撤销失败, '4' 已撤销 (ours: approved by staff)", () => {
    expect(['0', '1', '2', '3', '4'].map(backStatusLabel)).toEqual([null, '申请撤销', '审核中', '撤销失败', '已撤销']);
    expect(backStatusLabel('9')).toBeNull();
  });
  it('only 1 can apply for cancellation', () => {
    expect(['0', '1', '2', '3', '4', 1, 'x'].map(canApplyCancellation)).toEqual([false, true, false, false, false, true, false]);
  });
});

describe('after-sales action of an item', () => {
  it('nothing until showTime is set', () => {
    expect(afterSalesAction({ showTime: null, afterSalesStatus: '-1' })).toBeNull();
    expect(afterSalesAction({ showTime: '', afterSalesStatus: '-1' })).toBeNull();
    expect(afterSalesAction({ showTime: undefined, afterSalesStatus: '0' })).toBeNull();
  });
  it("申请售后 for '-1', else 查看售后", () => {
    expect(afterSalesAction({ showTime: '2025-06-15 08:00:00', afterSalesStatus: '-1' })).toBe('apply');
    expect(afterSalesAction({ showTime: '2025-06-15 08:00:00', afterSalesStatus: -1 })).toBe('apply');
    expect(afterSalesAction({ showTime: '2025-06-15 08:00:00', afterSalesStatus: '0' })).toBe('view');
    expect(afterSalesAction({ showTime: 1_750_000_000, afterSalesStatus: '10' })).toBe('view');
  });
});

describe('after-sales record status', () => {
  it('labels', () => {
    expect([0, 1, 2, 8, 9, 10].map(afterSalesStatusLabel)).toEqual(['等待处理', '处理中', '处理失败', '待赔付', '待赔付', '已赔付']);
    expect(afterSalesStatusLabel(3)).toBeNull();
  });
  it('10 reads 退款成功，已退款￥{realAmount}', () => {
    expect(afterSalesStatusText(10, 1995)).toBe('退款成功，已退款￥19.95');
    expect(afterSalesStatusText('10', 0)).toBe('退款成功，已退款￥0.00');
    expect(afterSalesStatusText(8, 1995)).toBe('待赔付');
    expect(afterSalesStatusText(7, 1995)).toBeNull();
  });
  it('cancel only at status 1 or less', () => {
    expect([0, 1, 2, 8, 9, 10].map(canCancelAfterSales)).toEqual([true, true, false, false, false, false]);
    expect(canCancelAfterSales('1')).toBe(true);
    expect(canCancelAfterSales(-1)).toBe(false);
    expect(canCancelAfterSales(null)).toBe(false);
  });
  it('4 progress steps', () => {
    expect(afterSalesProgress(0)).toEqual({ steps: ['提交申请', '等待处理', '等待处理', '待赔付'], active: 2, failed: false, done: false });
    expect(afterSalesProgress(1)).toMatchObject({ active: 3, failed: false });
    expect(afterSalesProgress(2)).toEqual({ steps: ['提交申请', '等待处理', '处理失败', '待赔付'], active: 3, failed: true, done: false });
    expect(afterSalesProgress(8)).toMatchObject({ active: 4, done: false });
    expect(afterSalesProgress(9)).toMatchObject({ active: 4, done: false });
    expect(afterSalesProgress(10)).toEqual({ steps: ['提交申请', '等待处理', '等待处理', '已赔付'], active: 4, failed: false, done: true });
    expect(afterSalesProgress('x')).toMatchObject({ active: 1 });
  });
  it('every record status has its progress step, read from number or string', () => {
    expect(Object.keys(AFTER_SALES_PROGRESS)).toEqual(Object.keys(AFTER_SALES_STATUS));
    expect(afterSalesProgress('10')).toEqual(afterSalesProgress(10));
    expect(afterSalesProgress(null)).toEqual({
      steps: ['提交申请', '等待处理', '等待处理', '待赔付'],
      active: 1,
      failed: false,
      done: false,
    });
  });
});

describe('real name', () => {
  it('none, 0 reviewing, 1 verified, 9 rejected', () => {
    expect(realNameState(undefined)).toBe('none');
    expect(realNameState(null)).toBe('none');
    expect(realNameState('')).toBe('none');
    expect(realNameState(0)).toBe('reviewing');
    expect(realNameState('1')).toBe('verified');
    expect(realNameState(9)).toBe('rejected');
    expect(realNameState(5)).toBe('none');
  });
  it('shows the form when none or rejected', () => {
    expect((['none', 'reviewing', 'verified', 'rejected'] as const).map(realNameShowsForm)).toEqual([true, false, false, true]);
  });
});

describe('home and membership', () => {
  it('home tab indexes', () => {
    expect(HOME_TABS).toEqual({ discount: 0, suppliers: 1, recommended: 2 });
  });
  it('member level label', () => {
    expect(memberLevelLabel(0)).toBe('普通会员');
    expect(memberLevelLabel(-1)).toBe('普通会员');
    expect(memberLevelLabel(null)).toBe('普通会员');
    expect(memberLevelLabel(1)).toBe('VIP1');
    expect(memberLevelLabel('3')).toBe('VIP3');
    expect(isMember(0)).toBe(false);
    expect(isMember(2)).toBe(true);
  });
  it('account opened at status 2', () => {
    expect(isAccountOpened(2)).toBe(true);
    expect(isAccountOpened('2')).toBe(true);
    expect(isAccountOpened(1)).toBe(false);
  });
});
