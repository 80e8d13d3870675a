/** Delivery beyond the page (issue 33): the settings section of /inbox and this device's push subscription. */
import type { ApiClient } from './client';
import { call } from './endpoint';
import { inboxDeliveryRoutes } from './routes.generated';
import type { DeliverySaveBody, PushSubscribeBody } from './contracts/inboxDelivery';

export function inboxDeliveryApi(client: ApiClient) {
  return {
    settings: (signal?: AbortSignal) => call(client, inboxDeliveryRoutes.settings, {}, { signal }),
    save: (body: DeliverySaveBody) => call(client, inboxDeliveryRoutes.save, body),
    subscribe: (body: PushSubscribeBody) => call(client, inboxDeliveryRoutes.subscribe, body),
    unsubscribe: (endpoint: string) => call(client, inboxDeliveryRoutes.unsubscribe, { endpoint }),
  };
}
