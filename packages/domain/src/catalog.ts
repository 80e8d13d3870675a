/**
 * Catalog maps (§3) and supplier types (§1).
 */

/** Stem length (lenthName) → the range shown: 30/35 → 30-35cm, 40 → 35-40cm, … 80 → 75-80cm (5 cm steps). */
export const LENGTH_MAP = {
  30: '30-35cm',
  35: '30-35cm',
  40: '35-40cm',
  45: '40-45cm',
  50: '45-50cm',
  55: '50-55cm',
  60: '55-60cm',
  65: '60-65cm',
  70: '65-70cm',
  75: '70-75cm',
  80: '75-80cm',
} as const;
export type LengthLabel = (typeof LENGTH_MAP)[keyof typeof LENGTH_MAP];

/**
 * "40", "40cm", "40 CM", 40 → "35-40cm". Text the map does not know (already a range, 25, 85, "") is shown as it is,
 * trimmed: the grade data is the supplier's and is never hidden.
 */
export function lengthLabel(lenthName: string | number | null | undefined): string {
  if (lenthName === null || lenthName === undefined) return '';
  const text = String(lenthName).trim();
  const match = /^(\d{2})\s*(?:cm|厘米)?$/i.exec(text);
  const key = match ? Number(match[1]) : Number.NaN;
  return Object.prototype.hasOwnProperty.call(LENGTH_MAP, key) ? LENGTH_MAP[key as keyof typeof LENGTH_MAP] : text;
}

/** Openness (openName) → the range shown: 1度/2度 → 1-2度, 3度 → 2-3度, 4度 → 3-4度, 5度 → 4-5度. */
export const OPENNESS_MAP = {
  '1度': '1-2度',
  '2度': '1-2度',
  '3度': '2-3度',
  '4度': '3-4度',
  '5度': '4-5度',
} as const;
export type OpennessLabel = (typeof OPENNESS_MAP)[keyof typeof OPENNESS_MAP];

/** "3度" (or "3") → "2-3度"; anything else is shown as it is, trimmed. */
export function opennessLabel(openName: string | number | null | undefined): string {
  if (openName === null || openName === undefined) return '';
  const text = String(openName).trim();
  const key = /^\d$/.test(text) ? `${text}度` : text;
  return Object.prototype.hasOwnProperty.call(OPENNESS_MAP, key) ? OPENNESS_MAP[key as keyof typeof OPENNESS_MAP] : text;
}

/**
 * Supplier types (§1): A flower growers (direct supply, the limited-time session), B flower agents,
 * C floor-price suppliers (the all-day zone); 9 is also used by the goods-page search.
 */
export const SUPPLIER_TYPES = {
  A: { key: 'grower' },
  B: { key: 'agent' },
  C: { key: 'floorPrice' },
  9: { key: 'search' },
} as const;
export type SupplierType = keyof typeof SUPPLIER_TYPES | `${keyof typeof SUPPLIER_TYPES}`;

export function isSupplierType(value: unknown): value is SupplierType {
  return value === 'A' || value === 'B' || value === 'C' || value === '9' || value === 9;
}

/** At most 10 categories per style in the home submenu; beyond 10 the presell filter collapses behind 'more'. */
export const MAX_CATEGORIES_SHOWN = 10;

/** The categories shown before 'more' is opened, and whether a 'more' control is needed. */
export function visibleCategories<T>(categories: readonly T[], expanded: boolean): { shown: readonly T[]; hasMore: boolean } {
  const hasMore = categories.length > MAX_CATEGORIES_SHOWN;
  return { shown: expanded || !hasMore ? categories : categories.slice(0, MAX_CATEGORIES_SHOWN), hasMore };
}

/** Product listing collected flag: 1 followed, 0 not. The toggle answer is 1 or 0 too. */
export const FOLLOW_MESSAGES = { followed: '已关注', unfollowed: '取消关注', failed: '操作异常' } as const;

/** The message after a follow toggle answered `result` (1 followed, 0 unfollowed, anything else 操作异常). */
export function followToggleMessage(result: unknown): (typeof FOLLOW_MESSAGES)[keyof typeof FOLLOW_MESSAGES] {
  if (result === 1 || result === '1') return FOLLOW_MESSAGES.followed;
  if (result === 0 || result === '0') return FOLLOW_MESSAGES.unfollowed;
  return FOLLOW_MESSAGES.failed;
}

/**
 * The two notes of a lot, named for what they are (issue 26: 卖点 and 瑕疵 are two things): meritName is what is good
 * about it, salepointName (§3: "defect") what is wrong with it. The supplier rows and their filter use these names.
 */
export const LOT_NOTE_LABELS = { merit: '优点', salepoint: '瑕疵' } as const;
