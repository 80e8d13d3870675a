import { describe, expect, it } from 'vitest';
import {
  bundlesOfStems,
  checkLotRow,
  isFormulaCell,
  csvFileProblem,
  csvRowInput,
  csvTextProblem,
  isCsvCommentRow,
  STOCK_CSV_EXAMPLE,
  STOCK_INTAKE_LIMITS,
  formatWeightKg,
  LOT_FIELDS,
  lotRowProblems,
  mapCsvHeaders,
  parseWeightGrams,
  readGrade,
  readLengthCode,
  readOpenCode,
  sessionOfSupplierType,
  STOCK_CSV_HEADERS,
  STOCK_MESSAGES,
  stockAfterEdit,
  stockCsvTemplate,
  stockDateProblem,
  supplierCodeProblem,
  varietyCodeProblem,
  type LotInput,
  type LotKnown,
} from './stockIntake';

const known: LotKnown = {
  suppliers: new Map([
    ['A1001', { type: 'A' as const }],
    ['B2003', { type: 'B' as const }],
    ['C3005', { type: 'C' as const }],
  ]),
  varieties: new Map([['MG-0001', { stemsPerBunch: 20 }]]),
};

const good: LotInput = {
  supplierId: 'A1001',
  flwCode: 'MG-0001',
  levelName: 'A+',
  lengthCode: '60',
  openCode: '3度',
  salepointName: '轻微弯头',
  stemsPerBunch: '20',
  basicSaleNo: '1',
  bundles: '30',
  sourcePrice: '1.20',
  salePrice: '1.50',
  positionNo: '3-12-05',
  packageName: '纸箱',
};

describe('checkLotRow', () => {
  it('turns a good row into a lot: fen per stem, the session of the supplier type', () => {
    expect(checkLotRow(good, known)).toEqual({
      ok: true,
      lot: {
        supplierId: 'A1001',
        flwCode: 'MG-0001',
        session: 'A',
        levelName: 'A+',
        lengthCode: '60',
        openCode: '3度',
        salepointName: '轻微弯头',
        stemsPerBunch: 20,
        basicSaleNo: 1,
        bundles: 30,
        sourcePriceFen: 120,
        salePriceFen: 150,
        positionNo: '3-12-05',
        packageName: '纸箱',
      },
    });
  });

  it('reads lenient spellings: lower case codes, full-width digits, 60cm, 3, a-, empty optional fields', () => {
    const check = checkLotRow(
      {
        ...good,
        supplierId: ' c3005 ',
        flwCode: 'mg-0001',
        levelName: 'b－',
        lengthCode: '６0cm',
        openCode: '3',
        salepointName: '',
        stemsPerBunch: '',
        basicSaleNo: '',
        packageName: '',
        salePrice: '￥２',
        sourcePrice: '2',
      },
      known,
    );
    expect(check).toMatchObject({
      ok: true,
      lot: {
        supplierId: 'C3005',
        session: 'C',
        levelName: 'B-',
        lengthCode: '60',
        openCode: '3度',
        salepointName: null,
        stemsPerBunch: 20,
        basicSaleNo: 1,
        packageName: '纸箱',
        salePriceFen: 200,
      },
    });
  });

  it('names every problem of a row, per field in column order', () => {
    const problems = lotRowProblems(
      {
        supplierId: 'X9',
        flwCode: 'ZZ-9999',
        levelName: 'E',
        lengthCode: '42',
        openCode: '6度',
        salepointName: '一'.repeat(21),
        stemsPerBunch: '0',
        basicSaleNo: '100',
        bundles: '0',
        sourcePrice: 'abc',
        salePrice: '1.234',
        positionNo: '',
        packageName: '一'.repeat(11),
      },
      known,
    );
    expect(problems).toEqual([
      { field: 'supplierId', message: '供应商「X9」不存在' },
      { field: 'flwCode', message: '品种「ZZ-9999」不存在' },
      { field: 'levelName', message: STOCK_MESSAGES.gradeBad },
      { field: 'lengthCode', message: STOCK_MESSAGES.lengthBad },
      { field: 'openCode', message: STOCK_MESSAGES.openBad },
      { field: 'salepointName', message: STOCK_MESSAGES.salepointLong },
      { field: 'stemsPerBunch', message: STOCK_MESSAGES.stemsBad },
      { field: 'basicSaleNo', message: STOCK_MESSAGES.basicBad },
      { field: 'bundles', message: '扎数须为大于 0 的整数' },
      { field: 'sourcePrice', message: STOCK_MESSAGES.sourcePriceBad },
      { field: 'salePrice', message: STOCK_MESSAGES.salePriceBad },
      { field: 'positionNo', message: STOCK_MESSAGES.positionMissing },
      { field: 'packageName', message: STOCK_MESSAGES.packageLong },
    ]);
  });

  it('refuses missing fields, negative and fractional bundles, zero and huge prices, a sale below settlement', () => {
    expect(lotRowProblems({}, known).map((p) => p.message)).toEqual([
      STOCK_MESSAGES.supplierMissing,
      STOCK_MESSAGES.varietyMissing,
      STOCK_MESSAGES.gradeBad,
      STOCK_MESSAGES.lengthBad,
      STOCK_MESSAGES.openBad,
      STOCK_MESSAGES.bundlesMissing,
      STOCK_MESSAGES.sourcePriceMissing,
      STOCK_MESSAGES.salePriceMissing,
      STOCK_MESSAGES.positionMissing,
    ]);
    expect(lotRowProblems({ ...good, bundles: '-3' }, known)).toEqual([{ field: 'bundles', message: STOCK_MESSAGES.bundlesBad }]);
    expect(lotRowProblems({ ...good, bundles: '2.5' }, known)).toEqual([{ field: 'bundles', message: STOCK_MESSAGES.bundlesBad }]);
    expect(lotRowProblems({ ...good, bundles: '100001' }, known)).toEqual([{ field: 'bundles', message: STOCK_MESSAGES.bundlesTooMany }]);
    expect(lotRowProblems({ ...good, sourcePrice: '0', salePrice: '-1' }, known)).toEqual([
      { field: 'sourcePrice', message: STOCK_MESSAGES.sourcePriceZero },
      { field: 'salePrice', message: STOCK_MESSAGES.salePriceBad },
    ]);
    expect(lotRowProblems({ ...good, sourcePrice: '10000.01', salePrice: '10000.01' }, known).map((p) => p.message)).toEqual([
      STOCK_MESSAGES.sourcePriceTooHigh,
      STOCK_MESSAGES.salePriceTooHigh,
    ]);
    expect(lotRowProblems({ ...good, sourcePrice: '1.50', salePrice: '1.49' }, known)).toEqual([
      { field: 'salePrice', message: STOCK_MESSAGES.saleBelowSource },
    ]);
    expect(lotRowProblems({ ...good, sourcePrice: '1.50', salePrice: '1.5' }, known)).toEqual([]);
  });

  it('keeps money exact: 0.1 + 0.2 style amounts are never floats', () => {
    expect(checkLotRow({ ...good, sourcePrice: '0.29', salePrice: '0.3' }, known)).toMatchObject({
      lot: { sourcePriceFen: 29, salePriceFen: 30 },
    });
  });
});

describe('field readers', () => {
  it('grades, lengths, openness', () => {
    expect(readGrade('a+')).toBe('A+');
    expect(readGrade('Ａ')).toBe('A');
    expect(readGrade('D')).toBe('D');
    expect(readGrade('D+')).toBeNull();
    expect(readLengthCode('80')).toBe('80');
    expect(readLengthCode('85')).toBeNull();
    expect(readLengthCode('40 厘米')).toBe('40');
    expect(readOpenCode('5度')).toBe('5度');
    expect(readOpenCode('0')).toBeNull();
  });

  it('sessions follow supplier types', () => {
    expect(sessionOfSupplierType('A')).toBe('A');
    expect(sessionOfSupplierType('B')).toBe('A');
    expect(sessionOfSupplierType('C')).toBe('C');
  });
});

describe('stockDateProblem', () => {
  it('takes today up to 7 days ahead, never a past or malformed date', () => {
    expect(stockDateProblem('2026-11-17', '2026-11-17')).toBeNull();
    expect(stockDateProblem('2026-11-24', '2026-11-17')).toBeNull();
    expect(stockDateProblem('2026-11-25', '2026-11-17')).toBe(STOCK_MESSAGES.dateTooFar);
    expect(stockDateProblem('2026-11-16', '2026-11-17')).toBe(STOCK_MESSAGES.datePast);
    expect(stockDateProblem('2026-02-30', '2026-01-17')).toBe(STOCK_MESSAGES.dateMissing);
    expect(stockDateProblem('', '2026-11-17')).toBe(STOCK_MESSAGES.dateMissing);
  });
});

describe('CSV', () => {
  it('the template is the header row in column order, with a BOM, then a note and an example row', () => {
    expect(STOCK_CSV_HEADERS).toHaveLength(LOT_FIELDS.length);
    expect(stockCsvTemplate()).toMatch(
      /^\uFEFF供应商编号,品种编号,等级,长度\(cm\),开放度,瑕疵\/卖点,每扎枝数,起售扎数,扎数,结算价\(元\/枝\),销售价\(元\/枝\),位置号,包装\r\n# /,
    );
    // The example without its # is a valid row.
    const example = { ...STOCK_CSV_EXAMPLE, supplierId: STOCK_CSV_EXAMPLE.supplierId.slice(1) };
    expect(lotRowProblems(example, { ...known, suppliers: new Map([['A1023', { type: 'A' as const }]]) })).toEqual([]);
  });

  it('maps headers in any order, names the missing required ones', () => {
    const { columns, missing } = mapCsvHeaders(['\uFEFF品种编号', '供应商编号', '其他']);
    expect(columns).toEqual({ flwCode: 0, supplierId: 1 });
    expect(missing).toEqual(['等级', '长度(cm)', '开放度', '扎数', '结算价(元/枝)', '销售价(元/枝)', '位置号']);
    expect(csvRowInput(['MG-0001', 'A1001'], columns)).toMatchObject({ flwCode: 'MG-0001', supplierId: 'A1001', levelName: '' });
  });
});

describe('edits of a lot already sold from', () => {
  it('keeps intake − sold as stock, refusing fewer bundles than sold', () => {
    expect(stockAfterEdit({ bundles: 10, stemsPerBunch: 20, soldStems: 60 })).toBe(140);
    expect(stockAfterEdit({ bundles: 3, stemsPerBunch: 20, soldStems: 60 })).toBe(0);
    expect(stockAfterEdit({ bundles: 2, stemsPerBunch: 20, soldStems: 60 })).toBeNull();
    expect(bundlesOfStems(61, 20)).toBe(4);
    expect(bundlesOfStems(0, 20)).toBe(0);
    expect(STOCK_MESSAGES.soldBelow(3)).toBe('该批次已售出3扎，扎数不能少于已售数量');
  });
});

describe('suppliers and varieties', () => {
  it('codes', () => {
    expect(supplierCodeProblem('A1023', 'A')).toBeNull();
    expect(supplierCodeProblem('a1023', 'A')).toBeNull();
    expect(supplierCodeProblem('B1023', 'A')).toBe(STOCK_MESSAGES.supplierCodeType);
    expect(supplierCodeProblem('A123', 'A')).toBe(STOCK_MESSAGES.supplierCodeBad);
    expect(varietyCodeProblem('MG-0001')).toBeNull();
    expect(varietyCodeProblem('MG0001')).toBe(STOCK_MESSAGES.varietyCodeBad);
  });

  it('weights in kg ↔ grams, exactly', () => {
    expect(parseWeightGrams('1.3')).toBe(1300);
    expect(parseWeightGrams('0.455')).toBe(455);
    expect(parseWeightGrams('0')).toBeNull();
    expect(parseWeightGrams('1.2345')).toBeNull();
    expect(parseWeightGrams('51')).toBeNull();
    expect(formatWeightKg(1300)).toBe('1.3');
    expect(formatWeightKg(455)).toBe('0.455');
    expect(formatWeightKg(2000)).toBe('2');
  });
});

describe('the CSV file before it is read', () => {
  it('refuses a GBK file (Excel on Chinese Windows) as not UTF-8, and a file above the size limit, naming the limit', () => {
    const utf8 = new TextEncoder().encode('供应商编号,品种编号\r\nA1001,MG-0001\r\n');
    expect(csvFileProblem(utf8)).toBeNull();
    const gbk = new Uint8Array([0xb9, 0xa9, 0xd3, 0xa6, 0xc9, 0xcc, 0xb1, 0xe0, 0xba, 0xc5, 0x2c, 0x41]);
    expect(csvFileProblem(gbk)).toBe('文件不是 UTF-8 编码，请在 Excel 中另存为「CSV UTF-8（逗号分隔）」后再导入');
    expect(csvFileProblem(new Uint8Array(STOCK_INTAKE_LIMITS.csvKbMax * 1024 + 1))).toBe(STOCK_MESSAGES.csvTooLarge);
    expect(STOCK_MESSAGES.csvTooLarge).toContain(`${STOCK_INTAKE_LIMITS.csvKbMax}KB`);
    expect(csvTextProblem('供应商编号\uFFFD')).toBe(STOCK_MESSAGES.csvNotUtf8);
  });

  it('skips the template note and example (first cell starting with #)', () => {
    expect(isCsvCommentRow(['#A1023', 'MG-0001'])).toBe(true);
    expect(isCsvCommentRow([' # 说明'])).toBe(true);
    expect(isCsvCommentRow(['A1023', '#'])).toBe(false);
    expect(stockCsvTemplate().split('\r\n')[2]).toBe(LOT_FIELDS.map((f) => STOCK_CSV_EXAMPLE[f]).join(','));
  });
});

describe('text cells', () => {
  it('位置号 follows the market pattern (zone-row-place, e.g. 9-03-06)', () => {
    for (const ok of ['9-03-06', '12-01-20', '１-03-06']) expect(lotRowProblems({ ...good, positionNo: ok }, known)).toEqual([]);
    for (const bad of ['PH-01', '9-3-6', '9_03_06', 'A-03-06']) {
      expect(lotRowProblems({ ...good, positionNo: bad }, known)).toEqual([
        { field: 'positionNo', message: STOCK_MESSAGES.positionFormat },
      ]);
    }
  });

  it('refuses a cell a spreadsheet would run as a formula (= + - @), a negative number staying a number problem', () => {
    expect(lotRowProblems({ ...good, salepointName: '=1+2' }, known)).toEqual([
      { field: 'salepointName', message: STOCK_MESSAGES.formulaCell },
    ]);
    expect(lotRowProblems({ ...good, packageName: '@SUM(A1)' }, known)).toEqual([
      { field: 'packageName', message: STOCK_MESSAGES.formulaCell },
    ]);
    expect(lotRowProblems({ ...good, salepointName: '+1' }, known)[0]!.message).toBe(STOCK_MESSAGES.formulaCell);
    expect(lotRowProblems({ ...good, bundles: '-1' }, known)).toEqual([{ field: 'bundles', message: STOCK_MESSAGES.bundlesBad }]);
    expect(isFormulaCell('-1.5')).toBe(false);
    expect(isFormulaCell('-cmd')).toBe(true);
  });
});
