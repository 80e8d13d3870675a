/** The server's own state: /health (its status and clock) and /ready (whether it takes requests), the endpoints of ./contracts/system. */
import type { ApiClient } from './client';
import { call } from './endpoint';
import { systemRoutes } from './routes.generated';

export function systemApi(client: ApiClient) {
  return {
    /** The server's status and clock (the apps read the market's time from it, not from the browser). */
    health: () => call(client, systemRoutes.health),
    /** Whether the instance takes requests (the proxy's and the service manager's check; answers HTTP 503 when not). */
    ready: () => call(client, systemRoutes.ready),
  };
}
