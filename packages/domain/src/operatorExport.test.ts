import { describe, expect, it } from 'vitest';
import {
  OPERATOR_EXPORT_COLUMNS,
  operatorExportFileName,
  operatorExportRow,
  operatorExportSheet,
  operatorExportTotalRow,
  type OperatorExportLine,
} from './operatorExport';

const line = (over: Partial<OperatorExportLine> = {}): OperatorExportLine => ({
  flwCode: 'MG-0001',
  flwName: '卡罗拉',
  supplierId: 'A1001',
  supplierName: '呈贡斗南花卉种植专业合作社',
  levelName: 'A',
  lengthName: '55-60cm',
  openName: '2-3度',
  defect: '无',
  settlementPriceFen: 150,
  salePriceFen: 180,
  bundles: 3,
  stems: 60,
  weightKg: 3.9,
  ...over,
});

describe('operator Excel export', () => {
  it('has the spec columns in order', () => {
    expect(OPERATOR_EXPORT_COLUMNS).toEqual([
      '商品编码',
      '名称',
      '供应商编码',
      '供应商名称',
      '等级',
      '长度',
      '开度',
      '瑕疵',
      '结算价',
      '销售价',
      '扎数',
      '支数',
      '重量',
      '小计',
    ]);
  });

  it('maps a line to its cells: prices in yuan, subtotal = sale price × stems', () => {
    expect(operatorExportRow(line())).toEqual([
      'MG-0001',
      '卡罗拉',
      'A1001',
      '呈贡斗南花卉种植专业合作社',
      'A',
      '55-60cm',
      '2-3度',
      '无',
      1.5,
      1.8,
      3,
      60,
      3.9,
      108,
    ]);
  });

  it('never shows a negative or fractional count, and rounds the weight to 2 decimals', () => {
    const row = operatorExportRow(line({ bundles: -2, stems: 7.6, weightKg: 1.23456, salePriceFen: 33 }));
    expect(row.slice(10)).toEqual([0, 7, 1.23, 2.31]);
    expect(operatorExportRow(line({ weightKg: Number.NaN })).at(12)).toBe(0);
  });

  it('ends with 合计 of bundles, stems, weight and subtotal, exact in fen', () => {
    const lines = [
      line(),
      line({ salePriceFen: 1, stems: 3, bundles: 1, weightKg: 0.1 }),
      line({ salePriceFen: 2, stems: 1, bundles: 1, weightKg: 0.2 }),
    ];
    expect(operatorExportTotalRow(lines)).toEqual(['合计', '', '', '', '', '', '', '', '', '', 5, 64, 4.2, 108.05]);
    const sheet = operatorExportSheet(lines);
    expect(sheet).toHaveLength(5);
    expect(sheet[0]).toEqual([...OPERATOR_EXPORT_COLUMNS]);
    expect(sheet[4]?.[0]).toBe('合计');
  });

  it('an empty export is the header and a zero total', () => {
    expect(operatorExportSheet([])).toEqual([[...OPERATOR_EXPORT_COLUMNS], ['合计', '', '', '', '', '', '', '', '', '', 0, 0, 0, 0]]);
  });

  it('names the file after what is exported and the auction date', () => {
    expect(operatorExportFileName('cart', '2026-11-17')).toBe('调配购物车-2026-11-17.xlsx');
    expect(operatorExportFileName('selection', '2026-11-17')).toBe('已选商品-2026-11-17.xlsx');
    expect(operatorExportFileName('page', '2026-11-17')).toBe('本页商品-2026-11-17.xlsx');
    expect(operatorExportFileName('cart', ' ')).toBe('调配购物车-导出.xlsx');
  });
});
