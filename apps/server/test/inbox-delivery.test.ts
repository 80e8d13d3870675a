/**
 * Delivery beyond the page (issue 33) on the real database, with a local push service that checks every request as a
 * real one does (test/pushService.ts: VAPID JWT, aes128gcm, TTL; the payload decrypted with the device's keys) and the
 * local SMS outbox: the buyer's choices decide what is queued in the message's transaction; the worker sends after
 * commit; a push service's 500 or an SMS vendor's failure is retried with backoff and never touches the message; a
 * 410 deletes the device; SMS waits out the quiet hours.
 */
import { inboxDeliveryApi } from '@huashi/api';
import { inboxDrafts, INBOX_KINDS, type InboxKind } from '@huashi/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { DEMO_BUYER, SECOND_BUYER } from '../src/seed';
import { postInbox, type InboxPost } from '../src/services/inbox';
import { sendDueDeliveries, setPushAgent } from '../src/services/inboxDelivery';
import { LocalOutboxSms, setSmsProvider, SmsSendError, type SmsProvider } from '../src/sms';
import { apiFor, settle } from './client';
import { buyerIdOf } from './fixtures';
import { createTestApp, type TestApp } from './harness';
import { startPushService, type PushService, type TestDevice } from './pushService';

let h: TestApp;
let push: PushService;
let demoToken: string;
let secondToken: string;
let demoId: number;
let secondId: number;
let outbox: LocalOutboxSms;

/** Beijing wall time → instant. */
const bj = (text: string) => new Date(`${text}+08:00`);

const api = (token: string) => inboxDeliveryApi(apiFor(h.app, token).client);

let posted = 0;
/** Posts an order.shipped (or another kind's) message to a buyer in its own transaction; answers the message id. */
async function post(buyerId: number, kind: InboxKind = 'order.shipped'): Promise<number> {
  const mainId = 700000 + ++posted;
  const draft =
    kind === 'order.shipped'
      ? inboxDrafts.orderShipped({ mainId, orderNo: `HS${mainId}`, carrierName: '顺丰', trackingNumber: `SF${mainId}` })
      : { ...inboxDrafts.orderPaid({ mainId, orderNo: `HS${mainId}`, totalFen: 12345 as never }), kind, key: `${kind}:${mainId}` };
  const message: InboxPost = { buyerId, ...draft, at: h.clock.now() };
  await h.db.transaction((tx) => postInbox(tx, [message]));
  const [row] = await h.db.select({ id: t.inboxMessages.id }).from(t.inboxMessages).where(eq(t.inboxMessages.key, message.key));
  return row!.id;
}

const deliveriesOf = (messageId: number) =>
  h.db
    .select({
      channel: t.inboxDeliveries.channel,
      state: t.inboxDeliveries.state,
      attempts: t.inboxDeliveries.attempts,
      nextAt: t.inboxDeliveries.nextAt,
      lastError: t.inboxDeliveries.lastError,
    })
    .from(t.inboxDeliveries)
    .where(eq(t.inboxDeliveries.messageId, messageId))
    .orderBy(t.inboxDeliveries.channel);

const statesOf = async (messageId: number) => (await deliveriesOf(messageId)).map((d) => `${d.channel}:${d.state}:${d.attempts}`).sort();

/** Runs the worker at `at` (the clock set there too, so the app's own interval tick agrees with it). */
async function runAt(at: Date) {
  h.clock.set(at);
  await sendDueDeliveries(h.ctx, at);
}

const messageExists = async (id: number) =>
  (await h.db.select({ id: t.inboxMessages.id }).from(t.inboxMessages).where(eq(t.inboxMessages.id, id))).length === 1;

const notices = (phone: string) => outbox.list(phone).filter((m) => m.purpose.startsWith('notice:'));

beforeAll(async () => {
  push = await startPushService();
  h = await createTestApp({ now: bj('2026-11-17T11:45:00') });
  setPushAgent(h.ctx, push.agent);
  outbox = new LocalOutboxSms();
  setSmsProvider(h.ctx, outbox);
  demoToken = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  secondToken = await h.login(SECOND_BUYER.phone, SECOND_BUYER.password);
  demoId = await buyerIdOf(h.db, DEMO_BUYER.phone);
  secondId = await buyerIdOf(h.db, SECOND_BUYER.phone);
});

afterAll(async () => {
  await h?.close();
  await push?.close();
});

beforeEach(() => {
  h.clock.set(bj('2026-11-17T11:45:00'));
});

describe('the settings', () => {
  it('start with nothing but the inbox: every kind off for push and SMS, SMS not opted in, quiet hours 22:00–07:00', async () => {
    const settings = await api(secondToken).settings();
    expect(settings.choices).toHaveLength(INBOX_KINDS.length);
    expect(settings.choices.every((c) => !c.push && !c.sms)).toBe(true);
    expect(settings).toMatchObject({ smsOn: false, quietFrom: '22:00', quietTo: '07:00', phone: '138****0002', smsAvailable: true });
    expect(settings.push).toMatchObject({ available: true, devices: 0 });
    expect(Buffer.from(settings.push.publicKey!, 'base64url')).toHaveLength(65);
    // With no choice, a message queues nothing.
    const id = await post(secondId);
    expect(await deliveriesOf(id)).toEqual([]);
  });

  it('refuse an unknown kind, a malformed quiet hour and a subscription that is not https with P-256 keys', async () => {
    const buyer = api(secondToken);
    const base = { smsOn: true, quietFrom: '22:00', quietTo: '07:00' };
    expect(await settle(buyer.save({ ...base, choices: [{ kind: 'order.lost', push: true }] }))).toMatchObject({ msg: '消息类型不存在' });
    expect(await settle(buyer.save({ ...base, choices: [], quietFrom: '25:00' }))).toMatchObject({ msg: '请选择免打扰时间（时:分）' });
    const device = push.device('refused');
    expect(await settle(buyer.subscribe({ endpoint: device.endpoint.replace('https:', 'http:'), keys: device.keys }))).toMatchObject({
      msg: '推送订阅无效，请重新开启推送',
    });
    expect(await settle(buyer.subscribe({ endpoint: device.endpoint, keys: { p256dh: 'abc', auth: device.keys.auth } }))).toMatchObject({
      msg: '推送订阅无效，请重新开启推送',
    });
    expect((await buyer.settings()).push.devices).toBe(0);
  });
});

describe('sending', () => {
  let phone: TestDevice;
  let laptop: TestDevice;

  beforeAll(async () => {
    const buyer = api(demoToken);
    await buyer.save({
      choices: [
        { kind: 'order.shipped', push: true, sms: true },
        { kind: 'order.paid', push: false, sms: false },
        { kind: 'claim.paid', push: true, sms: false },
      ],
      smsOn: true,
      quietFrom: '22:00',
      quietTo: '07:00',
    });
    phone = push.device('demo-phone');
    laptop = push.device('demo-laptop');
    await buyer.subscribe({ endpoint: phone.endpoint, keys: phone.keys });
    const settings = await buyer.subscribe({ endpoint: laptop.endpoint, keys: laptop.keys });
    expect(settings.push.devices).toBe(2);
    expect(settings.choices.find((c) => c.kind === 'order.shipped')).toEqual({ kind: 'order.shipped', push: true, sms: true });
  });

  it('queues one push per device and one SMS in the message’s transaction, and sends them after commit as the services expect', async () => {
    const before = push.received.length;
    const id = await post(demoId);
    expect(await statesOf(id)).toEqual(['push:queued:0', 'push:queued:0', 'sms:queued:0']);
    // The same key again posts nothing and queues nothing.
    await h.db.transaction((tx) =>
      postInbox(tx, [
        {
          buyerId: demoId,
          ...inboxDrafts.orderShipped({ mainId: 700000 + posted, orderNo: 'x', carrierName: null, trackingNumber: null }),
        },
      ]),
    );
    expect(await deliveriesOf(id)).toHaveLength(3);

    await runAt(h.clock.now());
    await expect.poll(() => statesOf(id)).toEqual(['push:sent:1', 'push:sent:1', 'sms:sent:1']);
    expect(push.refused).toEqual([]);
    const got = push.received.slice(before);
    expect(got.map((r) => r.path).sort()).toEqual(['/push/demo-laptop', '/push/demo-phone']);
    const settings = await api(demoToken).settings();
    for (const request of got) {
      expect(request.ttl).toBe(86400);
      expect(request.jwt.aud).toBe(push.origin);
      expect(request.publicKey).toBe(settings.push.publicKey);
      expect(request.payload).toEqual({
        id,
        kind: 'order.shipped',
        title: '订单已发货',
        body: `订单HS${700000 + posted}已发货，顺丰运单号 SF${700000 + posted}。`,
        link: `/orderdetail?codeId=${700000 + posted}`,
      });
    }
    expect(notices(DEMO_BUYER.phone)[0]).toMatchObject({
      purpose: 'notice:order.shipped',
      text: `【花市】订单HS${700000 + posted}已发货，顺丰运单号 SF${700000 + posted}。请留意收货。`,
    });
    expect(settings.recent.slice(0, 3).map((r) => `${r.channel}:${r.state}`)).toEqual(['sms:sent', 'push:sent', 'push:sent']);
  });

  it('sends only the channels chosen for the kind: claim.paid by push only, order.paid nowhere', async () => {
    const claim = await post(demoId, 'claim.paid');
    const paid = await post(demoId, 'order.paid');
    expect(await statesOf(claim)).toEqual(['push:queued:0', 'push:queued:0']);
    expect(await statesOf(paid)).toEqual([]);
  });

  it('a push service’s 500 is retried after 30 s and the message stays; a 410 deletes the device and is not retried', async () => {
    await runAt(h.clock.now()); // what is queued goes first
    push.answer('/push/demo-phone', 500);
    push.answer('/push/demo-laptop', 410);
    const id = await post(demoId, 'claim.paid');
    await runAt(bj('2026-11-17T12:00:00'));
    await expect.poll(() => statesOf(id)).toEqual(['push:dropped:1', 'push:retry:1']);
    expect(await messageExists(id)).toBe(true);
    const settings = await api(demoToken).settings();
    expect(settings.push.devices).toBe(1);
    expect(settings.recent.find((r) => r.state === 'retry')).toMatchObject({
      channel: 'push',
      attempts: 1,
      lastError: expect.stringContaining('HTTP 500'),
    });
    expect(settings.recent.find((r) => r.state === 'dropped')).toMatchObject({
      channel: 'push',
      lastError: expect.stringMatching(/^推送订阅已失效（HTTP 410/),
    });

    // Not due before the backoff ends.
    await runAt(bj('2026-11-17T12:00:29'));
    expect(await statesOf(id)).toEqual(['push:dropped:1', 'push:retry:1']);
    push.answer('/push/demo-phone', 201);
    const before = push.received.length;
    await runAt(bj('2026-11-17T12:00:30'));
    await expect.poll(() => statesOf(id)).toEqual(['push:dropped:1', 'push:sent:2']);
    expect(push.received.slice(before).map((r) => r.path)).toEqual(['/push/demo-phone']);
    // The gone device gets nothing more.
    const next = await post(demoId, 'claim.paid');
    expect(await statesOf(next)).toEqual(['push:queued:0']);
  });

  it('an SMS vendor that keeps failing is tried 5 times with backoff, then 发送失败 — the message stays', async () => {
    await runAt(h.clock.now());
    const failing: SmsProvider = {
      name: 'failing',
      notices: true,
      send: async () => {},
      notify: async () => {
        throw new SmsSendError('aliyun', 'isv.BUSINESS_LIMIT_CONTROL', '触发分钟级流控');
      },
    };
    setSmsProvider(h.ctx, failing);
    try {
      await h.db.update(t.inboxDeliveryChoices).set({ push: false }).where(eq(t.inboxDeliveryChoices.buyerId, demoId));
      const id = await post(demoId);
      let at = bj('2026-11-17T13:00:00');
      for (const wait of [0, 30, 120, 600, 3600]) {
        at = new Date(at.getTime() + wait * 1000);
        await runAt(at);
      }
      await expect.poll(() => statesOf(id)).toEqual(['sms:failed:5']);
      expect((await deliveriesOf(id))[0]!.lastError).toContain('isv.BUSINESS_LIMIT_CONTROL');
      await runAt(new Date(at.getTime() + 24 * 3600 * 1000));
      expect(await statesOf(id)).toEqual(['sms:failed:5']);
      expect(await messageExists(id)).toBe(true);
    } finally {
      setSmsProvider(h.ctx, outbox);
      await h.db.update(t.inboxDeliveryChoices).set({ push: true }).where(eq(t.inboxDeliveryChoices.kind, 'order.shipped'));
    }
  });

  it('an SMS due in the quiet hours waits until they end; the push goes at once', async () => {
    const night = bj('2026-11-17T23:30:00');
    h.clock.set(night);
    await runAt(night);
    const sentBefore = notices(DEMO_BUYER.phone).length;
    const id = await post(demoId);
    await runAt(night);
    expect(await deliveriesOf(id)).toMatchObject([{ lastError: null }, { lastError: null }]);
    await expect.poll(() => statesOf(id)).toEqual(['push:sent:1', 'sms:queued:0']);
    expect((await deliveriesOf(id))[1]!.nextAt).toEqual(bj('2026-11-18T07:00:00'));
    await runAt(bj('2026-11-18T06:59:59'));
    expect(notices(DEMO_BUYER.phone)).toHaveLength(sentBefore);
    await runAt(bj('2026-11-18T07:00:00'));
    await expect.poll(() => statesOf(id)).toEqual(['push:sent:1', 'sms:sent:1']);
    expect(notices(DEMO_BUYER.phone)).toHaveLength(sentBefore + 1);
  });

  it('SMS turned off before it went is not sent; a device unsubscribed gets nothing more', async () => {
    await runAt(h.clock.now());
    const night = bj('2026-11-18T23:00:00');
    h.clock.set(night);
    const id = await post(demoId);
    await runAt(night);
    // The token lives on the market clock: log in again at this time.
    const buyer = api(await h.login(DEMO_BUYER.phone, DEMO_BUYER.password));
    const settings = await buyer.save({ choices: [], smsOn: false, quietFrom: '22:00', quietTo: '07:00' });
    expect(settings.choices.find((c) => c.kind === 'order.shipped')).toEqual({ kind: 'order.shipped', push: true, sms: true });
    await runAt(bj('2026-11-19T07:00:00'));
    await expect.poll(() => statesOf(id)).toEqual(['push:sent:1', 'sms:dropped:1']);

    expect((await buyer.unsubscribe(phone.endpoint)).push.devices).toBe(0);
    const next = await post(demoId);
    expect(await deliveriesOf(next)).toEqual([]);
    // Another buyer cannot take over or remove a device by naming its endpoint in unsubscribe.
    await buyer.subscribe({ endpoint: phone.endpoint, keys: phone.keys });
    await api(await h.login(SECOND_BUYER.phone, SECOND_BUYER.password)).unsubscribe(phone.endpoint);
    expect((await buyer.settings()).push.devices).toBe(1);
    const rows = await h.db
      .select()
      .from(t.pushSubscriptions)
      .where(inArray(t.pushSubscriptions.buyerId, [demoId, secondId]));
    expect(rows.map((r) => r.buyerId)).toEqual([demoId]);
  });
});
