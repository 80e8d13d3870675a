/**
 * The 内容发布 desk (back office, beyond the spec): notices and news (§3 Notice), the home page's banners and the
 * member levels' rules text — their field rules and Chinese messages, and what a buyer may see. Pure: `now` is passed in.
 */
import { parseShanghaiDateTime } from './time';

/** §3 Notice.type: 1 news (资讯), 2 announcement (公告). */
export const NOTICE_TYPES = { 1: '资讯', 2: '公告' } as const;
export type NoticeType = keyof typeof NOTICE_TYPES;
export const NOTICE_TYPE_CODES = [1, 2] as const satisfies readonly NoticeType[];

export function isNoticeType(value: unknown): value is NoticeType {
  return value === 1 || value === 2;
}

/** The type from a form or query value (1, '1', 2, '2'), or null. */
export function noticeTypeOf(value: unknown): NoticeType | null {
  const n = typeof value === 'string' && /^\d$/.test(value.trim()) ? Number(value.trim()) : value;
  return isNoticeType(n) ? n : null;
}

export const CONTENT_LIMITS = {
  noticeTitleMax: 60,
  /** Characters of the notice's HTML as the editor sends it (before sanitising). */
  noticeHtmlMax: 50_000,
  bannerTitleMax: 30,
  bannerLinkMax: 300,
  /** Banners are shown in ascending sort, then by id. */
  bannerSortMax: 999,
  memberRuleMax: 40,
} as const;

export const CONTENT_MESSAGES = {
  typeMissing: '请选择类型',
  titleMissing: '标题不能为空',
  titleLong: `标题不能超过${CONTENT_LIMITS.noticeTitleMax}个字`,
  beginTimeInvalid: '发布时间格式不正确',
  contentMissing: '内容不能为空',
  contentLong: '内容过长，请精简后再保存',
  noticeNotFound: '公告不存在',
  alreadyPublished: '该公告已发布',
  alreadyUnpublished: '该公告未发布',
  bannerTitleMissing: '请填写横幅标题',
  bannerTitleLong: `横幅标题不能超过${CONTENT_LIMITS.bannerTitleMax}个字`,
  bannerImageMissing: '请上传横幅图片',
  bannerImageInvalid: '横幅图片无效，请重新上传',
  linkInvalid: '链接须以 http(s):// 或 / 开头',
  linkLong: `链接不能超过${CONTENT_LIMITS.bannerLinkMax}个字符`,
  sortInvalid: `排序须为0-${CONTENT_LIMITS.bannerSortMax}的整数`,
  bannerNotFound: '横幅不存在',
  levelNotFound: '会员等级不存在',
  cillMissing: '请填写升级条件',
  discountTextMissing: '请填写折扣说明',
  couponTextMissing: '请填写优惠券说明',
  ruleLong: `说明不能超过${CONTENT_LIMITS.memberRuleMax}个字`,
} as const;

const length = (text: string) => [...text].length;

/** The first problem of a notice title (trimmed), or null. */
export function noticeTitleProblem(title: string): string | null {
  const value = typeof title === 'string' ? title.trim() : '';
  if (!value) return CONTENT_MESSAGES.titleMissing;
  return length(value) > CONTENT_LIMITS.noticeTitleMax ? CONTENT_MESSAGES.titleLong : null;
}

/** The begin time "YYYY-MM-DD HH:mm[:ss]" (or with a "T", as a datetime field sends it) as epoch ms, or null. */
export function noticeBeginMs(text: string): number | null {
  if (typeof text !== 'string' || !text.trim()) return null;
  const parsed = parseShanghaiDateTime(text);
  return parsed === null ? null : parsed.ms;
}

/** The first problem of a begin time, or null. Empty is no problem: the notice begins when it is saved (noticeBeginAt). */
export function noticeBeginTimeProblem(text: string): string | null {
  if (typeof text !== 'string' || !text.trim()) return null;
  return noticeBeginMs(text) === null ? CONTENT_MESSAGES.beginTimeInvalid : null;
}

/** When a notice begins (epoch ms): the begin time given, or `nowMs` when none is (发布时间 left empty); null when unreadable. */
export function noticeBeginAt(text: string, nowMs: number): number | null {
  if (typeof text !== 'string' || !text.trim()) return nowMs;
  return noticeBeginMs(text);
}

/** The begin time's hint in the editor. */
export const NOTICE_BEGIN_HINT = '到时间后买家才能看到；留空则保存时立即生效';

/**
 * Whether a notice's HTML shows nothing to read: no text once the tags are gone and no picture. The editor's empty
 * document (`<p></p>`) and HTML that was only a script (gone after sanitising) are blank.
 */
export function noticeHtmlIsBlank(html: string): boolean {
  if (typeof html !== 'string') return true;
  if (/<img\b/i.test(html)) return false;
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/gi, ' ');
  return text.trim() === '';
}

/** The first problem of a notice's content (as written, before sanitising), or null. */
export function noticeContentProblem(html: string): string | null {
  if (noticeHtmlIsBlank(html)) return CONTENT_MESSAGES.contentMissing;
  return html.length > CONTENT_LIMITS.noticeHtmlMax ? CONTENT_MESSAGES.contentLong : null;
}

/** Where a notice stands for buyers: a draft (not published), scheduled (published, begin time to come) or live. */
export type NoticeState = 'draft' | 'scheduled' | 'live';
export const NOTICE_STATE_NAMES: Readonly<Record<NoticeState, string>> = { draft: '未发布', scheduled: '待生效', live: '已发布' };

export function noticeState(notice: { published: boolean; beginMs: number }, nowMs: number): NoticeState {
  if (!notice.published) return 'draft';
  return notice.beginMs <= nowMs ? 'live' : 'scheduled';
}

/** A buyer sees a notice once it is published and its begin time has come. */
export function noticeVisible(notice: { published: boolean; beginMs: number }, nowMs: number): boolean {
  return noticeState(notice, nowMs) === 'live';
}

/**
 * The first problem of a banner link, or null. Empty: no link. Otherwise an absolute http(s) URL with a host, or a
 * path of this site ("/presell"; never "//host", which leaves the site). javascript:, data: and the like are refused.
 */
export function bannerLinkProblem(link: string): string | null {
  const value = typeof link === 'string' ? link.trim() : '';
  if (!value) return null;
  if (value.length > CONTENT_LIMITS.bannerLinkMax) return CONTENT_MESSAGES.linkLong;
  // No spaces, control characters or backslashes (browsers read `/\\host` and `java\tscript:` loosely).
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c === '\\' || /\s/.test(c))) return CONTENT_MESSAGES.linkInvalid;
  if (value.startsWith('/')) return value.startsWith('//') ? CONTENT_MESSAGES.linkInvalid : null;
  if (!/^https?:\/\/[^/?#]+/i.test(value)) return CONTENT_MESSAGES.linkInvalid;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? null : CONTENT_MESSAGES.linkInvalid;
  } catch {
    return CONTENT_MESSAGES.linkInvalid;
  }
}

/** Whether a link opens outside the site (a new tab) rather than a path of it. */
export function isExternalLink(link: string): boolean {
  return /^https?:\/\//i.test(link.trim());
}

/** The first problem of a banner title (its picture's text alternative), or null. */
export function bannerTitleProblem(title: string): string | null {
  const value = typeof title === 'string' ? title.trim() : '';
  if (!value) return CONTENT_MESSAGES.bannerTitleMissing;
  return length(value) > CONTENT_LIMITS.bannerTitleMax ? CONTENT_MESSAGES.bannerTitleLong : null;
}

/** A banner's sort from a form value: a whole number 0…999, else null. */
export function bannerSortOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,3}$/.test(text)) return null;
  const n = Number(text);
  return n <= CONTENT_LIMITS.bannerSortMax ? n : null;
}

/** Banners as the buyer's home shows them: published only, by sort then id. */
export function visibleBanners<T extends { id: number; sort: number; published: boolean }>(rows: readonly T[]): T[] {
  return rows.filter((row) => row.published).sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/** The first problem of one of a member level's rule texts, or null. */
export function memberRuleProblem(text: string, missing: string): string | null {
  const value = typeof text === 'string' ? text.trim() : '';
  if (!value) return missing;
  return length(value) > CONTENT_LIMITS.memberRuleMax ? CONTENT_MESSAGES.ruleLong : null;
}
