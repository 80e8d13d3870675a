import type { OrderItem, OrderListEntry, OrderSearchRow } from '@huashi/api';
import { fenOf } from '@huashi/domain';
import type { OrderEntryView, OrderItemView, OrderSearchRowView } from '@huashi/ui';

/** An order item of the API (yuan strings) as /order and /orderdetail show it (fen). */
export function orderItemView(item: OrderItem): OrderItemView {
  return {
    itemId: item.itemId,
    productImage: item.productImage,
    cateName: item.cateName,
    flwName: item.flwName,
    levelName: item.levelName,
    weightKg: item.weightAll,
    openName: item.openName,
    supplierId: item.supplierId,
    supplierName: item.supplierName,
    buyPriceFen: fenOf(item.buyPrice),
    flwUnitno: item.flwUnitno,
    buyQtyall: item.buyQtyall,
    buyQty: item.buyQty,
    goodsFen: fenOf(item.feeGoods),
    discountFen: fenOf(item.feeDiscount),
    backStatus: item.backStatus,
    backReason: item.backReason,
    afterSalesStatus: item.afterSalesStatus,
    refundFen: fenOf(item.refund),
  };
}

/** One order of the list (main, items and sumData) as its card shows it. */
export function orderEntryView(entry: OrderListEntry): OrderEntryView {
  const { main, order } = entry;
  return {
    main: {
      mainId: main.mainId,
      orderNo: main.orderNo,
      createTime: main.createTime,
      status: main.status,
      orderNotice: main.orderNotice,
      deliveryTypeStr: main.deliveryTypeStr,
      showTime: main.showTime,
      confirmTime: main.confirmTime,
      paymentFen: fenOf(order.sumData.allFeePayment),
      discountFen: fenOf(order.sumData.allFeeDiscount),
      commissionFen: fenOf(order.sumData.allCommission),
      bunches: order.sumData.allAcount,
      logisName: main.logisName,
      logisNumber: main.logisNumber,
      unpaid: main.unpaid,
      agentPlaced: main.agentPlaced,
      cancelled: main.cancelled,
    },
    items: order.list.map(orderItemView),
  };
}

/** A search result (§3: the item with its order's figures in `details`) as its row shows it. */
export function orderSearchRowView(row: OrderSearchRow): OrderSearchRowView {
  return {
    mainId: row.mainId,
    status: row.status,
    orderNo: row.details.orderNo,
    createTime: row.details.createTime,
    paymentFen: fenOf(row.details.ALLPAY),
    item: orderItemView(row.details),
    orderNotice: row.orderNotice,
    unpaid: row.unpaid,
    agentPlaced: row.agentPlaced,
    cancelled: row.cancelled,
  };
}
