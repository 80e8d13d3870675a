import { ApiError } from '@huashi/api';
import { MESSAGES, withQuery } from '@huashi/domain';
import { describe, expect, it } from 'vitest';
import { blockedReason, nowPayHref, selectionFrom, submitFailure } from './payRules';

const search = (path: string) => path.slice(path.indexOf('?'));

describe('selectionFrom', () => {
  it('reads buy-now products, dropping invalid ones; none valid → null', () => {
    const link = withQuery('/pay', {
      listZone: [
        { huaId: 7, qty: 2 },
        { huaId: 'x', qty: 1 },
      ],
      codeType: 'nowPay',
    });
    expect(selectionFrom(search(link))).toEqual({ doWay: 'nowPay', products: [{ huaId: 7, qty: 2 }] });
    expect(selectionFrom(search(withQuery('/pay', { listZone: [{ huaId: 0, qty: 1 }], codeType: 'nowPay' })))).toBeNull();
  });
  it('reads the ticked cart lines, or the whole cart when none are named', () => {
    expect(selectionFrom(search(withQuery('/pay', { listZone: [3, 5], codeType: 'shopCode' })))).toEqual({
      doWay: 'shopCode',
      ids: [3, 5],
    });
    expect(selectionFrom('?')).toEqual({ doWay: 'shopCode', ids: undefined });
  });
});

describe('submitFailure', () => {
  it('keeps the sign when no answer came (the order may exist) and leaves the dialog open', () => {
    expect(submitFailure(new ApiError(0, '网络错误，请检查网络后重试'))).toEqual({
      keepSign: true,
      short: false,
      text: '网络错误，请检查网络后重试',
      previewAgain: false,
    });
    expect(submitFailure(new Error('bad sign key'))).toMatchObject({ keepSign: true, text: MESSAGES.requestFailed });
  });
  it('411 is 您的账户余额不足 with the top-up link; every answer drops the sign and previews again', () => {
    expect(submitFailure(new ApiError(411, 'x'))).toEqual({
      keepSign: false,
      short: true,
      text: MESSAGES.insufficientBalance,
      previewAgain: true,
    });
    expect(submitFailure(new ApiError(409, '库存不足'))).toEqual({ keepSign: false, short: false, text: '库存不足', previewAgain: true });
  });
});

describe('blockedReason', () => {
  it('200 lets the buyer pay; anything else is the reason', () => {
    expect(blockedReason({ code: '200', msg: '可以下单' })).toBeNull();
    expect(blockedReason({ code: 400, msg: '请先添加收货地址' })).toBe('请先添加收货地址');
  });
});

describe('nowPayHref', () => {
  it('changes one buy-now line (numbered from 1) and keeps the others and codeType', () => {
    const href = nowPayHref(
      [
        { huaId: 20, qty: 99999 },
        { huaId: 31, qty: 2 },
      ],
      1,
      16,
    );
    expect(selectionFrom(href.slice(href.indexOf('?')))).toEqual({
      doWay: 'nowPay',
      products: [
        { huaId: 20, qty: 16 },
        { huaId: 31, qty: 2 },
      ],
    });
  });
});
