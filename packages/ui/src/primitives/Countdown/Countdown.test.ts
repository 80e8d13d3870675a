import { describe, expect, it } from 'vitest';
import { formatCountdown } from './Countdown';

describe('formatCountdown', () => {
  it('fills {seconds}', () => {
    expect(formatCountdown('{seconds}秒后重新获取', 59)).toBe('59秒后重新获取');
    expect(formatCountdown('{seconds}s', 0)).toBe('0s');
  });

  it('fills {mm}:{ss} with two digits', () => {
    expect(formatCountdown('剩余 {mm}:{ss}', 60)).toBe('剩余 01:00');
    expect(formatCountdown('{mm}:{ss}', 5399)).toBe('89:59');
    expect(formatCountdown('{mm}:{ss}', 7)).toBe('00:07');
  });

  it('floors fractions and never goes below zero', () => {
    expect(formatCountdown('{seconds}', 9.9)).toBe('9');
    expect(formatCountdown('{seconds}', -3)).toBe('0');
    expect(formatCountdown('{seconds}', Number.NaN)).toBe('0');
  });

  it('leaves other braces alone', () => {
    expect(formatCountdown('{n}扎 {seconds}秒', 3)).toBe('{n}扎 3秒');
  });
});
