/**
 * The buyer's unread inbox count (issue 33) for the top bar and /inbox: read once, then live over the inbox stream
 * (useLiveUnread: GET /api/live/inbox), so a message posted by any instance raises it without a reload. A visitor has
 * no inbox: undefined (the top bar then shows no 消息 entry).
 */
import { useLiveUnread } from '@huashi/api/react';
import { useAuth } from '../auth';
import { inbox, live } from '../session';

const unreadCalls = { ticket: live.ticket, inboxUrl: live.inboxUrl, unread: inbox.unread };

export function useUnreadCount(): number | undefined {
  const { user } = useAuth();
  const count = useLiveUnread({ calls: unreadCalls, enabled: user !== null });
  return user ? count : undefined;
}
