import type { OrderItem, OrderListEntry, OrderSearchRow } from '@huashi/api';
import { describe, expect, it } from 'vitest';
import { orderEntryView, orderItemView, orderSearchRowView } from './orderViewModels';

const item: OrderItem = {
  itemId: 9101,
  productImage: '/media/rose.png',
  cateName: '红色系',
  flwName: '卡罗拉',
  levelName: 'A+',
  weightAll: '3.90',
  openName: '2-3度',
  supplierId: 'A1024',
  supplierName: '斗南鲜花种植基地',
  buyPrice: '1.85',
  flwUnitno: 20,
  buyQtyall: 60,
  buyQty: 3,
  feeGoods: '111.00',
  feeDiscount: '11.10',
  backStatus: '1',
  backReason: '',
  afterSalesStatus: '-1',
  refund: '99.90',
};

describe('order view models', () => {
  it('an item: money in fen, weight kept as kg text, the rest as the API says', () => {
    expect(orderItemView(item)).toEqual({
      itemId: 9101,
      productImage: '/media/rose.png',
      cateName: '红色系',
      flwName: '卡罗拉',
      levelName: 'A+',
      weightKg: '3.90',
      openName: '2-3度',
      supplierId: 'A1024',
      supplierName: '斗南鲜花种植基地',
      buyPriceFen: 185,
      flwUnitno: 20,
      buyQtyall: 60,
      buyQty: 3,
      goodsFen: 11100,
      discountFen: 1110,
      backStatus: '1',
      backReason: '',
      afterSalesStatus: '-1',
      refundFen: 9990,
    });
  });

  it("an order's card: the sums it shows in fen (paid, activity discount, fee), bunches and its items", () => {
    const entry = {
      main: {
        mainId: 501,
        orderNo: 'HS1',
        createTime: '2026-11-17 11:32:08',
        status: 1,
        orderNotice: '',
        deliveryTypeStr: '自提',
        showTime: '',
        confirmTime: '',
        logisName: '顺丰速运',
        logisNumber: 'SF12345678',
        unpaid: true,
        agentPlaced: true,
        cancelled: false,
      },
      order: {
        list: [item],
        sumData: { allFeePayment: '228.58', allFeeDiscount: '11.10', allCommission: '0.00', allAcount: 8 },
      },
      deliveryTypeStr: '自提',
    } as unknown as OrderListEntry;
    const view = orderEntryView(entry);
    expect(view.main).toMatchObject({
      mainId: 501,
      paymentFen: 22858,
      discountFen: 1110,
      commissionFen: 0,
      bunches: 8,
      deliveryTypeStr: '自提',
      logisName: '顺丰速运',
      logisNumber: 'SF12345678',
      unpaid: true,
      agentPlaced: true,
      cancelled: false,
    });
    expect(view.items).toEqual([orderItemView(item)]);
  });

  it('a search row: the order number, time and amount paid from its details', () => {
    const row = {
      mainId: 501,
      status: 4,
      details: {
        ...item,
        createTime: '2026-11-17 11:32:08',
        orderNo: 'HS1',
        ALLE: '231.00',
        ALLL: '10.40',
        ALLPAY: '228.58',
        allFeeDiscount: '11.10',
      },
      orderNotice: '请用纸箱包装',
      rcvUser: '李花语',
      rcvPhone: '13800000001',
      rcvAddress: '篆塘路18号',
      unpaid: true,
      agentPlaced: true,
      cancelled: true,
    } satisfies OrderSearchRow;
    expect(orderSearchRowView(row)).toEqual({
      mainId: 501,
      status: 4,
      orderNo: 'HS1',
      createTime: '2026-11-17 11:32:08',
      paymentFen: 22858,
      item: orderItemView(item),
      orderNotice: '请用纸箱包装',
      unpaid: true,
      agentPlaced: true,
      cancelled: true,
    });
  });
});
