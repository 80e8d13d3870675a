import { homeKeys } from '@huashi/api';
import { HOME_TABS } from '@huashi/domain';
import { useQuery } from '@tanstack/react-query';
import { home } from '../../session';
import { advertsQuery, homeFirstScreenQueries } from './homeFirstScreen';
import { settled } from './settled';

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
