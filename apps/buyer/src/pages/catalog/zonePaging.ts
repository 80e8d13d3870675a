import type { ZonePage } from '@huashi/api';

/** The page after those loaded, or undefined when every product of the list is on screen. */
export function nextZonePage(lastPage: ZonePage, allPages: readonly ZonePage[]): number | undefined {
  const loaded = allPages.reduce((sum, page) => sum + page.list.length, 0);
  return lastPage.list.length > 0 && loaded < lastPage.pages.total ? allPages.length + 1 : undefined;
}
