import { toCount, toFenOrZero } from './internal/numbers';
import { fenToYuan, sumFen, type Fen } from './money';
import { allocationRowTotalFen } from './operator';

/**
 * The operator tool's Excel export (/goodTp, §2): the allocation cart or the goods list's selection as a sheet with the
 * spec's columns — product code, name, supplier code and name, grade, length, openness, defect, settlement price, sale
 * price, bundles, stems, weight, subtotal.
 *
 * Decisions (ours): prices and the subtotal are yuan numbers (2 decimals) so the sheet can sum them; the subtotal is
 * sale price (per stem) × stems, as the allocation cart's totalPrice; the weight is kilograms with 2 decimals; a last
 * row 合计 sums bundles, stems, weight and subtotal.
 */

/** The export's column headers, in order. */
export const OPERATOR_EXPORT_COLUMNS = [
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
] as const;

/** One line of the export: a cart row, or a selected lot with the bundles chosen for it. Money in fen. */
export type OperatorExportLine = {
  flwCode: string;
  flwName: string;
  supplierId: string;
  supplierName: string;
  levelName: string;
  lengthName: string;
  openName: string;
  /** The defect (瑕疵, salepointName). */
  defect: string;
  /** Settlement price per stem (sourcePrice). */
  settlementPriceFen: Fen;
  /** Sale price per stem (coefficient + settlement price). */
  salePriceFen: Fen;
  bundles: number;
  stems: number;
  /** Kilograms of the line. */
  weightKg: number;
};

export type OperatorExportCell = string | number;

/** Kilograms rounded to 2 decimals (0 for anything unreadable or negative). */
const kg = (value: number): number => (Number.isFinite(value) && value > 0 ? Math.round(value * 100) / 100 : 0);

/** One line as its sheet row, in the order of OPERATOR_EXPORT_COLUMNS. */
export function operatorExportRow(line: OperatorExportLine): OperatorExportCell[] {
  const stems = toCount(line.stems);
  return [
    line.flwCode,
    line.flwName,
    line.supplierId,
    line.supplierName,
    line.levelName,
    line.lengthName,
    line.openName,
    line.defect,
    fenToYuan(line.settlementPriceFen),
    fenToYuan(line.salePriceFen),
    toCount(line.bundles),
    stems,
    kg(line.weightKg),
    fenToYuan(allocationRowTotalFen(toFenOrZero(line.salePriceFen), stems)),
  ];
}

/** The 合计 row: bundles, stems, weight and subtotal summed over the lines. */
export function operatorExportTotalRow(lines: readonly OperatorExportLine[]): OperatorExportCell[] {
  let bundles = 0;
  let stems = 0;
  let weightHundredths = 0;
  const subtotals: Fen[] = [];
  for (const line of lines) {
    bundles += toCount(line.bundles);
    stems += toCount(line.stems);
    weightHundredths += Math.round(kg(line.weightKg) * 100);
    subtotals.push(allocationRowTotalFen(toFenOrZero(line.salePriceFen), toCount(line.stems)));
  }
  return ['合计', '', '', '', '', '', '', '', '', '', bundles, stems, weightHundredths / 100, fenToYuan(sumFen(subtotals))];
}

/** The whole sheet: header, one row per line, then 合计. */
export function operatorExportSheet(lines: readonly OperatorExportLine[]): OperatorExportCell[][] {
  return [[...OPERATOR_EXPORT_COLUMNS], ...lines.map(operatorExportRow), operatorExportTotalRow(lines)];
}

/**
 * What an export holds, as its file and sheet are named: the allocation cart, the lots selected in the goods list, or
 * — nothing selected — the goods list's page as shown (its lots that can still be bought).
 */
export const OPERATOR_EXPORT_SOURCES = { cart: '调配购物车', selection: '已选商品', page: '本页商品' } as const;
export type OperatorExportSource = keyof typeof OPERATOR_EXPORT_SOURCES;

/** The file's name: 调配购物车, 已选商品 or 本页商品, the auction date, .xlsx. */
export function operatorExportFileName(source: OperatorExportSource, auctionDate: string): string {
  return `${OPERATOR_EXPORT_SOURCES[source]}-${auctionDate.trim() || '导出'}.xlsx`;
}
