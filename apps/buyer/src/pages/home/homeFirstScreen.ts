/**
 * Home's first-screen reads (issue 28): the page's query options, and what firstRouteData.ts asks for on a first
 * load of / — in a chunk of its own that routes/home.html preloads, so the main chunk (every page's, /login's too)
 * carries none of home's code.
 */
import { homeKeys } from '@huashi/api';
import { UI_LIMITS } from '@huashi/domain';
import type { FirstScreenReads } from '../../firstRouteData';
import { home } from '../../session';

const LATEST_NOTICES = { page: 1, limit: UI_LIMITS.homeNoticesShown };

/** Home's banners: the largest paint of the first screen, so they are asked for before the page's code is here. */
export const advertsQuery = { queryKey: homeKeys.adverts(), queryFn: home.adverts };

/**
 * The other reads of home's first screen (the first tab is 特价), asked for beside the code too, so the page's first
 * render has them all instead of rendering again as each answer arrives.
 */
export const homeFirstScreenQueries = {
  notices: { queryKey: homeKeys.notices(LATEST_NOTICES), queryFn: () => home.notices(LATEST_NOTICES) },
  weather: { queryKey: homeKeys.weather(), queryFn: home.weather },
  member: { queryKey: homeKeys.member(), queryFn: home.member },
  discounts: { queryKey: homeKeys.discounts(), queryFn: home.discounts },
  /** The form map with the sessions (useFormMap: home, /presell and /superior read it). */
  formMap: { queryKey: homeKeys.presaleMap(), queryFn: home.presaleMap },
};

/** The banners (and their first picture, fetched as soon as its address is known) and the first screen's blocks. */
export const readFirstScreen: FirstScreenReads = (client, _search, loggedIn) =>
  Promise.all([
    client.fetchQuery(advertsQuery).then(
      (adverts) => {
        const first = adverts.top.images[0]?.url;
        if (first) new Image().src = first;
      },
      () => {},
    ),
    client.prefetchQuery(homeFirstScreenQueries.notices),
    client.prefetchQuery(homeFirstScreenQueries.weather),
    client.prefetchQuery(homeFirstScreenQueries.discounts),
    client.prefetchQuery(homeFirstScreenQueries.formMap),
    loggedIn ? client.prefetchQuery(homeFirstScreenQueries.member) : null,
  ]);
