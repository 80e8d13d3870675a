/**
 * Delivery of inbox messages beyond the page (issue 33, notify33): Web Push and SMS, chosen per kind by the buyer.
 *
 * Decisions:
 * - A transactional outbox. `queueDeliveries` runs inside `postInbox` (services/inbox.ts), in the caller's transaction,
 *   with the rows actually inserted: one INSERT … SELECT writes a row per message, channel and device from the buyer's
 *   choices (inbox_delivery_choices), SMS opt-in (inbox_delivery_settings) and push subscriptions, however many
 *   messages come at once (watch33 posts thousands). A rolled-back change queues nothing; a repeated key queues nothing
 *   twice. The push or SMS is sent after commit by the worker, so it can never lose or hold up the message.
 * - The worker (`sendDueDeliveries`, every DELIVERY_EVERY_MS on the market clock, any number of instances) claims due
 *   rows with `for update skip locked` and, in the same statement, counts the attempt and moves `next_at` a lease ahead
 *   (DELIVERY_LEASE_MS): an instance killed mid-send leaves rows that fall due again when the lease ends. So delivery is
 *   at least once; the notification's `tag` (the message id) makes a repeated push replace, not add, on the device.
 * - Failures: a failed send waits DELIVERY_BACKOFF_MS (30 s, 2 min, 10 min, 60 min) and gives up after
 *   DELIVERY_MAX_ATTEMPTS as 发送失败, its last error kept (the settings page lists recent deliveries with their state).
 *   A push service answering 404 or 410 means the subscription is gone for good: it is deleted (its deliveries keep
 *   their rows, 未发送) and never retried.
 * - SMS waits out the buyer's quiet hours (packages/domain smsSendAt: the row stays queued, due at their end, its
 *   attempt not counted); SMS turned off before it went, or a device unsubscribed, drops it. Push ignores quiet hours:
 *   the phone's own do-not-disturb silences it.
 * - VAPID keys: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY; outside production without them a pair is generated once into
 *   DATA_DIR/vapid.json (written atomically, read again by every start, so a device's subscription keeps working);
 *   production without them has push off (the settings say 推送服务未开通 and no subscription is taken).
 * - The push payload is JSON {id, kind, title, body, link}; apps/buyer/src/sw.ts shows it and opens `link` on click.
 *   TTL 24 h: a notification older than a day is not worth waking a phone for (the inbox still has it).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Agent } from 'node:https';
import path from 'node:path';
import {
  DELIVERY_MESSAGES,
  deliveryChoices,
  inboxHref,
  inboxSmsText,
  INBOX_KIND_LABELS,
  isInboxKind,
  maskPhone,
  nextAttemptAt,
  smsDetail,
  smsDetailMax,
  smsSendAt,
  type DeliveryChannel,
  type DeliveryChoice,
  type DeliveryRecent,
  type DeliveryState,
  type InboxKind,
} from '@huashi/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { buyers, inboxDeliveries, inboxDeliveryChoices, inboxDeliverySettings, inboxMessages, pushSubscriptions } from '../db/schema';
import { badRequest } from '../http/envelope';
import { smsFor } from '../sms';
import type { VapidKeys } from '../config';
import { execOn, type InboxRow, type InboxTx } from './inbox';

/** How often the worker looks for due deliveries. */
export const DELIVERY_EVERY_MS = 2000;
/** How long a claimed delivery is another worker's before it falls due again (a send takes at most PUSH_TIMEOUT_MS). */
export const DELIVERY_LEASE_MS = 5 * 60 * 1000;
/** Deliveries claimed per round, and sent at once. */
const ROUND = 200;
const CONCURRENCY = 8;
/** A push request waits this long for the push service. */
const PUSH_TIMEOUT_MS = 10_000;
/** A push lives this long at the push service (seconds). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** The longest body a push carries (the payload must stay under the push services' 4 KB). */
const PUSH_BODY_MAX = 600;
/** The recent deliveries the settings list. */
const RECENT = 20;
/** Why a push to a device the push service no longer knows was dropped. */
const PUSH_GONE = '推送订阅已失效';
/** Queued rows are due at once: the worker compares with the market clock, which may be pinned anywhere. */
const DUE_AT_ONCE = new Date(0);

// ---------------------------------------------------------------- queueing (inside postInbox's transaction)

/** Writes the deliveries of freshly inserted messages, in the caller's transaction: one statement for any number. */
export async function queueDeliveries(tx: InboxTx, rows: readonly InboxRow[]): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows.map((r) => ({ id: r.id, buyer_id: r.buyerId, kind: r.kind })));
  await execOn(
    tx,
    sql`insert into inbox_deliveries (message_id, buyer_id, channel, subscription_id, next_at)
        select m.id, m.buyer_id, 'push', s.id, ${DUE_AT_ONCE.toISOString()}::timestamptz
          from jsonb_to_recordset(${json}::jsonb) as m(id bigint, buyer_id int, kind text)
          join inbox_delivery_choices c on c.buyer_id = m.buyer_id and c.kind = m.kind and c.push
          join push_subscriptions s on s.buyer_id = m.buyer_id
        union all
        select m.id, m.buyer_id, 'sms', null, ${DUE_AT_ONCE.toISOString()}::timestamptz
          from jsonb_to_recordset(${json}::jsonb) as m(id bigint, buyer_id int, kind text)
          join inbox_delivery_choices c on c.buyer_id = m.buyer_id and c.kind = m.kind and c.sms
          join inbox_delivery_settings st on st.buyer_id = m.buyer_id and st.sms_on`,
  );
}

// ---------------------------------------------------------------- VAPID keys and the push sender

type PushSender = { keys: VapidKeys; subject: string; agent?: Agent };
const senders = new WeakMap<AppContext, PushSender | null>();

/** DATA_DIR/vapid.json: made once (atomically: write aside, rename), then read by every start. */
function devVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'vapid.json');
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof saved.publicKey === 'string' && typeof saved.privateKey === 'string')
      return { publicKey: saved.publicKey, privateKey: saved.privateKey };
  } catch {
    // none yet (or unreadable): make a pair
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  const aside = `${file}.${randomUUID()}`;
  writeFileSync(aside, JSON.stringify(keys), { mode: 0o600 });
  renameSync(aside, file);
  return devVapidKeys(dataDir);
}

/** The app's push sender, or null when push is off (production without VAPID keys). */
export function pushSender(ctx: AppContext): PushSender | null {
  if (!senders.has(ctx)) {
    const { keys, generate, subject } = ctx.config.push;
    const pair = keys ?? (generate ? devVapidKeys(ctx.config.dataDir) : null);
    senders.set(ctx, pair ? { keys: pair, subject } : null);
  }
  return senders.get(ctx) ?? null;
}

/** Tests: send pushes through this agent (one that trusts the local push service's certificate). */
export function setPushAgent(ctx: AppContext, agent: Agent): void {
  const sender = pushSender(ctx);
  if (sender) senders.set(ctx, { ...sender, agent });
}

// ---------------------------------------------------------------- the worker

type Due = {
  id: number;
  channel: DeliveryChannel;
  attempts: number;
  buyerId: number;
  messageId: number;
  kind: InboxKind;
  title: string;
  body: string;
  link: string;
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
  subscriptionId: number | null;
  phone: string;
  smsOn: boolean;
  quietFrom: string;
  quietTo: string;
};

type Outcome =
  | { state: 'sent' }
  | { state: 'dropped'; error: string; gone?: number }
  | { state: 'failed'; error: string }
  | { state: 'wait'; until: Date };

/** Claims due deliveries (counting the attempt, leasing them) and reads what sending them needs. */
async function claim(db: Db, now: Date): Promise<Due[]> {
  const lease = new Date(now.getTime() + DELIVERY_LEASE_MS);
  const result = await db.execute<Record<string, unknown>>(sql`
    with due as (
      select id from inbox_deliveries
       where state in ('queued', 'retry') and next_at <= ${now.toISOString()}::timestamptz
       order by next_at, id
       limit ${ROUND}
       for update skip locked
    ), claimed as (
      update inbox_deliveries d set attempts = d.attempts + 1, next_at = ${lease.toISOString()}::timestamptz
        from due where d.id = due.id
      returning d.id, d.channel, d.attempts, d.buyer_id, d.message_id, d.subscription_id
    )
    select c.id, c.channel, c.attempts, c.buyer_id, c.message_id, c.subscription_id,
           m.kind, m.title, m.body, m.link, s.endpoint, s.p256dh, s.auth, b.phone,
           coalesce(st.sms_on, false) as sms_on, coalesce(st.quiet_from, '22:00') as quiet_from,
           coalesce(st.quiet_to, '07:00') as quiet_to
      from claimed c
      join inbox_messages m on m.id = c.message_id
      join buyers b on b.id = c.buyer_id
      left join push_subscriptions s on s.id = c.subscription_id
      left join inbox_delivery_settings st on st.buyer_id = c.buyer_id`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    channel: r.channel as DeliveryChannel,
    attempts: Number(r.attempts),
    buyerId: Number(r.buyer_id),
    messageId: Number(r.message_id),
    kind: r.kind as InboxKind,
    title: String(r.title),
    body: String(r.body),
    link: String(r.link),
    endpoint: (r.endpoint as string | null) ?? null,
    p256dh: (r.p256dh as string | null) ?? null,
    auth: (r.auth as string | null) ?? null,
    subscriptionId: r.subscription_id === null ? null : Number(r.subscription_id),
    phone: String(r.phone),
    smsOn: Boolean(r.sms_on),
    quietFrom: String(r.quiet_from),
    quietTo: String(r.quiet_to),
  }));
}

/** The JSON a push carries (apps/buyer/src/sw.ts reads it). */
export type PushPayload = { id: number; kind: InboxKind; title: string; body: string; link: string };

function errorText(error: unknown): string {
  if (error instanceof WebPushError) return `HTTP ${error.statusCode} ${String(error.body ?? '').slice(0, 200)}`.trim();
  return String((error as Error)?.message ?? error).slice(0, 300);
}

async function sendPush(sender: PushSender | null, due: Due): Promise<Outcome> {
  if (!sender) return { state: 'dropped', error: DELIVERY_MESSAGES.pushUnavailable };
  if (due.subscriptionId === null || !due.endpoint || !due.p256dh || !due.auth) return { state: 'dropped', error: '设备已关闭推送' };
  const payload: PushPayload = {
    id: due.messageId,
    kind: due.kind,
    title: due.title,
    body: Array.from(due.body).slice(0, PUSH_BODY_MAX).join(''),
    link: inboxHref(due.kind, due.link),
  };
  try {
    await webpush.sendNotification({ endpoint: due.endpoint, keys: { p256dh: due.p256dh, auth: due.auth } }, JSON.stringify(payload), {
      vapidDetails: { subject: sender.subject, publicKey: sender.keys.publicKey, privateKey: sender.keys.privateKey },
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      timeout: PUSH_TIMEOUT_MS,
      ...(sender.agent ? { agent: sender.agent } : {}),
    });
    return { state: 'sent' };
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
      return { state: 'dropped', error: `${PUSH_GONE}（${errorText(error)}）`, gone: due.subscriptionId };
    }
    return { state: 'failed', error: errorText(error) };
  }
}

async function sendSms(ctx: AppContext, due: Due, now: Date): Promise<Outcome> {
  if (!due.smsOn) return { state: 'dropped', error: '短信通知已关闭' };
  const at = smsSendAt(now, due.quietFrom, due.quietTo);
  if (at.getTime() > now.getTime()) return { state: 'wait', until: at };
  const provider = smsFor(ctx);
  if (!provider.notices) return { state: 'dropped', error: DELIVERY_MESSAGES.smsUnavailable };
  try {
    await provider.notify({
      phone: due.phone,
      kind: due.kind,
      kindLabel: INBOX_KIND_LABELS[due.kind],
      detail: smsDetail(due.body || due.title, smsDetailMax(due.kind)),
      text: inboxSmsText(due.kind, due.body || due.title),
      sentAt: now,
    });
    return { state: 'sent' };
  } catch (error) {
    return { state: 'failed', error: errorText(error) };
  }
}

/** Records what became of a claimed delivery. */
async function record(db: Db, due: Due, outcome: Outcome, now: Date): Promise<void> {
  const row = inboxDeliveries;
  if (outcome.state === 'sent') {
    await db.update(row).set({ state: 'sent', sentAt: now, lastError: null }).where(eq(row.id, due.id));
  } else if (outcome.state === 'wait') {
    // Quiet hours: not an attempt.
    await db
      .update(row)
      .set({ state: 'queued', attempts: sql`greatest(${row.attempts} - 1, 0)`, nextAt: outcome.until })
      .where(eq(row.id, due.id));
  } else if (outcome.state === 'dropped') {
    if (outcome.gone !== undefined) await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, outcome.gone));
    await db.update(row).set({ state: 'dropped', lastError: outcome.error }).where(eq(row.id, due.id));
  } else {
    const next = nextAttemptAt(now, due.attempts);
    await db
      .update(row)
      .set({ state: next ? 'retry' : 'failed', nextAt: next ?? now, lastError: outcome.error })
      .where(eq(row.id, due.id));
  }
}

/**
 * Sends every delivery due at `now` (the market clock); answers how many were sent. A failure is recorded on its row
 * (retry or 发送失败), never thrown, so one bad device or a vendor's outage does not stop the others.
 */
export function sendDueDeliveries(ctx: AppContext, now: Date): Promise<number> {
  // One run at a time per app: the interval tick and a direct call (the dev trigger, tests) queue behind each other.
  const run = (running.get(ctx) ?? Promise.resolve()).catch(() => {}).then(() => sendRound(ctx, now));
  running.set(ctx, run);
  return run;
}

const running = new WeakMap<AppContext, Promise<unknown>>();

async function sendRound(ctx: AppContext, now: Date): Promise<number> {
  let sent = 0;
  for (;;) {
    const due = await claim(ctx.db, now);
    // The keys are read (or, outside production, made) only when there is a push to send.
    const sender = due.some((d) => d.channel === 'push') ? pushSender(ctx) : null;
    for (let i = 0; i < due.length; i += CONCURRENCY) {
      await Promise.all(
        due.slice(i, i + CONCURRENCY).map(async (d) => {
          const outcome = d.channel === 'push' ? await sendPush(sender, d) : await sendSms(ctx, d, now);
          await record(ctx.db, d, outcome, now);
          if (outcome.state === 'sent') sent += 1;
        }),
      );
    }
    if (due.length < ROUND) return sent;
  }
}

// ---------------------------------------------------------------- the buyer's settings

export type DeliverySettings = {
  choices: DeliveryChoice[];
  smsOn: boolean;
  quietFrom: string;
  quietTo: string;
  /** The phone SMS goes to, masked (138****0001). */
  phone: string;
  smsAvailable: boolean;
  push: { available: boolean; publicKey: string | null; devices: number };
  recent: DeliveryRecent[];
};

export type DeliverySettingsInput = { choices: DeliveryChoice[]; smsOn: boolean; quietFrom: string; quietTo: string };

/** The buyer's delivery settings, with their devices and recent deliveries. */
export async function deliverySettings(ctx: AppContext, buyerId: number): Promise<DeliverySettings> {
  const [settings] = await ctx.db.select().from(inboxDeliverySettings).where(eq(inboxDeliverySettings.buyerId, buyerId));
  const stored = await ctx.db.select().from(inboxDeliveryChoices).where(eq(inboxDeliveryChoices.buyerId, buyerId));
  const [buyer] = await ctx.db.select({ phone: buyers.phone }).from(buyers).where(eq(buyers.id, buyerId));
  const [{ devices } = { devices: 0 }] = await ctx.db
    .select({ devices: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.buyerId, buyerId));
  const recent = await ctx.db
    .select({
      id: inboxDeliveries.id,
      kind: inboxMessages.kind,
      title: inboxMessages.title,
      channel: inboxDeliveries.channel,
      state: inboxDeliveries.state,
      attempts: inboxDeliveries.attempts,
      lastError: inboxDeliveries.lastError,
      createdAt: inboxDeliveries.createdAt,
      sentAt: inboxDeliveries.sentAt,
    })
    .from(inboxDeliveries)
    .innerJoin(inboxMessages, eq(inboxMessages.id, inboxDeliveries.messageId))
    .where(eq(inboxDeliveries.buyerId, buyerId))
    .orderBy(desc(inboxDeliveries.id))
    .limit(RECENT);
  const sender = pushSender(ctx);
  return {
    choices: deliveryChoices(
      stored.filter((c) => isInboxKind(c.kind)).map((c) => ({ kind: c.kind as InboxKind, push: c.push, sms: c.sms })),
    ),
    smsOn: settings?.smsOn ?? false,
    quietFrom: settings?.quietFrom ?? '22:00',
    quietTo: settings?.quietTo ?? '07:00',
    phone: maskPhone(buyer?.phone ?? ''),
    smsAvailable: smsFor(ctx).notices,
    push: { available: sender !== null, publicKey: sender?.keys.publicKey ?? null, devices },
    recent: recent
      .filter((r) => isInboxKind(r.kind))
      .map((r) => ({
        id: r.id,
        kind: r.kind as InboxKind,
        title: r.title,
        channel: r.channel as DeliveryChannel,
        state: r.state as DeliveryState,
        attempts: r.attempts,
        lastError: r.lastError,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
      })),
  };
}

/** Saves the buyer's choices (every kind given; kinds not given keep theirs), SMS opt-in and quiet hours. */
export async function saveDeliverySettings(ctx: AppContext, buyerId: number, input: DeliverySettingsInput): Promise<DeliverySettings> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(inboxDeliverySettings)
      .values({ buyerId, smsOn: input.smsOn, quietFrom: input.quietFrom, quietTo: input.quietTo })
      .onConflictDoUpdate({
        target: inboxDeliverySettings.buyerId,
        set: { smsOn: input.smsOn, quietFrom: input.quietFrom, quietTo: input.quietTo, updatedAt: sql`now()` },
      });
    if (input.choices.length > 0) {
      await tx
        .insert(inboxDeliveryChoices)
        .values(input.choices.map((c) => ({ buyerId, kind: c.kind, push: c.push, sms: c.sms })))
        .onConflictDoUpdate({
          target: [inboxDeliveryChoices.buyerId, inboxDeliveryChoices.kind],
          set: { push: sql`excluded.push`, sms: sql`excluded.sms` },
        });
    }
  });
  return deliverySettings(ctx, buyerId);
}

export type PushSubscriptionInput = { endpoint: string; keys: { p256dh: string; auth: string } };

/** Saves this device's subscription for the buyer (a device that was another account's moves to this one). */
export async function subscribePush(ctx: AppContext, buyerId: number, input: PushSubscriptionInput): Promise<DeliverySettings> {
  if (!pushSender(ctx)) throw badRequest(DELIVERY_MESSAGES.pushUnavailable);
  await ctx.db
    .insert(pushSubscriptions)
    .values({ buyerId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { buyerId, p256dh: input.keys.p256dh, auth: input.keys.auth, updatedAt: sql`now()` },
    });
  return deliverySettings(ctx, buyerId);
}

/** Forgets this device's subscription (only the buyer's own). */
export async function unsubscribePush(ctx: AppContext, buyerId: number, endpoint: string): Promise<DeliverySettings> {
  await ctx.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.buyerId, buyerId), eq(pushSubscriptions.endpoint, endpoint)));
  return deliverySettings(ctx, buyerId);
}

/** The states of the deliveries of some messages (tests and the dev page read them). */
export async function deliveriesOf(db: Db, messageIds: number[]) {
  if (messageIds.length === 0) return [];
  return db.select().from(inboxDeliveries).where(inArray(inboxDeliveries.messageId, messageIds)).orderBy(inboxDeliveries.id);
}
