/** Standing order calls (固定订单, issue 32): the buyer's /standing page and the home page's run message. */
import type { ApiClient } from './client';
import { call } from './endpoint';
import { standingRoutes } from './routes.generated';
import type { StandingSaveBody } from './contracts/standing';

export function standingApi(client: ApiClient) {
  return {
    list: (signal?: AbortSignal) => call(client, standingRoutes.list, {}, { signal }),
    save: (body: StandingSaveBody) => call(client, standingRoutes.save, body),
    pause: (id: number, paused: boolean) => call(client, standingRoutes.pause, { id, paused }),
    skip: (id: number) => call(client, standingRoutes.skip, { id }),
    remove: (id: number) => call(client, standingRoutes.remove, { id }),
    runs: (id: number | null, signal?: AbortSignal) => call(client, standingRoutes.runs, { id }, { signal }),
    latest: (signal?: AbortSignal) => call(client, standingRoutes.latest, {}, { signal }),
    seen: (id: number) => call(client, standingRoutes.seen, { id }),
  };
}
