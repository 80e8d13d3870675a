/**
 * The watchlist and its alerts (关注与提醒, issue 33): a buyer follows a variety (optionally one grade and one length),
 * a supplier, or one lot, and chooses per item which alerts it sends to the inbox — it arrives in a session (a lot of it
 * lands), its price falls to or below a target per 扎, it is back in stock.
 *
 * Decisions (ours; the issue names no figures):
 * - At most 50 watches a buyer (the whole list is one phone screenful of rows to scan); one watch per target (the same
 *   variety/grade/length, supplier or lot twice is one watch, edited).
 * - A target price is yuan per 扎 with at most two decimals, above 0 and at most ¥100,000.00 (the standing orders'
 *   cap). It is compared with the lot's list price per 扎 (per-stem price × stems per bunch), as the lot's row shows it.
 * - A lot is watched for its price and for coming back in stock; "arrives" belongs to a variety or a supplier (a lot
 *   exists already). At least one alert per watch.
 * - An alert fires once per watch, kind and auction day (`watchAlertKey`): a price hovering around the target, or
 *   two intakes the same morning, give one message; the next day's lots may alert again.
 * - Only a buyable lot (at least one sale unit in stock, of today or a later auction day) alerts.
 */
import { ZONE_NAMES } from './market';
import { formatYuan, parseYuan, type Fen } from './money';
import { withQuery } from './query';

export const WATCH_TARGETS = ['variety', 'supplier', 'lot'] as const;
export type WatchTarget = (typeof WATCH_TARGETS)[number];

/** The alerts a watch can send; each is an inbox kind `watch.<alert>`. */
export const WATCH_ALERTS = ['arrived', 'price', 'restock'] as const;
export type WatchAlert = (typeof WATCH_ALERTS)[number];

export const WATCH_TARGET_LABELS: Record<WatchTarget, string> = { variety: '品种', supplier: '供应商', lot: '批次' };

export const WATCH_ALERT_LABELS: Record<WatchAlert, string> = {
  arrived: '到货提醒',
  price: '降价提醒',
  restock: '补货提醒',
};

/** What each alert means, as the editor explains it. */
export const WATCH_ALERT_HINTS: Record<WatchAlert, string> = {
  arrived: '场次新到批次时提醒',
  price: '每扎价格降到目标价或以下时提醒',
  restock: '售罄后又有库存时提醒',
};

export const WATCH_LIMITS = {
  perBuyer: 50,
  /** ¥100,000.00 per 扎. */
  targetPriceMaxFen: 100_000_00,
} as const;

export const WATCH_MESSAGES = {
  tooMany: `最多可关注${WATCH_LIMITS.perBuyer}项，请删除不再需要的关注后再添加`,
  noAlert: '请至少选择一种提醒',
  lotArrives: '批次已到货，请选择降价提醒或补货提醒',
  priceRequired: '请输入目标价（元/扎）',
  priceFormat: '请输入正确的目标价（元/扎），最多两位小数',
  priceRange: `目标价须大于0且不超过${formatYuan(WATCH_LIMITS.targetPriceMaxFen)}元/扎`,
  targetMissing: '请选择要关注的品种、供应商或批次',
  varietyMissing: '品种不存在',
  supplierMissing: '供应商不存在',
  lotMissing: '批次不存在',
  gradeUnknown: '等级不存在',
  lengthUnknown: '长度不存在',
  notFound: '关注不存在',
  saved: '已保存关注',
  deleted: '已取消关注',
  empty: '还没有关注。在商品页点「到货提醒」即可关注品种。',
} as const;

/** The alerts chosen for one watch; `targetPriceFen` null: no price alert. */
export type WatchAlerts = { arrived: boolean; restock: boolean; targetPriceFen: Fen | null };

/** The problem with a watch's alerts for its target, or null when it may be saved. */
export function watchAlertsProblem(target: WatchTarget, alerts: WatchAlerts): string | null {
  if (target === 'lot' && alerts.arrived) return WATCH_MESSAGES.lotArrives;
  if (!alerts.arrived && !alerts.restock && alerts.targetPriceFen === null) return WATCH_MESSAGES.noAlert;
  if (alerts.targetPriceFen !== null && !targetPriceAllowed(alerts.targetPriceFen)) return WATCH_MESSAGES.priceRange;
  return null;
}

/** Whether a target price in fen is within (0, ¥100,000.00] and whole. */
export function targetPriceAllowed(fen: Fen): boolean {
  return Number.isInteger(fen) && fen > 0 && fen <= WATCH_LIMITS.targetPriceMaxFen;
}

export type TargetPriceResult = { ok: true; fen: Fen | null } | { ok: false; message: string };

/**
 * A target price as typed (元/扎) → fen. '' → null when `required` is false (no price alert), else 请输入目标价.
 * Full-width digits are accepted (parseYuan); a third decimal, a negative, 0 or more than ¥100,000.00 are refused.
 */
export function parseTargetPrice(text: string, required: boolean): TargetPriceResult {
  const parsed = parseYuan(text);
  if (!parsed.ok) {
    if (parsed.error === 'empty') return required ? { ok: false, message: WATCH_MESSAGES.priceRequired } : { ok: true, fen: null };
    return { ok: false, message: parsed.error === 'too_large' ? WATCH_MESSAGES.priceRange : WATCH_MESSAGES.priceFormat };
  }
  return targetPriceAllowed(parsed.fen) ? { ok: true, fen: parsed.fen } : { ok: false, message: WATCH_MESSAGES.priceRange };
}

/** Whether a buyer holding `count` watches may add one more. */
export function canAddWatch(count: number): boolean {
  return count < WATCH_LIMITS.perBuyer;
}

/** The inbox key of one alert: once per watch, alert and auction day (an inbox key is unique per buyer). */
export function watchAlertKey(watchId: number, alert: WatchAlert, auctionDay: string): string {
  return `watch:${watchId}:${alert}:${auctionDay}`;
}

/** The inbox kind of an alert. */
export function watchInboxKind(alert: WatchAlert): `watch.${WatchAlert}` {
  return `watch.${alert}`;
}

/** What a watch follows, as a row names it: 卡罗拉 · A级 · 55-60cm, 供应商 呈贡…（A1001）, 批次 #123 卡罗拉 A级. */
export type WatchSubject = {
  target: WatchTarget;
  flwName: string | null;
  levelName: string | null;
  /** The length as shown (55-60cm), '' or null for any. */
  lengthText: string | null;
  supplierId: string | null;
  supplierName: string | null;
  lotId: number | null;
};

export function watchSubjectText(subject: WatchSubject): string {
  if (subject.target === 'supplier') return `${subject.supplierName ?? ''}（${subject.supplierId ?? ''}）`;
  const grade = subject.levelName ? `${subject.levelName}级` : '';
  const parts = [subject.flwName ?? '', grade, subject.lengthText ?? ''].filter((part) => part !== '');
  if (subject.target === 'lot') return `${parts.join(' ')} · ${subject.supplierName ?? ''} · 批次${subject.lotId ?? ''}`;
  return [...parts, subject.levelName ? '' : '不限等级'].filter((part) => part !== '').join(' · ');
}

/** The alerts of a watch as one line: 到货 · ≤¥25.00/扎 · 补货. */
export function watchAlertsText(alerts: WatchAlerts): string {
  return [
    alerts.arrived ? '到货' : '',
    alerts.targetPriceFen !== null ? `≤¥${formatYuan(alerts.targetPriceFen)}/扎` : '',
    alerts.restock ? '补货' : '',
  ]
    .filter((part) => part !== '')
    .join(' · ');
}

/** The facts of the lot an alert names (the cheapest matching lot of the day) and how many lots matched. */
export type WatchAlertFacts = {
  alert: WatchAlert;
  subject: string;
  auctionDay: string;
  session: 'A' | 'C';
  flwName: string;
  levelName: string;
  lengthText: string;
  supplierName: string;
  bunchPriceFen: Fen;
  bunches: number;
  targetPriceFen: Fen | null;
  /** Lots of the day that matched this alert (≥ 1; 到货 and 补货 say how many). */
  lots: number;
};

/** The inbox message of one alert: its title and body, in Chinese. */
export function watchAlertMessage(facts: WatchAlertFacts): { title: string; body: string } {
  const lot = [facts.flwName, facts.levelName ? `${facts.levelName}级` : '', facts.lengthText].filter((p) => p !== '').join(' ');
  const [, month = '', day = ''] = facts.auctionDay.split('-');
  const where = `${Number(month)}月${Number(day)}日 ${ZONE_NAMES[facts.session]}`;
  const price = `¥${formatYuan(facts.bunchPriceFen)}/扎`;
  const more = facts.lots > 1 && facts.alert !== 'price' ? `，共${facts.lots}个批次` : '';
  const line = `${facts.supplierName} ${lot} ${price}，库存${facts.bunches}扎`;
  if (facts.alert === 'arrived') return { title: `到货：${facts.subject}`, body: `${where}到货：${line}${more}` };
  if (facts.alert === 'price') {
    const target = facts.targetPriceFen === null ? '' : `（目标价 ¥${formatYuan(facts.targetPriceFen)}/扎）`;
    return { title: `降价：${facts.subject} ${price}`, body: `${where}：${line}${target}${more}` };
  }
  return { title: `补货：${facts.subject}`, body: `${where}又有货了：${line}${more}` };
}

/**
 * The page an alert opens: the lot's variety on /shopdetails (its session's zone), filtered to the lot's grade and
 * its supplier, so the lot's row is the first thing the buyer sees.
 */
export function watchLotLink(lot: { flwCode: string; session: 'A' | 'C'; levelName: string; supplierId: string }): string {
  return withQuery('/shopdetails', {
    listNow: { flwCode: lot.flwCode, supplierType: lot.session },
    level: lot.levelName,
    keyword: lot.supplierId,
  });
}

/** Where a watch's row opens: a variety's or lot's product page, a supplier's zone searched for its code. */
export function watchTargetLink(watch: {
  target: WatchTarget;
  flwCode: string | null;
  supplierId: string | null;
  /** The lot's session, or the supplier's zone (C: 全天专区, else 限时直供). */
  zone: 'A' | 'C';
}): string {
  if (watch.target === 'supplier') return withQuery('/presell', { shops: { keyword: watch.supplierId ?? '', supplierType: watch.zone } });
  return withQuery('/shopdetails', { listNow: { flwCode: watch.flwCode ?? '', supplierType: watch.zone } });
}
