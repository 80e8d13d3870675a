import { describe, expect, it } from 'vitest';
import {
  isSessionOpen,
  isSessionType,
  msUntilNextOpening,
  SESSION_CLOSED_NOTICE,
  SESSION_CLOSED_NOTICE_LINES,
  sessionStatus,
  shipDate,
} from './sessions';

/** An instant given as Shanghai wall time on 2025-06-15 (or another day). Independent of the process zone. */
const sh = (time: string, date = '2025-06-15'): Date => new Date(`${date}T${time}+08:00`);
const MIN = 60_000;

describe('session A (直供): tradable 11:30–13:00 Shanghai time', () => {
  it.each([
    ['00:00:00', false],
    ['11:29:59', false],
    ['11:29:59.999', false],
    ['11:30:00', true],
    ['12:00:00', true],
    ['12:59:59', true],
    ['12:59:59.999', true],
    ['13:00:00', false],
    ['23:59:59', false],
  ])('at %s open is %s', (time, open) => {
    expect(isSessionOpen('A', sh(time))).toBe(open);
  });

  it('counts down to 11:30 while closed', () => {
    expect(msUntilNextOpening('A', sh('11:29:59'))).toBe(1000);
    expect(msUntilNextOpening('A', sh('11:00:00'))).toBe(30 * MIN);
    expect(msUntilNextOpening('A', sh('11:30:00'))).toBe(0);
    // After 13:00 the next opening is tomorrow 11:30.
    expect(msUntilNextOpening('A', sh('13:00:00'))).toBe((22 * 60 + 30) * MIN);
    expect(sessionStatus('A', sh('13:00:00'))).toEqual({
      open: false,
      opensAt: sh('11:30:00', '2025-06-16').getTime(),
      msUntilOpen: (22 * 60 + 30) * MIN,
    });
  });

  it('says when it closes while open', () => {
    expect(sessionStatus('A', sh('12:59:00'))).toEqual({ open: true, closesAt: sh('13:00:00').getTime(), msUntilClose: MIN });
  });
});

describe('session C (全天): tradable all day except 16:10–18:00', () => {
  it.each([
    ['00:00:00', true],
    ['08:00:00', true],
    ['16:09:59', true],
    ['16:09:59.999', true],
    ['16:10:00', false],
    ['17:00:00', false],
    ['17:59:59', false],
    ['18:00:00', true],
    ['23:59:59.999', true],
  ])('at %s open is %s', (time, open) => {
    expect(isSessionOpen('C', sh(time))).toBe(open);
  });

  it('counts down through stock preparation to 18:00', () => {
    expect(msUntilNextOpening('C', sh('16:10:00'))).toBe(110 * MIN);
    expect(msUntilNextOpening('C', sh('17:59:59'))).toBe(1000);
    expect(msUntilNextOpening('C', sh('18:00:00'))).toBe(0);
  });

  it('stays open across midnight: from 18:00 it closes at tomorrow 16:10', () => {
    expect(sessionStatus('C', sh('20:00:00'))).toEqual({
      open: true,
      closesAt: sh('16:10:00', '2025-06-16').getTime(),
      msUntilClose: (20 * 60 + 10) * MIN,
    });
    expect(sessionStatus('C', sh('01:00:00'))).toMatchObject({ open: true, closesAt: sh('16:10:00').getTime() });
  });
});

describe('shipping day of an order', () => {
  it('C before 16:10 ships the same day', () => {
    expect(shipDate('C', sh('00:00:00'))).toBe('2025-06-15');
    expect(shipDate('C', sh('16:09:59'))).toBe('2025-06-15');
  });
  it('C from 18:00 ships the next day (also across a month end)', () => {
    expect(shipDate('C', sh('18:00:00'))).toBe('2025-06-16');
    expect(shipDate('C', sh('23:59:59', '2025-06-30'))).toBe('2025-07-01');
    expect(shipDate('C', sh('23:59:59', '2025-12-31'))).toBe('2026-01-01');
  });
  it('no C order during stock preparation', () => {
    expect(shipDate('C', sh('16:10:00'))).toBeNull();
    expect(shipDate('C', sh('17:59:59'))).toBeNull();
  });
  it('A ships the same day, and has no orders outside its window', () => {
    expect(shipDate('A', sh('11:30:00'))).toBe('2025-06-15');
    expect(shipDate('A', sh('13:00:00'))).toBeNull();
  });
});

describe('invalid instants', () => {
  it('are closed, have no status and no countdown', () => {
    expect(isSessionOpen('A', Number.NaN)).toBe(false);
    expect(isSessionOpen('C', new Date('x'))).toBe(false);
    expect(sessionStatus('C', Number.NaN)).toBeNull();
    expect(msUntilNextOpening('A', Number.NaN)).toBe(0);
    expect(shipDate('C', Number.NaN)).toBeNull();
  });
});

describe('closed notice', () => {
  it('lists 限时直供 11:30-13:00; 全天专区 00:00-16:10 and 18:00-00:00', () => {
    expect(SESSION_CLOSED_NOTICE_LINES).toEqual(['限时直供 11:30-13:00', '全天专区 00:00-16:10', '18:00-00:00']);
    expect(SESSION_CLOSED_NOTICE).toEqual([
      { session: 'A', label: '限时直供', ranges: ['11:30-13:00'] },
      { session: 'C', label: '全天专区', ranges: ['00:00-16:10', '18:00-00:00'] },
    ]);
  });
  it('knows the session types', () => {
    expect(isSessionType('A')).toBe(true);
    expect(isSessionType('C')).toBe(true);
    expect(isSessionType('B')).toBe(false);
    expect(isSessionType(undefined)).toBe(false);
  });
});
