/**
 * The desk export's writer thread (issue 30; the job and its decisions: jobs.ts). exceljs's streaming WorkbookWriter
 * runs here, off the server's event loop, so the next batch is read (PostgreSQL's work, and pg's parsing on the main
 * thread) while this thread writes the one before, and the desks' requests are never held by the writer.
 *
 * Plain JavaScript, not TypeScript: Node starts a worker thread from a file itself, and it must load the same way
 * under tsx (the server), vitest (the tests) and plain node.
 *
 * workerData: { path, sheetName, columns: [{ title, width, numFmt }] } (numFmt null: no number format).
 * In:  { rows: cells[][] } — cells already made by jobs.ts cell(): strings, numbers or null — then { end: true }.
 * Out: { written: n } once a batch's rows are committed, { done: true } once the file is complete.
 */
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';

const { path, sheetName, columns } = workerData;
const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true, useSharedStrings: false });
const ws = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
// One style object per column, shared by every cell of it: exceljs gives each new cell a style object of its own
// and, meeting an object it has not seen, renders it to XML to find its style id — per cell. A shared object is
// looked up once (styles-xform.js addStyleModel's WeakMap).
const styles = columns.map((column) => (column.numFmt ? { numFmt: column.numFmt } : {}));
ws.columns = columns.map((column, i) => ({ header: column.title, key: String(i), width: column.width, style: styles[i] }));
ws.getRow(1).font = { bold: true };
ws.getRow(1).commit();

parentPort.on('message', (message) => {
  if (message.rows) {
    for (const cells of message.rows) {
      const written = ws.addRow(cells);
      written.eachCell({ includeEmpty: true }, (c, n) => {
        c.style = styles[n - 1];
      });
      written.commit();
    }
    parentPort.postMessage({ written: message.rows.length });
    return;
  }
  ws.commit();
  // A failure here is the worker's error event in jobs.ts.
  void book.commit().then(() => parentPort.postMessage({ done: true }));
});
