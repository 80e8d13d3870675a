import type { ApiClient } from './client';
import type { Region } from './types';

/** Region path of spec §7. */
export const REGION_PATHS = {
  /** The full mainland region tree (province → city → district). */
  area: '/pc/home/area',
} as const;

/** Region calls: the whole tree in one answer (about 3,500 nodes); callers keep it for the page's lifetime. */
export function regionApi(client: ApiClient) {
  return {
    tree: () => client.post<Region[]>(REGION_PATHS.area),
  };
}
