/**
 * The buyer's unread inbox count, live (issue 33): read once (GET /v1/inbox/unread), then kept by the inbox stream
 * (GET /api/live/inbox, ticketStream.ts) — every `unread` event writes the count into the query's cache, and a change
 * of count also marks the inbox lists stale, so an open /inbox shows the new message without a reload.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { inboxKeys } from '../inbox';
import { LIVE_INBOX_EVENT, type LiveInboxEvent, type LiveTicket } from '../live';
import { openTicketStream } from './ticketStream';

/** What the hook calls: `liveApi(client, base)` and `inboxApi(client)` of the package. */
export type LiveUnreadCalls = {
  ticket: () => Promise<LiveTicket>;
  inboxUrl: (ticket: string) => string;
  unread: (signal?: AbortSignal) => Promise<{ unread: number }>;
};

export function useLiveUnread({ calls, enabled = true }: { calls: LiveUnreadCalls; enabled?: boolean }): number {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: inboxKeys.unread(),
    queryFn: ({ signal }) => calls.unread(signal),
    enabled,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    return openTicketStream({
      ticket: calls.ticket,
      url: calls.inboxUrl,
      events: {
        [LIVE_INBOX_EVENT]: (data) => {
          let unread: number;
          try {
            unread = (JSON.parse(data) as LiveInboxEvent).unread;
          } catch {
            return; // not an event of ours
          }
          if (typeof unread !== 'number') return;
          const before = queryClient.getQueryData<{ unread: number }>(inboxKeys.unread());
          queryClient.setQueryData(inboxKeys.unread(), { unread });
          if (before && before.unread !== unread) {
            void queryClient.invalidateQueries({ queryKey: inboxKeys.all, predicate: (q) => q.queryKey[1] !== 'unread' });
          }
        },
      },
    });
  }, [enabled, calls, queryClient]);
  return query.data?.unread ?? 0;
}
