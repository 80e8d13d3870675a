/**
 * The Excel export of /goodTp as a Web Worker: maps the lines to the spec's columns (domain operatorExportRow) in chunks,
 * reporting progress, then writes the .xlsx with SheetJS. xlsx is imported here only, so it is part of this worker's
 * own file and never of the page's chunks: it is downloaded when the operator exports.
 */
import { OPERATOR_EXPORT_COLUMNS, operatorExportRow, operatorExportTotalRow, type OperatorExportCell } from '@huashi/domain';
import { utils, write } from 'xlsx';
import type { ExportMessage, ExportRequest } from './exportProtocol';

/** Rows mapped between two progress messages. */
const CHUNK = 500;
/** Column widths in characters, as the columns of OPERATOR_EXPORT_COLUMNS. */
const WIDTHS = [12, 14, 11, 26, 6, 10, 8, 12, 9, 9, 7, 8, 9, 11];
/** Columns 结算价, 销售价, 小计 show 2 decimals; 重量 too. */
const MONEY_COLUMNS = [8, 9, 12, 13];

type WorkerScope = {
  postMessage(message: ExportMessage, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<ExportRequest>) => void) | null;
};
const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  try {
    const { lines, sheetName } = event.data;
    const rows: OperatorExportCell[][] = [[...OPERATOR_EXPORT_COLUMNS]];
    scope.postMessage({ type: 'progress', percent: 0 });
    for (let start = 0; start < lines.length; start += CHUNK) {
      for (const line of lines.slice(start, start + CHUNK)) rows.push(operatorExportRow(line));
      // Mapping is 80 % of the work; writing the file the rest.
      scope.postMessage({ type: 'progress', percent: Math.floor((Math.min(lines.length, start + CHUNK) / lines.length) * 80) });
    }
    rows.push(operatorExportTotalRow(lines));
    const sheet = utils.aoa_to_sheet(rows);
    sheet['!cols'] = WIDTHS.map((wch) => ({ wch }));
    for (let r = 1; r < rows.length; r++) {
      for (const c of MONEY_COLUMNS) {
        const cell = sheet[utils.encode_cell({ r, c })] as { t?: string; z?: string } | undefined;
        if (cell?.t === 'n') cell.z = '0.00';
      }
    }
    scope.postMessage({ type: 'progress', percent: 90 });
    const book = utils.book_new();
    utils.book_append_sheet(book, sheet, sheetName.slice(0, 31) || 'Sheet1');
    const bytes = write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
    scope.postMessage({ type: 'progress', percent: 100 });
    scope.postMessage({ type: 'done', bytes }, [bytes]);
  } catch (error) {
    scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
