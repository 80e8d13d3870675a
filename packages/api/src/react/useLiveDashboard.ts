/**
 * 今日概览 live (issue 31): opens the dashboard's stream (ticketStream.ts) while the page is open; each `changed` event
 * (at most one a second, the server coalesces) marks the figures stale, so TanStack Query reads them again — the
 * page never reloads, and the figures always come from the one endpoint. Answers whether the stream is up.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { adminDashboardKeys, DASHBOARD_CHANGED_EVENT } from '../adminDashboard';
import { openTicketStream } from './ticketStream';

/** What the hook calls: `adminDashboardApi(client, base)` of the package. */
export type LiveDashboardCalls = {
  ticket: () => Promise<{ ticket: string }>;
  streamUrl: (ticket: string) => string;
};

export function useLiveDashboard({ live, enabled = true }: { live: LiveDashboardCalls; enabled?: boolean }): boolean {
  const queryClient = useQueryClient();
  const [up, setUp] = useState(false);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const close = openTicketStream({
      ticket: live.ticket,
      url: live.streamUrl,
      events: { [DASHBOARD_CHANGED_EVENT]: () => void queryClient.invalidateQueries({ queryKey: adminDashboardKeys.figures() }) },
      onLive: setUp,
    });
    return () => {
      close();
      setUp(false);
    };
  }, [enabled, live, queryClient]);
  return up;
}
