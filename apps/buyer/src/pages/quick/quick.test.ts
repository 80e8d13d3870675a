import type { OrderPadMatch, SheetLot } from '@huashi/api';
import { ORDER_PAD_TEMPLATE } from '@huashi/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { PAD_FILE_MAX_BYTES, PAD_FILE_MESSAGES, readPadFile } from './padFile';
import { padLineViews } from './padViewModels';

const lot: SheetLot = {
  stockId: 7,
  session: 'C',
  when: 'open',
  opensAt: null,
  supplierId: 'C2001',
  supplierName: '斗南鲜花种植基地',
  flwCode: 'MG-0001',
  flwName: '卡罗拉',
  levelName: 'A',
  lengthCode: '60',
  lengthName: '55-60cm',
  productImage: '/media/flowers/MG-0001.svg',
  price: '1.05',
  bunchPrice: '21.00',
  salePrice: '1.10',
  feeBoxPerKg: '1.00',
  activityPercent: 0,
  activityMinBunches: 0,
  weightGrams: 500,
  stemsPerBunch: 20,
  basicSaleno: 1,
  nowStock: 400,
  maxBatches: 20,
  batches: 20,
  bunches: 20,
  notes: [],
};
const line = {
  flwCode: 'MG-0001',
  flwName: '卡罗拉',
  levelName: 'A',
  lengthCode: '',
  lengthName: '',
  bunches: 20,
  supplierId: '',
  supplierName: '',
};

describe('padLineViews', () => {
  it('shows every written line in order with its row state, an unreadable one with its reason', () => {
    const match: OrderPadMatch = {
      now: 0,
      pricing: { memberLevel: 0, memberDiscountTenths: 100, address: null },
      rows: [
        { key: '1', line, state: 'matched', reason: '', lot: { ...lot, notes: ['库存只剩 20 扎'] }, alternatives: [], lastPrice: null },
        {
          key: '2',
          line: { ...line, flwName: '黑魔术', levelName: '' },
          state: 'choose',
          reason: '原规格已售罄，请选择替代',
          lot: null,
          alternatives: [lot],
          lastPrice: null,
        },
        {
          key: '4',
          line: { ...line, lengthName: '55-60cm' },
          state: 'none',
          reason: '今日无此品种',
          lot: null,
          alternatives: [],
          lastPrice: null,
        },
      ],
      lines: [
        { lineNo: 1, text: '卡罗拉 A 20扎', rowKey: '1', unreadable: null },
        { lineNo: 2, text: '黑魔术 20', rowKey: '2', unreadable: null },
        { lineNo: 3, text: '牡丹 3', rowKey: null, unreadable: '不认识品种「牡丹」' },
        { lineNo: 4, text: '卡罗拉 A 60cm 20', rowKey: '4', unreadable: null },
      ],
    };
    expect(padLineViews(match)).toEqual([
      {
        key: '1',
        lineNo: 1,
        text: '卡罗拉 A 20扎',
        state: 'matched',
        read: '卡罗拉 · A · 20扎',
        lot: { supplierName: '斗南鲜花种植基地', priceFen: 105, bunches: 20 },
        reason: '库存只剩 20 扎',
      },
      { key: '2', lineNo: 2, text: '黑魔术 20', state: 'choose', read: '黑魔术 · 20扎', reason: '原规格已售罄，请选择替代' },
      { key: '3', lineNo: 3, text: '牡丹 3', state: 'unreadable', reason: '不认识品种「牡丹」' },
      { key: '4', lineNo: 4, text: '卡罗拉 A 60cm 20', state: 'none', read: '卡罗拉 · A · 55-60cm · 20扎', reason: '今日无此品种' },
    ]);
  });
});

async function xlsxFile(rows: (string | number | null)[][], name = '快速下单模板.xlsx'): Promise<File> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('快速下单');
  for (const row of rows) sheet.addRow(row);
  return new File([await book.xlsx.writeBuffer()], name);
}

describe('readPadFile (the filled template)', () => {
  it('reads an .xlsx template into pad lines: the header and empty rows left out, a bare length as cm', async () => {
    const file = await xlsxFile([
      ['品种', '等级', '长度(cm)', '数量(扎)'],
      ['卡罗拉', 'A', 60, 20],
      [],
      ['满天星', null, null, 5],
      ['黑魔术', 'B', '', '10'],
    ]);
    await expect(readPadFile(file)).resolves.toEqual({ text: ['卡罗拉 A 60cm 20', '满天星 5', '黑魔术 B 10'].join('\n'), note: null });
  });

  it('reads a .csv template (with a BOM, as Excel saves it)', async () => {
    const file = new File(['\uFEFF品种,等级,长度(cm),数量(扎)\r\n卡罗拉,A,60,20\r\n,,,\r\n"黑魔术",B,,10\r\n'], '下单.CSV');
    await expect(readPadFile(file)).resolves.toEqual({ text: '卡罗拉 A 60cm 20\n黑魔术 B 10', note: null });
  });

  it('never buys the example rows: the downloaded template filled under its examples gives only the lines written', async () => {
    const file = await xlsxFile([
      [...ORDER_PAD_TEMPLATE.headers],
      ...ORDER_PAD_TEMPLATE.rows.map((row) => [...row]),
      ['洋桔梗', 'B', '', '10'],
      ['卡罗拉', 'A', '60', '20'],
    ]);
    await expect(readPadFile(file)).resolves.toEqual({ text: '洋桔梗 B 10\n卡罗拉 A 60cm 20', note: '已跳过模板里的3行示例（不会购买）' });
  });

  it('skips the unmarked examples at the top of a template downloaded before the mark (only there, only exact)', async () => {
    const old = '\uFEFF品种,等级,长度(cm),数量(扎)\r\n卡罗拉,A,60,20\r\n黑魔术,B,60,10\r\n满天星,,,5\r\n洋桔梗,B,,10\r\n满天星,,,5\r\n';
    await expect(readPadFile(new File([old], '下单.csv'))).resolves.toEqual({
      text: '洋桔梗 B 10\n满天星 5',
      note: '已跳过模板里的3行示例（不会购买）',
    });
    const edited = '品种,等级,长度(cm),数量(扎)\n卡罗拉,A,60,30\n黑魔术,B,60,10\n';
    await expect(readPadFile(new File([edited], '下单.csv'))).resolves.toEqual({ text: '卡罗拉 A 60cm 30\n黑魔术 B 60cm 10', note: null });
  });

  it('refuses a template holding only its examples, in words', async () => {
    const file = await xlsxFile([[...ORDER_PAD_TEMPLATE.headers], ...ORDER_PAD_TEMPLATE.rows.map((row) => [...row])]);
    await expect(readPadFile(file)).rejects.toThrow(PAD_FILE_MESSAGES.onlyExamples);
  });

  it('refuses another kind of file, a file too big, an unreadable one and one with no rows, in words', async () => {
    await expect(readPadFile(new File(['x'], '照片.png'))).rejects.toThrow(PAD_FILE_MESSAGES.kind);
    await expect(readPadFile(new File([new Uint8Array(PAD_FILE_MAX_BYTES + 1)], '大.csv'))).rejects.toThrow(PAD_FILE_MESSAGES.tooBig);
    await expect(readPadFile(new File(['not a zip'], '坏.xlsx'))).rejects.toThrow(PAD_FILE_MESSAGES.unreadable);
    await expect(readPadFile(new File(['品种,等级,长度(cm),数量(扎)\n'], '空.csv'))).rejects.toThrow(PAD_FILE_MESSAGES.empty);
  });
});
