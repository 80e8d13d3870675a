import { toCode, toCount } from './internal/numbers';
import { applyRatioFen, multiplyFen, type Fen } from './money';
import { formatShanghaiMonthDayTime, MS_PER_HOUR, toEpochMs, type Instant } from './time';
import { UPLOAD_LIMITS } from './constants';
import { staffMay, type StaffDesk, type StaffRole } from './staff';

/**
 * After-sales rules (§5, §9).
 *
 * Grades. The policy reads "A/B/B/2L/L/M may file every type; D/S every type except quality" and §9 adds
 * "grades D and below are not eligible" (for quality complaints). Decision: a grade is read without its +/−
 * ("A+" is A); A, B, C, 2L, L, M (and the combined "B/2L") may file every type — C sits above D, and only
 * "D and below" are restricted; D, S and every other or unknown grade may file every type except quality.
 */
export const FULL_AFTER_SALES_GRADES = ['A', 'B', 'C', '2L', 'L', 'M', 'B/2L'] as const;
export type FullAfterSalesGrade = (typeof FULL_AFTER_SALES_GRADES)[number];

/** The label of the filter entry that is not a real type (the after-sales form refuses it). */
export const ALL_AFTER_SALES_TYPES_LABEL = '全部';

/**
 * Decision: after-sales types come from the server (/v1/main/after-items, code → name); the quality type is
 * recognised by its name containing 质量 (e.g. 质量问题).
 */
export function isQualityType(typeName: string): boolean {
  return typeof typeName === 'string' && typeName.includes('质量');
}

function normaliseGrade(levelName: string): string {
  return (typeof levelName === 'string' ? levelName : '')
    .trim()
    .toUpperCase()
    .replace(/[+\-＋－]/g, '');
}

/** True when the grade may file every type, quality included. */
export function gradeAllowsQualityClaims(levelName: string): boolean {
  const grade = normaliseGrade(levelName);
  return (FULL_AFTER_SALES_GRADES as readonly string[]).includes(grade);
}

/** True when an item of this grade may be filed under this type (never under 全部). */
export function gradeAllowsType(levelName: string, typeName: string): boolean {
  if (typeName === ALL_AFTER_SALES_TYPES_LABEL) return false;
  return !isQualityType(typeName) || gradeAllowsQualityClaims(levelName);
}

export type AfterSalesType = { code: string; name: string };

/** The server's type map (code → name) as a list for the selector, without 全部 and without the types the grade may not file. */
export function afterSalesTypeOptions(types: Readonly<Record<string, string>>, levelName: string): AfterSalesType[] {
  return Object.entries(types)
    .map(([code, name]) => ({ code, name }))
    .filter((type) => gradeAllowsType(levelName, type.name));
}

/** Complaints only within 8 hours of receipt (§5, §9). */
export const COMPLAINT_WINDOW_MS = 8 * MS_PER_HOUR;

/**
 * True while a complaint may be filed: from receipt through exactly 8 hours after it (inclusive —
 * received 08:00:00, the last moment is 16:00:00). Not received (null, invalid) → false.
 * Decision: a receipt time slightly in the future (clock skew between devices) is inside the window.
 */
export function isWithinComplaintWindow(receivedAt: Instant | null | undefined, now: Instant): boolean {
  if (receivedAt === null || receivedAt === undefined) return false;
  const received = toEpochMs(receivedAt);
  const ms = toEpochMs(now);
  if (Number.isNaN(received) || Number.isNaN(ms)) return false;
  return ms - received <= COMPLAINT_WINDOW_MS;
}

/** The end of the complaint window (epoch ms), or null when there is no receipt time. */
export function complaintWindowEndsAt(receivedAt: Instant | null | undefined): number | null {
  if (receivedAt === null || receivedAt === undefined) return null;
  const received = toEpochMs(receivedAt);
  return Number.isNaN(received) ? null : received + COMPLAINT_WINDOW_MS;
}

/** The words of an order's after-sales deadline (issue 26): before the window's end, and once it is over. */
export const AFTER_SALES_DEADLINE_TEXTS = { open: '售后截止', closed: '售后已截止' } as const;

/**
 * What a delivered order says of its after-sales window (issue 26; /order's cards and /orderdetail), by the server's
 * clock `now`: "售后截止 11-18 13:32" (the window's end, Shanghai time, to the minute) while a complaint may still be
 * filed; "售后已截止" once the window has passed or the buyer confirmed receipt (确认收货 ends after-sales, §4).
 * Null when there is nothing to say: not delivered yet (no receipt time), or `now` unknown (the server's clock has not
 * answered yet — the page says nothing rather than guess).
 */
export function afterSalesDeadlineText(
  order: { receivedAt: Instant | null | undefined; confirmedAt?: Instant | null },
  now: Instant,
): string | null {
  const ends = complaintWindowEndsAt(order.receivedAt);
  if (ends === null || Number.isNaN(toEpochMs(now))) return null;
  const confirmed = order.confirmedAt !== null && order.confirmedAt !== undefined;
  if (confirmed || !isWithinComplaintWindow(order.receivedAt, now)) return AFTER_SALES_DEADLINE_TEXTS.closed;
  return `${AFTER_SALES_DEADLINE_TEXTS.open} ${formatShanghaiMonthDayTime(ends) ?? ''}`;
}

/** The item's afterSalesStatus is '-1' until a claim is filed; any other value means it was filed (no second claim). */
export function hasAfterSalesClaim(afterSalesStatus: unknown): boolean {
  return toCode(afterSalesStatus) !== -1;
}

export type AfterSalesRefusal = 'already_filed' | 'not_received' | 'window_closed' | 'type_not_allowed';

/**
 * Whether this item may be filed under this type now; checked in this order:
 * the same item cannot be filed twice, it must have been received, the 8-hour window, the grade rule.
 */
export function afterSalesRefusal(input: {
  afterSalesStatus: unknown;
  receivedAt: Instant | null | undefined;
  now: Instant;
  levelName: string;
  typeName: string;
}): AfterSalesRefusal | null {
  if (hasAfterSalesClaim(input.afterSalesStatus)) return 'already_filed';
  if (complaintWindowEndsAt(input.receivedAt) === null) return 'not_received';
  if (!isWithinComplaintWindow(input.receivedAt, input.now)) return 'window_closed';
  if (!gradeAllowsType(input.levelName, input.typeName)) return 'type_not_allowed';
  return null;
}

/** Normal loss deducted from compensation: 5%. */
export const NORMAL_LOSS_PERCENT = 5;

/**
 * Compensation (§9) = purchase-day bunch price × affected bunches − 5% normal loss, rounded half up to a fen;
 * paid to the account balance. Affected bunches are capped at the bunches bought when that is given.
 * Example: 700 fen × 3 bunches = 2100 − 105 = 1995 fen.
 */
export function compensationFen(input: { bunchPriceFen: Fen; affectedBunches: number; boughtBunches?: number }): Fen {
  const affected =
    input.boughtBunches === undefined
      ? toCount(input.affectedBunches)
      : Math.min(toCount(input.affectedBunches), toCount(input.boughtBunches));
  const gross = multiplyFen(Math.max(0, input.bunchPriceFen), affected);
  return applyRatioFen(gross, 100 - NORMAL_LOSS_PERCENT, 100);
}

/* ------------------------------------------------------------------ proof images */

export const IMAGE_MESSAGES = {
  notImage: '只能是图片!',
  tooLarge: '上传图片大小不能超过 3MB!',
  /** Ours: the spec limits proofs to 3 images but gives no text. */
  tooMany: '最多上传3张图片',
} as const;
export type ImageMessage = (typeof IMAGE_MESSAGES)[keyof typeof IMAGE_MESSAGES];

export type ImageFile = { name: string; type: string; size: number };

/**
 * Checks one image before upload (proof images, identity photos): png, gif, jpeg or jpg, and under 3 MB.
 * The MIME type decides; when the browser gives none, the file extension does.
 * Decision: "under 3 MB" (spec, issue) is strict: exactly 3 MiB (3 × 1024 × 1024 bytes) is refused.
 */
export function imageFileRefusal(file: ImageFile): ImageMessage | null {
  const type = (typeof file.type === 'string' ? file.type : '').trim().toLowerCase();
  const name = typeof file.name === 'string' ? file.name.toLowerCase() : '';
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '';
  const allowed: readonly string[] = UPLOAD_LIMITS.imageTypes;
  const ok = type === '' ? allowed.includes(extension) : allowed.some((t) => type === `image/${t}`);
  if (!ok) return IMAGE_MESSAGES.notImage;
  if (!(Number.isFinite(file.size) && file.size >= 0 && file.size < UPLOAD_LIMITS.maxImageBytes)) {
    return IMAGE_MESSAGES.tooLarge;
  }
  return null;
}

/** Checks adding `incoming` images to `alreadyUploaded`: at most 3 in all, then each file. First refusal wins. */
export function proofImagesRefusal(alreadyUploaded: number, incoming: readonly ImageFile[]): ImageMessage | null {
  if (toCount(alreadyUploaded) + incoming.length > UPLOAD_LIMITS.maxImages) return IMAGE_MESSAGES.tooMany;
  for (const file of incoming) {
    const refusal = imageFileRefusal(file);
    if (refusal) return refusal;
  }
  return null;
}

/**
 * What an upload is for (`prefix`, a fixed set): who uploads it, whether it is private, and the staff desk it belongs
 * to. Claim proofs and identity cards are uploaded by buyers and private: their buyer sees them, and of the staff only
 * the roles working at the desk that needs them (claims: 客服, 管理员; identity: 财务, 管理员) — not 配货发货. Lot
 * photos and banners are public and uploaded only by the desk that publishes them (stock: 配货发货, 管理员; content:
 * 管理员).
 */
export const UPLOAD_PREFIXES = {
  'after-sales': { uploader: 'buyer', private: true, desk: 'claims' },
  identity: { uploader: 'buyer', private: true, desk: 'finance' },
  lot: { uploader: 'staff', private: false, desk: 'stock' },
  banner: { uploader: 'staff', private: false, desk: 'content' },
} as const satisfies Record<string, { uploader: 'buyer' | 'staff'; private: boolean; desk: StaffDesk }>;
export type UploadPrefix = keyof typeof UPLOAD_PREFIXES;

export function isUploadPrefix(value: unknown): value is UploadPrefix {
  return typeof value === 'string' && Object.hasOwn(UPLOAD_PREFIXES, value);
}

/** Who sends or reads an upload: a buyer, or a staff member with their role. */
export type UploadPerson = { kind: 'buyer'; id: number } | { kind: 'staff'; id: number; role: StaffRole };

/** Whether `person` may upload an image for `prefix`: buyers their own kinds, staff only at the kind's desk. */
export function mayUpload(prefix: UploadPrefix, person: UploadPerson): boolean {
  const rule = UPLOAD_PREFIXES[prefix];
  if (rule.uploader !== person.kind) return false;
  return person.kind === 'buyer' || staffMay(person.role, rule.desk);
}

/**
 * Whether `viewer` (null: nobody logged in) may see an upload of `prefix` sent by buyer `ownerBuyerId` (null: staff):
 * a public one anyone; a private one its buyer and the staff at its desk.
 */
export function mayReadUpload(prefix: string, ownerBuyerId: number | null, viewer: UploadPerson | null): boolean {
  if (!isUploadPrefix(prefix)) return false;
  const rule = UPLOAD_PREFIXES[prefix];
  if (!rule.private) return true;
  if (viewer === null) return false;
  if (viewer.kind === 'buyer') return ownerBuyerId !== null && viewer.id === ownerBuyerId;
  return staffMay(viewer.role, rule.desk);
}

export const UPLOAD_MESSAGES = {
  ...IMAGE_MESSAGES,
  none: '请选择图片',
  stale: '上传凭证已过期，请刷新页面后重试',
  badPrefix: '不支持的上传用途',
  notAllowed: '无权上传此类图片',
  tooFast: '上传过于频繁，请1分钟后再试',
} as const;
