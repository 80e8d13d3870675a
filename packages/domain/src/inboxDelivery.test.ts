import { describe, expect, it } from 'vitest';
import { INBOX_KINDS } from './inbox';
import { deliveryFormSchema } from './schemas/inboxDelivery';
import {
  DELIVERY_MAX_ATTEMPTS,
  deliveryChoices,
  inboxPushNotice,
  inboxSmsText,
  INBOX_SMS_TEMPLATES,
  isQuietClock,
  nextAttemptAt,
  quietHoursEnd,
  smsDetail,
  smsSendAt,
} from './inboxDelivery';

/** An instant given as Beijing wall time. */
const bj = (text: string) => new Date(`${text}+08:00`);

describe('quiet hours of SMS', () => {
  it('an SMS due at 23:30 in 22:00–07:00 waits until 07:00 the next morning (Beijing time)', () => {
    expect(quietHoursEnd(bj('2026-11-29T23:30:00'), '22:00', '07:00')).toEqual(bj('2026-11-30T07:00:00'));
    expect(smsSendAt(bj('2026-11-29T23:30:00'), '22:00', '07:00')).toEqual(bj('2026-11-30T07:00:00'));
  });

  it('after midnight it waits until 07:00 the same morning; from 07:00 it goes at once', () => {
    expect(smsSendAt(bj('2026-11-30T03:15:20'), '22:00', '07:00')).toEqual(bj('2026-11-30T07:00:00'));
    expect(smsSendAt(bj('2026-11-30T07:00:00'), '22:00', '07:00')).toEqual(bj('2026-11-30T07:00:00'));
    expect(quietHoursEnd(bj('2026-11-30T07:00:00'), '22:00', '07:00')).toBeNull();
    expect(smsSendAt(bj('2026-11-30T21:59:59'), '22:00', '07:00')).toEqual(bj('2026-11-30T21:59:59'));
  });

  it('a window within one day (12:00–14:00) and no window when both ends are equal', () => {
    expect(smsSendAt(bj('2026-11-30T12:30:00'), '12:00', '14:00')).toEqual(bj('2026-11-30T14:00:00'));
    expect(smsSendAt(bj('2026-11-30T14:00:00'), '12:00', '14:00')).toEqual(bj('2026-11-30T14:00:00'));
    expect(quietHoursEnd(bj('2026-11-30T12:30:00'), '08:00', '08:00')).toBeNull();
  });

  it('the server zone does not matter: the instant is the same whatever the zone of the Date', () => {
    const now = new Date('2026-11-29T15:30:00Z'); // 23:30 in Beijing
    expect(smsSendAt(now, '22:00', '07:00').toISOString()).toBe('2026-11-29T23:00:00.000Z');
  });

  it('takes HH:MM from 00:00 to 23:59 only', () => {
    expect(isQuietClock('22:00')).toBe(true);
    expect(isQuietClock('00:00')).toBe(true);
    expect(isQuietClock('24:00')).toBe(false);
    expect(isQuietClock('7:00')).toBe(false);
    expect(isQuietClock('12:60')).toBe(false);
    expect(isQuietClock(700)).toBe(false);
  });
});

describe('retries', () => {
  it('waits 30 s, 2 min, 10 min, 60 min, then gives up after the fifth attempt', () => {
    const now = bj('2026-11-30T10:00:00');
    const waits = [1, 2, 3, 4].map((n) => (nextAttemptAt(now, n)!.getTime() - now.getTime()) / 1000);
    expect(waits).toEqual([30, 120, 600, 3600]);
    expect(nextAttemptAt(now, DELIVERY_MAX_ATTEMPTS)).toBeNull();
    expect(nextAttemptAt(now, 0)).toBeNull();
  });
});

describe('SMS text', () => {
  it('every kind has a wording that fits one 70-character segment with the longest body', () => {
    const longest = '订'.repeat(200);
    for (const kind of INBOX_KINDS) {
      expect(INBOX_SMS_TEMPLATES[kind]).toContain('{detail}');
      expect(Array.from(inboxSmsText(kind, longest))).toHaveLength(70);
      expect(inboxSmsText(kind, longest)).toMatch(/^【花市】/);
    }
  });

  it('puts the body in one line and cuts a long one with …', () => {
    expect(inboxSmsText('order.shipped', '订单HS20261129001已发货，\n顺丰运单号 SF1234。')).toBe(
      '【花市】订单HS20261129001已发货， 顺丰运单号 SF1234。请留意收货。',
    );
    expect(smsDetail('卡'.repeat(31), 30)).toBe(`${'卡'.repeat(29)}…`);
    expect(smsDetail('卡'.repeat(30), 30)).toBe('卡'.repeat(30));
  });
});

describe('choices', () => {
  it('a kind without a stored choice goes nowhere but the inbox', () => {
    const all = deliveryChoices([{ kind: 'order.shipped', push: true, sms: false }]);
    expect(all).toHaveLength(INBOX_KINDS.length);
    expect(all.find((c) => c.kind === 'order.shipped')).toEqual({ kind: 'order.shipped', push: true, sms: false });
    expect(all.filter((c) => c.push || c.sms)).toHaveLength(1);
  });
});

describe('the settings form', () => {
  it('takes HH:MM quiet hours and known kinds, with the server’s messages', async () => {
    const values = { choices: [{ kind: 'order.shipped', push: true, sms: false }], smsOn: true, quietFrom: '22:00', quietTo: '07:00' };
    await expect(deliveryFormSchema.validate(values)).resolves.toMatchObject(values);
    await expect(deliveryFormSchema.validate({ ...values, quietTo: '7点' })).rejects.toThrow('请选择免打扰时间（时:分）');
    await expect(deliveryFormSchema.validate({ ...values, choices: [{ kind: 'order.lost', push: true, sms: false }] })).rejects.toThrow(
      '消息类型不存在',
    );
  });
});

describe('the notification of a push', () => {
  it('shows our payload and opens its link; a foreign link opens the kind’s page; anything else is not ours', () => {
    expect(
      inboxPushNotice({ id: 7, kind: 'order.shipped', title: '订单已发货', body: '订单HS1已发货。', link: '/orderdetail?codeId=1' }),
    ).toEqual({
      title: '订单已发货',
      body: '订单HS1已发货。',
      tag: 'inbox-7',
      link: '/orderdetail?codeId=1',
    });
    expect(inboxPushNotice({ id: 8, kind: 'order.shipped', title: '订单已发货', link: 'https://evil.example/x' })?.link).toBe('/order');
    expect(inboxPushNotice({ id: 9, kind: 'order.shipped', title: '订单已发货', link: '//evil.example/x' })?.link).toBe('/order');
    expect(inboxPushNotice({ kind: 'nope', title: 'x' })).toBeNull();
    expect(inboxPushNotice('text')).toBeNull();
  });
});
