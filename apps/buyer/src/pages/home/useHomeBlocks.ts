import { homeKeys } from '@huashi/api';
import { HOME_TABS, UI_LIMITS } from '@huashi/domain';
import { useQuery } from '@tanstack/react-query';
import { home } from '../../session';
import { settled } from './settled';

const LATEST_NOTICES = { page: 1, limit: UI_LIMITS.homeNoticesShown };

/** Home's banners: the largest paint of the first screen, so firstRouteData.ts asks for them before the page's code is here. */
export const advertsQuery = { queryKey: homeKeys.adverts(), queryFn: home.adverts };

/**
 * The other reads of home's first screen (the first tab is 特价); firstRouteData.ts asks for them too, so the page's
 * first render has them all instead of rendering again as each answer arrives (issue 28).
 */
export const homeFirstScreenQueries = {
  notices: { queryKey: homeKeys.notices(LATEST_NOTICES), queryFn: () => home.notices(LATEST_NOTICES) },
  weather: { queryKey: homeKeys.weather(), queryFn: home.weather },
  member: { queryKey: homeKeys.member(), queryFn: home.member },
  discounts: { queryKey: homeKeys.discounts(), queryFn: home.discounts },
  /** The form map with the sessions (useFormMap: home, /presell and /superior read it). */
  formMap: { queryKey: homeKeys.presaleMap(), queryFn: home.presaleMap },
};

/**
 * The home page's blocks (§2 /): banners, latest notices, weather, the member card (logged in), and the list of
 * the active tab (each tab's list is read the first time it is shown). A failed block shows empty, never an error.
 */
export function useHomeBlocks(tab: number, loggedIn: boolean) {
  const adverts = useQuery(advertsQuery);
  const notices = useQuery(homeFirstScreenQueries.notices);
  const weather = useQuery(homeFirstScreenQueries.weather);
  const member = useQuery({ ...homeFirstScreenQueries.member, enabled: loggedIn });
  const discounts = useQuery({ ...homeFirstScreenQueries.discounts, enabled: tab === HOME_TABS.discount });
  const suppliers = useQuery({ queryKey: homeKeys.suppliers(), queryFn: home.suppliers, enabled: tab === HOME_TABS.suppliers });
  const recommended = useQuery({
    queryKey: homeKeys.recommended(),
    queryFn: home.recommended,
    enabled: tab === HOME_TABS.recommended,
  });
  const bannerImages = settled(adverts);
  const latest = settled(notices);
  const flowers = settled(recommended);
  return {
    adverts: bannerImages === undefined ? undefined : (bannerImages?.top.images ?? []),
    notices: latest === undefined ? undefined : (latest?.list ?? []),
    weather: weather.data ?? null,
    membership: settled(member),
    discounts: settled(discounts),
    suppliers: settled(suppliers),
    recommended: flowers === undefined ? undefined : (flowers?.list ?? null),
  };
}
