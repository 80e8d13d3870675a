import { describe, expect, it } from 'vitest';
import {
  auctionDays,
  DESK_EXPORT_MESSAGES,
  exportDays,
  exportPercent,
  exportProgressText,
  exportRangeProblem,
  monthOf,
} from './deskExport';

describe('desk exports', () => {
  it('counts a span of auction days inclusively and refuses a reversed or over-long one', () => {
    expect(exportDays('2026-11-01', '2026-11-01')).toBe(1);
    expect(exportDays('2026-11-01', '2026-11-30')).toBe(30);
    expect(exportDays('2026-11-02', '2026-11-01')).toBeNull();
    expect(exportRangeProblem('2026-10-01', '2026-10-31')).toBeNull();
    expect(exportRangeProblem('2026-10-01', '2026-11-01')).toBe(DESK_EXPORT_MESSAGES.range);
    expect(exportRangeProblem('2026-11-02', '2026-11-01')).toBe(DESK_EXPORT_MESSAGES.range);
  });

  it('lists the days of a span, across a month end', () => {
    expect(auctionDays('2026-10-30', '2026-11-02')).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(auctionDays('2026-11-17', '2026-11-17')).toEqual(['2026-11-17']);
    expect(auctionDays('2026-11-18', '2026-11-17')).toEqual([]);
  });

  it('finds the month of a day, leap February included', () => {
    expect(monthOf('2026-11-17')).toEqual({ from: '2026-11-01', until: '2026-11-30' });
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', until: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', until: '2026-12-31' });
  });

  it('says how far a job is, never 100 % before its file is written', () => {
    expect(exportProgressText({ state: 'running', rows: 1200, total: 5000 })).toBe('正在导出 1,200 / 5,000 行（24%）');
    expect(exportPercent({ state: 'running', rows: 5000, total: 5000 })).toBe(99);
    expect(exportPercent({ state: 'running', rows: 0, total: 0 })).toBe(0);
    expect(exportProgressText({ state: 'done', rows: 5000, total: 5000 })).toBe('导出完成，共 5,000 行');
    expect(exportProgressText({ state: 'failed', rows: 1, total: 5 })).toBe('导出失败，请重试');
    expect(exportProgressText({ state: 'cancelled', rows: 1, total: 5 })).toBe('已取消导出');
  });
});
