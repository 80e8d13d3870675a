import type { FormMap, MarketSessions } from '@huashi/api';
import { msUntil } from '@huashi/domain';

/** At most this long between two readings of the form map (the sessions' state), in ms. */
export const FORM_MAP_MAX_WAIT_MS = 600_000;

/** Milliseconds until the next opening or closing of a session, or null when neither is known. */
export function nextBoundary(sessions: MarketSessions): number | null {
  const times = [sessions.A, sessions.C]
    .map((s) => msUntil(s.open ? s.closesAt : s.opensAt, sessions.now))
    .filter((v): v is number => v !== null);
  return times.length ? Math.min(...times) : null;
}

/** When to read the form map again: a second after the next opening or closing, and at least every 10 minutes. */
export function formMapRefetchMs(map: FormMap | undefined): number | false {
  if (!map) return false;
  return Math.min(nextBoundary(map.sessions) ?? FORM_MAP_MAX_WAIT_MS, FORM_MAP_MAX_WAIT_MS) + 1000;
}
