/** The server's own state: /health (its status and clock), the endpoint of ./contracts/system. */
import type { ApiClient } from './client';
import { call } from './endpoint';
import { systemRoutes } from './routes.generated';

export function systemApi(client: ApiClient) {
  return {
    /** The server's status and clock (the apps read the market's time from it, not from the browser). */
    health: () => call(client, systemRoutes.health),
  };
}
