/**
 * Cart lines and totals as the API answers them (§3 cart item and totals): the figures come from the domain
 * (`lineFigures`, `sumLines`), formatted here in yuan and kg.
 */
import type { CartItem, CartTotals } from '@huashi/api';
import {
  activityRuleText,
  activityTermsOf,
  formatKg,
  formatYuan,
  lengthLabel,
  lineFigures,
  linesTotalFen,
  opennessLabel,
  stockShortage,
  type LineSums,
} from '@huashi/domain';
import { lineProblem, lotMaxBatches, type LotInfo } from './lots';

export function toCartItem(itemId: number, lot: LotInfo, pi: number, now: Date): CartItem {
  const f = lineFigures(lot, pi);
  return {
    itemId,
    stockId: lot.id,
    buyPi: pi,
    buyQty: f.bunches,
    buyQtyall: f.stems,
    basicQty: lot.basicSaleNo,
    buyPrice: formatYuan(lot.salePriceFen),
    feeGoods: formatYuan(f.goodsFen),
    feeDiscount: formatYuan(f.activityFen),
    rule_text: activityRuleText(activityTermsOf(lot)),
    weightAll: formatKg(f.weightGrams),
    flwCode: lot.flwCode,
    flwName: lot.flwName,
    productImage: lot.productImage,
    cateName: lot.cateName,
    levelName: lot.levelName,
    lenthName: lengthLabel(lot.lengthCode) || lot.lengthCode,
    openName: opennessLabel(lot.openCode) || lot.openCode,
    supplierId: lot.supplierId,
    supplierName: lot.supplierName,
    flwUnitno: lot.stemsPerBunch,
    session: lot.session,
    maxPi: lotMaxBatches(lot),
    feeBox: formatYuan(f.boxFen),
    problem: lineProblem(lot, pi, now) ?? '',
    shortage: stockShortage(pi, lotMaxBatches(lot))?.message ?? '',
  };
}

export function cartTotals(sums: LineSums): CartTotals {
  return {
    allFeeGoods: formatYuan(sums.goodsFen),
    allFeeLogis: formatYuan(sums.logisticsFen),
    allFeeBox: formatYuan(sums.boxFen),
    allfeeDiscount: formatYuan(sums.activityFen + sums.memberFen),
    allfeePayment: formatYuan(linesTotalFen(sums)),
  };
}
