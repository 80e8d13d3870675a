import type { ApiClient } from './client';
import { call } from './endpoint';
import { regionRoutes } from './routes.generated';

/** Region calls: the whole tree in one answer (about 3,500 nodes); callers keep it for the page's lifetime. */
export function regionApi(client: ApiClient) {
  return {
    tree: () => call(client, regionRoutes.area),
  };
}
