/** Messages between the page and the Excel export worker (export.worker.ts). */
import type { OperatorExportLine } from '@huashi/domain';

/** Page → worker: the lines to write and the sheet's name. */
export type ExportRequest = { lines: OperatorExportLine[]; sheetName: string };

/** Worker → page: progress in percent (0–100), then the finished file's bytes, or what went wrong. */
export type ExportMessage =
  { type: 'progress'; percent: number } | { type: 'done'; bytes: ArrayBuffer } | { type: 'error'; message: string };
