/** Story data of the 入库管理 desk: the market's suppliers, varieties and lots as staff see them. */
import type { CsvPreviewData } from './CsvImportPreview/CsvImportPreview';
import type { LotRowData } from './LotTable/LotTable';
import type { StockSupplierOption, StockVarietyOption } from './StockForm/StockForm';
import type { StockSupplierRowData } from './SupplierForm/SupplierForm';
import type { VarietyRowData } from './VarietyForm/VarietyForm';

export const STOCK_SUPPLIERS: StockSupplierOption[] = [
  { id: 'A1001', name: '呈贡斗南花农合作社', type: 'A' },
  { id: 'A1013', name: '晋宁玫瑰种植园', type: 'A' },
  { id: 'B2003', name: '斗南鑫源花卉经纪部', type: 'B' },
  { id: 'C3005', name: '斗南一口价花行', type: 'C' },
];

export const STOCK_VARIETIES: StockVarietyOption[] = [
  { flwCode: 'MG-0001', name: '卡罗拉', stemsPerBunch: 20 },
  { flwCode: 'MG-0003', name: '黑魔术', stemsPerBunch: 20 },
  { flwCode: 'KN-0001', name: '马斯特', stemsPerBunch: 20 },
  { flwCode: 'XQ-0001', name: '无尽夏', stemsPerBunch: 5 },
];

export const STOCK_CATEGORIES = [
  { id: 1, name: '红色系', styleName: '玫瑰' },
  { id: 2, name: '粉色系', styleName: '玫瑰' },
  { id: 13, name: '红色系', styleName: '康乃馨' },
];

const lotPhoto =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#c8375d"/></svg>');

export const STOCK_LOTS: LotRowData[] = [
  {
    id: 9001,
    session: 'A',
    supplierId: 'A1001',
    supplierName: '呈贡斗南花农合作社',
    flwCode: 'MG-0001',
    flwName: '卡罗拉',
    levelName: 'A+',
    lengthLabel: '55-60cm',
    openCode: '3度',
    salepointName: '无',
    stemsPerBunch: 20,
    basicSaleNo: 1,
    bundles: 40,
    stockBundles: 34,
    soldBundles: 6,
    sourcePriceFen: 120,
    salePriceFen: 150,
    positionNo: '3-12-05',
    photoThumbUrl: lotPhoto,
    entered: true,
  },
  {
    id: 9002,
    session: 'C',
    supplierId: 'C3005',
    supplierName: '斗南一口价花行',
    flwCode: 'KN-0001',
    flwName: '马斯特',
    levelName: 'B',
    lengthLabel: '45-50cm',
    openCode: '2度',
    salepointName: '花瓣边缘轻微焦边',
    stemsPerBunch: 20,
    basicSaleNo: 2,
    bundles: 12,
    stockBundles: 12,
    soldBundles: 0,
    sourcePriceFen: 45,
    salePriceFen: 55,
    positionNo: '7-02-11',
    photoThumbUrl: null,
    entered: true,
  },
  {
    id: 9003,
    session: 'A',
    supplierId: 'B2003',
    supplierName: '斗南鑫源花卉经纪部',
    flwCode: 'XQ-0001',
    flwName: '无尽夏',
    levelName: 'A-',
    lengthLabel: '50-55cm',
    openCode: '4度',
    salepointName: '',
    stemsPerBunch: 5,
    basicSaleNo: 1,
    bundles: 8,
    stockBundles: 0,
    soldBundles: 8,
    sourcePriceFen: 680,
    salePriceFen: 800,
    positionNo: '1-08-02',
    photoThumbUrl: null,
    entered: false,
  },
];

export const manyLots = (n: number): LotRowData[] =>
  Array.from({ length: n }, (_, i) => ({
    ...STOCK_LOTS[i % STOCK_LOTS.length]!,
    id: 10_000 + i,
    positionNo: `${(i % 9) + 1}-${String(i % 30).padStart(2, '0')}-01`,
  }));

const cells = (over: Partial<CsvPreviewData['rows'][number]['cells']> = {}): CsvPreviewData['rows'][number]['cells'] => ({
  supplierId: 'A1001',
  flwCode: 'MG-0001',
  levelName: 'A',
  lengthCode: '60',
  openCode: '3度',
  salepointName: '',
  stemsPerBunch: '20',
  basicSaleNo: '1',
  bundles: '30',
  sourcePrice: '1.20',
  salePrice: '1.50',
  positionNo: '3-12-05',
  packageName: '纸箱',
  ...over,
});

export const CSV_PREVIEW_OK: CsvPreviewData = {
  auctionDate: '2026-11-17',
  fileProblems: [],
  total: 3,
  bad: 0,
  rows: [
    { line: 2, cells: cells(), supplierName: '呈贡斗南花农合作社', flwName: '卡罗拉', problems: [] },
    { line: 3, cells: cells({ flwCode: 'MG-0003', levelName: 'B+' }), supplierName: '呈贡斗南花农合作社', flwName: '黑魔术', problems: [] },
    {
      line: 4,
      cells: cells({ supplierId: 'C3005', flwCode: 'KN-0001', salePrice: '0.55', sourcePrice: '0.45' }),
      supplierName: '斗南一口价花行',
      flwName: '马斯特',
      problems: [],
    },
  ],
};

export const CSV_PREVIEW_BAD: CsvPreviewData = {
  ...CSV_PREVIEW_OK,
  bad: 2,
  rows: [
    CSV_PREVIEW_OK.rows[0]!,
    {
      line: 3,
      cells: cells({ supplierId: 'A9999' }),
      supplierName: '',
      flwName: '卡罗拉',
      problems: [{ field: 'supplierId', message: '供应商「A9999」不存在' }],
    },
    {
      line: 4,
      cells: cells({ salePrice: '1.00', bundles: '0' }),
      supplierName: '呈贡斗南花农合作社',
      flwName: '卡罗拉',
      problems: [
        { field: 'bundles', message: '扎数须为大于 0 的整数' },
        { field: 'salePrice', message: '销售价不能低于结算价' },
      ],
    },
  ],
};

/** The first supplier logs in (phone and password set at 登录账号); the others have no login yet. */
export const STOCK_SUPPLIER_ROWS: StockSupplierRowData[] = STOCK_SUPPLIERS.map((s, i) => ({
  ...s,
  lotCount: [12, 3, 40, 0][i]!,
  phone: i === 0 ? '13911110001' : '',
  hasPassword: i === 0,
}));

export const STOCK_VARIETY_ROWS: VarietyRowData[] = [
  {
    flwCode: 'MG-0001',
    name: '卡罗拉',
    categoryId: 1,
    categoryName: '红色系',
    styleName: '玫瑰',
    stemsPerBunch: 20,
    weightGrams: 1300,
    description: '经典大红玫瑰',
    recommended: true,
  },
  {
    flwCode: 'KN-0001',
    name: '马斯特',
    categoryId: 13,
    categoryName: '红色系',
    styleName: '康乃馨',
    stemsPerBunch: 20,
    weightGrams: 900,
    description: '',
    recommended: false,
  },
];
