/**
 * Delivery of inbox messages beyond the page (issue 33, notify33; services/inboxDelivery.ts): the buyer's choices,
 * the devices push goes to, and one row per message, channel and device to send.
 *
 * - Choices are stored only once made: no row = no push and no SMS for that kind (push off until chosen, SMS opt-in).
 * - A push subscription is a device's (its endpoint is unique: a browser that subscribes again under another account
 *   moves to that account). A subscription the push service answers 404/410 is deleted; its deliveries keep their
 *   state, with the device gone (set null).
 * - inbox_deliveries is the transactional outbox: written in the message's transaction, sent after commit by the
 *   worker, which claims due rows with `for update skip locked` (any number of instances, each row once at a time).
 *   The partial index holds only the rows still to send, so the worker's scan does not grow with the sent history;
 *   deliveries go with their message when the inbox's 90-day sweep deletes it (cascade).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { buyers } from './accounts';
import { createdAt, ts, updatedAt } from './columns';
import { inboxMessages } from './inbox';

/** The buyer's SMS opt-in and quiet hours ("HH:MM", Asia/Shanghai). No row: SMS off, 22:00–07:00. */
export const inboxDeliverySettings = pgTable('inbox_delivery_settings', {
  buyerId: integer('buyer_id')
    .primaryKey()
    .references(() => buyers.id, { onDelete: 'cascade' }),
  smsOn: boolean('sms_on').notNull().default(false),
  quietFrom: text('quiet_from').notNull().default('22:00'),
  quietTo: text('quiet_to').notNull().default('07:00'),
  updatedAt: updatedAt(),
});

/** Per kind: push and/or SMS. */
export const inboxDeliveryChoices = pgTable(
  'inbox_delivery_choices',
  {
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    /** One of INBOX_KINDS. */
    kind: text('kind').notNull(),
    push: boolean('push').notNull().default(false),
    sms: boolean('sms').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.buyerId, t.kind] })],
);

/** A device's Web Push subscription (PushSubscription.toJSON(): endpoint and keys). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint), index('push_subscriptions_buyer_idx').on(t.buyerId)],
);

/** One message to send on one channel (and, for push, one device). */
export const inboxDeliveries = pgTable(
  'inbox_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => inboxMessages.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id').notNull(),
    /** push | sms (DELIVERY_CHANNELS). */
    channel: text('channel').notNull(),
    subscriptionId: integer('subscription_id').references(() => pushSubscriptions.id, { onDelete: 'set null' }),
    /** queued | retry | sent | failed | dropped (DELIVERY_STATES). */
    state: text('state').notNull().default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    /** When the next attempt is due (queued, retry); a worker that claims a row moves it ahead (its lease). */
    nextAt: ts('next_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: ts('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('inbox_deliveries_due_idx')
      .on(t.nextAt)
      .where(sql`${t.state} in ('queued', 'retry')`),
    index('inbox_deliveries_message_idx').on(t.messageId),
    index('inbox_deliveries_buyer_idx').on(t.buyerId, t.id.desc()),
    check('inbox_deliveries_channel', sql`${t.channel} in ('push', 'sms')`),
    check('inbox_deliveries_state', sql`${t.state} in ('queued', 'retry', 'sent', 'failed', 'dropped')`),
  ],
);
