import { describe, expect, it } from 'vitest';
import { fixedClock, parseClockHeader, requestClock, runAt } from './clock';

describe('request clock', () => {
  const base = fixedClock(new Date('2026-11-17T03:45:00Z'));
  const clock = requestClock(base);

  it("reads the server's clock outside a request's time, the request's inside it (across awaits)", async () => {
    expect(clock.now().toISOString()).toBe('2026-11-17T03:45:00.000Z');
    const seen = await runAt(new Date('2026-11-18T01:00:00Z'), async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return clock.now().toISOString();
    });
    expect(seen).toBe('2026-11-18T01:00:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-11-17T03:45:00.000Z');
  });

  it('takes an ISO 8601 instant with its offset, nothing else', () => {
    expect(parseClockHeader('2026-11-18T09:00:00+08:00')?.toISOString()).toBe('2026-11-18T01:00:00.000Z');
    expect(parseClockHeader('2026-11-18T01:00:00.000Z')?.toISOString()).toBe('2026-11-18T01:00:00.000Z');
    for (const bad of ['2026-11-18', 'tomorrow', '2026-11-18T09:00:00', '2026-13-40T09:00:00Z']) expect(parseClockHeader(bad)).toBeNull();
  });
});
