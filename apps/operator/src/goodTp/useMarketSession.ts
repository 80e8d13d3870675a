/**
 * The trading session of the supplier type /goodTp filters by, by the domain's session rules (§5: 限时直供 A trades
 * 11:30–13:00) and the SERVER's clock — the instant /health answered with, run on by the browser's clock since then, so a
 * wrong browser clock does not lie about the session. A line such as 限时直供 已休市 · 明日 11:30 开市, refreshed each
 * minute; undefined until the server answered.
 */
import { operatorToolKeys, systemApi } from '@huashi/api';
import { ZONE_NAMES, operatorSupplierType, sessionOfSupplierType, sessionStateText, sessionView } from '@huashi/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { client } from '../session';

/** The server's instant (epoch ms), advanced by the browser's clock each minute; undefined before /health answered. */
function useServerNow(sign: string): number | undefined {
  const health = useQuery({
    queryKey: operatorToolKeys.serverClock(sign),
    queryFn: async () => ({ server: Date.parse((await systemApi(client).health()).time), local: Date.now() }),
    staleTime: 10 * 60_000,
  });
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((t) => t + 1), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const anchor = health.data;
  return anchor && Number.isFinite(anchor.server) ? anchor.server + (Date.now() - anchor.local) : undefined;
}

/** The session line for `supplierType` (A/B/C; anything else is A, as the goods list reads it). */
export function useSupplierSessionText(sign: string, supplierType: string): string | undefined {
  const now = useServerNow(sign);
  if (now === undefined) return undefined;
  const session = sessionOfSupplierType(operatorSupplierType(supplierType));
  return `${ZONE_NAMES[session]} ${sessionStateText(sessionView(session, now), now)}`;
}
