/**
 * Delivery of inbox messages beyond the page (issue 33, notify33): Web Push and SMS, chosen per kind by the buyer.
 *
 * Decisions:
 * - Two channels, one `as const` table: 推送 (Web Push to each device the buyer turned it on for) and 短信 (SMS to the
 *   account's phone). Nothing is sent until the buyer chooses it: with no choice stored a kind goes nowhere but the
 *   inbox (push off until chosen, SMS off and opt-in).
 * - Quiet hours apply to SMS (a text at 03:00 wakes a florist; a push shows silently on a phone that is set so): an SMS
 *   due in them waits until they end (`smsSendAt`). The window is inbox.ts `inQuietHours`; 22:00–07:00 by default.
 * - A delivery is one row per channel and device; a failed send is retried with a growing backoff
 *   (DELIVERY_BACKOFF_MS), at most DELIVERY_MAX_ATTEMPTS attempts in all, then it stays 发送失败 — the inbox message
 *   itself is never touched by a delivery.
 * - An SMS is short: a per-kind wording with one variable, the message's body, cut so the text stays within one
 *   70-character segment (a vendor bills and may split by segment).
 */
import { inboxHref, INBOX_KINDS, inQuietHours, isInboxKind, type InboxKind } from './inbox';
import { clockToMinutes, MS_PER_DAY, MS_PER_MINUTE, MS_PER_SECOND, shanghaiWallTime, toEpochMs, type Instant } from './time';

export const DELIVERY_CHANNELS = ['push', 'sms'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

export const DELIVERY_CHANNEL_LABELS: Record<DeliveryChannel, string> = { push: '推送', sms: '短信' };

/**
 * A delivery's state: queued (waiting to be sent, or waiting for the quiet hours to end), retry (a send failed, the
 * next one is due at `next_at`), sent, failed (every attempt failed), dropped (the device's subscription is gone or
 * SMS was turned off before it went).
 */
export const DELIVERY_STATES = ['queued', 'retry', 'sent', 'failed', 'dropped'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  queued: '待发送',
  retry: '重试中',
  sent: '已发送',
  failed: '发送失败',
  dropped: '未发送',
};

/** Attempts of one delivery in all (the first and the retries). */
export const DELIVERY_MAX_ATTEMPTS = 5;
/** The wait before the 2nd, 3rd, 4th and 5th attempt. */
export const DELIVERY_BACKOFF_MS = [30 * MS_PER_SECOND, 2 * MS_PER_MINUTE, 10 * MS_PER_MINUTE, 60 * MS_PER_MINUTE] as const;

/** When the next attempt of a delivery that has failed `attempts` times is due; null when none is left. */
export function nextAttemptAt(now: Instant, attempts: number): Date | null {
  if (!Number.isInteger(attempts) || attempts < 1 || attempts >= DELIVERY_MAX_ATTEMPTS) return null;
  const wait = DELIVERY_BACKOFF_MS[Math.min(attempts - 1, DELIVERY_BACKOFF_MS.length - 1)]!;
  return new Date(toEpochMs(now) + wait);
}

/** The default quiet hours of SMS (Asia/Shanghai). */
export const DEFAULT_QUIET_FROM = '22:00';
export const DEFAULT_QUIET_TO = '07:00';

/** A quiet-hours end as the settings take it: "HH:MM", 00:00–23:59. */
export function isQuietClock(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{2}:\d{2}$/.test(text)) return false;
  const minutes = clockToMinutes(text);
  return minutes !== null && minutes < 24 * 60;
}

/** The instant the quiet hours around `now` end; null when `now` is not in them. */
export function quietHoursEnd(now: Instant, from: string, to: string): Date | null {
  if (!inQuietHours(now, from, to)) return null;
  const end = clockToMinutes(to);
  const wall = shanghaiWallTime(now);
  if (end === null || wall === null) return null;
  const wait = (((end * MS_PER_MINUTE - wall.msOfDay) % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY;
  return new Date(toEpochMs(now) + wait);
}

/** When an SMS due at `now` may go: now, or the end of the buyer's quiet hours. */
export function smsSendAt(now: Instant, from: string, to: string): Date {
  return quietHoursEnd(now, from, to) ?? new Date(toEpochMs(now));
}

/** One SMS segment of Chinese text: a notice never takes two. */
export const SMS_SEGMENT_CHARS = 70;

/**
 * The SMS wording of each kind; `{detail}` is the message's body (what happened, with its order number, amount or
 * tracking number), cut so the whole text fits one segment.
 */
export const INBOX_SMS_TEMPLATES: Record<InboxKind, string> = {
  'order.paid': '【花市】{detail}',
  'order.shipped': '【花市】{detail}请留意收货。',
  'order.delivered': '【花市】{detail}',
  'cancel.decided': '【花市】{detail}详情见订单。',
  'claim.decided': '【花市】{detail}详情见售后。',
  'claim.paid': '【花市】{detail}',
  'topup.credited': '【花市】{detail}',
  'withdraw.paid': '【花市】{detail}',
  'withdraw.rejected': '【花市】{detail}详情见资金明细。',
  'realname.approved': '【花市】{detail}',
  'realname.rejected': '【花市】{detail}请重新提交。',
  'standing.run': '【花市】{detail}详情见固定订单。',
  'watch.arrived': '【花市】{detail}先到先得。',
  'watch.price': '【花市】{detail}先到先得。',
  'watch.restock': '【花市】{detail}先到先得。',
};

/** `text` in one line, at most `max` characters (cut with …). */
export function smsDetail(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}

/** The room a kind's wording leaves for its detail within one segment. */
export function smsDetailMax(kind: InboxKind): number {
  return SMS_SEGMENT_CHARS - Array.from(INBOX_SMS_TEMPLATES[kind].replace('{detail}', '')).length;
}

/** The SMS text of a message of `kind` whose body is `body` (the message's title when it has no body). */
export function inboxSmsText(kind: InboxKind, body: string): string {
  return INBOX_SMS_TEMPLATES[kind].replace('{detail}', smsDetail(body, smsDetailMax(kind)));
}

/** A delivery as the settings list it (the API answers it; the page shows it). */
export type DeliveryRecent = {
  id: number;
  kind: InboxKind;
  /** The message's title. */
  title: string;
  channel: DeliveryChannel;
  state: DeliveryState;
  attempts: number;
  /** Why it was not sent (a dropped one's reason is ours, in Chinese). */
  lastError: string | null;
  /** ISO instants. */
  createdAt: string;
  sentAt: string | null;
};

/** One kind's choice: push and/or SMS. */
export type DeliveryChoice = { kind: InboxKind; push: boolean; sms: boolean };

/** Every kind's choice, in INBOX_KINDS order, from the stored ones (a kind with none: neither channel). */
export function deliveryChoices(stored: readonly DeliveryChoice[]): DeliveryChoice[] {
  const byKind = new Map(stored.map((c) => [c.kind, c]));
  return INBOX_KINDS.map((kind) => ({ kind, push: byKind.get(kind)?.push ?? false, sms: byKind.get(kind)?.sms ?? false }));
}

/** The delivery settings' messages (the page and the server say the same). */
export const DELIVERY_MESSAGES = {
  saved: '已保存',
  quietInvalid: '请选择免打扰时间（时:分）',
  kindUnknown: '消息类型不存在',
  subscriptionInvalid: '推送订阅无效，请重新开启推送',
  pushSubscribed: '已在本设备开启推送',
  pushUnsubscribed: '已在本设备关闭推送',
  pushUnavailable: '推送服务未开通',
  pushDenied: '浏览器已拒绝通知权限，请在浏览器设置中允许花市发送通知',
  pushUnsupported: '此浏览器不支持推送通知；iPhone 请先将花市添加到主屏幕（iOS 16.4 及以上）',
  smsUnavailable: '短信通知未开通',
} as const;

/** A notification as the service worker shows it. */
export type InboxPushNotice = { title: string; body: string; tag: string; link: string };

/**
 * The notification of a push's JSON payload ({id, kind, title, body, link}: services/inboxDelivery.ts): the link only
 * when it is a path of this app (else the kind's page), the message id as its tag (a repeated push replaces, never
 * adds). Null when the payload is not one of ours.
 */
export function inboxPushNotice(payload: unknown): InboxPushNotice | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const p = payload as Record<string, unknown>;
  if (!isInboxKind(p.kind) || typeof p.title !== 'string' || !p.title) return null;
  return {
    title: p.title,
    body: typeof p.body === 'string' ? p.body : '',
    tag: `inbox-${typeof p.id === 'number' ? p.id : p.kind}`,
    link: inboxHref(p.kind, typeof p.link === 'string' ? p.link : ''),
  };
}
