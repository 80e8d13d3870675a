/**
 * Excel exports of the back-office desks (issue 31; issue 30's target: a month of orders ≤ 10 s with progress):
 * the states of an export job, its limits and the texts a desk shows while it runs. The server writes the sheet;
 * the page polls the job and shows these texts.
 */

/** What an export job is doing: writing rows, its file ready to download, failed, or cancelled by its staff member. */
export const DESK_EXPORT_STATES = ['running', 'done', 'failed', 'cancelled'] as const;
export type DeskExportState = (typeof DESK_EXPORT_STATES)[number];

/** The longest span of auction days one orders export covers (a month). */
export const DESK_EXPORT_MAX_DAYS = 31;

export const DESK_EXPORT_MESSAGES = {
  /** The server already writes as many exports as it allows at once (the machine is shared with the desks). */
  busy: '导出任务较多，请稍后再试',
  /** A job id that is unknown, another staff member's, or whose file was downloaded or expired. */
  gone: '导出任务不存在或已失效，请重新导出',
  /** until before the first day, or more than DESK_EXPORT_MAX_DAYS days. */
  range: `导出日期范围须为1至${DESK_EXPORT_MAX_DAYS}天`,
  failed: '导出失败，请重试',
  cancelled: '已取消导出',
} as const;

/** How many days from `from` to `until` (both "YYYY-MM-DD", inclusive), or null when until is before from. */
export function exportDays(from: string, until: string): number | null {
  const days = (Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return Number.isInteger(days) && days >= 1 ? days : null;
}

/** The problem of an export's day span, or null when it is one to DESK_EXPORT_MAX_DAYS days. */
export function exportRangeProblem(from: string, until: string): string | null {
  const days = exportDays(from, until);
  return days !== null && days <= DESK_EXPORT_MAX_DAYS ? null : DESK_EXPORT_MESSAGES.range;
}

/** Every day from `from` to `until` ("YYYY-MM-DD", inclusive); [] when until is before from. */
export function auctionDays(from: string, until: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: exportDays(from, until) ?? 0 }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

/** The first and last day of the month holding `day` ("YYYY-MM-DD"): the desk's 导出本月. */
export function monthOf(day: string): { from: string; until: string } {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = day.slice(0, 8);
  return { from: `${prefix}01`, until: `${prefix}${String(last).padStart(2, '0')}` };
}

export type DeskExportProgress = { state: DeskExportState; rows: number; total: number };

/** A job's share done, 0–100 (a job with no rows is done at once). */
export function exportPercent({ state, rows, total }: DeskExportProgress): number {
  if (state === 'done') return 100;
  return total <= 0 ? 0 : Math.min(99, Math.floor((rows / total) * 100));
}

const count = (n: number) => n.toLocaleString('en-US');

/** The line a desk shows for a job: 正在导出 1,200 / 5,000 行（24%）, 导出完成，共 5,000 行, or the failure. */
export function exportProgressText(progress: DeskExportProgress): string {
  switch (progress.state) {
    case 'running':
      return `正在导出 ${count(progress.rows)} / ${count(progress.total)} 行（${exportPercent(progress)}%）`;
    case 'done':
      return `导出完成，共 ${count(progress.rows)} 行`;
    case 'failed':
      return DESK_EXPORT_MESSAGES.failed;
    case 'cancelled':
      return DESK_EXPORT_MESSAGES.cancelled;
  }
}
