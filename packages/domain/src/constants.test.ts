import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_SECONDS,
  MESSAGE_DURATION_MS,
  OPERATOR_PAGE_SIZE_OPTIONS,
  PAGE_SIZES,
  RECHARGE_DEFAULT_YUAN,
  RECHARGE_PRESETS_YUAN,
  REMEMBER_ME_DAYS,
  TEXT_LIMITS,
  UPLOAD_LIMITS,
} from './constants';

describe('§9 constants', () => {
  it('page sizes per list', () => {
    expect(PAGE_SIZES).toMatchObject({
      notices: 15,
      zoneList: 15,
      arrivedGoods: 15,
      orders: 10,
      afterSales: 10,
      bills: 10,
      couponsPerRequest: 6,
      addressesFirstFormat: 50,
      addressesCp6: 1000,
      recommendedGoods: 50,
      operatorGoodsDefault: 100,
    });
    expect(OPERATOR_PAGE_SIZE_OPTIONS).toContain(PAGE_SIZES.operatorGoodsDefault);
  });
  it('countdowns, remember-me and message durations', () => {
    expect(COUNTDOWN_SECONDS).toEqual({ sms: 60, qrPayment: 60 });
    expect(REMEMBER_ME_DAYS).toBe(7);
    for (const ms of [MESSAGE_DURATION_MS.success, MESSAGE_DURATION_MS.info, MESSAGE_DURATION_MS.warning, MESSAGE_DURATION_MS.error]) {
      expect(ms).toBeGreaterThanOrEqual(2000);
      expect(ms).toBeLessThanOrEqual(3000);
    }
    expect(MESSAGE_DURATION_MS.toast).toBe(1000);
  });
  it('upload and text limits', () => {
    expect(UPLOAD_LIMITS).toEqual({
      imageTypes: ['png', 'gif', 'jpeg', 'jpg'],
      maxImageBytes: 3 * 1024 * 1024,
      maxImages: 3,
      perPersonPerMinute: 10,
    });
    expect(TEXT_LIMITS).toMatchObject({
      passwordMin: 6,
      passwordMax: 16,
      nicknameMax: 16,
      receiverNameMax: 10,
      receiverPhoneMin: 10,
      addressDetailMax: 120,
    });
  });
  it('recharge presets', () => {
    expect(RECHARGE_PRESETS_YUAN).toEqual([1000, 2000, 5000]);
    expect(RECHARGE_DEFAULT_YUAN).toBe(1000);
  });
});
