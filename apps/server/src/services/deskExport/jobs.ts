/**
 * The desks' Excel exports (issue 31; issue 30's target: a month of orders, ~250,000 rows at a year, ≤ 10 s with
 * progress): ONE mechanism for every desk. A desk hands over a sheet — Chinese column titles, a total, and its rows
 * in batches read from its own list query — and this module writes it as a background job the page polls.
 *
 * Decisions (measured here 2026-11-29 on this 2-core machine, 250,000 rows × 17 columns, the orders sheet's shape):
 * - Writer: exceljs's streaming WorkbookWriter (rows committed to a temporary file as they come): 7.4–7.9 s, 286 MB
 *   peak RSS, 16 MB file. SheetJS (xlsx 0.18.5, the project's writer for one order) builds the whole workbook in memory:
 *   20.0 s and 1.25 GB RSS for the same rows — too slow for the target and a memory risk for a shared server.
 * - A job, not one long request: the page starts it (each desk's start route, in that desk's staff scope, so a role
 *   that cannot see a desk cannot export it), polls its progress (rows written of the desk's count), may cancel it,
 *   then downloads the file by a plain link (the browser saves it however large). The job id is a 256-bit random
 *   secret read only by the staff member who started it: progress and cancel answer only to that member, and the
 *   link works once and for FILE_TTL_MS.
 * - The desk is never blocked: rows are read in batches and the writer yields to the event loop between slices of
 *   WRITE_SLICE rows, at most MAX_RUNNING jobs write at once per server process (the machine is shared with the desks;
 *   more answers 导出任务较多，请稍后再试), and a cancelled job stops at its next batch (the reading ends, the file is
 *   deleted).
 * - Read-ahead (issue 30, 2026-11-29): the next batch is asked for before this one is written AND its query leaves
 *   before the first slice is written. Before, the read-ahead was only apparent: drizzle and pg send a query from
 *   promise callbacks, which run only once the synchronous writer had finished the whole batch, so PostgreSQL's time
 *   and the writer's never overlapped. Now PostgreSQL reads batch n+1 in its process while Node writes batch n, and
 *   pg parses its answer between slices. `bench:year -- --no-small --no-backup --only 'export of a month'`, runs
 *   alternated with main's code on /work/year-db/1-search (310,000 orders in 31 days), all on a machine loaded by
 *   five other sessions (figures for comparison only, not results): load 9–12: 30.1 / 31.0 s → 20.8 s p50; load
 *   20–27: 62.4 / 67.9 s → 48.7 / 60.0 s; as merged, load 13–16: 47.1 / 55.7 s → 32.4 / 27.1 s. The quiet figure
 *   before was 11.2 s.
 * - The writer in a worker thread (exceljs in the thread, cells posted per batch: structured clone 4–10 ms a batch of
 *   2,000 × 19 at load 10) was built and measured beside it: 53.0 / 55.4 s at load 20–27, no better than the
 *   read-ahead on a loaded machine, a thread to start per job (exceljs loaded again: over 1 s at load 27, which the
 *   mechanism test's 1 s wait for a 3-row job did not allow), and a second protocol for cancel. Not kept; the lever
 *   if a quiet re-measure finds Node's own time (pg's parsing plus the writer) still over 10 s.
 * - A job lives in the server process that started it (memory and a temporary file): behind several instances the
 *   progress and download calls must reach the same instance (sticky sessions), or the page reads 导出任务不存在或已失效
 *   and starts again. Nothing is kept: files are deleted when downloaded, cancelled, expired, or the server stops.
 * - Cells: money as yuan numbers with the number format 0.00 (a spreadsheet can sum them), times in Kunming time
 *   (Asia/Shanghai, "YYYY-MM-DD HH:mm:ss"), whole numbers as numbers, the rest as text.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DeskExportJob } from '@huashi/api';
import { formatShanghaiDateTime, type DeskExportState } from '@huashi/domain';
import ExcelJS from 'exceljs';
import type { Clock } from '../../clock';

/** How a column's values are written. */
export type CellKind = 'text' | 'int' | 'yuan' | 'time';
export type Column<R> = {
  title: string;
  kind?: CellKind;
  /** Width in characters (default from the title). */
  width?: number;
  /** text: a string; int: a number; yuan: fen (a number) or a yuan string ("12.30"); time: an ISO instant or null. */
  value: (row: R) => string | number | null;
};

/** What a desk hands over: the file's name, its one sheet, the rows' count and the rows in batches. */
export type DeskSheet<R> = {
  fileName: string;
  sheetName: string;
  columns: readonly Column<R>[];
  total: number;
  batches: AsyncIterable<readonly R[]>;
};

/** Running jobs one server process writes at once. */
export const MAX_RUNNING = 2;
/** How long a finished job's file may be downloaded (and a finished job's progress read). */
export const FILE_TTL_MS = 10 * 60 * 1000;
/** The download path under the API base. */
export const FILE_PATH = '/admin/exports/file';

const YUAN_FORMAT = '0.00';
/** Rows written between two turns of the event loop. */
const WRITE_SLICE = 500;

type Job = {
  id: string;
  staffId: number;
  state: DeskExportState;
  rows: number;
  total: number;
  fileName: string;
  path: string;
  cancelled: boolean;
  /** When it finished (done, failed or cancelled), for expiry. */
  endedAt: number | null;
};

/** A cell of `kind` from a column's value. */
function cell(kind: CellKind, value: string | number | null): string | number | null {
  if (value === null) return null;
  switch (kind) {
    case 'yuan':
      // fen (integer) or a yuan string from a desk's wire row: both become yuan with at most 2 decimals.
      return typeof value === 'number' ? value / 100 : Number(value);
    case 'time':
      return formatShanghaiDateTime(new Date(value)) ?? '';
    case 'int':
      return Number(value);
    case 'text':
      return String(value);
  }
}

/** Writes `sheet` to `path`, counting rows into `job`; stops (throws) at the next batch once the job is cancelled. */
async function writeSheet<R>(sheet: DeskSheet<R>, job: Job): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: job.path, useStyles: true, useSharedStrings: false });
  const ws = book.addWorksheet(sheet.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const kinds = sheet.columns.map((column) => column.kind ?? 'text');
  // One style object per column, shared by every cell of it: exceljs gives each new cell a style object of its own
  // and, meeting an object it has not seen, renders it to XML to find its style id — per cell. A shared object is
  // looked up once (styles-xform.js addStyleModel's WeakMap).
  const styles = kinds.map((kind) => (kind === 'yuan' ? { numFmt: YUAN_FORMAT } : {}));
  ws.columns = sheet.columns.map((column, i) => ({
    header: column.title,
    key: String(i),
    width: column.width ?? Math.max(10, column.title.length * 2 + 2),
    style: styles[i]!,
  }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  // The next batch is asked for before this one is written, so the database reads it while this process writes.
  const batches = sheet.batches[Symbol.asyncIterator]();
  let next = batches.next();
  for (;;) {
    const { done, value: batch } = await next;
    if (done) break;
    if (job.cancelled) {
      await batches.return?.(undefined);
      throw new Error('cancelled');
    }
    next = batches.next();
    // The writer is synchronous: written in slices with a turn of the event loop before each, so the next batch's
    // query is sent before the first slice (pg sends it from promise callbacks) and its answer is read between slices.
    for (let at = 0; at < batch.length; at += WRITE_SLICE) {
      await nextTurn();
      for (const row of batch.slice(at, at + WRITE_SLICE)) {
        const written = ws.addRow(sheet.columns.map((column, i) => cell(kinds[i]!, column.value(row))));
        written.eachCell({ includeEmpty: true }, (c, n) => {
          c.style = styles[n - 1]!;
        });
        written.commit();
      }
      job.rows += Math.min(WRITE_SLICE, batch.length - at);
    }
  }
  ws.commit();
  await book.commit();
}

/** The registry of one server process's export jobs. */
export class DeskExportJobs {
  private readonly jobs = new Map<string, Job>();
  private dir: Promise<string> | null = null;

  /** `root`: where the jobs' temporary folder is made (the system's temporary directory; a test's own folder). */
  constructor(
    private readonly clock: Clock,
    private readonly root = tmpdir(),
  ) {}

  private folder(): Promise<string> {
    this.dir ??= mkdtemp(join(this.root, 'huashi-exports-'));
    return this.dir;
  }

  private view(job: Job): DeskExportJob {
    return {
      id: job.id,
      state: job.state,
      rows: job.rows,
      total: Math.max(job.total, job.rows),
      fileName: job.fileName,
      href: job.state === 'done' ? `${FILE_PATH}?id=${job.id}` : '',
    };
  }

  /** Forgets finished jobs older than FILE_TTL_MS and deletes their files. */
  private sweep(): void {
    const now = this.clock.now().getTime();
    for (const job of this.jobs.values()) {
      if (job.endedAt !== null && now - job.endedAt > FILE_TTL_MS) this.drop(job);
    }
  }

  private drop(job: Job): void {
    this.jobs.delete(job.id);
    void rm(job.path, { force: true });
  }

  /** Whether another job may start now (at most MAX_RUNNING write at once). */
  hasRoom(): boolean {
    this.sweep();
    return [...this.jobs.values()].filter((job) => job.state === 'running').length < MAX_RUNNING;
  }

  /**
   * Starts writing `sheet` for the staff member and answers the job at once (state running, or done for an empty
   * sheet soon after). The caller checks hasRoom() before it reads the desk's count, so a refused start costs nothing.
   */
  async start<R>(staffId: number, sheet: DeskSheet<R>, onError: (error: unknown) => void): Promise<DeskExportJob> {
    const id = randomBytes(32).toString('base64url');
    const job: Job = {
      id,
      staffId,
      state: 'running',
      rows: 0,
      total: sheet.total,
      fileName: sheet.fileName,
      path: join(await this.folder(), `${id}.xlsx`),
      cancelled: false,
      endedAt: null,
    };
    this.jobs.set(id, job);
    writeSheet(sheet, job).then(
      () => {
        job.state = job.cancelled ? 'cancelled' : 'done';
        job.endedAt = this.clock.now().getTime();
        // Cancelled while its last rows were being packed: the file is not wanted.
        if (job.cancelled) void rm(job.path, { force: true });
      },
      (error: unknown) => {
        job.state = job.cancelled ? 'cancelled' : 'failed';
        job.endedAt = this.clock.now().getTime();
        void rm(job.path, { force: true });
        if (!job.cancelled) onError(error);
      },
    );
    return this.view(job);
  }

  /** The staff member's own job, or null (unknown, another's, downloaded or expired: one answer). */
  progress(staffId: number, id: string): DeskExportJob | null {
    this.sweep();
    const job = this.jobs.get(id);
    return job && job.staffId === staffId ? this.view(job) : null;
  }

  /** Cancels the staff member's own running job (its file is deleted); a finished job is answered as it is. */
  cancel(staffId: number, id: string): DeskExportJob | null {
    this.sweep();
    const job = this.jobs.get(id);
    if (!job || job.staffId !== staffId) return null;
    if (job.state === 'running') {
      job.cancelled = true;
      job.state = 'cancelled';
    } else if (job.state === 'done') {
      this.drop(job);
      return { ...this.view(job), href: '' };
    }
    return this.view(job);
  }

  /** The finished file of a job, once: the job is forgotten and its file deleted after it was read. */
  take(id: string): { fileName: string; stream: ReadStream } | null {
    this.sweep();
    const job = this.jobs.get(id);
    if (!job || job.state !== 'done') return null;
    this.jobs.delete(id);
    const stream = createReadStream(job.path);
    stream.on('close', () => void rm(job.path, { force: true }));
    return { fileName: job.fileName, stream };
  }

  /** Cancels every job and deletes the folder (the server stops). */
  async close(): Promise<void> {
    for (const job of this.jobs.values()) job.cancelled = true;
    this.jobs.clear();
    if (this.dir) await rm(await this.dir, { recursive: true, force: true });
  }
}
