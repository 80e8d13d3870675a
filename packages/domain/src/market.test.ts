import { describe, expect, it } from 'vitest';
import {
  allDayShipText,
  dayFraction,
  durationText,
  marketDateLabel,
  marketTimeLabel,
  msUntil,
  searchZone,
  sessionCountdownText,
  sessionStateText,
  sessionView,
  weatherLabel,
} from './market';

const at = (iso: string) => new Date(iso).getTime();

describe('market texts', () => {
  it('labels times relative to now in Shanghai', () => {
    const now = at('2026-11-17T14:00:00+08:00');
    expect(marketTimeLabel(at('2026-11-17T18:00:00+08:00'), now)).toBe('今日 18:00');
    expect(marketTimeLabel(at('2026-11-18T11:30:00+08:00'), now)).toBe('明日 11:30');
    expect(marketTimeLabel(at('2026-11-20T11:30:00+08:00'), now)).toBe('11月20日 11:30');
    // 23:30 Shanghai is still "today" even though UTC has another date.
    expect(marketTimeLabel(at('2026-11-17T23:30:00+08:00'), at('2026-11-17T01:00:00+08:00'))).toBe('今日 23:30');
    expect(marketTimeLabel(Number.NaN, now)).toBe('');
  });

  it('describes each session state', () => {
    const now = at('2026-11-17T14:00:00+08:00');
    expect(
      sessionStateText({ type: 'A', open: false, opensAt: at('2026-11-18T11:30:00+08:00'), closesAt: null, preparing: false }, now),
    ).toBe('已休市 · 明日 11:30 开市');
    expect(
      sessionStateText(
        { type: 'A', open: true, opensAt: null, closesAt: at('2026-11-17T13:00:00+08:00'), preparing: false },
        at('2026-11-17T11:45:00+08:00'),
      ),
    ).toBe('进行中 · 13:00 结束');
    expect(
      sessionStateText({ type: 'C', open: true, opensAt: null, closesAt: at('2026-11-17T16:10:00+08:00'), preparing: false }, now),
    ).toBe('进行中 · 16:10 截单');
    expect(
      sessionStateText(
        { type: 'C', open: false, opensAt: at('2026-11-17T18:00:00+08:00'), closesAt: null, preparing: true },
        at('2026-11-17T16:30:00+08:00'),
      ),
    ).toBe('备货中（16:10-18:00） · 今日 18:00 开市');
  });

  it('counts down to an instant, never below zero', () => {
    expect(msUntil(2000, 500)).toBe(1500);
    expect(msUntil(100, 500)).toBe(0);
    expect(msUntil(null, 500)).toBeNull();
  });

  it('names WMO weather codes and refuses unknown ones', () => {
    expect(weatherLabel(0)).toBe('晴');
    expect(weatherLabel('2')).toBe('多云');
    expect(weatherLabel('61')).toBe('小雨');
    expect(weatherLabel(95)).toBe('雷阵雨');
    expect(weatherLabel('x')).toBe('');
    expect(weatherLabel(42)).toBe('');
  });

  it('writes the date with the weekday', () => {
    expect(marketDateLabel(at('2026-11-17T11:45:00+08:00'))).toBe('11月17日 星期二');
    expect(marketDateLabel(Number.NaN)).toBe('');
  });

  it('says how long until a session changes in hours and whole minutes', () => {
    expect(durationText(2 * 3_600_000 + 18 * 60_000 + 59_000)).toBe('2小时18分');
    expect(durationText(3 * 3_600_000)).toBe('3小时');
    expect(durationText(18 * 60_000)).toBe('18分');
    expect(durationText(59_000)).toBe('不到1分');
    expect(durationText(-5)).toBe('不到1分');
    expect(durationText(Number.NaN)).toBe('不到1分');
  });

  it('places an instant in its Shanghai day', () => {
    expect(dayFraction(at('2026-11-17T12:00:00+08:00'))).toBe(0.5);
    expect(dayFraction(at('2026-11-17T00:00:00+08:00'))).toBe(0);
    expect(dayFraction(at('2026-11-17T18:00:00+08:00'))).toBe(0.75);
    expect(dayFraction(Number.NaN)).toBeNull();
  });

  it('says when an all-day order ships: today before 16:10, paused while stock is prepared, tomorrow from 18:00', () => {
    expect(allDayShipText(at('2026-11-17T09:00:00+08:00'))).toBe('现在下单今日发货（16:10 前）');
    expect(allDayShipText(at('2026-11-17T16:30:00+08:00'))).toBe('16:10-18:00 备货，暂停下单 · 18:00 后下单次日发货');
    expect(allDayShipText(at('2026-11-17T18:00:00+08:00'))).toBe('现在下单次日发货');
  });

  it('counts down to each session change through the day: 11:30, 13:00, 16:10, 18:00 and 16:10 tomorrow', () => {
    const clock = (when: string) => {
      const now = at(when);
      return [sessionCountdownText(sessionView('A', now), now), sessionCountdownText(sessionView('C', now), now)];
    };
    expect(clock('2026-11-17T09:00:00+08:00')).toEqual(['还有2小时30分开市', '还有7小时10分截单']);
    expect(clock('2026-11-17T11:45:00+08:00')).toEqual(['还有1小时15分结束', '还有4小时25分截单']);
    expect(clock('2026-11-17T14:00:00+08:00')).toEqual(['还有21小时30分开市', '还有2小时10分截单']);
    expect(clock('2026-11-17T16:30:00+08:00')).toEqual(['还有19小时开市', '还有1小时30分开市']);
    expect(clock('2026-11-17T19:00:00+08:00')).toEqual(['还有16小时30分开市', '还有21小时10分截单']);
  });

  it('reads a session by the trading rules: the all-day zone is preparing stock only between 16:10 and 18:00', () => {
    expect(sessionView('C', at('2026-11-17T16:30:00+08:00'))).toMatchObject({ open: false, preparing: true });
    expect(sessionView('A', at('2026-11-17T16:30:00+08:00'))).toMatchObject({ open: false, preparing: false });
    expect(sessionView('C', at('2026-11-17T18:00:00+08:00'))).toMatchObject({ open: true, preparing: false });
    expect(sessionView('A', Number.NaN)).toEqual({ type: 'A', open: false, opensAt: null, closesAt: null, preparing: false });
    expect(sessionCountdownText(sessionView('A', Number.NaN), Number.NaN)).toBe('');
  });
});

describe('searchZone: the zone a search opens on (issue 26)', () => {
  const both = { A: true, C: true };
  it('opens the zone with results: a supplier code of all-day lots opens 全天专区 while 限时直供 is closed or open', () => {
    expect(searchZone({ counts: { A: 0, C: 12 }, open: { A: false, C: true }, current: 'A' })).toBe('C');
    expect(searchZone({ counts: { A: 0, C: 12 }, open: both, current: 'A' })).toBe('C');
    expect(searchZone({ counts: { A: 0, C: 12 }, open: { A: true, C: false }, current: 'A' })).toBe('C');
    expect(searchZone({ counts: { A: 3, C: 0 }, open: { A: false, C: true }, current: 'C' })).toBe('A');
  });
  it('with results in both, opens the open session first', () => {
    expect(searchZone({ counts: { A: 5, C: 9 }, open: { A: false, C: true }, current: 'A' })).toBe('C');
    expect(searchZone({ counts: { A: 5, C: 9 }, open: { A: true, C: false }, current: 'C' })).toBe('A');
  });
  it('when results and sessions do not decide, stays on the zone the buyer was on', () => {
    expect(searchZone({ counts: { A: 5, C: 9 }, open: both, current: 'C' })).toBe('C');
    expect(searchZone({ counts: { A: 5, C: 9 }, open: both, current: 'A' })).toBe('A');
    expect(searchZone({ counts: { A: 0, C: 0 }, open: { A: false, C: false }, current: 'C' })).toBe('C');
    // Nothing anywhere: the open session says 没有更多啦 rather than the closed one.
    expect(searchZone({ counts: { A: 0, C: 0 }, open: { A: false, C: true }, current: 'A' })).toBe('C');
  });
});
