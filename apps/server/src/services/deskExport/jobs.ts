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
 * - The writer runs in a worker thread (sheetWriter.worker.mjs), one per job: this thread reads (the desk's query,
 *   pg's parsing, the cells) while that one writes the batch before, at most WRITE_AHEAD batches behind. Measured
 *   quietly (2026-11-29 16:30 UTC, load average 0.0–0.8, `bench:year -- --no-small --no-backup --only 'export of a
 *   month'` on the year DB, 310,000 orders in 31 days): reading and writing on one thread, even with the next batch's
 *   query sent before each write (read-ahead), 11.3 s p50 — Node's one core was the floor (exceljs ~7.5 s of it); the
 *   writer in a thread 8.6 s. Under heavy load (load 20–27) the two were alike (53 vs 49–60 s): with both cores busy
 *   a second thread finds no idle core. Posting a batch's cells costs 4–10 ms (structured clone of 2,000 × 19).
 * - The desk is never blocked: the event loop only reads batches and posts them; at most MAX_RUNNING jobs write at
 *   once per server process (the machine is shared with the desks; more answers 导出任务较多，请稍后再试), and a
 *   cancelled job stops at its next batch (the reading ends, the thread stops, the file is deleted).
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
import { Worker } from 'node:worker_threads';
import type { DeskExportJob } from '@huashi/api';
import { formatShanghaiDateTime, type DeskExportState } from '@huashi/domain';
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
/** Batches posted to the writer thread and not yet written, at most. */
const WRITE_AHEAD = 2;
/** The writer thread's file (plain JavaScript: see there). */
const WRITER = new URL('./sheetWriter.worker.mjs', import.meta.url);

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

/** What the writer thread is started with (sheetWriter.worker.mjs). */
type WriterInit = { path: string; sheetName: string; columns: { title: string; width: number; numFmt: string | null }[] };
type WriterMessage = { written: number } | { done: true };

/**
 * One job's writer thread (sheetWriter.worker.mjs): batches of cells posted to it, at most WRITE_AHEAD of them not
 * yet written (so a fast read never piles a month up in memory).
 */
class WriterThread {
  private readonly worker: Worker;
  private unwritten = 0;
  private complete = false;
  private failure: unknown = null;
  private wake: (() => void) | null = null;

  constructor(init: WriterInit) {
    this.worker = new Worker(WRITER, { workerData: init });
    this.worker.on('message', (message: WriterMessage) => {
      if ('written' in message) this.unwritten -= 1;
      else this.complete = true;
      this.poke();
    });
    this.worker.on('error', (error) => {
      this.failure ??= error;
      this.poke();
    });
    this.worker.on('exit', () => {
      if (!this.complete) this.failure ??= new Error('the export writer thread stopped');
      this.poke();
    });
  }

  private poke(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  private async until(ready: () => boolean): Promise<void> {
    for (;;) {
      if (this.failure) throw this.failure;
      if (ready()) return;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  /** Posts a batch's cells; waits while WRITE_AHEAD batches are still being written. */
  async write(rows: (string | number | null)[][]): Promise<void> {
    await this.until(() => this.unwritten < WRITE_AHEAD);
    this.unwritten += 1;
    this.worker.postMessage({ rows });
  }

  /** Finishes the file (every posted batch written, the zip closed). */
  async end(): Promise<void> {
    this.worker.postMessage({ end: true });
    await this.until(() => this.complete);
  }

  /** Stops the thread (done, failed or cancelled: its file handle is closed with it). */
  async stop(): Promise<void> {
    await this.worker.terminate();
  }
}

/**
 * Writes `sheet` to the job's file, counting rows into `job`; stops (throws) at the next batch once the job is
 * cancelled. This thread reads (the desk's query, pg's parsing, the cells); the writer thread writes meanwhile.
 */
async function writeSheet<R>(sheet: DeskSheet<R>, job: Job): Promise<void> {
  const kinds = sheet.columns.map((column) => column.kind ?? 'text');
  const writer = new WriterThread({
    path: job.path,
    sheetName: sheet.sheetName,
    columns: sheet.columns.map((column, i) => ({
      title: column.title,
      width: column.width ?? Math.max(10, column.title.length * 2 + 2),
      numFmt: kinds[i] === 'yuan' ? YUAN_FORMAT : null,
    })),
  });
  try {
    const batches = sheet.batches[Symbol.asyncIterator]();
    for (;;) {
      const { done, value: batch } = await batches.next();
      if (done) break;
      if (job.cancelled) {
        await batches.return?.(undefined);
        throw new Error('cancelled');
      }
      await writer.write(batch.map((row) => sheet.columns.map((column, i) => cell(kinds[i]!, column.value(row)))));
      // Progress counts the rows handed to the writer (at most WRITE_AHEAD batches ahead of the file); the job is done
      // only once the file is complete.
      job.rows += batch.length;
    }
    await writer.end();
  } finally {
    await writer.stop();
  }
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
