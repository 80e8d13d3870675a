import { describe, expect, it } from 'vitest';
import {
  INBOX_KIND_GROUP,
  INBOX_KIND_LABELS,
  INBOX_KINDS,
  inboxDrafts,
  inboxHref,
  inboxKeepCutoff,
  inboxKindPage,
  inQuietHours,
  isInboxKind,
  isInboxLink,
  unreadBadgeText,
} from './inbox';

const shanghai = (clock: string) => new Date(`2026-11-17T${clock}:00+08:00`);

describe('kinds', () => {
  it('every kind has a label and a group, and the seam kinds are all there', () => {
    for (const kind of INBOX_KINDS) {
      expect(INBOX_KIND_LABELS[kind]).toMatch(/\p{Script=Han}/u);
      expect(INBOX_KIND_GROUP[kind]).toBeTruthy();
    }
    expect(INBOX_KINDS).toEqual(expect.arrayContaining(['order.paid', 'watch.price', 'standing.run', 'withdraw.rejected']));
    expect(isInboxKind('order.paid')).toBe(true);
    expect(isInboxKind('order.lost')).toBe(false);
  });
});

describe('links', () => {
  it('takes only paths of the app, else the kind’s page', () => {
    expect(isInboxLink('/orderdetail?codeId=12')).toBe(true);
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil', 'javascript:alert(1)', '', '/a b'])
      expect(isInboxLink(bad)).toBe(false);
    expect(inboxHref('order.paid', '//evil.example')).toBe('/order');
    expect(inboxHref('claim.paid', '/afterdetail?list=1')).toBe('/afterdetail?list=1');
    expect(inboxKindPage('watch.arrived')).toBe('/watch');
    expect(inboxKindPage('topup.credited')).toBe('/money?key=1');
  });
});

describe('quiet hours (Asia/Shanghai)', () => {
  it('a window over midnight: from inclusive, to exclusive', () => {
    expect(inQuietHours(shanghai('22:00'), '22:00', '07:00')).toBe(true);
    expect(inQuietHours(shanghai('03:30'), '22:00', '07:00')).toBe(true);
    expect(inQuietHours(shanghai('07:00'), '22:00', '07:00')).toBe(false);
    expect(inQuietHours(shanghai('21:59'), '22:00', '07:00')).toBe(false);
  });
  it('a window within a day; equal or malformed ends are no quiet time', () => {
    expect(inQuietHours(shanghai('12:30'), '12:00', '14:00')).toBe(true);
    expect(inQuietHours(shanghai('14:00'), '12:00', '14:00')).toBe(false);
    expect(inQuietHours(shanghai('12:30'), '12:00', '12:00')).toBe(false);
    expect(inQuietHours(shanghai('12:30'), '12', '14:00')).toBe(false);
    expect(inQuietHours(Number.NaN, '00:00', '23:59')).toBe(false);
  });
});

describe('the badge and the keep', () => {
  it('says nothing at 0, the count below 100, 99+ from 100', () => {
    expect(unreadBadgeText(0)).toBe('');
    expect(unreadBadgeText(7)).toBe('7');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });
  it('keeps 90 days', () => {
    expect(inboxKeepCutoff(new Date('2026-11-17T00:00:00Z')).toISOString()).toBe('2026-08-19T00:00:00.000Z');
  });
});

describe('drafts', () => {
  it('name the event in their keys, and say what happened in Chinese', () => {
    expect(inboxDrafts.orderPaid({ mainId: 5, orderNo: 'HS1', totalFen: 12_345 })).toEqual({
      kind: 'order.paid',
      title: '订单已支付',
      body: '订单HS1已支付¥123.45，市场正在为您配货。',
      link: '/orderdetail?codeId=5',
      key: 'order.paid:5',
    });
    expect(inboxDrafts.orderShipped({ mainId: 5, orderNo: 'HS1', carrierName: '昆明冷链', trackingNumber: 'KM1' }).body).toBe(
      '订单HS1已发货，昆明冷链运单号 KM1。',
    );
    expect(inboxDrafts.orderShipped({ mainId: 5, orderNo: 'HS1', carrierName: null, trackingNumber: null }).body).toBe('订单HS1已发货。');
    const delivered = inboxDrafts.orderDelivered({ mainId: 5, orderNo: 'HS1', receivedAt: shanghai('15:00'), pickup: true });
    expect(delivered).toMatchObject({ title: '订单已提货', key: 'order.delivered:5' });
    expect(delivered.body).toContain('11-17 23:00 前申请售后');
    const run = inboxDrafts.standingRun({
      standingOrderId: 3,
      runAt: shanghai('11:30'),
      name: '周二玫瑰',
      status: 'partial',
      mainId: 9,
      orderNo: 'HS9',
      paidFen: 5_000,
      shorts: ['a', 'b', 'c', 'd'],
    });
    expect(run).toMatchObject({
      title: '固定订单「周二玫瑰」部分购买',
      link: '/orderdetail?codeId=9',
      key: 'standing.run:3:2026-11-17T03:30:00.000Z',
    });
    expect(run.body).toBe('部分购买，订单HS9实付¥50.00；a；b；c等4项。');
  });
});
