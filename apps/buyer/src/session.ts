/** The buyer app's one API client and session, and the 401 behaviour of spec §8. */
import { sessionCookieStorage } from './browserSession';
import {
  accountApi,
  addressApi,
  cartApi,
  catalogApi,
  couponsApi,
  createApiClient,
  createRememberingSessionStore,
  defaultBaseURL,
  homeApi,
  liveApi,
  moneyApi,
  ordersApi,
  regionApi,
} from '@huashi/api';

/** localStorage holds the login; a session cookie ends a login without remember me when the browser closes. */
export const session = createRememberingSessionStore(window.localStorage, sessionCookieStorage());

/** Fired after a 401: the app shows token已失效 and goes to /login. */
export const UNAUTHORIZED_EVENT = 'huashi:unauthorized';

export const client = createApiClient({
  getToken: session.token,
  onUnauthorized: () => {
    session.clear();
    window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT));
  },
});

export const account = accountApi(client);
export const cart = cartApi(client);
export const home = homeApi(client);
export const catalog = catalogApi(client);
export const orders = ordersApi(client);
export const addresses = addressApi(client);
export const regions = regionApi(client);
export const coupons = couponsApi(client);
export const money = moneyApi(client);
/** Live stock (issue 19): tickets for the stock stream and its URL. */
export const live = liveApi(client, defaultBaseURL());
