/** The allocation tool's API answers as the components' view models (money in fen) and as export lines. */
import type { OperatorBuyer, OperatorCartRow, OperatorPreview, OperatorStockItem } from '@huashi/api';
import { fenOf, operatorDefectText, operatorMemberPriceNote, operatorSalePriceFen, type OperatorExportLine } from '@huashi/domain';
import type { AddToOrderLineData, AllocationCartRowData, AllocationStockRowData, CheckoutPreviewData, OperatorBuyerData } from '@huashi/ui';

export function stockRowData(item: OperatorStockItem): AllocationStockRowData {
  return {
    id: item.id,
    flwCode: item.flwCode,
    flwName: item.flwName,
    supplierId: item.supplierId,
    supplierName: item.supplierName,
    levelName: item.levelName,
    lenthName: item.lenthName,
    openName: item.openName,
    salepointName: item.salepointName,
    positionNo: item.positionNo,
    sourcePriceFen: fenOf(item.sourcePrice),
    differAmountFen: fenOf(item.differAmount),
    nowStock: item.nowStock,
    flwUnitno: item.flwUnitno,
    fromStockid: item.fromStockid,
    buyTemp: item.buyTemp,
  };
}

/** A selected lot with the bundles chosen for it, as a line of the add-to-order dialog. */
export function addToOrderLine(row: AllocationStockRowData, bundles: number): AddToOrderLineData {
  return {
    id: row.id,
    flwCode: row.flwCode,
    flwName: row.flwName,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    levelName: row.levelName,
    bundles,
    flwUnitno: row.flwUnitno,
    salePriceFen: operatorSalePriceFen(row.differAmountFen, row.sourcePriceFen),
  };
}

/** A row of the allocation cart, money in fen. */
export function cartRowData(row: OperatorCartRow): AllocationCartRowData {
  return {
    id: row.id,
    index: row.index,
    flwCode: row.flwCode,
    flwName: row.flwName,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    levelName: row.levelName,
    lenthName: row.lenthName,
    openName: row.openName,
    salepointName: row.salepointName,
    sourcePriceFen: fenOf(row.sourcePrice),
    salePriceFen: fenOf(row.salePrice),
    buyQty: row.buyQty,
    buyQtyAll: row.buyQtyAll,
    weightKg: Number(row.weightAll) || 0,
    totalPriceFen: fenOf(row.totalPrice),
  };
}

/** The buyer (looked up by `buyerId`) of order/user-info with their cp6 addresses (named by their receiverHash), money in fen. */
export function buyerData(buyer: OperatorBuyer, buyerId: string): OperatorBuyerData {
  return {
    buyerId,
    buyerName: buyer.buyerName,
    userName: buyer.userName,
    balanceFen: fenOf(buyer.balance),
    memberNote: operatorMemberPriceNote(buyer),
    addresses: buyer.addresses.map((a) => ({
      receiverHash: a.receiverHash,
      receiverName: a.receiverName,
      receiverMobile: a.receiverMobile,
      region: `${a.receiverProvince}${a.receiverCity}${a.receiverArea}`,
      receiverAddress: a.receiverAddress,
      isDefault: a.isDefault === 1,
      deliveryType: a.deliveryType,
      receiverType: a.receiverType,
    })),
  };
}

/** order/preview, money in fen. */
export function previewData(preview: OperatorPreview): CheckoutPreviewData {
  return {
    goodsNum: preview.goodsNum,
    totalPriceFen: fenOf(preview.totalPrice),
    preWeightKg: Number(preview.preWeight) || 0,
    preDeliveryFeeFen: fenOf(preview.preDeliveryFee),
    preBoxFeeFen: fenOf(preview.preBoxFee),
    payPriceFen: fenOf(preview.payPrice),
  };
}

/** A cart row as a line of the export (瑕疵: the lot's defect, 无 when it has none — one rule for every row). */
export function cartExportLine(row: OperatorCartRow): OperatorExportLine {
  return {
    flwCode: row.flwCode,
    flwName: row.flwName,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    levelName: row.levelName,
    lengthName: row.lenthName,
    openName: row.openName,
    defect: operatorDefectText(row.salepointName),
    settlementPriceFen: fenOf(row.sourcePrice),
    salePriceFen: fenOf(row.salePrice),
    bundles: row.buyQty,
    stems: row.buyQtyAll,
    weightKg: Number(row.weightAll) || 0,
  };
}

/** A selected lot with the bundles chosen for it (and the coefficient, when edited) as a line of the export. */
export function stockExportLine(item: OperatorStockItem, bundles: number, coefficientFen?: number): OperatorExportLine {
  const settlement = fenOf(item.sourcePrice);
  return {
    flwCode: item.flwCode,
    flwName: item.flwName,
    supplierId: item.supplierId,
    supplierName: item.supplierName,
    levelName: item.levelName,
    lengthName: item.lenthName,
    openName: item.openName,
    defect: operatorDefectText(item.salepointName),
    settlementPriceFen: settlement,
    salePriceFen: coefficientFen === undefined ? fenOf(item.salePrice) : settlement + coefficientFen,
    bundles,
    stems: bundles * item.flwUnitno,
    weightKg: bundles * (Number(item.flwWeight) || 0),
  };
}
