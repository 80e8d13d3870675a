/** The one place the server reads time. MARKET_NOW pins it; tests pass their own. */
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
