/**
 * The inbox's data (issue 33): the pages of messages (useInfiniteQuery, keyset cursors), the unread count (live:
 * useUnreadCount) and marking read. Marking answers the count, written straight into its cache; the list is read
 * again when the count changes (a new message arrived on the stream, or this page read some). The count itself is
 * ../../inbox/useUnreadCount.ts (the top bar's too).
 */
import { errorMessage, inboxKeys } from '@huashi/api';
import type { InboxItem } from '@huashi/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { inbox } from '../../session';

export function useInboxList(unread: boolean) {
  const query = useInfiniteQuery({
    queryKey: inboxKeys.list(unread),
    queryFn: ({ pageParam, signal }) => inbox.list({ cursor: pageParam, unread }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
  const items: InboxItem[] | null = query.data ? query.data.pages.flatMap((p) => p.list) : null;
  return {
    items,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    error: query.isError && !query.data ? errorMessage(query.error) : null,
    reload: () => void query.refetch(),
  };
}

export function useInboxChanges() {
  const queryClient = useQueryClient();
  const counted = (answer: { unread: number }) => {
    queryClient.setQueryData(inboxKeys.unread(), answer);
    void queryClient.invalidateQueries({ queryKey: inboxKeys.all, predicate: (q) => q.queryKey[1] !== 'unread' });
  };
  const read = useMutation({ mutationFn: (id: number) => inbox.read(id), onSuccess: counted });
  const readAll = useMutation({ mutationFn: () => inbox.readAll(), onSuccess: counted });
  return { read, readAll };
}
