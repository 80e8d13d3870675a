/**
 * Money at the api boundary (issue 28). The wire carries yuan strings ("12.30", spec §3); everything past this point —
 * view models, ui props, domain rules — holds whole fen. One converter each way, both in @huashi/domain: `fenOf` in
 * (a missing or unreadable amount reads 0, since a screen must show something) and `formatYuan` out (a request's yuan
 * and every text a person reads, through `Price`). This file maps the wire shapes that several screens read.
 *
 * Decision: the fee blocks (cart totals, checkout, an order's costs) share one fen shape, domain `FeeTotals`. The
 * wire spells two keys two ways (allfeeDiscount/allfeePayment in cart and checkout, allFeeDiscount/allFeePayment in
 * an order's sumData, as the spec names them); both are read here so no screen has to know.
 */
import { fenOf, type FeeTotals, type Fen } from '@huashi/domain';

/** The fee fields of a cart total, a checkout preview's totals or an order's sumData, as the wire sends them. */
export type WireFees = {
  allFeeGoods: string;
  allFeeLogis: string;
  allFeeBox: string;
  allfeeDiscount?: string;
  allFeeDiscount?: string;
  allFeeCoupon?: string;
  allFeeMember?: string;
  allCommission?: string;
  allfeePayment?: string;
  allFeePayment?: string;
};

/** A wire fee block → fen; a line the wire leaves out (a cart has no coupon yet) is 0. */
export function feeTotalsOf(wire: WireFees): FeeTotals {
  return {
    goods: fenOf(wire.allFeeGoods),
    logistics: fenOf(wire.allFeeLogis),
    packing: fenOf(wire.allFeeBox),
    activityDiscount: fenOf(wire.allfeeDiscount ?? wire.allFeeDiscount),
    coupon: fenOf(wire.allFeeCoupon),
    memberDiscount: fenOf(wire.allFeeMember),
    commission: fenOf(wire.allCommission),
    payment: fenOf(wire.allfeePayment ?? wire.allFeePayment),
  };
}

/** A coupon's money as its card shows it: the value and the threshold (满…元可用) in fen, every other field kept. */
export function couponFen<T extends { setValue: string; minAmount: string }>(
  coupon: T,
): Omit<T, 'setValue' | 'minAmount'> & { valueFen: Fen; minAmountFen: Fen } {
  const { setValue, minAmount, ...rest } = coupon;
  return { ...rest, valueFen: fenOf(setValue), minAmountFen: fenOf(minAmount) };
}

/** A withdrawal's money (the amount paid out, the fee, the total frozen) in fen, every other field kept. */
export function withdrawalFen<T extends { amount: string; fee: string; total: string }>(
  withdrawal: T,
): Omit<T, 'amount' | 'fee' | 'total'> & { amountFen: Fen; feeFen: Fen; totalFen: Fen } {
  const { amount, fee, total, ...rest } = withdrawal;
  return { ...rest, amountFen: fenOf(amount), feeFen: fenOf(fee), totalFen: fenOf(total) };
}

/** A settlement's money (sales at settlement price, charged back, commission, owed) in fen, every other field kept. */
export function settlementFen<T extends { sales: string; chargeBack: string; commission: string; owed: string }>(
  settlement: T,
): Omit<T, 'sales' | 'chargeBack' | 'commission' | 'owed'> & { salesFen: Fen; chargeBackFen: Fen; commissionFen: Fen; owedFen: Fen } {
  const { sales, chargeBack, commission, owed, ...rest } = settlement;
  return { ...rest, salesFen: fenOf(sales), chargeBackFen: fenOf(chargeBack), commissionFen: fenOf(commission), owedFen: fenOf(owed) };
}
