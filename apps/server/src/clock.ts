/**
 * The one place the server reads time. MARKET_NOW pins where it starts; tests pass their own.
 *
 * Decisions:
 * - CLOCK_HEADER=on (never in production: config.ts refuses it) lets one request carry its own market time in the
 *   `x-huashi-clock` header (an ISO 8601 instant). It is the end-to-end run's seam for "the next morning" (财务
 *   confirming a period that is over) while other journeys share the same server and its MARKET_NOW: a whole-server
 *   clock endpoint would move every journey at once.
 * - The time is held in an AsyncLocalStorage entered around the request (requestClock), so ctx.clock.now() reads it
 *   anywhere below the route without a parameter; outside a request, or without the header, the server's clock counts.
 *   It is a fixed instant for that request (no running on), as a test of "the next morning" wants.
 * - A header that is not an instant is refused with 400 (a silent fallback would test the wrong day).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(at: Date): Clock {
  return { now: () => new Date(at.getTime()) };
}

/** A pinned clock that tests can move. */
export function manualClock(start: Date): Clock & { set: (at: Date) => void; advance: (ms: number) => void } {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    set: (at) => {
      t = at.getTime();
    },
    advance: (ms) => {
      t += ms;
    },
  };
}

/** The request header that carries a request's own market time (honoured only with CLOCK_HEADER=on). */
export const CLOCK_HEADER = 'x-huashi-clock';

const requestTime = new AsyncLocalStorage<Date>();

/** `base`, except inside runAt: there the instant given to runAt. */
export function requestClock(base: Clock): Clock {
  return {
    now: () => {
      const at = requestTime.getStore();
      return at ? new Date(at.getTime()) : base.now();
    },
  };
}

/** Runs `fn` (and everything it starts) at the market time `at`, as read through requestClock. */
export function runAt<T>(at: Date, fn: () => T): T {
  return requestTime.run(at, fn);
}

/** The header's instant, or null when it is not one (an ISO 8601 date-time with its offset or Z). */
export function parseClockHeader(raw: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(raw)) return null;
  const at = new Date(raw);
  return Number.isNaN(at.getTime()) ? null : at;
}
