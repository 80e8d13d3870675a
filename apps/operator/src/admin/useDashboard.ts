/**
 * /admin/dashboard (今日概览, every role): the figures of the member's cards (one call), kept live by the dashboard's
 * stream (useLiveDashboard: a `changed` event marks them stale and they are read again, without a reload).
 */
import { adminDashboardKeys } from '@huashi/api';
import { useLiveDashboard } from '@huashi/api/react';
import { DASHBOARD_TEXTS } from '@huashi/domain';
import { useQuery } from '@tanstack/react-query';
import { dashboardCards } from './dashboardView';
import { dashboardDesk } from './staffSession';

export function useDashboard() {
  const figures = useQuery({ queryKey: adminDashboardKeys.figures(), queryFn: dashboardDesk.figures });
  const live = useLiveDashboard({ live: dashboardDesk });
  return {
    date: figures.data?.auctionDate,
    cards: figures.data ? dashboardCards(figures.data) : [],
    loading: figures.isPending,
    // A failed refetch keeps the last figures on screen; only a page with none says it failed.
    error: figures.isError && !figures.data ? DASHBOARD_TEXTS.loadFailed : undefined,
    retry: () => void figures.refetch(),
    live,
  };
}
