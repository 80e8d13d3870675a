import { MS_PER_DAY, shanghaiDate, shanghaiWallTime, toEpochMs, type Instant } from './time';
import { SESSIONS, STOCK_PREPARATION, sessionStatus, shipDate, type SessionType } from './sessions';

/**
 * Texts of the market's state on the home page and the zone list: when a session opens or
 * closes relative to `now`, and the weather badge's label. All times are Asia/Shanghai.
 */

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** "今日 18:00", "明日 11:30", or "11月20日 11:30" further away; '' for an invalid instant. */
export function marketTimeLabel(at: Instant, now: Instant): string {
  const target = shanghaiWallTime(at);
  const current = shanghaiWallTime(now);
  if (!target || !current) return '';
  const clock = `${pad2(target.hour)}:${pad2(target.minute)}`;
  const days = Math.round((target.midnightMs - current.midnightMs) / MS_PER_DAY);
  if (days === 0) return `今日 ${clock}`;
  if (days === 1) return `明日 ${clock}`;
  return `${target.month}月${target.day}日 ${clock}`;
}

/** The state of one session as the server reports it (epoch ms). */
export type SessionView = { type: 'A' | 'C'; open: boolean; opensAt: number | null; closesAt: number | null; preparing: boolean };

/**
 * One session at `now` by the trading rules (sessions.ts): open or not, when it closes or next opens, and whether the
 * all-day zone is closed for its stock preparation (C is closed only between 16:10 and 18:00). A closed, unknown
 * state for an invalid instant.
 */
export function sessionView(type: SessionType, now: Instant): SessionView {
  const status = sessionStatus(type, now);
  if (!status) return { type, open: false, opensAt: null, closesAt: null, preparing: false };
  return status.open
    ? { type, open: true, opensAt: null, closesAt: status.closesAt, preparing: false }
    : { type, open: false, opensAt: status.opensAt, closesAt: null, preparing: type === 'C' };
}

/** Names of the two zones (§2: limited-time direct supply, all-day zone): the sessions table's names. */
export const ZONE_NAMES = { A: SESSIONS.A.name, C: SESSIONS.C.name } as const;

/** What a search found in each zone, and which zones are open now. */
export type ZoneSearch = {
  counts: Readonly<Record<SessionType, number>>;
  open: Readonly<Record<SessionType, boolean>>;
  /** The zone the buyer was looking at (kept when nothing else decides). */
  current: SessionType;
};

/**
 * The zone a search opens on (issue 26): a zone with results before one without, then the open session before a
 * closed one, then the zone the buyer was on. A search of a supplier code printed on all-day lots
 * (C3061) opens 全天专区 even while 限时直供 is open, and never an empty tab while the other has goods.
 */
export function searchZone({ counts, open, current }: ZoneSearch): SessionType {
  /** The one zone that passes the test, or null when both or neither do. */
  const only = (test: (zone: SessionType) => boolean): SessionType | null => (test('A') === test('C') ? null : test('A') ? 'A' : 'C');
  return only((zone) => counts[zone] > 0) ?? only((zone) => open[zone]) ?? current;
}

/**
 * One line about a session: 进行中 · 13:00 结束 / 已休市 · 明日 11:30 开市 /
 * 备货中（16:10-18:00）· 今日 18:00 开市.
 */
export function sessionStateText(session: SessionView, now: Instant): string {
  if (session.open) {
    const end = session.closesAt === null ? '' : marketTimeLabel(session.closesAt, now).replace(/^今日 /, '');
    return end ? `进行中 · ${end} ${session.type === 'C' ? '截单' : '结束'}` : '进行中';
  }
  const opens = session.opensAt === null ? '' : ` · ${marketTimeLabel(session.opensAt, now)} 开市`;
  return session.preparing ? `备货中（16:10-18:00）${opens}` : `已休市${opens}`;
}

/** Milliseconds from `now` to `at` (0 once passed; null when there is no instant), e.g. to refresh a page when a session opens. */
export function msUntil(at: Instant | null, now: Instant): number | null {
  if (at === null) return null;
  const diff = toEpochMs(at) - toEpochMs(now);
  return Number.isFinite(diff) ? Math.max(0, diff) : null;
}

/** WMO weather codes (Open-Meteo) → the badge's words. Unknown codes → ''. */
export function weatherLabel(code: string | number): string {
  const n = typeof code === 'number' ? code : Number(String(code).trim() || Number.NaN);
  if (!Number.isInteger(n)) return '';
  if (n === 0) return '晴';
  if (n === 1 || n === 2) return '多云';
  if (n === 3) return '阴';
  if (n === 45 || n === 48) return '雾';
  if (n >= 51 && n <= 57) return '毛毛雨';
  if (n === 61 || n === 80) return '小雨';
  if (n === 63 || n === 81) return '中雨';
  if (n === 65 || n === 82) return '大雨';
  if (n === 66 || n === 67) return '冻雨';
  if (n >= 71 && n <= 77) return '雪';
  if (n === 85 || n === 86) return '阵雪';
  if (n >= 95 && n <= 99) return '雷阵雨';
  return '';
}

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'] as const;

/** The badge's date: "11月17日 星期二"; '' for an invalid instant. */
export function marketDateLabel(now: Instant): string {
  const t = shanghaiWallTime(now);
  return t ? `${t.month}月${t.day}日 星期${WEEKDAYS[t.weekday]}` : '';
}

/**
 * How long until a session changes, for the home page's session clock: "2小时18分", "18分", "不到1分" (0 or less →
 * "不到1分"; whole minutes, rounded down, so the clock never promises more time than is left).
 */
export function durationText(ms: number): string {
  const minutes = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 60_000) : 0;
  if (minutes === 0) return '不到1分';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}分`;
  return rest === 0 ? `${hours}小时` : `${hours}小时${rest}分`;
}

/**
 * The session clock's countdown: 还有X结束 (A) / 还有X截单 (C) while open — to 13:00, to 16:10 — and 还有X开市 while
 * closed — to 11:30, to 18:00; '' when the session has no next change.
 */
export function sessionCountdownText(session: SessionView, now: Instant): string {
  const at = session.open ? session.closesAt : session.opensAt;
  if (at === null) return '';
  const verb = session.open ? (session.type === 'C' ? '截单' : '结束') : '开市';
  return `还有${durationText(at - toEpochMs(now))}${verb}`;
}

/** Where `at` falls in its Shanghai day, 0–1 (for a 24-hour timeline); null for an invalid instant. */
export function dayFraction(at: Instant): number | null {
  const wall = shanghaiWallTime(at);
  return wall ? wall.msOfDay / MS_PER_DAY : null;
}

/**
 * When an all-day (C) order placed at `now` ships (§4), for the home page's session clock: 今日发货（16:10 前下单）
 * before the cut-off, 次日发货 from 18:00, and during the stock preparation that ordering pauses until 18:00.
 */
export function allDayShipText(now: Instant): string {
  const ships = shipDate('C', now);
  if (ships === null) return `${STOCK_PREPARATION.from}-${STOCK_PREPARATION.to} 备货，暂停下单 · ${STOCK_PREPARATION.to} 后下单次日发货`;
  return ships === shanghaiDate(now) ? `现在下单今日发货（${STOCK_PREPARATION.from} 前）` : '现在下单次日发货';
}
