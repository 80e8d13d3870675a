/** The watchlist (关注与提醒, issue 33): the buyer's /watch calls and their query keys. Types from ./contracts/watch. */
import type { ApiClient } from './client';
import type { WatchSaveBody } from './contracts/watch';
import { call, queryKey } from './endpoint';
import { watchRoutes } from './routes.generated';

export function watchApi(client: ApiClient) {
  return {
    /** The buyer's watches, newest first. */
    list: (signal?: AbortSignal) => call(client, watchRoutes.list, {}, { signal }),
    /** Saves a watch (a new target, or the same target's alerts again). */
    save: (input: WatchSaveBody) => call(client, watchRoutes.save, input),
    remove: (id: number) => call(client, watchRoutes.remove, { id }),
  };
}

export type WatchApi = ReturnType<typeof watchApi>;

/** The buyer's watches: one read; every change invalidates `watchKeys.all`. */
export const watchKeys = {
  all: ['watches'] as const,
  list: () => queryKey(watchRoutes.list, {}),
};
