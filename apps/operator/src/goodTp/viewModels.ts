/** The allocation tool's API answers as the components' view models (money in fen) and as export lines. */
import type { OperatorCartRow, OperatorStockItem } from '@huashi/api';
import { fenOf, type OperatorExportLine } from '@huashi/domain';
import type { AllocationStockRowData } from '@huashi/ui';

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
  };
}

/** A cart row as a line of the export. */
export function cartExportLine(row: OperatorCartRow): OperatorExportLine {
  return {
    flwCode: row.flwCode,
    flwName: row.flwName,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    levelName: row.levelName,
    lengthName: row.lenthName,
    openName: row.openName,
    defect: row.salepointName,
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
    defect: item.salepointName,
    settlementPriceFen: settlement,
    salePriceFen: coefficientFen === undefined ? fenOf(item.salePrice) : settlement + coefficientFen,
    bundles,
    stems: bundles * item.flwUnitno,
    weightKg: bundles * (Number(item.flwWeight) || 0),
  };
}
