/**
 * Delivery beyond the page (issue 33, notify33), ours: the settings section of /inbox. `GET /v1/inbox/delivery` answers
 * the buyer's per-kind choices (push, SMS), SMS opt-in and quiet hours, whether push and SMS notices are available on
 * this server (with the VAPID public key the browser subscribes with), how many devices have push on, and the recent
 * deliveries with their state. `POST /v1/inbox/delivery` saves the choices; `/v1/inbox/push/subscribe` and
 * `/unsubscribe` save or forget this device's PushSubscription (PushSubscription.toJSON(): endpoint and keys).
 * The rules and messages are packages/domain inboxDelivery.ts.
 */
import {
  DELIVERY_CHANNELS,
  DELIVERY_MESSAGES,
  DELIVERY_STATES,
  INBOX_KINDS,
  isInboxKind,
  isQuietClock,
  type DeliveryChoice,
} from '@huashi/domain';
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, entity, isoTime, whole } from './answers';
import { body, flag, nothing, refuse } from './fields';

/** The longest endpoint URL taken (push services' are about 200–500 characters). */
const ENDPOINT_MAX = 1000;

/** A choice as sent: a known kind and two flags; anything else → 消息类型不存在. */
const choicesField = z
  .custom<{ kind: string; push?: boolean; sms?: boolean }[]>(() => true)
  .optional()
  .transform((value, ctx): DeliveryChoice[] => {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value) || value.length > INBOX_KINDS.length * 2) return refuse(ctx, value, DELIVERY_MESSAGES.kindUnknown);
    const byKind = new Map<string, DeliveryChoice>();
    for (const item of value) {
      const input = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
      if (!isInboxKind(input.kind)) return refuse(ctx, item, DELIVERY_MESSAGES.kindUnknown);
      byKind.set(input.kind, { kind: input.kind, push: input.push === true, sms: input.sms === true });
    }
    return [...byKind.values()];
  });

/** A quiet-hours end "HH:MM" (请选择免打扰时间（时:分）). */
const quietField = z
  .custom<string>(() => true)
  .transform((value, ctx): string => (isQuietClock(value) ? value : refuse(ctx, value, DELIVERY_MESSAGES.quietInvalid)));

/** base64url of exactly `bytes` bytes. */
function base64url(value: unknown, bytes: number): value is string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return false;
  return Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes;
}

/** A PushSubscription's JSON: an https endpoint, the P-256 key (65 bytes) and the auth secret (16 bytes). */
const endpointField = z
  .custom<string>(() => true)
  .transform((value, ctx): string => {
    if (typeof value !== 'string' || value.length > ENDPOINT_MAX) return refuse(ctx, value, DELIVERY_MESSAGES.subscriptionInvalid);
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      url = null;
    }
    return url && url.protocol === 'https:' ? value : refuse(ctx, value, DELIVERY_MESSAGES.subscriptionInvalid);
  });

const keysField = z
  .custom<{ p256dh: string; auth: string }>(() => true)
  .transform((value, ctx): { p256dh: string; auth: string } => {
    const keys = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
    if (!base64url(keys.p256dh, 65) || !base64url(keys.auth, 16)) return refuse(ctx, value, DELIVERY_MESSAGES.subscriptionInvalid);
    return { p256dh: keys.p256dh.replace(/=+$/, ''), auth: keys.auth.replace(/=+$/, '') };
  });

// ---------------------------------------------------------------- answers

const kindSchema = z.enum(INBOX_KINDS);

export const deliveryChoiceSchema = entity({ kind: kindSchema, push: z.boolean(), sms: z.boolean() });

export const deliveryRecentSchema = entity({
  id: whole,
  kind: kindSchema,
  title: z.string(),
  channel: z.enum(DELIVERY_CHANNELS),
  state: z.enum(DELIVERY_STATES),
  attempts: whole,
  lastError: z.string().nullable(),
  createdAt: isoTime,
  sentAt: isoTime.nullable(),
});

export const deliverySettingsSchema = entity({
  choices: z.array(deliveryChoiceSchema),
  smsOn: z.boolean(),
  quietFrom: z.string(),
  quietTo: z.string(),
  /** The phone SMS goes to, masked. */
  phone: z.string(),
  /** Whether this server sends SMS notices (the outbox, or a vendor with SMS_TEMPLATE_NOTICE). */
  smsAvailable: z.boolean(),
  push: entity({
    /** Whether this server sends Web Push (VAPID keys). */
    available: z.boolean(),
    /** The VAPID public key (base64url) for PushManager.subscribe's applicationServerKey. */
    publicKey: z.string().nullable(),
    /** How many of the buyer's devices have push on. */
    devices: whole,
  }),
  recent: z.array(deliveryRecentSchema),
});

/** The settings as the API answers them. */
export type DeliverySettingsView = z.output<typeof deliverySettingsSchema>;
export type DeliveryRecentView = z.output<typeof deliveryRecentSchema>;

const settingsAnswer = answers(deliverySettingsSchema);

export const inboxDeliveryEndpoints = endpoints('inboxDelivery', {
  settings: endpoint('GET', '/v1/inbox/delivery', 'buyer', { querystring: nothing, response: settingsAnswer }),
  /** Saves the choices given (kinds not given keep theirs), the SMS opt-in and the quiet hours. */
  save: endpoint('POST', '/v1/inbox/delivery', 'buyer', {
    body: body({ choices: choicesField, smsOn: flag(), quietFrom: quietField, quietTo: quietField }),
    response: settingsAnswer,
  }),
  /** This device's push subscription (PushSubscription.toJSON()). */
  subscribe: endpoint('POST', '/v1/inbox/push/subscribe', 'buyer', {
    body: body({ endpoint: endpointField, keys: keysField }),
    response: settingsAnswer,
  }),
  unsubscribe: endpoint('POST', '/v1/inbox/push/unsubscribe', 'buyer', {
    body: body({ endpoint: endpointField }),
    response: settingsAnswer,
  }),
});

export type DeliverySaveBody = z.input<typeof inboxDeliveryEndpoints.save.schema.body>;
export type PushSubscribeBody = z.input<typeof inboxDeliveryEndpoints.subscribe.schema.body>;
