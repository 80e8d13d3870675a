/**
 * 快速下单's template and uploads, in the browser: 下载模板 writes an .xlsx of ORDER_PAD_TEMPLATE (xlsx, loaded on
 * demand — used only to write, as DESIGN.md says of its reader's advisories); 上传表格 reads a filled .xlsx with
 * exceljs or a .csv with papaparse (both loaded on demand) into pad lines with the domain's orderPadFileLines, so the
 * same parser reads them on the server. The buyer sees and can edit the lines before matching. The template's example
 * rows are never put in the pad (orderPadFileLines leaves them out); how many were left out is said beside it.
 */
import { ORDER_PAD_FILE_NOTES, ORDER_PAD_TEMPLATE, orderPadFileLines } from '@huashi/domain';
import type { PadFileText } from '@huashi/ui';
import { saveFile } from '../orders/saveExport';

/** The largest file read: a 200-line template is a few kilobytes. */
export const PAD_FILE_MAX_BYTES = 1_000_000;

export const PAD_FILE_MESSAGES = {
  tooBig: '文件太大（最多 1MB），请只保留要买的行',
  kind: '请上传 Excel（.xlsx）或 CSV 文件（可先下载模板）',
  unreadable: '这个文件读不出来：请上传下载的模板（.xlsx 或 .csv）',
  empty: '文件里没有要买的行',
  onlyExamples: '文件里只有模板的示例行：请在示例下面填写要买的花（示例不会购买）',
} as const;

const kindOf = (file: File): 'xlsx' | 'csv' | null => {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) return 'xlsx';
  if (name.endsWith('.csv')) return 'csv';
  return null;
};

/** A cell of exceljs → its text (rich text, formulas' results, hyperlinks' text). */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    const v = value as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (Array.isArray(v.richText)) return v.richText.map((part) => part.text).join('');
    if (v.text !== undefined) return String(v.text);
    if (v.result !== undefined) return String(v.result);
    return '';
  }
  return String(value);
}

async function xlsxRows(file: File): Promise<string[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await file.arrayBuffer());
  const sheet = book.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= ORDER_PAD_TEMPLATE.headers.length; column += 1) cells.push(cellText(row.getCell(column).value));
    rows.push(cells);
  });
  return rows;
}

async function csvRows(file: File): Promise<string[][]> {
  const { default: Papa } = await import('papaparse');
  const text = (await file.text()).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  if (parsed.errors.some((error) => error.type === 'Quotes')) throw new Error(PAD_FILE_MESSAGES.unreadable);
  return parsed.data;
}

/**
 * A filled template → the pad's lines (one a row; the header, empty rows and the template's examples left out) with a
 * note of the examples left out, or a refusal in words.
 */
export async function readPadFile(file: File): Promise<PadFileText> {
  const kind = kindOf(file);
  if (!kind) throw new Error(PAD_FILE_MESSAGES.kind);
  if (file.size > PAD_FILE_MAX_BYTES) throw new Error(PAD_FILE_MESSAGES.tooBig);
  let rows: string[][];
  try {
    rows = kind === 'xlsx' ? await xlsxRows(file) : await csvRows(file);
  } catch {
    throw new Error(PAD_FILE_MESSAGES.unreadable);
  }
  const { lines, examples } = orderPadFileLines(rows);
  if (lines.length === 0) throw new Error(examples > 0 ? PAD_FILE_MESSAGES.onlyExamples : PAD_FILE_MESSAGES.empty);
  return { text: lines.join('\n'), note: examples > 0 ? ORDER_PAD_FILE_NOTES.examplesSkipped(examples) : null };
}

/** 下载模板: 快速下单模板.xlsx with the columns and the example rows. */
export async function downloadPadTemplate(): Promise<void> {
  const { utils, write } = await import('xlsx');
  const sheet = utils.aoa_to_sheet([[...ORDER_PAD_TEMPLATE.headers], ...ORDER_PAD_TEMPLATE.rows.map((row) => [...row])]);
  sheet['!cols'] = [{ wch: 16 }, { wch: 8 }, { wch: 10 }, { wch: 10 }, { wch: 18 }];
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, '快速下单');
  const bytes = write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  saveFile(new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), '快速下单模板.xlsx');
}
