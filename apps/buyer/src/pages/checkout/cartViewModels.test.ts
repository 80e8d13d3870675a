import type { CartItem } from '@huashi/api';
import { describe, expect, it } from 'vitest';
import { cartLineView } from './cartViewModels';

describe('cartLineView', () => {
  it('money in fen, rule and weight renamed, stock and shortage kept', () => {
    const item: CartItem = {
      itemId: 1,
      stockId: 20,
      buyPi: 99999,
      buyQty: 99999,
      buyQtyall: 1999980,
      basicQty: 1,
      buyPrice: '0.65',
      feeGoods: '1299987.00',
      feeDiscount: '0.00',
      rule_text: '满10扎享9折',
      weightAll: '137998.62',
      flwCode: 'R010',
      flwName: '黑魔术',
      productImage: '/media/x.png',
      cateName: '玫瑰',
      levelName: 'C',
      lenthName: '50-55cm',
      openName: '3-4度',
      supplierId: 'C3077',
      supplierName: '斗南清仓花行',
      flwUnitno: 20,
      session: 'C',
      maxPi: 16,
      feeBox: '74519.25',
      problem: '黑魔术（C3077 斗南清仓花行）：库存不足，仅剩16批',
      shortage: '库存不足，仅剩16批',
    };
    expect(cartLineView(item)).toMatchObject({
      buyPriceFen: 65,
      goodsFen: 129_998_700,
      discountFen: 0,
      ruleText: '满10扎享9折',
      weightKg: '137998.62',
      maxPi: 16,
      buyPi: 99999,
      shortage: '库存不足，仅剩16批',
    });
  });
});
