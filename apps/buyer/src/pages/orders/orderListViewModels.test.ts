import { ApiError, type OrderDetailData } from '@huashi/api';
import { PAGE_SIZES } from '@huashi/domain';
import { describe, expect, it } from 'vitest';
import { NEW_TAB_LIMIT, orderDetailView, orderRequest, orderView } from './orderListViewModels';

describe('orderRequest', () => {
  it('a search wins; 新订单 asks for 50 on one page; other tabs page by 10', () => {
    expect(orderRequest('all', 3, { keyword: '玫瑰', page: 2 })).toEqual({
      kind: 'search',
      keyword: '玫瑰',
      page: 2,
      limit: PAGE_SIZES.orders,
    });
    expect(orderRequest('new', 3, null)).toEqual({ kind: 'list', tab: 'new', page: 1, limit: NEW_TAB_LIMIT });
    expect(orderRequest('shipped', 3, null)).toEqual({ kind: 'list', tab: 'shipped', page: 3, limit: PAGE_SIZES.orders });
  });
});

describe('orderView', () => {
  const list = orderRequest('all', 1, null);
  it('loading, error, list and search views', () => {
    expect(orderView(list, undefined, false)).toEqual({ kind: 'loading' });
    expect(orderView(list, undefined, true)).toEqual({ kind: 'error' });
    expect(orderView(list, { list: [], pages: { total: 0 } } as never, false)).toEqual({ kind: 'list', list: [], total: 0 });
    const search = orderRequest('all', 1, { keyword: 'HS1', page: 1 });
    expect(orderView(search, { list: [], total: 0 }, false)).toEqual({ kind: 'search', keyword: 'HS1', list: [], total: 0 });
  });
  it('an answer stays on screen while a reload fails', () => {
    expect(orderView(list, { list: [], pages: { total: 4 } } as never, true)).toMatchObject({ kind: 'list', total: 4 });
  });
});

describe('orderDetailView', () => {
  it('an invalid id or a 404 is 订单不存在; else error, loading or ready', () => {
    expect(orderDetailView(false, undefined, null)).toEqual({ kind: 'missing', text: '订单不存在' });
    expect(orderDetailView(true, undefined, new ApiError(404, '订单不存在!'))).toEqual({ kind: 'missing', text: '订单不存在!' });
    expect(orderDetailView(true, undefined, new ApiError(500, 'x'))).toEqual({ kind: 'error' });
    expect(orderDetailView(true, undefined, null)).toEqual({ kind: 'loading' });
    const sumData = {
      allFeePayment: '228.58',
      allFeeGoods: '231.00',
      allFeeDiscount: '11.10',
      allCommission: '0.00',
      allFeeLogis: '10.40',
      allFeeBox: '5.20',
      allAcount: 8,
      allFeeCoupon: '0.00',
      allFeeMember: '6.93',
    };
    const data = { list: [], sumData } as unknown as OrderDetailData;
    expect(orderDetailView(true, data, null)).toEqual({
      kind: 'ready',
      data: {
        list: [],
        sumData: {
          payment: 22_858,
          goods: 23_100,
          activityDiscount: 1_110,
          commission: 0,
          logistics: 1_040,
          packing: 520,
          coupon: 0,
          memberDiscount: 693,
          bunches: 8,
        },
      },
    });
  });
});
