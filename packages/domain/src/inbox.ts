/**
 * One inbox (消息中心, issue 33): what can happen to a buyer, how each kind is named and where its message leads.
 *
 * Decisions:
 * - The kinds are one `as const` table; labels, icons and the page a kind opens derive from it. A message stores its
 *   own `link` (the poster knows the order, claim or lot), which must be a path of the buyer app (`isInboxLink`), never
 *   another origin; `inboxKindPage` is where a kind leads when its message has no better link.
 * - A message is kept INBOX_KEEP_DAYS (90) days from its posting; `inboxKeepCutoff` is the instant before which the
 *   sweep deletes.
 * - Quiet hours (used by notify33 for SMS/push): a window of "HH:MM" wall-clock times in Asia/Shanghai; `from` after
 *   `to` spans midnight (22:00–07:00), `from` equal to `to` is no quiet time at all.
 * - The count on the top bar shows at most INBOX_UNREAD_CAP − 1 and then "99+": the server counts no further.
 */
import { complaintWindowEndsAt } from './afterSales';
import { MONEY_QUERY_KEYS } from './constants';
import { formatYuan, type Fen } from './money';
import { withQuery } from './query';
import { STANDING_RUN_STATUSES, type StandingRunStatus } from './standing';
import { isPayWay, PAY_WAY_NAMES } from './topUp';
import {
  clockToMinutes,
  formatShanghaiDateTime,
  formatShanghaiMonthDayTime,
  MS_PER_DAY,
  MS_PER_MINUTE,
  shanghaiWallTime,
  toEpochMs,
  type Instant,
} from './time';

export const INBOX_KINDS = [
  'order.paid',
  'order.shipped',
  'order.delivered',
  'cancel.decided',
  'claim.decided',
  'claim.paid',
  'topup.credited',
  'withdraw.paid',
  'withdraw.rejected',
  'realname.approved',
  'realname.rejected',
  'standing.run',
  'watch.arrived',
  'watch.price',
  'watch.restock',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export function isInboxKind(value: unknown): value is InboxKind {
  return typeof value === 'string' && (INBOX_KINDS as readonly string[]).includes(value);
}

/** The kind's name as the inbox and the delivery settings show it. */
export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
  'order.paid': '订单已支付',
  'order.shipped': '订单已发货',
  'order.delivered': '订单已送达',
  'cancel.decided': '取消申请结果',
  'claim.decided': '售后审核结果',
  'claim.paid': '售后已退款',
  'topup.credited': '充值到账',
  'withdraw.paid': '提现已到账',
  'withdraw.rejected': '提现被驳回',
  'realname.approved': '实名认证通过',
  'realname.rejected': '实名认证未通过',
  'standing.run': '固定订单执行结果',
  'watch.arrived': '关注到货',
  'watch.price': '关注降价',
  'watch.restock': '关注补货',
};

/** The groups a kind belongs to (its icon on the row and the section of the settings). */
export const INBOX_KIND_GROUPS = ['order', 'claim', 'money', 'account', 'watch'] as const;
export type InboxKindGroup = (typeof INBOX_KIND_GROUPS)[number];

export const INBOX_GROUP_LABELS: Record<InboxKindGroup, string> = {
  order: '订单',
  claim: '售后',
  money: '资金',
  account: '账户',
  watch: '关注',
};

export const INBOX_KIND_GROUP: Record<InboxKind, InboxKindGroup> = {
  'order.paid': 'order',
  'order.shipped': 'order',
  'order.delivered': 'order',
  'cancel.decided': 'order',
  'standing.run': 'order',
  'claim.decided': 'claim',
  'claim.paid': 'claim',
  'topup.credited': 'money',
  'withdraw.paid': 'money',
  'withdraw.rejected': 'money',
  'realname.approved': 'account',
  'realname.rejected': 'account',
  'watch.arrived': 'watch',
  'watch.price': 'watch',
  'watch.restock': 'watch',
};

/** A message as a page shows it (the API's answer carries these fields and more). */
export type InboxItem = {
  id: number;
  kind: InboxKind;
  title: string;
  body: string;
  link: string;
  /** ISO instant of posting. */
  createdAt: string;
  read: boolean;
};

/** Days a message is kept. */
export const INBOX_KEEP_DAYS = 90;
/** A page of the inbox list. */
export const INBOX_PAGE_SIZE = 20;
/** The server counts unread messages up to this many; the badge shows "99+" from here. */
export const INBOX_UNREAD_CAP = 100;

/** Where a kind leads when its message has no better link. */
export const INBOX_KIND_PAGE: Record<InboxKindGroup, string> = {
  order: '/order',
  claim: '/afterlist',
  money: withQuery('/money', { key: MONEY_QUERY_KEYS.bills }),
  account: '/realname',
  watch: '/watch',
};

export function inboxKindPage(kind: InboxKind): string {
  return INBOX_KIND_PAGE[INBOX_KIND_GROUP[kind]];
}

/** The links a message carries: the buyer app's own pages. */
export const inboxLinks = {
  order: (mainId: number): string => withQuery('/orderdetail', { codeId: mainId }),
  claim: (mainId: number, itemId: number): string => withQuery('/afterdetail', { list: JSON.stringify({ mainId, itemId }) }),
  bills: (): string => withQuery('/money', { key: MONEY_QUERY_KEYS.bills }),
  withdraw: (): string => withQuery('/money', { key: MONEY_QUERY_KEYS.withdraw }),
  realName: (): string => '/realname',
  standing: (): string => '/standing',
} as const;

/** Whether `link` is a path of this app (starts with one "/", no scheme, no "//", no backslash). */
export function isInboxLink(link: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(link) && link.length <= 500;
}

/** The link to open for a message: its own when it is a path of this app, else its kind's page. */
export function inboxHref(kind: InboxKind, link: string): string {
  return isInboxLink(link) ? link : inboxKindPage(kind);
}

/** Messages posted before this instant are swept. */
export function inboxKeepCutoff(now: Instant): Date {
  const ms = typeof now === 'number' ? now : now.getTime();
  return new Date(ms - INBOX_KEEP_DAYS * MS_PER_DAY);
}

/** The badge's text: "" for none, the count, or "99+" at the cap. */
export function unreadBadgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count >= INBOX_UNREAD_CAP ? `${INBOX_UNREAD_CAP - 1}+` : String(Math.floor(count));
}

/**
 * Whether `now` falls in the quiet hours from `from` to `to` ("HH:MM", Asia/Shanghai): `from` inclusive, `to`
 * exclusive; a window whose `from` is after its `to` spans midnight; equal ends (or malformed ones) are no quiet time.
 */
export function inQuietHours(now: Instant, from: string, to: string): boolean {
  const start = clockToMinutes(from);
  const end = clockToMinutes(to);
  const wall = shanghaiWallTime(now);
  if (start === null || end === null || wall === null || start === end) return false;
  const minute = Math.floor(wall.msOfDay / MS_PER_MINUTE);
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** The text of a time on a row: "YYYY-MM-DD HH:MM:SS" in Asia/Shanghai ("" when invalid). */
export function inboxTimeText(instant: Instant): string {
  return formatShanghaiDateTime(instant) ?? '';
}

/** A message before it is addressed: what `postInbox` (apps/server services/inbox.ts) takes, less the buyer and time. */
export type InboxDraft = { kind: InboxKind; title: string; body: string; link: string; key: string };

/** A standing run's message names at most this many short lines. */
const STANDING_SHORTS_SHOWN = 3;

const yuan = (fen: Fen): string => `¥${formatYuan(fen)}`;

/**
 * The message of each event, and its idempotency key: the key names the event itself (an order is paid once, a claim
 * decided once per decision), so the same event posted twice — a retry, a repeated request, a job run again — is one
 * message.
 */
export const inboxDrafts = {
  orderPaid(o: { mainId: number; orderNo: string; totalFen: Fen }): InboxDraft {
    return {
      kind: 'order.paid',
      title: '订单已支付',
      body: `订单${o.orderNo}已支付${yuan(o.totalFen)}，市场正在为您配货。`,
      link: inboxLinks.order(o.mainId),
      key: `order.paid:${o.mainId}`,
    };
  },
  orderShipped(o: { mainId: number; orderNo: string; carrierName: string | null; trackingNumber: string | null }): InboxDraft {
    const tracking = o.trackingNumber ? `，${o.carrierName ?? '物流'}运单号 ${o.trackingNumber}` : '';
    return {
      kind: 'order.shipped',
      title: '订单已发货',
      body: `订单${o.orderNo}已发货${tracking}。`,
      link: inboxLinks.order(o.mainId),
      key: `order.shipped:${o.mainId}`,
    };
  },
  orderDelivered(o: { mainId: number; orderNo: string; receivedAt: Instant; pickup: boolean }): InboxDraft {
    const ends = complaintWindowEndsAt(o.receivedAt);
    const deadline = ends === null ? '' : (formatShanghaiMonthDayTime(ends) ?? '');
    return {
      kind: 'order.delivered',
      title: o.pickup ? '订单已提货' : '订单已送达',
      body: `订单${o.orderNo}${o.pickup ? '已提货' : '已送达'}，如有问题请在 ${deadline} 前申请售后（收货后8小时内）。`,
      link: inboxLinks.order(o.mainId),
      key: `order.delivered:${o.mainId}`,
    };
  },
  cancelDecided(o: {
    itemId: number;
    mainId: number;
    orderNo: string;
    itemName: string;
    approved: boolean;
    /** When staff decided (a request may be made again after a refusal: each decision is its own message). */
    decidedAt: Instant;
    refundFen?: Fen;
    reason?: string;
  }): InboxDraft {
    const body = o.approved
      ? `订单${o.orderNo}的「${o.itemName}」撤销申请已通过${o.refundFen ? `，已退款${yuan(o.refundFen)}到余额` : ''}。`
      : `订单${o.orderNo}的「${o.itemName}」撤销申请未通过${o.reason ? `：${o.reason}` : ''}。`;
    return {
      kind: 'cancel.decided',
      title: o.approved ? '撤销申请已通过' : '撤销申请未通过',
      body,
      link: inboxLinks.order(o.mainId),
      key: `cancel.decided:${o.itemId}:${o.approved ? 'approved' : 'rejected'}:${toEpochMs(o.decidedAt)}`,
    };
  },
  claimDecided(o: {
    claimId: number;
    mainId: number;
    itemId: number;
    itemName: string;
    approved: boolean;
    amountFen?: Fen;
    reason?: string | null;
  }): InboxDraft {
    const reason = o.reason ? `：${o.reason}` : '';
    return {
      kind: 'claim.decided',
      title: o.approved ? '售后已确定赔付金额' : '售后处理失败',
      body: o.approved
        ? `「${o.itemName}」的售后已确定赔付金额${yuan(o.amountFen ?? 0)}，待赔付${o.reason ? `（${o.reason}）` : ''}。`
        : `「${o.itemName}」的售后申请处理失败${reason}。`,
      link: inboxLinks.claim(o.mainId, o.itemId),
      key: `claim.decided:${o.claimId}:${o.approved ? 'approved' : 'rejected'}`,
    };
  },
  claimPaid(o: { claimId: number; mainId: number; itemId: number; itemName: string; amountFen: Fen }): InboxDraft {
    return {
      kind: 'claim.paid',
      title: '售后已退款',
      body: `「${o.itemName}」的售后已退款${yuan(o.amountFen)}到余额。`,
      link: inboxLinks.claim(o.mainId, o.itemId),
      key: `claim.paid:${o.claimId}`,
    };
  },
  topUpCredited(o: { outTradeNo: string; amountFen: Fen; payWay: string }): InboxDraft {
    return {
      kind: 'topup.credited',
      title: '充值到账',
      body: `${isPayWay(o.payWay) ? PAY_WAY_NAMES[o.payWay] : '在线'}充值${yuan(o.amountFen)}已到账。`,
      link: inboxLinks.bills(),
      key: `topup.credited:${o.outTradeNo}`,
    };
  },
  withdrawPaid(o: { id: number; amountFen: Fen }): InboxDraft {
    return {
      kind: 'withdraw.paid',
      title: '提现已到账',
      body: `您申请的提现${yuan(o.amountFen)}已打款到您的银行卡。`,
      link: inboxLinks.withdraw(),
      key: `withdraw.paid:${o.id}`,
    };
  },
  withdrawRejected(o: { id: number; amountFen: Fen; reason: string }): InboxDraft {
    return {
      kind: 'withdraw.rejected',
      title: '提现被驳回',
      body: `您申请的提现${yuan(o.amountFen)}被驳回${o.reason ? `：${o.reason}` : ''}，金额已退回余额。`,
      link: inboxLinks.withdraw(),
      key: `withdraw.rejected:${o.id}`,
    };
  },
  realNameApproved(o: { id: number }): InboxDraft {
    return {
      kind: 'realname.approved',
      title: '实名认证通过',
      body: '您的实名认证已通过审核。',
      link: inboxLinks.realName(),
      key: `realname.approved:${o.id}`,
    };
  },
  realNameRejected(o: { id: number; reason: string }): InboxDraft {
    return {
      kind: 'realname.rejected',
      title: '实名认证未通过',
      body: `您的实名认证未通过审核${o.reason ? `：${o.reason}` : ''}，请修改后重新提交。`,
      link: inboxLinks.realName(),
      key: `realname.rejected:${o.id}`,
    };
  },
  standingRun(o: {
    standingOrderId: number;
    runAt: Instant;
    name: string;
    status: StandingRunStatus;
    mainId: number | null;
    orderNo: string | null;
    paidFen: Fen;
    shorts: readonly string[];
  }): InboxDraft {
    const at = new Date(toEpochMs(o.runAt)).toISOString();
    const order = o.orderNo ? `，订单${o.orderNo}实付${yuan(o.paidFen)}` : '';
    const shown = o.shorts.slice(0, STANDING_SHORTS_SHOWN);
    const more = o.shorts.length > shown.length ? `等${o.shorts.length}项` : '';
    const shorts = shown.length > 0 ? `；${shown.join('；')}${more}` : '';
    return {
      kind: 'standing.run',
      title: `固定订单「${o.name}」${STANDING_RUN_STATUSES[o.status]}`,
      body: `${STANDING_RUN_STATUSES[o.status]}${order}${shorts}。`,
      link: o.mainId === null ? inboxLinks.standing() : inboxLinks.order(o.mainId),
      key: `standing.run:${o.standingOrderId}:${at}`,
    };
  },
} as const;
