/**
 * The market's now for the back office's default days (日报, 供应商结算): the server's clock (/health, which MARKET_NOW pins
 * in a demo or a test), the browser's until it has answered. A staff computer's clock or time zone is not the market's,
 * and a desk that opened on the computer's day showed another day than 今日概览 and 日报 (a trial found it).
 */
import { queryKey, systemRoutes } from '@huashi/api';
import { useQuery } from '@tanstack/react-query';
import { serverState } from './staffSession';

export function useMarketNow(): number {
  const clock = useQuery({ queryKey: queryKey(systemRoutes.health), queryFn: () => serverState.health(), staleTime: 5 * 60_000 });
  return clock.data ? Date.parse(clock.data.time) : Date.now();
}
