import type { OperatorCartRow, OperatorStockItem } from '@huashi/api';
import { operatorExportRow, OPERATOR_EXPORT_COLUMNS } from '@huashi/domain';
import { describe, expect, it } from 'vitest';
import { cartExportLine, stockExportLine } from './allocationViewModels';

const defectColumn = OPERATOR_EXPORT_COLUMNS.indexOf('瑕疵');

const cartRow = (salepointName: string) =>
  ({
    id: 1,
    stockId: 9,
    flwCode: 'MG-0001',
    flwName: '卡罗拉',
    supplierId: 'A1001',
    supplierName: '花农直供一号',
    levelName: 'A',
    lenthName: '60cm',
    openName: '二开',
    salepointName,
    sourcePrice: '1.00',
    salePrice: '1.20',
    buyQty: 2,
    buyQtyAll: 40,
    weightAll: '1.00',
  }) as unknown as OperatorCartRow;

const stockItem = (salepointName: string) =>
  ({
    ...cartRow(salepointName),
    flwUnitno: 20,
    flwWeight: '0.50',
    differAmount: '0.20',
  }) as unknown as OperatorStockItem;

describe('the export view model: 瑕疵', () => {
  it('reads 无 for a lot without a defect, whether it came empty or as 无', () => {
    for (const none of ['', '  ', '无']) {
      expect(operatorExportRow(cartExportLine(cartRow(none)))[defectColumn]).toBe('无');
      expect(operatorExportRow(stockExportLine(stockItem(none), 1))[defectColumn]).toBe('无');
    }
  });
  it('keeps a defect as it is', () => {
    expect(operatorExportRow(cartExportLine(cartRow('轻微弯头')))[defectColumn]).toBe('轻微弯头');
    expect(operatorExportRow(stockExportLine(stockItem('叶片少'), 1))[defectColumn]).toBe('叶片少');
  });
});
