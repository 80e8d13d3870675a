import { describe, expect, it } from 'vitest';
import {
  addDays,
  isCalendarDay,
  auctionDate,
  clockToMinutes,
  daysInMonth,
  epochSecondsToMs,
  formatCountdown,
  formatShanghaiDateTime,
  formatShanghaiMonthDayTime,
  parseShanghaiDateTime,
  shanghaiDate,
  shanghaiWallTime,
  shanghaiWallTimeToMs,
  toEpochMs,
} from './time';

// 2025-06-15 is a Sunday. 16:30 UTC is 00:30 the next day in Shanghai.
const at = (iso: string): Date => new Date(iso);

describe('Asia/Shanghai wall time (fixed +08:00, whatever process.env.TZ is)', () => {
  it('reads the fields in Shanghai', () => {
    expect(shanghaiWallTime(at('2025-06-15T03:30:05.250Z'))).toMatchObject({
      year: 2025,
      month: 6,
      day: 15,
      hour: 11,
      minute: 30,
      second: 5,
      millisecond: 250,
      weekday: 0,
      msOfDay: (11 * 3600 + 30 * 60 + 5) * 1000 + 250,
    });
  });
  it('rolls the date at Shanghai midnight, not UTC midnight', () => {
    expect(auctionDate(at('2025-06-15T15:59:59Z'))).toBe('2025-06-15');
    expect(auctionDate(at('2025-06-15T16:00:00Z'))).toBe('2025-06-16');
    expect(auctionDate(at('2024-12-31T16:00:00Z'))).toBe('2025-01-01');
    expect(shanghaiWallTime(at('2025-06-15T16:00:00Z'))?.midnightMs).toBe(Date.parse('2025-06-15T16:00:00Z'));
  });
  it('accepts epoch ms and Dates alike', () => {
    const ms = Date.parse('2025-06-15T04:00:00Z');
    expect(shanghaiDate(ms)).toBe('2025-06-15');
    expect(toEpochMs(new Date(ms))).toBe(ms);
  });
  it('handles instants before 1970', () => {
    expect(formatShanghaiDateTime(Date.parse('1969-12-31T15:59:59Z'))).toBe('1969-12-31 23:59:59');
  });
  it('returns null for invalid instants', () => {
    expect(shanghaiWallTime(new Date('garbage'))).toBeNull();
    expect(auctionDate(Number.NaN)).toBeNull();
    expect(formatShanghaiDateTime(Number.POSITIVE_INFINITY)).toBeNull();
    expect(shanghaiDate(8.64e15 + 1)).toBeNull();
  });
  it('formats date and time', () => {
    expect(formatShanghaiDateTime(at('2025-01-02T01:02:03Z'))).toBe('2025-01-02 09:02:03');
  });
  it('formats month, day, hour and minute in Shanghai (seconds dropped), across midnight and the year', () => {
    expect(formatShanghaiMonthDayTime(at('2026-11-17T11:45:59Z'))).toBe('11-17 19:45');
    expect(formatShanghaiMonthDayTime(at('2025-12-31T16:05:00Z'))).toBe('01-01 00:05');
    expect(formatShanghaiMonthDayTime(Number.NaN)).toBeNull();
  });
});

describe('parsing Shanghai wall times', () => {
  it('reads date-times as Shanghai time', () => {
    expect(parseShanghaiDateTime('2025-06-15 11:30:00')).toEqual({ ms: Date.parse('2025-06-15T03:30:00Z'), dateOnly: false });
    expect(parseShanghaiDateTime('2025/6/5 08:00')).toEqual({ ms: Date.parse('2025-06-05T00:00:00Z'), dateOnly: false });
    expect(parseShanghaiDateTime('2025-06-15T23:59:59')?.ms).toBe(Date.parse('2025-06-15T15:59:59Z'));
    expect(parseShanghaiDateTime(' 2025-06-15 ')).toEqual({ ms: Date.parse('2025-06-14T16:00:00Z'), dateOnly: true });
  });
  it('refuses impossible or malformed text', () => {
    for (const bad of [
      '',
      '2025-02-30',
      '2025-13-01',
      '2025-06-15 24:00',
      '2025-06-15 12:60',
      '15/06/2025',
      'tomorrow',
      '2025-06-15 1:2',
    ]) {
      expect(parseShanghaiDateTime(bad)).toBeNull();
    }
    expect(parseShanghaiDateTime(42 as unknown as string)).toBeNull();
  });
  it('knows leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(parseShanghaiDateTime('2024-02-29')).not.toBeNull();
    expect(shanghaiWallTimeToMs(2025, 2, 29)).toBeNull();
    expect(shanghaiWallTimeToMs(2025, 1, 1, -1)).toBeNull();
    expect(shanghaiWallTimeToMs(2025.5, 1, 1)).toBeNull();
  });
  it('adds calendar days', () => {
    expect(addDays('2025-06-30', 1)).toBe('2025-07-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('nonsense', 1)).toBeNull();
    expect(addDays('2025-06-30 10:00', 1)).toBeNull();
    expect(addDays('2025-06-30', 0.5)).toBeNull();
  });
  it('knows a calendar day from a day-shaped text', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-11-17')).toBe(true);
    for (const text of ['2025-02-29', '2026-02-30', '2026-13-45', '2026-00-10', '2026-11-7', '2026-11-17 10:00', '', null, 20261117]) {
      expect(isCalendarDay(text)).toBe(false);
    }
  });
  it('reads epoch seconds', () => {
    expect(epochSecondsToMs(1_700_000_000)).toBe(1_700_000_000_000);
    expect(epochSecondsToMs('1700000000')).toBe(1_700_000_000_000);
    expect(epochSecondsToMs('')).toBeNull();
    expect(epochSecondsToMs('x')).toBeNull();
  });
  it('reads clock texts', () => {
    expect(clockToMinutes('11:30')).toBe(690);
    expect(clockToMinutes('24:00')).toBe(1440);
    expect(clockToMinutes('24:01')).toBeNull();
    expect(clockToMinutes('11:60')).toBeNull();
    expect(clockToMinutes('1:30')).toBeNull();
  });
});

describe('formatCountdown', () => {
  it('shows HH:MM:SS, rounding partial seconds up', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(1000)).toBe('00:00:01');
    expect(formatCountdown(1001)).toBe('00:00:02');
    expect(formatCountdown(60_000)).toBe('00:01:00');
    expect(formatCountdown((22 * 3600 + 30 * 60) * 1000)).toBe('22:30:00');
  });
  it('shows zeros for negative or nonsense', () => {
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
  });
});
