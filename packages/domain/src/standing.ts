/**
 * Standing orders (固定订单, issue 32): a florist's order that buys by itself on a schedule.
 *
 * Pure rules, `now` and the random source passed in. The server's runner (apps/server services/standingRunner.ts)
 * and the /standing page both read them.
 *
 * Decisions (ours):
 * - A schedule is a set of days of the week (Asia/Shanghai) and one time: the 限时直供 opening (11:30, session A) or a
 *   time in the 全天专区's trading hours (00:00–16:10, 18:00–24:00, session C). A run buys in that session only (an
 *   order is one session: services/purchase.ts).
 * - Edits, pause and skip are refused from STANDING_EDIT_CUTOFF_MS (10 minutes) before a run until the run is done: the
 *   runner must not buy from a standing order that changes under it. A paused order has no run to protect.
 * - Fairness at an opening: the standing orders of one opening together take at most `share` (STANDING_SHARE,
 *   default 50 %) of each lot's stock at the opening, rounded down to whole stems; they are served in a random order
 *   (seeded random passed in), so no florist is always first. The rest of every lot is left to the people pressing
 *   购买. The share exists so that standing orders, which fire at the exact instant, do not crowd live buyers out of a
 *   rush — and a rush happens where stock goes on sale to buyers who were waiting for it: the openings of a zone
 *   (STANDING_OPENINGS, the `from` of each of its trading windows). So the share applies at 限时直供's 11:30 and also
 *   at 全天专区's 00:00 (the day's lots go on sale: yesterday's are no longer sold, and machines are awake when
 *   florists are not) and 18:00 (the zone reopens after the 16:10–18:00 stock preparation). At any other time of the
 *   all-day zone there is no contention: the day's lots have been on sale for hours, nobody is queuing for that
 *   minute, and a standing order at 09:00 buys exactly as a florist pressing 购买 at 09:00 would, after everyone who
 *   bought before it — a cap there would only leave the florist short for nobody's benefit. (Chosen over "zone C needs
 *   no cap" for the 00:00 case: without it, standing orders could empty the day's 全天专区 lots before anyone wakes.)
 * - A run that loses its race to live buyers (the stock it planned was bought between its plan and its commit: the
 *   purchase answers 409) is planned again with the stock then left, up to STANDING_RETRY.attempts attempts in all and
 *   only before its cut-off (STANDING_RETRY.windowMs after the run's time): each attempt is its own purchase with its
 *   own key (standingRunKey(id, runAt, attempt)), so no attempt buys twice, and a run buys at most once (an attempt
 *   that buys ends the run). Other refusals (balance short, no address) are not retried: a second try would be the
 *   same. The run's record says which attempts lost and why (standingAttemptTexts).
 * - A run's plan: each line's lots are ranked by the shared matcher (buyLines.ts, with the length range as its option):
 *   lots of its variety and grade (the grade when given) in its session, open at the run, in stock — lengths within
 *   the line's range first, then (when an alternative is allowed) other lengths of the same variety and grade; the
 *   preferred supplier first, then the cheapest. Lots priced above the line's highest price per 扎 are not bought.
 *   A line may fill from several lots. Quantities are whole batches (the lot's basic sale
 *   quantity): a line never buys more bunches than asked.
 * - The budget cap per run is counted on goods at the lots' prices (商品金额, before packing, delivery and discounts);
 *   lines are bought in their order until it is spent, a line that would pass it is cut to what fits, or skipped.
 * - What is short is said per line, in words (今日无此品种, 已售罄, 高于最高价, 超出每次预算, 固定订单份额已用完 …).
 */
import type { SessionType } from './sessions';
import { SESSIONS } from './sessions';
import { clockToMinutes, MS_PER_DAY, MS_PER_MINUTE, shanghaiWallTime, toEpochMs, type Instant } from './time';
import type { RandomSource } from './signs';
import { gradeMatches, matchBuyLine, type BuyLineReason, type LotCandidate } from './buyLines';
import { formatYuan, parseYuan } from './money';

/** The 限时直供 opening a standing order of session A runs at. */
export const STANDING_A_OPENING = '11:30';
/** Default share of each lot the standing orders of the 11:30 opening may take together (STANDING_SHARE). */
export const STANDING_SHARE_DEFAULT = 0.5;
/** Edits, pause and skip are refused from this long before a run. */
export const STANDING_EDIT_CUTOFF_MS = 10 * MS_PER_MINUTE;
/** Limits of one standing order (ours). */
export const STANDING_LIMITS = { lines: 20, bunches: 9999, nameLength: 20, priceFen: 10_000_00, budgetFen: 1_000_000_00 } as const;

/** 周日 … 周六, index = the weekday (0 Sunday). */
export const WEEKDAY_NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;
/** The week as the page lists it (Monday first). */
export const WEEKDAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

/**
 * The openings of each zone, where the share applies: the start of each of its trading windows (限时直供 11:30; 全天专区
 * 00:00, when the day's lots go on sale, and 18:00, after the stock preparation).
 */
export const STANDING_OPENINGS: Record<SessionType, readonly string[]> = {
  A: SESSIONS.A.windows.map((w) => w.from),
  C: SESSIONS.C.windows.map((w) => w.from),
};

/** The openings in words: 限时直供 11:30，全天专区 00:00 和 18:00. */
const OPENINGS_TEXT = (['A', 'C'] as const).map((k) => `${SESSIONS[k].name} ${STANDING_OPENINGS[k].join(' 和 ')}`).join('，');

export const STANDING_MESSAGES = {
  nameRequired: '请输入固定订单名称',
  nameTooLong: `名称不能超过${STANDING_LIMITS.nameLength}个字`,
  daysRequired: '请至少选择一天',
  dayInvalid: '星期须在周一到周日之间',
  sessionRequired: '请选择场次（限时直供或全天专区）',
  timeFormat: '请输入正确的时间（如 09:00）',
  timeA: `限时直供固定订单在 ${STANDING_A_OPENING} 开场时执行`,
  timeC: '全天专区的执行时间须在 00:00-16:10 或 18:00-24:00 之内',
  linesRequired: '请至少添加一种花材',
  tooManyLines: `最多${STANDING_LIMITS.lines}种花材`,
  varietyRequired: '请选择品种',
  bunchesFormat: '请输入正确的扎数',
  bunchesTooMany: `每种最多${STANDING_LIMITS.bunches}扎`,
  priceFormat: '请输入正确的最高价（元/扎）',
  lengthRange: '最短长度不能大于最长长度',
  lengthFormat: '请输入正确的长度（cm）',
  budgetFormat: '请输入正确的每次预算（元）',
  editCutOff: '距下次执行不足10分钟，执行完成后才能修改',
  notFound: '固定订单不存在',
  paused: '固定订单已暂停',
  notPaused: '固定订单未暂停',
  fairRule: `公平规则：开场时（${OPENINGS_TEXT}），全部固定订单合计最多买走每个批次库存的 {share}，按随机顺序执行；其余留给现场下单的买家。全天专区的其他时间没有开场抢购，固定订单和现场买家一样先到先得。`,
  /** The editor's note under the schedule, for a run at an opening. */
  shareAtOpening: `{when}是开场时间：所有买家的固定订单加起来，每个批次最多买走开场库存的 {share}，按随机顺序执行，剩下的留给现场下单的买家。份额用完时，没买到的扎数会写明“固定订单份额已用完”。`,
  /** The editor's note for a 全天专区 run at another time. */
  shareOff: `{when}没有开场抢购：固定订单和现场买家一样按下单先后购买，不受份额限制（份额只在开场时适用：${OPENINGS_TEXT}，合计最多买走每个批次的 {share}）。`,
} as const;

/** Why a line (or part of it) was not bought. */
export const STANDING_SHORT_REASONS = {
  noVariety: '今日无此品种',
  noGrade: '今日无此等级',
  noLength: '今日无此长度',
  soldOut: '已售罄',
  overPrice: '高于最高价',
  overBudget: '超出每次预算',
  shareUsed: '固定订单份额已用完（留给现场买家）',
  batchTooBig: '起购量大于所需扎数',
  sessionClosed: '场次未开放',
  /** None in the order's zone, but on sale today in the other one (the run never buys across zones). */
  gradeOnlyInA: `今日此等级只在${SESSIONS.A.name}有货`,
  gradeOnlyInC: `今日此等级只在${SESSIONS.C.name}有货`,
  varietyOnlyInA: `今日此品种只在${SESSIONS.A.name}有货`,
  varietyOnlyInC: `今日此品种只在${SESSIONS.C.name}有货`,
} as const;
export type StandingShortReason = keyof typeof STANDING_SHORT_REASONS;

export type StandingSchedule = {
  /** Weekdays (0 Sunday … 6 Saturday), Asia/Shanghai. */
  days: readonly number[];
  session: SessionType;
  /** "HH:MM": 11:30 for A, a trading time of C. */
  time: string;
};

/** The schedule's problem per field, or none. */
export function scheduleProblems(s: StandingSchedule): { days?: string; time?: string } {
  const problems: { days?: string; time?: string } = {};
  const days = new Set(s.days);
  if (days.size === 0) problems.days = STANDING_MESSAGES.daysRequired;
  else if (![...days].every((d) => Number.isInteger(d) && d >= 0 && d <= 6)) problems.days = STANDING_MESSAGES.dayInvalid;
  const minutes = /^\d{2}:\d{2}$/.test(s.time) ? clockToMinutes(s.time) : null;
  if (minutes === null || minutes >= 24 * 60) problems.time = STANDING_MESSAGES.timeFormat;
  else if (s.session === 'A' && s.time !== STANDING_A_OPENING) problems.time = STANDING_MESSAGES.timeA;
  else if (s.session === 'C' && !inSessionWindow('C', minutes)) problems.time = STANDING_MESSAGES.timeC;
  return problems;
}

function inSessionWindow(session: SessionType, minutes: number): boolean {
  return SESSIONS[session].windows.some((w) => (clockToMinutes(w.from) ?? 0) <= minutes && minutes < (clockToMinutes(w.to) ?? 0));
}

/** The schedule in words: 周一、周三 11:30 限时直供. */
export function scheduleText(s: StandingSchedule): string {
  const days = WEEKDAYS_MONDAY_FIRST.filter((d) => s.days.includes(d));
  const dayText = days.length === 7 ? '每天' : days.map((d) => WEEKDAY_NAMES[d]).join('、');
  return `${dayText} ${s.time} ${SESSIONS[s.session].name}`;
}

/**
 * The first run of the schedule strictly after `after` (epoch ms), or null for a schedule without a valid day or
 * time. A run is an instant: the day's Shanghai midnight + the time.
 */
export function nextRunAt(s: StandingSchedule, after: Instant): number | null {
  const ms = toEpochMs(after);
  const wall = shanghaiWallTime(ms);
  const minutes = clockToMinutes(s.time);
  if (!wall || minutes === null || Object.keys(scheduleProblems(s)).length > 0) return null;
  for (let day = 0; day <= 7; day += 1) {
    const midnight = wall.midnightMs + day * MS_PER_DAY;
    const weekday = (wall.weekday + day) % 7;
    const at = midnight + minutes * MS_PER_MINUTE;
    if (s.days.includes(weekday) && at > ms) return at;
  }
  return null;
}

/**
 * The first run strictly after `after` that has no record yet (`recorded`: epoch ms of the order's recorded runs, a
 * skipped one included): a run skipped stays skipped when the order is resumed or edited before it.
 */
export function nextUnrecordedRunAt(s: StandingSchedule, after: Instant, recorded: ReadonlySet<number>): number | null {
  let next = nextRunAt(s, after);
  // A run is recorded at most once per day of the schedule: a few steps at most.
  for (let step = 0; next !== null && recorded.has(next) && step <= recorded.size; step += 1) next = nextRunAt(s, next);
  return next;
}

/** Whether a run of `session` at the wall time `time` ("HH:MM") is at an opening (where the share applies). */
export function isOpeningTime(session: SessionType, time: string): boolean {
  return STANDING_OPENINGS[session].includes(time);
}

/** Whether `runAt` is an opening of its zone (isOpeningTime, to the second): where the share applies. */
export function isOpeningRun(session: SessionType, runAt: Instant): boolean {
  const wall = shanghaiWallTime(runAt);
  if (wall === null) return false;
  return STANDING_OPENINGS[session].some((from) => wall.msOfDay === (clockToMinutes(from) ?? -1) * MS_PER_MINUTE);
}

/** The share in the editor, for the schedule being entered: capped at an opening, first come first served otherwise. */
export function standingShareNote(schedule: Pick<StandingSchedule, 'session' | 'time'>, share: number): string {
  const { session, time } = schedule;
  const opening = session === 'A' || isOpeningTime(session, time);
  const at = session === 'A' ? STANDING_A_OPENING : /^\d{2}:\d{2}$/.test(time) ? time : '';
  const when = at ? `${SESSIONS[session].name} ${at} ` : `${SESSIONS[session].name}其他时间`;
  return (opening ? STANDING_MESSAGES.shareAtOpening : STANDING_MESSAGES.shareOff)
    .replace('{when}', when)
    .replace('{share}', shareText(share));
}

/** Retries of a run that lost its race to live buyers: attempts in all, and the cut-off after the run's time. */
export const STANDING_RETRY = { attempts: 3, windowMs: 5 * MS_PER_MINUTE } as const;

/** Whether another attempt may start at `now` after `lost` attempts of the run at `runAt` lost their race. */
export function mayRetryStandingRun(lost: number, runAt: Instant, now: Instant): boolean {
  return lost < STANDING_RETRY.attempts && toEpochMs(now) < toEpochMs(runAt) + STANDING_RETRY.windowMs;
}

/** How the attempts of a run ended: a later attempt decided it, or no attempt was left (limit) or allowed (cut-off). */
export type StandingAttemptsEnd = 'retried' | 'limit' | 'cutOff';

const ATTEMPT_ENDS: Record<StandingAttemptsEnd, string> = {
  retried: '已按最新库存重新下单',
  limit: `已试${STANDING_RETRY.attempts}次，不再重试`,
  cutOff: `已过重试截止时间（执行后${STANDING_RETRY.windowMs / MS_PER_MINUTE}分钟），不再重试`,
};

/**
 * The run record's account of the attempts that lost their race (each refusal's words, in order): 第1次下单时库存已被
 * 现场买家买走（…），已按最新库存重新下单. Empty when the first attempt decided the run.
 */
export function standingAttemptTexts(lost: readonly string[], end: StandingAttemptsEnd): string[] {
  return lost.map(
    (msg, i) => `第${i + 1}次下单时库存已被现场买家买走（${msg}），${i < lost.length - 1 ? ATTEMPT_ENDS.retried : ATTEMPT_ENDS[end]}`,
  );
}

/** Why a standing order cannot be edited, paused or skipped at `now` (null: it can). A paused one has no run to protect. */
export function standingEditRefusal(o: { paused: boolean; nextRunAt: Instant | null }, now: Instant): string | null {
  if (o.paused || o.nextRunAt === null) return null;
  return toEpochMs(now) >= toEpochMs(o.nextRunAt) - STANDING_EDIT_CUTOFF_MS ? STANDING_MESSAGES.editCutOff : null;
}

/** The idempotency key of a run's purchase (purchase_requests.sign): one per (standing order, run instant, attempt). */
export function standingRunKey(standingId: number, runAt: Instant, attempt = 1): string {
  return `standing:${standingId}:${toEpochMs(runAt)}${attempt > 1 ? `:${attempt}` : ''}`;
}

/** A deterministic random source in [0, 1) from a 32-bit seed (mulberry32): tests pass a seed, the server a random one. */
export function seededRandom(seed: number): RandomSource {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A copy of `items` in a random order (Fisher–Yates with the random source given). */
export function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The stems the standing orders of an opening may still take from each lot: floor(share × the lot's stock at the
 * opening) less what they took already. The stock at the opening is the stock now plus what standing orders of this
 * opening took (a runner restarted mid-opening counts what it did); live buyers' purchases only lower it, so the share
 * of the real opening stock is never exceeded.
 */
export function shareAllowance(
  lots: readonly { id: number; nowStock: number; takenByStanding: number }[],
  share: number,
): Map<number, number> {
  const s = Number.isFinite(share) ? Math.min(1, Math.max(0, share)) : STANDING_SHARE_DEFAULT;
  return new Map(
    lots.map((l) => {
      const opening = Math.max(0, l.nowStock) + Math.max(0, l.takenByStanding);
      return [l.id, Math.max(0, Math.floor(opening * s) - Math.max(0, l.takenByStanding))];
    }),
  );
}

/** The share as people read it: 50%. */
export function shareText(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** What one line of a standing order asks for. */
export type StandingLine = {
  flwCode: string;
  /** The grade (A/B/C/D…), or null for any. */
  levelName: string | null;
  /** Length range in cm (the lot's length code), either end open. */
  lengthMin: number | null;
  lengthMax: number | null;
  bunches: number;
  /** Highest price per 扎 accepted, or null for any. */
  maxPricePerBunchFen: number | null;
  supplierId: string | null;
  /** Whether a lot of the same variety and grade outside the length range may be taken. */
  allowAlternative: boolean;
};

/** A lot a run may buy from. */
export type StandingCandidate = {
  id: number;
  session: SessionType;
  supplierId: string;
  flwCode: string;
  levelName: string;
  lengthCode: string;
  /** Price per stem. */
  salePriceFen: number;
  stemsPerBunch: number;
  basicSaleNo: number;
  /** Stems in stock. */
  nowStock: number;
};

export type StandingBuy = {
  line: number;
  lotId: number;
  pi: number;
  bunches: number;
  stems: number;
  pricePerBunchFen: number;
  goodsFen: number;
};
export type StandingShort = { line: number; bunches: number; reason: StandingShortReason; detail: string };
export type StandingPlan = { buys: StandingBuy[]; shorts: StandingShort[]; goodsFen: number };

const lengthOf = (code: string): number | null => {
  const n = Number.parseInt(code, 10);
  return Number.isFinite(n) ? n : null;
};

const pricePerBunch = (lot: StandingCandidate): number => lot.salePriceFen * lot.stemsPerBunch;
const basicOf = (lot: StandingCandidate): number => (lot.basicSaleNo > 0 ? lot.basicSaleNo : 1);

/**
 * The lots a line may buy from, best first, and why there are none when there are none — ranked by the shared
 * matcher (buyLines.ts matchBuyLine, with the line's length range): the exact lots (grade and length range; the
 * preferred supplier, then the cheapest), then the others of the variety. A run keeps the lots of its session open at
 * `now`, of the line's grade (an alternative is always of the same variety and grade), within the length range unless
 * an alternative is allowed, and at or under the price cap per 扎.
 */
export function rankStandingLots(
  line: StandingLine,
  session: SessionType,
  candidates: readonly StandingCandidate[],
  now: Instant,
): { lots: StandingCandidate[]; reason: StandingShortReason | null; detail: string } {
  const byId = new Map(candidates.filter((c) => c.session === session).map((c) => [c.id, c]));
  const range = line.lengthMin === null && line.lengthMax === null ? undefined : { min: line.lengthMin, max: line.lengthMax };
  const match = matchBuyLine(
    { flwCode: line.flwCode, levelName: line.levelName, lengthCode: null, bunches: Math.max(1, line.bunches), supplierId: line.supplierId },
    [...byId.values()].map((c): LotCandidate => ({
      id: c.id,
      session: c.session,
      supplierId: c.supplierId,
      supplierName: '',
      flwCode: c.flwCode,
      flwName: '',
      levelName: c.levelName,
      lengthCode: c.lengthCode,
      priceFen: c.salePriceFen,
      stemsPerBunch: c.stemsPerBunch,
      stock: c.nowStock,
      basicSaleQuantity: c.basicSaleNo,
    })),
    now,
    { maxAlternatives: Number.POSITIVE_INFINITY, lengthRange: range },
  );
  // A variety or grade missing here but in stock in the other zone today says so (trial 2 of issue 32: 今日无此等级
  // read as "not on sale today" while the grade was on sale in 限时直供). The candidates may hold both zones' lots.
  const other: SessionType = session === 'A' ? 'C' : 'A';
  const elsewhere = candidates.some(
    (c) => c.session === other && c.flwCode === line.flwCode && c.nowStock > 0 && gradeMatches(line.levelName, c.levelName),
  );
  if (match.state === 'none') {
    const reason = NONE_REASONS[match.reason] ?? 'soldOut';
    return { lots: [], reason: reason === 'noVariety' && elsewhere ? `varietyOnlyIn${other}` : reason, detail: '' };
  }
  const ranked = match.state === 'matched' ? [match.pick, ...match.alternatives] : match.alternatives;
  const open = ranked.filter((p) => p.when === 'open');
  if (open.length === 0) return { lots: [], reason: 'sessionClosed', detail: '' };
  const graded = open.filter((p) => gradeMatches(line.levelName, p.lot.levelName));
  if (graded.length === 0) return { lots: [], reason: elsewhere ? `gradeOnlyIn${other}` : 'noGrade', detail: '' };
  const pool = line.allowAlternative || !range ? graded : graded.filter((p) => rangeHolds(range, p.lot.lengthCode));
  if (pool.length === 0) return { lots: [], reason: 'noLength', detail: '' };
  const lots = pool.map((p) => byId.get(p.lot.id)!);
  const cap = line.maxPricePerBunchFen;
  const priced = cap === null ? lots : lots.filter((c) => pricePerBunch(c) <= cap);
  if (priced.length === 0) {
    const cheapest = Math.min(...lots.map(pricePerBunch));
    return { lots: [], reason: 'overPrice', detail: `今日最低 ¥${formatYuan(cheapest)}/扎，最高价 ¥${formatYuan(cap ?? 0)}/扎` };
  }
  return { lots: priced, reason: null, detail: '' };
}

const NONE_REASONS: Partial<Record<BuyLineReason, StandingShortReason>> = {
  noVariety: 'noVariety',
  sessionEnded: 'sessionClosed',
  soldOut: 'soldOut',
};

function rangeHolds(range: { min: number | null; max: number | null }, lengthCode: string): boolean {
  const n = lengthOf(lengthCode);
  if (n === null) return false;
  return (range.min === null || n >= range.min) && (range.max === null || n <= range.max);
}

/**
 * A run's plan: what to buy of each line (in line order) within the lots' stock, the share allowance (lot id → stems
 * the standing orders of this opening may still take; absent map = no cap) and the budget cap on goods (null = none).
 * Returns the buys, the shorts with their reasons, and the allowance left (a new map; the argument is not changed).
 */
export function planStandingRun(input: {
  lines: readonly StandingLine[];
  session: SessionType;
  candidates: readonly StandingCandidate[];
  budgetFen: number | null;
  allowance?: ReadonlyMap<number, number>;
  /** The run's time: lots of a session open then. */
  now: Instant;
}): StandingPlan & { allowance: Map<number, number> | undefined } {
  const allowance = input.allowance ? new Map(input.allowance) : undefined;
  const stock = new Map(input.candidates.map((c) => [c.id, c.nowStock]));
  const buys: StandingBuy[] = [];
  const shorts: StandingShort[] = [];
  let spent = 0;
  input.lines.forEach((line, index) => {
    const wanted = Math.max(0, Math.floor(line.bunches));
    const ranked = rankStandingLots(
      line,
      input.session,
      input.candidates.map((c) => ({ ...c, nowStock: stock.get(c.id) ?? 0 })),
      input.now,
    );
    if (ranked.reason) {
      shorts.push({ line: index, bunches: wanted, reason: ranked.reason, detail: ranked.detail });
      return;
    }
    let left = wanted;
    let limitedBy: StandingShortReason | null = null;
    for (const lot of ranked.lots) {
      if (left <= 0) break;
      const basic = basicOf(lot);
      const stemsPerBatch = lot.stemsPerBunch * basic;
      const batchFen = lot.salePriceFen * stemsPerBatch;
      const byWant = Math.floor(left / basic);
      if (byWant === 0) {
        limitedBy ??= 'batchTooBig';
        continue;
      }
      const byStock = Math.floor((stock.get(lot.id) ?? 0) / stemsPerBatch);
      const byShare = allowance ? Math.floor((allowance.get(lot.id) ?? 0) / stemsPerBatch) : Number.POSITIVE_INFINITY;
      const byBudget =
        input.budgetFen === null
          ? Number.POSITIVE_INFINITY
          : batchFen > 0
            ? Math.floor((input.budgetFen - spent) / batchFen)
            : Number.POSITIVE_INFINITY;
      const pi = Math.max(0, Math.min(byWant, byStock, byShare, byBudget));
      if (pi < byWant) {
        // The tightest limit names the shortfall (stock runs out → the next lot may help).
        if (byBudget < byWant && byBudget <= byShare && byBudget <= byStock) limitedBy = 'overBudget';
        else if (byShare < byWant && byShare <= byStock) limitedBy ??= 'shareUsed';
        else limitedBy ??= 'soldOut';
      } else if (left % basic > 0) limitedBy ??= 'batchTooBig';
      if (pi === 0) {
        if (limitedBy === 'overBudget') break;
        continue;
      }
      const stems = pi * stemsPerBatch;
      const bunches = pi * basic;
      const goodsFen = pi * batchFen;
      buys.push({ line: index, lotId: lot.id, pi, bunches, stems, pricePerBunchFen: pricePerBunch(lot), goodsFen });
      stock.set(lot.id, (stock.get(lot.id) ?? 0) - stems);
      if (allowance) allowance.set(lot.id, (allowance.get(lot.id) ?? 0) - stems);
      spent += goodsFen;
      left -= bunches;
      if (limitedBy === 'overBudget') break;
    }
    if (left > 0) shorts.push({ line: index, bunches: left, reason: limitedBy ?? 'soldOut', detail: '' });
  });
  return { buys, shorts, goodsFen: spent, allowance };
}

/** A short line in words: 卡罗拉 差 5 扎：高于最高价（今日最低 ¥3.00/扎…）. */
export function standingShortText(name: string, short: Pick<StandingShort, 'bunches' | 'reason' | 'detail'>): string {
  const why = STANDING_SHORT_REASONS[short.reason];
  return `${name} 差 ${short.bunches} 扎：${why}${short.detail ? `（${short.detail}）` : ''}`;
}

/** A standing order as created or edited (money in fen). */
export type StandingOrderInput = {
  name: string;
  schedule: StandingSchedule;
  /** Budget cap per run on goods, or null for none. */
  budgetFen: number | null;
  lines: readonly StandingLine[];
};

/**
 * The problems of a standing order as entered, keyed by field (`name`, `days`, `time`, `lines`, `budget`,
 * `lines.<i>.<field>`); empty when it can be saved. The server and the editor's schema both use it.
 */
export function standingOrderProblems(o: StandingOrderInput): Record<string, string> {
  const problems: Record<string, string> = {};
  const name = o.name.trim();
  if (!name) problems.name = STANDING_MESSAGES.nameRequired;
  else if ([...name].length > STANDING_LIMITS.nameLength) problems.name = STANDING_MESSAGES.nameTooLong;
  Object.assign(problems, scheduleProblems(o.schedule));
  const isMoney = (fen: number | null, max: number) => fen === null || (Number.isInteger(fen) && fen > 0 && fen <= max);
  if (!isMoney(o.budgetFen, STANDING_LIMITS.budgetFen)) problems.budget = STANDING_MESSAGES.budgetFormat;
  if (o.lines.length === 0) problems.lines = STANDING_MESSAGES.linesRequired;
  else if (o.lines.length > STANDING_LIMITS.lines) problems.lines = STANDING_MESSAGES.tooManyLines;
  o.lines.forEach((line, i) => {
    const at = (field: string) => `lines.${i}.${field}`;
    if (!line.flwCode.trim()) problems[at('flwCode')] = STANDING_MESSAGES.varietyRequired;
    if (!Number.isInteger(line.bunches) || line.bunches < 1) problems[at('bunches')] = STANDING_MESSAGES.bunchesFormat;
    else if (line.bunches > STANDING_LIMITS.bunches) problems[at('bunches')] = STANDING_MESSAGES.bunchesTooMany;
    if (!isMoney(line.maxPricePerBunchFen, STANDING_LIMITS.priceFen)) problems[at('maxPrice')] = STANDING_MESSAGES.priceFormat;
    const lengthOk = (n: number | null) => n === null || (Number.isInteger(n) && n > 0 && n < 1000);
    if (!lengthOk(line.lengthMin)) problems[at('lengthMin')] = STANDING_MESSAGES.lengthFormat;
    else if (!lengthOk(line.lengthMax)) problems[at('lengthMax')] = STANDING_MESSAGES.lengthFormat;
    else if (line.lengthMin !== null && line.lengthMax !== null && line.lengthMin > line.lengthMax)
      problems[at('lengthMax')] = STANDING_MESSAGES.lengthRange;
  });
  return problems;
}

/** The fairness rule as the page states it, with the market's share. */
export function standingFairRuleText(share: number): string {
  return STANDING_MESSAGES.fairRule.replace('{share}', shareText(share));
}

/** How a run ended, with its label. */
export const STANDING_RUN_STATUSES = {
  bought: '已全部购买',
  partial: '部分购买',
  none: '未购买',
  refused: '下单失败',
  skipped: '已跳过',
} as const;
export type StandingRunStatus = keyof typeof STANDING_RUN_STATUSES;

/** What a run bought and what it did not, as stored with the run and shown on /standing. */
export type StandingRunResult = {
  bought: {
    flwName: string;
    levelName: string;
    lengthCode: string;
    supplierName: string;
    bunches: number;
    pricePerBunchFen: number;
    goodsFen: number;
  }[];
  /** Each short line in words (standingShortText), or the refusal of the order. */
  shorts: string[];
  /** The attempts that lost their race to live buyers, in words (standingAttemptTexts); absent or empty: none. */
  attempts?: string[];
};

/** A run's status from what it bought and what is short. */
export function standingRunStatus(result: StandingRunResult, refused: boolean): StandingRunStatus {
  if (refused) return 'refused';
  if (result.bought.length === 0) return 'none';
  return result.shorts.length === 0 ? 'bought' : 'partial';
}

/** A standing order as a form or a request carries it: text as typed, yuan as text ('' = none). */
export type StandingOrderDraft = {
  name?: unknown;
  session?: unknown;
  time?: unknown;
  days?: unknown;
  budget?: unknown;
  lines?: unknown;
};

const asText = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** A whole number as typed ('' → null; anything unreadable → NaN, which the check names). */
function countOrNull(value: unknown): number | null {
  const text = asText(value);
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** Yuan as typed → fen ('' → null; unreadable → NaN, which the check names). */
function fenOrNull(value: unknown): number | null {
  const text = asText(value);
  if (text === '') return null;
  const parsed = parseYuan(text);
  return parsed.ok ? parsed.fen : Number.NaN;
}

/**
 * The draft (the editor's values, or the request the server reads) as the domain's input, every value as typed so
 * that standingOrderProblems names what is wrong. One reading for the editor and the server.
 */
export function standingInputOf(draft: StandingOrderDraft): StandingOrderInput {
  const lines = Array.isArray(draft.lines) ? (draft.lines as Record<string, unknown>[]) : [];
  return {
    name: typeof draft.name === 'string' ? draft.name : '',
    schedule: {
      days: Array.isArray(draft.days) ? draft.days.map(Number) : [],
      session: draft.session === 'C' ? 'C' : 'A',
      time: asText(draft.time),
    },
    budgetFen: fenOrNull(draft.budget),
    lines: lines.map((l) => ({
      flwCode: asText(l?.flwCode),
      levelName: asText(l?.levelName) || null,
      lengthMin: countOrNull(l?.lengthMin),
      lengthMax: countOrNull(l?.lengthMax),
      bunches: countOrNull(l?.bunches) ?? Number.NaN,
      maxPricePerBunchFen: fenOrNull(l?.maxPrice),
      supplierId: asText(l?.supplierId) || null,
      allowAlternative: l?.allowAlternative === true,
    })),
  };
}

/** A run as the page shows it (money in fen). */
export type StandingRunSummary = {
  id: number;
  standingOrderId: number;
  name: string;
  /** "YYYY-MM-DD HH:mm:ss", Shanghai. */
  runAt: string;
  status: StandingRunStatus;
  orderNo: string;
  paidFen: number;
  bought: StandingRunResult['bought'];
  shorts: string[];
  /** The attempts that lost their race to live buyers, in words. */
  attempts: string[];
};

/** A standing order as the page lists it (money in fen). */
export type StandingOrderSummary = {
  id: number;
  name: string;
  scheduleText: string;
  paused: boolean;
  /** "YYYY-MM-DD HH:mm:ss" or '' while paused. */
  nextRunAt: string;
  /** Why it cannot be changed now ('' = it can). */
  lockedReason: string;
  budgetFen: number | null;
  lines: {
    flwName: string;
    levelName: string;
    lengthMin: number | null;
    lengthMax: number | null;
    bunches: number;
    maxPricePerBunchFen: number | null;
    allowAlternative: boolean;
  }[];
};

/** A line in words: 卡罗拉 A级 50-70cm 20扎 ≤¥25.00/扎 可替代长度. */
export function standingLineText(line: StandingOrderSummary['lines'][number]): string {
  const length =
    line.lengthMin === null && line.lengthMax === null
      ? ''
      : line.lengthMin !== null && line.lengthMax !== null
        ? `${line.lengthMin}-${line.lengthMax}cm`
        : line.lengthMin !== null
          ? `≥${line.lengthMin}cm`
          : `≤${line.lengthMax}cm`;
  return [
    line.flwName,
    line.levelName ? `${line.levelName}级` : '',
    length,
    `${line.bunches}扎`,
    line.maxPricePerBunchFen === null ? '' : `≤¥${formatYuan(line.maxPricePerBunchFen)}/扎`,
    line.allowAlternative ? '可替代长度' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The home page's message after a run: 固定订单「周二玫瑰」11-17 11:30 已执行：部分购买，支付 ¥240.00. */
export function standingRunNoticeText(run: Pick<StandingRunSummary, 'name' | 'runAt' | 'status' | 'paidFen'>): string {
  const when = run.runAt.slice(5, 16);
  const paid = run.paidFen > 0 ? `，支付 ¥${formatYuan(run.paidFen)}` : '';
  return `固定订单「${run.name}」${when} 已执行：${STANDING_RUN_STATUSES[run.status]}${paid}`;
}
