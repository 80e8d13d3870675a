import type { ApiClient } from './client';
import { call, pathsOf } from './endpoint';
import { regionRoutes } from './routes.generated';

/** The paths of the area (derived from its endpoints, for the server tests' raw requests). */
export const REGION_PATHS = pathsOf(regionRoutes);

/** Region calls: the whole tree in one answer (about 3,500 nodes); callers keep it for the page's lifetime. */
export function regionApi(client: ApiClient) {
  return {
    tree: () => call(client, regionRoutes.area),
  };
}
