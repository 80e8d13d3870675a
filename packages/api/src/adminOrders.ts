/** The 订单履约 desk's calls (ours, beyond the spec), under the API base. Types come from ./contracts/adminOrders. */
import type { ApiClient } from './client';
import { call } from './endpoint';
import { adminOrderRoutes } from './routes.generated';
import type { DeliverBody, DeskOrderQuery, OrderDetailQuery, PickListQuery, ShipBody, StartPickingBody } from './contracts/adminOrders';

/** The desk's calls; the client carries the staff token (配货发货 or 管理员). */
export function adminOrdersApi(client: ApiClient) {
  return {
    list: (filters: DeskOrderQuery) => call(client, adminOrderRoutes.list, filters),
    pickList: (filters: PickListQuery) => call(client, adminOrderRoutes.pickList, filters),
    startPicking: (body: StartPickingBody) => call(client, adminOrderRoutes.startPicking, body),
    ship: (body: ShipBody) => call(client, adminOrderRoutes.ship, body),
    deliver: (body: DeliverBody) => call(client, adminOrderRoutes.deliver, body),
    detail: (query: OrderDetailQuery) => call(client, adminOrderRoutes.detail, query),
  };
}
export type AdminOrdersApi = ReturnType<typeof adminOrdersApi>;
