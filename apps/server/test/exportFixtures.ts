/** A desk export job (issue 31) as a test waits for it and reads its file back (exceljs's reader, tests only). */
import { deskExportsApi, type DeskExportJob } from '@huashi/api';
import ExcelJS from 'exceljs';
import { expect, vi } from 'vitest';
import { apiFor } from './client';
import type { TestApp } from './harness';

/** Polls the job until it is no longer running (the writer is background work, not a timer). */
export async function finishedExport(h: TestApp, token: string, job: DeskExportJob): Promise<DeskExportJob> {
  let now = job;
  await vi.waitFor(
    async () => {
      now = await deskExportsApi(apiFor(h.app, token).client).progress(job.id);
      expect(now.state).not.toBe('running');
    },
    { timeout: 20_000, interval: 20 },
  );
  return now;
}

export type Sheet = { titles: string[]; rows: ExcelJS.CellValue[][]; formats: string[] };

/** Downloads a finished job's file by its link and reads its one sheet back. */
export async function downloadSheet(
  h: TestApp,
  job: DeskExportJob,
): Promise<Sheet & { res: Awaited<ReturnType<TestApp['app']['inject']>> }> {
  expect(job.state).toBe('done');
  const res = await h.app.inject({ method: 'GET', url: `/api${job.href}` });
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const ws = book.worksheets[0]!;
  const values = (row: ExcelJS.Row) => (row.values as ExcelJS.CellValue[]).slice(1);
  const rows: ExcelJS.CellValue[][] = [];
  ws.eachRow((row, n) => {
    if (n > 1) rows.push(values(row));
  });
  const formats = ws.getRow(2).cellCount ? Array.from({ length: ws.columnCount }, (_, i) => ws.getRow(2).getCell(i + 1).numFmt ?? '') : [];
  return { res, titles: values(ws.getRow(1)).map(String), rows, formats };
}
