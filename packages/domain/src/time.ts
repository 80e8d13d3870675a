/**
 * Asia/Shanghai wall time without the process time zone.
 *
 * China Standard Time is UTC+08:00 all year: the PRC has observed no daylight saving time since 1991,
 * so a fixed +08:00 offset is exact for every instant this market trades in. We shift the epoch by
 * 8 hours and read the UTC fields, which never depends on TZ or on a time-zone database.
 */
export const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
export const MS_PER_SECOND = 1000;
export const MS_PER_MINUTE = 60 * MS_PER_SECOND;
export const MS_PER_HOUR = 60 * MS_PER_MINUTE;
export const MS_PER_DAY = 24 * MS_PER_HOUR;

/** An instant: a Date or epoch milliseconds. */
export type Instant = Date | number;

/** Epoch ms of an instant; NaN for an invalid Date or a non-finite number. */
export function toEpochMs(instant: Instant): number {
  const ms = instant instanceof Date ? instant.getTime() : instant;
  return typeof ms === 'number' && Number.isFinite(ms) ? ms : Number.NaN;
}

export type ShanghaiWallTime = {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
  /** Milliseconds since local (Shanghai) midnight. */
  msOfDay: number;
  /** Epoch ms of that local midnight. */
  midnightMs: number;
};

/** Wall-clock fields in Asia/Shanghai, or null for an invalid instant. */
export function shanghaiWallTime(instant: Instant): ShanghaiWallTime | null {
  const ms = toEpochMs(instant);
  if (Number.isNaN(ms)) return null;
  const shifted = new Date(ms + SHANGHAI_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) return null;
  const msOfDay = (((ms + SHANGHAI_OFFSET_MS) % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY;
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    millisecond: shifted.getUTCMilliseconds(),
    weekday: shifted.getUTCDay(),
    msOfDay,
    midnightMs: ms - msOfDay,
  };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');
const pad4 = (n: number): string => String(n).padStart(4, '0');

/** "YYYY-MM-DD" of the instant in Asia/Shanghai (e.g. the auction date of §7's goods list), or null if invalid. */
export function shanghaiDate(instant: Instant): string | null {
  const t = shanghaiWallTime(instant);
  return t ? `${pad4(t.year)}-${pad2(t.month)}-${pad2(t.day)}` : null;
}

/** The auction date ("YYYY-MM-DD" in Asia/Shanghai) for an instant. Same as shanghaiDate, named for its use. */
export function auctionDate(instant: Instant): string | null {
  return shanghaiDate(instant);
}

/** "YYYY-MM-DD HH:mm:ss" in Asia/Shanghai, or null if invalid. */
export function formatShanghaiDateTime(instant: Instant): string | null {
  const t = shanghaiWallTime(instant);
  if (!t) return null;
  return `${pad4(t.year)}-${pad2(t.month)}-${pad2(t.day)} ${pad2(t.hour)}:${pad2(t.minute)}:${pad2(t.second)}`;
}

/** "MM-DD HH:mm" in Asia/Shanghai (a deadline within days of now, e.g. 售后截止 11-17 19:45), or null if invalid. */
export function formatShanghaiMonthDayTime(instant: Instant): string | null {
  const t = shanghaiWallTime(instant);
  return t ? `${pad2(t.month)}-${pad2(t.day)} ${pad2(t.hour)}:${pad2(t.minute)}` : null;
}

/** Epoch seconds (e.g. a notice's begintime) → epoch ms; null when not a finite number. */
export function epochSecondsToMs(seconds: number | string): number | null {
  const n = typeof seconds === 'string' ? Number(seconds.trim() || Number.NaN) : seconds;
  return Number.isFinite(n) ? n * MS_PER_SECOND : null;
}

/** Epoch ms of a Shanghai wall time; null when the fields do not form a real date and time. */
export function shanghaiWallTimeToMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number | null {
  const fields = [year, month, day, hour, minute, second];
  if (!fields.every(Number.isInteger)) return null;
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  if (hour < 0 || minute < 0 || second < 0) return null;
  if (day > daysInMonth(year, month)) return null;
  return Date.UTC(year, month - 1, day, hour, minute, second) - SHANGHAI_OFFSET_MS;
}

/** Days in a month of the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export type ParsedShanghaiDateTime = { ms: number; dateOnly: boolean };

/**
 * "YYYY-MM-DD", "YYYY-MM-DD HH:mm" or "YYYY-MM-DD HH:mm:ss" (also with "/" or a "T"), read as Asia/Shanghai
 * wall time → epoch ms. Null for anything else or an impossible date (2025-02-30).
 */
export function parseShanghaiDateTime(text: string): ParsedShanghaiDateTime | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const ms = shanghaiWallTimeToMs(Number(y), Number(mo), Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0));
  return ms === null ? null : { ms, dateOnly: h === undefined };
}

/** "YYYY-MM-DD" + n days (calendar arithmetic, no time zone involved). Null for an invalid date text. */
export function addDays(date: string, days: number): string | null {
  const parsed = parseShanghaiDateTime(date);
  if (!parsed || !parsed.dateOnly || !Number.isInteger(days)) return null;
  return shanghaiDate(parsed.ms + days * MS_PER_DAY);
}

/** Whether `text` is a real calendar day "YYYY-MM-DD" (2026-02-30 and 2026-13-45 are not). */
export function isCalendarDay(text: unknown): text is string {
  return typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) && addDays(text, 0) === text;
}

/** "HH:MM" → minutes since midnight ("24:00" is allowed as an end of day). Null for malformed text. */
export function clockToMinutes(clock: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 24 * 60 ? minutes : null;
}

/** ms → "HH:MM:SS" for a countdown; partial seconds round up (so 0.2 s left shows 00:00:01). ≤ 0 or NaN → "00:00:00". */
export function formatCountdown(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / MS_PER_SECOND) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}`;
}
