import { gradeClass } from './grade';
import type { LogisticsTarget } from './logistics';
import { formatYuan, type Fen } from './money';
import { lineFigures, linesTotalFen, sumLines, type LineSums, type LotTerms, type MemberTerms } from './pricing';
import { batchesToBunches, maxBatches } from './quantity';
import { sessionStatus, type SessionType } from './sessions';
import { shanghaiDate, toEpochMs, type Instant } from './time';
import { toCount } from './internal/numbers';

/**
 * Buying lines (issue 32): what a florist asks for — a variety, perhaps a grade, a length and a supplier, and a number
 * of bunches (扎) — matched to the lots of today. One matcher for every way of asking: 再来一单 (an old order's lines),
 * the order pad (/quick), saved lists and standing orders. They extend `BuyLineOptions`, never write a second matcher.
 *
 * Decisions:
 * - Candidates are today's lots of the line's variety in a session open now or later today; a lot of a session that
 *   has ended for today is never picked (today's lots cannot be bought tomorrow).
 * - Exact = same variety, same grade (a one-letter grade "A" asks for the class: A+, A and A- are all exact; a full
 *   grade "A+" asks for itself) and same length, where the line names them; a line without a grade or length takes
 *   any. Among exact lots: the line's supplier first, then the lot open now before one opening later (a florist buying
 *   now wants the flowers now: a cheaper lot that opens at 11:30 is not bought before then, and may be gone; trial of
 *   issue 32), then the cheapest (the buyer's price per stem), then the most stock, then the lowest id (stable).
 * - No exact lot that can sell one batch → `choose` (原规格已售罄 or 今日无相同等级和长度): the buyable lots of the same variety, ranked (same grade class,
 *   nearest length, the line's supplier, cheapest), for the buyer to pick; never bought silently.
 * - Nothing to buy → `none` with the reason in words: 今日无此品种 (no lot of the variety today), 今日场次已结束 (only lots
 *   of sessions over for today), 已售罄 (lots, but none sells a batch).
 * - Quantity: the asked bunches rounded to the lot's basic sale quantity (to the nearest whole batch, at least one),
 *   then clipped to its stock; each adjustment is said in words (`notes`). Orders are placed in batches (`batches`).
 */

/** What a florist asks for. Grade and length as the lots write them (levelName "A+", lengthCode "40"). */
export type BuyLine = {
  /** The variety (flwCode). */
  flwCode: string;
  /** The grade; null/undefined/'' = any grade. */
  levelName?: string | null;
  /** The length code; null/undefined/'' = any length. */
  lengthCode?: string | null;
  /** Bunches (扎) wanted, ≥ 1. */
  bunches: number;
  /** The supplier preferred (e.g. the one of last time); others are taken when it has nothing. */
  supplierId?: string | null;
};

/** One lot of today as the matcher sees it. Prices are the buyer's own (member price), per stem, in fen. */
export type LotCandidate = {
  id: number;
  session: SessionType;
  supplierId: string;
  supplierName: string;
  flwCode: string;
  flwName: string;
  levelName: string;
  lengthCode: string;
  /** The buyer's price per stem, fen. */
  priceFen: number;
  stemsPerBunch: number;
  /** Stock in stems. */
  stock: number;
  /** Bunches per batch. */
  basicSaleQuantity: number;
};

/** When a lot's session trades, seen at `now`: open now, later today, or over for today. */
export type LotWhen = 'open' | 'later' | 'ended';

/** Why a line has nothing to buy, and the words the buyer reads. */
export const BUY_LINE_REASONS = {
  noVariety: '今日无此品种',
  sessionEnded: '今日场次已结束',
  soldOut: '已售罄',
  /** `choose` rows: the grade and length asked are sold out today, or not on sale today; other lots of the variety are. */
  exactSoldOut: '原规格已售罄，请选择替代',
  noExact: '今日无相同等级和长度，请选择替代',
} as const;
export type BuyLineReason = keyof typeof BUY_LINE_REASONS;

/** Words for the quantity adjustments. */
export const BUY_LINE_NOTES = {
  rounded: (basic: number, bunches: number) => `按每批${basic}扎，调整为${bunches}扎`,
  clipped: (bunches: number) => `库存不足，仅可买${bunches}扎`,
  otherSupplier: '原供应商今日无货，已选其他供应商',
} as const;

/** One lot picked for a line, with the quantity to buy there. */
export type LotPick = {
  lot: LotCandidate;
  when: Exclude<LotWhen, 'ended'>;
  /** Batches to order (what the cart and purchase calls take as qty). */
  batches: number;
  /** Bunches those batches are (batches × basic sale quantity). */
  bunches: number;
  /** The most batches the lot sells now. */
  maxBatches: number;
  /** Quantity adjustments in words (rounded to the batch, clipped to stock), in that order; empty when none. */
  notes: string[];
};

export type BuyLineMatch =
  | { state: 'matched'; pick: LotPick; alternatives: LotPick[] }
  | { state: 'choose'; reason: BuyLineReason; alternatives: LotPick[] }
  | { state: 'none'; reason: BuyLineReason };

export type BuyLineOptions = {
  /** Alternatives listed at most (default ALTERNATIVES_SHOWN). */
  maxAlternatives?: number;
  /**
   * A length range in cm instead of the line's length code (standing orders: 50–70cm): exact = a numeric length code
   * within it (either end open); alternatives rank by their distance to it.
   */
  lengthRange?: { min: number | null; max: number | null };
};

/** Alternatives listed per line by default. */
export const ALTERNATIVES_SHOWN = 5;

/** When the lot's session trades, seen at `now` (Asia/Shanghai day). */
export function lotWhen(session: SessionType, now: Instant): LotWhen {
  const status = sessionStatus(session, now);
  if (!status) return 'ended';
  if (status.open) return 'open';
  return shanghaiDate(status.opensAt) === shanghaiDate(toEpochMs(now)) ? 'later' : 'ended';
}

const norm = (value: string | null | undefined): string => (value ?? '').trim().toUpperCase();

/** The line's grade, matched as the catalog's grade filter does: "A" takes the class, "A+" itself; '' takes any. */
export function gradeMatches(asked: string | null | undefined, levelName: string): boolean {
  const want = norm(asked);
  if (!want) return true;
  return want.length === 1 ? norm(levelName).charAt(0) === want : norm(levelName) === want;
}

/** 0 the grade asked, 1 its class (A for A+), 2 another grade. */
function gradeRank(asked: string | null | undefined, levelName: string): number {
  if (gradeMatches(asked, levelName)) return 0;
  return gradeClass(levelName) === gradeClass(norm(asked)) ? 1 : 2;
}

type LengthRange = NonNullable<BuyLineOptions['lengthRange']>;

/** Distance in cm from a length code to a range (0 inside it; a code that is not a number is far). */
function rangeDistance(range: LengthRange, lengthCode: string): number {
  if (range.min === null && range.max === null) return 0;
  const n = Number(norm(lengthCode));
  if (!Number.isFinite(n) || norm(lengthCode) === '') return 1_000;
  if (range.min !== null && n < range.min) return range.min - n;
  if (range.max !== null && n > range.max) return n - range.max;
  return 0;
}

function lengthMatches(asked: string | null | undefined, lengthCode: string, range?: LengthRange): boolean {
  if (range) return rangeDistance(range, lengthCode) === 0;
  const want = norm(asked);
  return !want || norm(lengthCode) === want;
}

/** Distance between two length codes (numeric when both are numbers; else 0 equal, 1 different), or to the range. */
function lengthDistance(asked: string | null | undefined, lengthCode: string, range?: LengthRange): number {
  if (range) return rangeDistance(range, lengthCode);
  const want = norm(asked);
  if (!want) return 0;
  const a = Number(want);
  const b = Number(norm(lengthCode));
  if (Number.isFinite(a) && Number.isFinite(b)) return Math.abs(a - b);
  return want === norm(lengthCode) ? 0 : 1_000;
}

/**
 * The quantity to buy of a lot for `bunches` wanted: rounded to whole batches (nearest, at least one), then clipped to
 * what the lot sells; notes say each adjustment. `batches` is 0 when the lot cannot sell one batch.
 */
export function quantityFor(bunches: number, lot: Pick<LotCandidate, 'stock' | 'stemsPerBunch' | 'basicSaleQuantity'>) {
  const basic = toCount(lot.basicSaleQuantity) || 1;
  const wanted = Math.max(1, toCount(bunches));
  const max = maxBatches({ stock: lot.stock, stemsPerBunch: lot.stemsPerBunch, basicSaleQuantity: basic });
  const notes: string[] = [];
  let batches = Math.max(1, Math.round(wanted / basic));
  if (batches * basic !== wanted) notes.push(BUY_LINE_NOTES.rounded(basic, batches * basic));
  if (batches > max) {
    batches = max;
    if (max > 0) notes.push(BUY_LINE_NOTES.clipped(batchesToBunches(max, basic)));
  }
  return { batches, bunches: batchesToBunches(batches, basic), maxBatches: max, notes };
}

function pickOf(line: BuyLine, lot: LotCandidate, when: Exclude<LotWhen, 'ended'>): LotPick {
  return { lot, when, ...quantityFor(line.bunches, lot) };
}

type Ranked = { pick: LotPick; key: number[] };

const compareKeys = (a: Ranked, b: Ranked): number => {
  for (let i = 0; i < a.key.length; i += 1) {
    const d = (a.key[i] ?? 0) - (b.key[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
};

/** Matches one line to today's lots at `now`: matched (one lot), choose (alternatives) or none (why). */
export function matchBuyLine(line: BuyLine, candidates: readonly LotCandidate[], now: Instant, options: BuyLineOptions = {}): BuyLineMatch {
  const limit = options.maxAlternatives ?? ALTERNATIVES_SHOWN;
  const ofVariety = candidates.filter((lot) => lot.flwCode === line.flwCode);
  if (ofVariety.length === 0) return { state: 'none', reason: 'noVariety' };
  const usable = ofVariety.flatMap((lot) => {
    const when = lotWhen(lot.session, now);
    return when === 'ended' ? [] : [{ lot, when }];
  });
  if (usable.length === 0) return { state: 'none', reason: 'sessionEnded' };
  const buyable = usable.map(({ lot, when }) => pickOf(line, lot, when)).filter((pick) => pick.maxBatches > 0);
  if (buyable.length === 0) return { state: 'none', reason: 'soldOut' };

  const supplier = norm(line.supplierId);
  const otherSupplier = (pick: LotPick) => (supplier && norm(pick.lot.supplierId) !== supplier ? 1 : 0);
  const tail = (pick: LotPick) => [pick.when === 'open' ? 0 : 1, pick.lot.priceFen, -pick.lot.stock, pick.lot.id];
  const range = options.lengthRange;
  const exact = (pick: LotPick) =>
    gradeMatches(line.levelName, pick.lot.levelName) && lengthMatches(line.lengthCode, pick.lot.lengthCode, range);
  const ranked: Ranked[] = buyable
    .map((pick) => ({
      pick,
      key: [
        exact(pick) ? 0 : 1,
        gradeRank(line.levelName, pick.lot.levelName),
        lengthDistance(line.lengthCode, pick.lot.lengthCode, range),
        otherSupplier(pick),
        ...tail(pick),
      ],
    }))
    .sort(compareKeys);

  const best = ranked[0]!.pick;
  if (!exact(best)) {
    const soldOut = usable.some(
      ({ lot }) => gradeMatches(line.levelName, lot.levelName) && lengthMatches(line.lengthCode, lot.lengthCode, range),
    );
    return { state: 'choose', reason: soldOut ? 'exactSoldOut' : 'noExact', alternatives: ranked.slice(0, limit).map((r) => r.pick) };
  }
  // Among exact lots the supplier outranks grade and length nuances: re-rank them by supplier first.
  const exactRanked = ranked
    .filter((r) => exact(r.pick))
    .map((r) => ({ pick: r.pick, key: [otherSupplier(r.pick), ...tail(r.pick)] }))
    .sort(compareKeys);
  const pick = exactRanked[0]!.pick;
  const chosen = supplier && otherSupplier(pick) ? { ...pick, notes: [BUY_LINE_NOTES.otherSupplier, ...pick.notes] } : pick;
  const alternatives = ranked.filter((r) => r.pick.lot.id !== pick.lot.id).slice(0, limit);
  return { state: 'matched', pick: chosen, alternatives: alternatives.map((r) => r.pick) };
}

/** The words of a line's reason. */
export function buyLineReasonText(reason: BuyLineReason): string {
  return BUY_LINE_REASONS[reason];
}

// ---------------------------------------------------------------- the review sheet's rules

/** A line the buyer bought before: what, and the price per stem paid (fen). */
export type PastPurchase = { flwCode: string; levelName: string; lengthCode: string; stemPriceFen: number };

/**
 * The last price paid for a line (a saved list's: variety, perhaps grade and length), from the buyer's purchases newest
 * first: the newest of the same variety, the grade asked (as the matcher reads it: "A" takes A+, A and A-) and the
 * length asked; a line without a grade or length takes any. Null when the buyer never bought it.
 */
export function lastPaidStemPriceFen(
  line: Pick<BuyLine, 'flwCode' | 'levelName' | 'lengthCode'>,
  newestFirst: readonly PastPurchase[],
): number | null {
  const found = newestFirst.find(
    (p) => p.flwCode === line.flwCode && gradeMatches(line.levelName, p.levelName) && lengthMatches(line.lengthCode, p.lengthCode),
  );
  return found ? found.stemPriceFen : null;
}

/** Today's price against last time's, per stem, in words: 比上次贵¥0.05/枝, 比上次便宜¥0.05/枝, 与上次同价; null unknown. */
export function priceChangeText(todayFen: number, lastFen: number | null): string | null {
  if (lastFen === null) return null;
  const diff = todayFen - lastFen;
  if (diff === 0) return '与上次同价';
  return `比上次${diff > 0 ? '贵' : '便宜'}¥${formatYuan(Math.abs(diff))}/枝`;
}

/** A line chosen on the sheet to buy: its lot's session and whether that trades now (what 立即购买 asks). */
export type SheetChoice = { session: SessionType; when: Exclude<LotWhen, 'ended'> };

/** The words of a sheet row's state, the same on the review sheet and the order pad's lines. */
export const BUY_SHEET_STATE_LABELS = { matched: '已匹配', choose: '请选择', none: '今日无货' } as const satisfies Record<
  BuyLineMatch['state'],
  string
>;

export const BUY_SHEET_MESSAGES = {
  /** 立即购买 places one order, and an order is of one session. */
  mixedSessions: '限时直供和全天专区的货需分开下单，请加入购物车',
  notOpen: '所选货品的场次未开放，开场后可购买',
  noneChosen: '请选择商品',
} as const;

/**
 * Why the sheet's choices cannot be bought at once (立即购买), or null. Decision: an order is one session, so a sheet
 * mixing 限时直供 and 全天专区 lots goes to the cart (which orders each session on its own); a lot whose session opens
 * later today cannot be bought or added yet (the server refuses a closed session), so it is left out of both actions.
 */
export function buyNowRefusal(choices: readonly SheetChoice[]): string | null {
  if (choices.length === 0) return BUY_SHEET_MESSAGES.noneChosen;
  if (choices.some((c) => c.when !== 'open')) return BUY_SHEET_MESSAGES.notOpen;
  if (new Set(choices.map((c) => c.session)).size > 1) return BUY_SHEET_MESSAGES.mixedSessions;
  return null;
}

/** What the cart reckons a sheet with: the buyer's default address (null: none, no logistics yet) and member terms. */
export type SheetPricing = { address: LogisticsTarget | null; member: MemberTerms };

/** A line the sheet will put in the cart: its lot's terms and the batches. */
export type SheetBuy = { terms: LotTerms; batches: number };

/**
 * The sheet's totals, the figures the cart shows for the same lines (trial of issue 32: the sheet said ¥283.00 and the
 * cart ¥259.77). Decision: the cart's own functions (lineFigures, sumLines, linesTotalFen) on the lots' terms, the
 * default address and the member terms the server sends with the sheet — so 合计 is what the cart will ask for these
 * lines: goods at the list price, less the activity and member discounts, plus logistics and packing. The cart's other
 * lines and a coupon are not the sheet's; the sheet says so in words.
 */
export function buySheetTotals(lines: readonly SheetBuy[], pricing: SheetPricing): { lines: number; sums: LineSums; totalFen: Fen } {
  const sums = sumLines(
    lines.map((line) => lineFigures(line.terms, toCount(line.batches))),
    pricing.address,
    pricing.member,
  );
  return { lines: lines.length, sums, totalFen: linesTotalFen(sums) };
}
