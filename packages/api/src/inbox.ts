/** One inbox (消息中心, issue 33): the buyer's /inbox calls and their query keys. Types from ./contracts/inbox. */
import type { ApiClient } from './client';
import { call, queryKey } from './endpoint';
import { inboxRoutes } from './routes.generated';

export function inboxApi(client: ApiClient) {
  return {
    /** A page of messages, newest first (`cursor`: the previous page's `next`; `unread`: only unread ones). */
    list: (input: { cursor?: string | null; unread?: boolean }, signal?: AbortSignal) =>
      call(client, inboxRoutes.list, { cursor: input.cursor ?? undefined, unread: input.unread ? 1 : 0 }, { signal }),
    /** The unread count (the badge). */
    unread: (signal?: AbortSignal) => call(client, inboxRoutes.unread, {}, { signal }),
    /** Marks one message read; answers the count after. */
    read: (id: number) => call(client, inboxRoutes.read, { id }),
    /** 全部已读. */
    readAll: () => call(client, inboxRoutes.readAll, {}),
  };
}

export type InboxApi = ReturnType<typeof inboxApi>;

/** Every inbox read lives under `inboxKeys.all`: a change (read, read all, a live count) invalidates it. */
export const inboxKeys = {
  all: ['inbox'] as const,
  list: (unread: boolean) => queryKey(inboxRoutes.list, { unread: unread ? 1 : 0 }),
  unread: () => queryKey(inboxRoutes.unread, {}),
};
