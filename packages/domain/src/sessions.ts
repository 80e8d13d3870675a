import { clockToMinutes, MS_PER_DAY, MS_PER_MINUTE, shanghaiDate, shanghaiWallTime, toEpochMs, type Instant } from './time';

/**
 * Trading sessions (§4, §9), all in Asia/Shanghai wall time (see time.ts for why a fixed +08:00 is exact).
 * A: limited-time direct supply (限时直供), tradable 11:30–13:00.
 * C: all-day zone (全天专区), tradable 00:00–16:10 and 18:00–00:00; 16:10–18:00 is stock preparation.
 * Windows are half-open [from, to): 11:30:00 is open, 13:00:00 is closed. `name` is the session's one name wherever
 * the app names it (issue 26: not 直供专区, A场 or 直供场 besides).
 */
export const SESSIONS = {
  A: { key: 'limitedTime', name: '限时直供', windows: [{ from: '11:30', to: '13:00' }] },
  C: {
    key: 'allDay',
    name: '全天专区',
    windows: [
      { from: '00:00', to: '16:10' },
      { from: '18:00', to: '24:00' },
    ],
  },
} as const;
export type SessionType = keyof typeof SESSIONS;
export const SESSION_TYPES = Object.keys(SESSIONS) as readonly SessionType[];

/** The all-day zone's stock-preparation pause (no C orders), and the cut-off for same-day shipping. */
export const STOCK_PREPARATION = { from: '16:10', to: '18:00' } as const;

export function isSessionType(value: unknown): value is SessionType {
  return value === 'A' || value === 'C';
}

/** "24:00" is shown as "00:00" (the spec writes 18:00-00:00). */
const displayClock = (clock: string): string => (clock === '24:00' ? '00:00' : clock);

/** The closed notice of the home page, per session: 限时直供 11:30-13:00; 全天专区 00:00-16:10 and 18:00-00:00. */
export const SESSION_CLOSED_NOTICE = SESSION_TYPES.map((type) => ({
  session: type,
  label: SESSIONS[type].name,
  ranges: SESSIONS[type].windows.map((w) => `${displayClock(w.from)}-${displayClock(w.to)}`),
}));

/**
 * The closed notice as the lines the spec shows: ["限时直供 11:30-13:00", "全天专区 00:00-16:10", "18:00-00:00"]
 * (the all-day zone's second range is its own line).
 */
export const SESSION_CLOSED_NOTICE_LINES: readonly string[] = SESSION_CLOSED_NOTICE.flatMap((entry) =>
  entry.ranges.map((range, i) => (i === 0 ? `${entry.label} ${range}` : range)),
);

type Interval = { start: number; end: number };

/** Open intervals (epoch ms) for the days around `midnightMs`, merged where one ends as the next begins (C across midnight). */
function openIntervals(session: SessionType, midnightMs: number): Interval[] {
  const raw: Interval[] = [];
  for (let day = -1; day <= 2; day += 1) {
    for (const w of SESSIONS[session].windows) {
      const from = clockToMinutes(w.from) ?? 0;
      const to = clockToMinutes(w.to) ?? 0;
      const dayStart = midnightMs + day * MS_PER_DAY;
      raw.push({ start: dayStart + from * MS_PER_MINUTE, end: dayStart + to * MS_PER_MINUTE });
    }
  }
  raw.sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of raw) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

export type SessionStatus = { open: true; closesAt: number; msUntilClose: number } | { open: false; opensAt: number; msUntilOpen: number };

/** Whether the session is tradable at `now`, when it closes (if open) or next opens (if closed). Null for an invalid instant. */
export function sessionStatus(session: SessionType, now: Instant): SessionStatus | null {
  const ms = toEpochMs(now);
  const wall = shanghaiWallTime(ms);
  if (!wall) return null;
  const intervals = openIntervals(session, wall.midnightMs);
  const current = intervals.find((i) => i.start <= ms && ms < i.end);
  if (current) return { open: true, closesAt: current.end, msUntilClose: current.end - ms };
  const next = intervals.find((i) => i.start > ms);
  // Every session opens at least once a day, so `next` exists within the next two days.
  const opensAt = next ? next.start : ms;
  return { open: false, opensAt, msUntilOpen: opensAt - ms };
}

/** True when the session is tradable at `now` (false for an invalid instant). */
export function isSessionOpen(session: SessionType, now: Instant): boolean {
  return sessionStatus(session, now)?.open ?? false;
}

/** Milliseconds until the session next opens (0 while it is open or for an invalid instant), for a countdown. */
export function msUntilNextOpening(session: SessionType, now: Instant): number {
  const status = sessionStatus(session, now);
  return status && !status.open ? status.msUntilOpen : 0;
}

/**
 * The day ("YYYY-MM-DD", Asia/Shanghai) an order placed at `now` ships, or null when the session is closed.
 * C: before 16:10 → the same day; from 18:00 → the next day. A: the same day (it only trades 11:30–13:00).
 */
export function shipDate(session: SessionType, now: Instant): string | null {
  const ms = toEpochMs(now);
  const wall = shanghaiWallTime(ms);
  if (!wall || !isSessionOpen(session, ms)) return null;
  const cutOff = (clockToMinutes(STOCK_PREPARATION.from) ?? 0) * MS_PER_MINUTE;
  const nextDay = session === 'C' && wall.msOfDay >= cutOff;
  return shanghaiDate(nextDay ? wall.midnightMs + MS_PER_DAY : ms);
}
