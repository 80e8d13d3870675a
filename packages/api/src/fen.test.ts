import { describe, expect, it } from 'vitest';
import { couponFen, feeTotalsOf } from './fen';

describe('money at the api boundary', () => {
  it('reads a cart total (allfee… keys, no coupon or member line) as fen', () => {
    expect(
      feeTotalsOf({ allFeeGoods: '150.00', allFeeLogis: '6.20', allFeeBox: '3.10', allfeeDiscount: '11.48', allfeePayment: '147.82' }),
    ).toEqual({
      goods: 15_000,
      logistics: 620,
      packing: 310,
      activityDiscount: 1_148,
      coupon: 0,
      memberDiscount: 0,
      commission: 0,
      payment: 14_782,
    });
  });

  it("reads an order's sumData (allFee… keys) with its coupon, member discount and commission", () => {
    expect(
      feeTotalsOf({
        allFeeGoods: '231.00',
        allFeeLogis: '10.40',
        allFeeBox: '5.20',
        allFeeDiscount: '11.10',
        allFeeCoupon: '20.00',
        allFeeMember: '6.93',
        allCommission: '0.01',
        allFeePayment: '208.58',
      }),
    ).toEqual({
      goods: 23_100,
      logistics: 1_040,
      packing: 520,
      activityDiscount: 1_110,
      coupon: 2_000,
      memberDiscount: 693,
      commission: 1,
      payment: 20_858,
    });
  });

  it("keeps a coupon's other fields and gives its value and threshold in fen", () => {
    const held = {
      couponCode: 'HS-DIRECT-50',
      setValue: '50.00',
      minAmount: '0.00',
      useLimit: 2 as const,
      state: 'used',
      usedOrderNo: 'HS1',
    };
    expect(couponFen(held)).toEqual({
      couponCode: 'HS-DIRECT-50',
      valueFen: 5_000,
      minAmountFen: 0,
      useLimit: 2,
      state: 'used',
      usedOrderNo: 'HS1',
    });
  });
});
