import { describe, expect, it } from 'vitest';
import {
  AUTO_COMPLETE_HOURS,
  autoCompleteAt,
  autoCompleteDue,
  canFulfil,
  carrierByCode,
  carrierByName,
  completedByLabel,
  deliverStepName,
  deskStatusLabel,
  FULFILMENT_MESSAGES,
  fulfilmentActionsFor,
  fulfilmentRefusal,
  normaliseTrackingNumber,
  scannedOrderNo,
  orderWhollyCancelled,
  shipProblem,
  trackingNumberProblem,
} from './fulfilment';
import { ORDER_CANCELLED_LABEL } from './statuses';
import { MS_PER_HOUR } from './time';

const SHOWN = new Date('2026-11-17T14:00:00+08:00');

describe('batch actions per status', () => {
  it('offers 开始配货 at 1 and 2, 发货 at 3, 已送达 at 4 until delivered, nothing at 5', () => {
    expect(fulfilmentActionsFor({ status: 1 })).toEqual(['startPicking']);
    expect(fulfilmentActionsFor({ status: 2 })).toEqual(['startPicking']);
    expect(fulfilmentActionsFor({ status: 3 })).toEqual(['ship']);
    expect(fulfilmentActionsFor({ status: 4, showTime: null })).toEqual(['deliver']);
    expect(fulfilmentActionsFor({ status: 4, showTime: SHOWN })).toEqual([]);
    expect(fulfilmentActionsFor({ status: 5, showTime: SHOWN })).toEqual([]);
    expect(fulfilmentActionsFor({ status: 9 })).toEqual([]);
  });

  it('never skips or goes back: the refusal says the status changed', () => {
    expect(canFulfil('ship', { status: 1 })).toBe(false);
    expect(fulfilmentRefusal('ship', { status: 1 })).toBe('订单未配货，不能发货');
    expect(fulfilmentRefusal('ship', { status: 4 })).toBe('订单已发货');
    expect(fulfilmentRefusal('ship', { status: 5 })).toBe('订单已完成');
    expect(fulfilmentRefusal('startPicking', { status: 3 })).toBe('订单已开始配货');
    expect(fulfilmentRefusal('startPicking', { status: 4 })).toBe('订单已发货');
    expect(fulfilmentRefusal('deliver', { status: 2 })).toBe('订单未发货，不能标记送达');
    expect(fulfilmentRefusal('deliver', { status: 3 })).toBe('订单未发货，不能标记送达');
    expect(fulfilmentRefusal('deliver', { status: 4, showTime: SHOWN })).toBe(FULFILMENT_MESSAGES.alreadyDelivered);
    expect(fulfilmentRefusal('deliver', { status: 4 })).toBeNull();
  });
});

describe('shipping', () => {
  it('needs nothing for self-pickup, a listed carrier and a tracking number for agent collection', () => {
    expect(shipProblem({ deliveryType: 1 })).toBeNull();
    expect(shipProblem({ deliveryType: 2, carrierCode: '', trackingNumber: 'SF1234567' })).toBe(FULFILMENT_MESSAGES.carrierMissing);
    expect(shipProblem({ deliveryType: 2, carrierCode: 'NOPE', trackingNumber: 'SF1234567' })).toBe(FULFILMENT_MESSAGES.carrierMissing);
    expect(shipProblem({ deliveryType: 2, carrierCode: 'SF', trackingNumber: ' ' })).toBe(FULFILMENT_MESSAGES.trackingMissing);
    expect(shipProblem({ deliveryType: 2, carrierCode: 'SF', trackingNumber: 'SF1234567' })).toBeNull();
  });

  it('reads an order number as typed or scanned: lower case, full-width, spaces', () => {
    expect(scannedOrderNo(' hs2026 1117 ')).toBe('HS20261117');
    expect(scannedOrderNo('ＨＳ２０２６')).toBe('HS2026');
    expect(scannedOrderNo('')).toBe('');
  });

  it('reads a tracking number as typed on a Chinese keyboard, upper case, 6–30 letters, digits or dashes', () => {
    expect(normaliseTrackingNumber(' ｓｆ１２３４５６７ ')).toBe('SF1234567');
    expect(trackingNumberProblem(null)).toBe(FULFILMENT_MESSAGES.trackingMissing);
    expect(trackingNumberProblem('12345')).toBe(FULFILMENT_MESSAGES.trackingFormat);
    expect(trackingNumberProblem('123456')).toBeNull();
    expect(trackingNumberProblem('A'.repeat(30))).toBeNull();
    expect(trackingNumberProblem('A'.repeat(31))).toBe(FULFILMENT_MESSAGES.trackingFormat);
    expect(trackingNumberProblem('KM-2026 1117')).toBe(FULFILMENT_MESSAGES.trackingFormat);
    expect(trackingNumberProblem('km-20261117')).toBeNull();
  });

  it('finds carriers by code and by the name the buyer asked for', () => {
    expect(carrierByCode('KMCOLD')?.name).toBe('昆明同城冷链');
    expect(carrierByCode('x')).toBeNull();
    expect(carrierByName('顺丰速运')?.code).toBe('SF');
    expect(carrierByName('发顺丰速运到付')?.code).toBe('SF');
    expect(carrierByName('')).toBeNull();
    expect(carrierByName(null)).toBeNull();
  });
});

describe('labels', () => {
  it('names the desk state and the deliver step by delivery way', () => {
    expect(deskStatusLabel({ status: 1, deliveryType: 2 })).toBe('待配货');
    expect(deskStatusLabel({ status: 2, deliveryType: 2 })).toBe('待配货');
    expect(deskStatusLabel({ status: 3, deliveryType: 2 })).toBe('待发货');
    expect(deskStatusLabel({ status: 4, deliveryType: 2 })).toBe('已发货');
    expect(deskStatusLabel({ status: 4, deliveryType: 2, showTime: SHOWN })).toBe('已送达');
    expect(deskStatusLabel({ status: 4, deliveryType: 1, showTime: SHOWN })).toBe('已提货');
    expect(deskStatusLabel({ status: 5, deliveryType: 1 })).toBe('已完成');
    expect(deliverStepName(1)).toBe('已提货');
    expect(deliverStepName(2)).toBe('已送达');
    expect(completedByLabel('buyer')).toBe('买家确认收货');
    expect(completedByLabel('auto')).toBe('系统自动完成');
    expect(completedByLabel('staff:3')).toBe('员工');
    expect(completedByLabel(null)).toBe('');
  });
});

describe('auto completion', () => {
  it('is due exactly 72 hours after showTime, never before, never without one', () => {
    expect(AUTO_COMPLETE_HOURS).toBe(72);
    const at = SHOWN.getTime() + 72 * MS_PER_HOUR;
    expect(autoCompleteAt(SHOWN)).toBe(at);
    expect(autoCompleteDue(SHOWN, at - 1)).toBe(false);
    expect(autoCompleteDue(SHOWN, at)).toBe(true);
    expect(autoCompleteDue(SHOWN, new Date(at + 1))).toBe(true);
    expect(autoCompleteDue(null, at)).toBe(false);
    expect(autoCompleteDue(undefined, at)).toBe(false);
    expect(autoCompleteDue(new Date('bad'), at)).toBe(false);
    expect(autoCompleteDue(SHOWN, Number.NaN)).toBe(false);
    expect(autoCompleteAt(null)).toBeNull();
  });
});

describe('an order whose every item was cancelled', () => {
  it('is wholly cancelled only when it has items and none stands', () => {
    expect(orderWhollyCancelled([{ cancelled: true }, { cancelled: true }])).toBe(true);
    expect(orderWhollyCancelled([{ cancelled: true }, { cancelled: false }])).toBe(false);
    expect(orderWhollyCancelled([])).toBe(false);
  });

  it('has nothing to fulfil: every action refuses it with its reason, and the desk reads 已撤销', () => {
    const order = { status: 1, deliveryType: 2, cancelled: true };
    expect(fulfilmentActionsFor(order)).toEqual([]);
    expect(canFulfil('startPicking', order)).toBe(false);
    expect(fulfilmentRefusal('startPicking', order)).toBe(FULFILMENT_MESSAGES.cancelled);
    expect(fulfilmentRefusal('startPicking', { ...order, unpaid: true })).toBe(FULFILMENT_MESSAGES.cancelled);
    expect(deskStatusLabel(order)).toBe(ORDER_CANCELLED_LABEL);
    expect(fulfilmentActionsFor({ ...order, cancelled: false })).toEqual(['startPicking']);
  });
});

describe('auto completion with an open after-sales claim', () => {
  it('is never due while a claim is open, and due as before once none is', () => {
    const at = SHOWN.getTime() + 72 * MS_PER_HOUR;
    expect(autoCompleteDue(SHOWN, at + MS_PER_HOUR, { openClaim: true })).toBe(false);
    expect(autoCompleteDue(SHOWN, at, { openClaim: false })).toBe(true);
    expect(autoCompleteDue(SHOWN, at - 1, { openClaim: false })).toBe(false);
  });
});
