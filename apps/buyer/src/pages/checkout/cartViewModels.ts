import type { CartItem } from '@huashi/api';
import { fenOf } from '@huashi/domain';
import type { CartLine } from '@huashi/ui';

/** A cart or pay-preview line of the API (yuan strings) as the cart table shows it (fen). */
export function cartLineView(item: CartItem): CartLine {
  return {
    itemId: item.itemId,
    stockId: item.stockId,
    buyPi: item.buyPi,
    buyQty: item.buyQty,
    buyQtyall: item.buyQtyall,
    basicQty: item.basicQty,
    buyPriceFen: fenOf(item.buyPrice),
    goodsFen: fenOf(item.feeGoods),
    discountFen: fenOf(item.feeDiscount),
    ruleText: item.rule_text,
    weightKg: item.weightAll,
    flwName: item.flwName,
    productImage: item.productImage,
    levelName: item.levelName,
    lenthName: item.lenthName,
    openName: item.openName,
    supplierId: item.supplierId,
    supplierName: item.supplierName,
    flwUnitno: item.flwUnitno,
    session: item.session,
    maxPi: item.maxPi,
    problem: item.problem,
    shortage: item.shortage,
  };
}
