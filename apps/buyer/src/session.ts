/** The buyer app's one API client and session, and the 401 behaviour of spec §8. */
import { sessionCookieStorage } from './browserSession';
import {
  accountApi,
  addressApi,
  cartApi,
  catalogApi,
  couponsApi,
  standingApi,
  createApiClient,
  createRememberingSessionStore,
  defaultBaseURL,
  homeApi,
  inboxApi,
  liveApi,
  moneyApi,
  orderPadApi,
  ordersApi,
  regionApi,
  savedListsApi,
  marketApi,
  inboxDeliveryApi,
  watchApi,
} from '@huashi/api';

/** localStorage holds the login; a session cookie ends a login without remember me when the browser closes. */
export const session = createRememberingSessionStore(window.localStorage, sessionCookieStorage());

/** Fired after a 401: the app shows token已失效 and goes to /login. */
const UNAUTHORIZED_EVENT = 'huashi:unauthorized';

/**
 * A 401 answered before the app listens — a first-load read that firstRouteData.ts sent before React mounted, with a
 * revoked token — is kept and given to the first listener, so the buyer still sees token已失效 (§8).
 */
let listening = false;
let unheard = false;

export const client = createApiClient({
  getToken: session.token,
  onUnauthorized: () => {
    session.clear();
    if (!listening) unheard = true;
    window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT));
  },
});

/** Calls `listener` on every 401 (and at once for one that came before anyone listened); returns the unsubscribe. */
export function listenUnauthorized(listener: () => void): () => void {
  listening = true;
  window.addEventListener(UNAUTHORIZED_EVENT, listener);
  if (unheard) {
    unheard = false;
    listener();
  }
  return () => window.removeEventListener(UNAUTHORIZED_EVENT, listener);
}

export const account = accountApi(client);
export const cart = cartApi(client);
export const home = homeApi(client);
export const catalog = catalogApi(client);
export const orders = ordersApi(client);
export const addresses = addressApi(client);
export const regions = regionApi(client);
export const coupons = couponsApi(client);
export const standing = standingApi(client);
export const money = moneyApi(client);
/** Saved lists (常购清单, issue 32). */
export const savedLists = savedListsApi(client);
/** The price board (行情, issue 33). */
export const market = marketApi(client);
/** 快速下单 (issue 32). */
export const orderPad = orderPadApi(client);
/** The watchlist (关注与提醒, issue 33). */
export const watchlist = watchApi(client);
/** Live stock (issue 19): tickets for the stock stream and its URL. */
export const live = liveApi(client, defaultBaseURL());
/** 消息中心 (issue 33). */
export const inbox = inboxApi(client);
/** Delivery beyond the page (issue 33): push and SMS settings, this device's push subscription. */
export const inboxDelivery = inboxDeliveryApi(client);
