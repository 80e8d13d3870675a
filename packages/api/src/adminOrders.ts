/** The 订单履约 desk's calls (ours, beyond the spec), under the API base. Types come from ./contracts/adminOrders. */
import type { ApiClient } from './client';
import type {
  BatchResult,
  DeliverBody,
  DeskOrderPage,
  DeskOrderQuery,
  PickListPage,
  PickListQuery,
  ShipBody,
  StartPickingBody,
} from './contracts/adminOrders';

export const ADMIN_ORDER_PATHS = {
  list: '/admin/orders',
  pickList: '/admin/orders/picklist',
  startPicking: '/admin/orders/start-picking',
  ship: '/admin/orders/ship',
  deliver: '/admin/orders/deliver',
} as const;

/** The desk's calls; the client carries the staff token (配货发货 or 管理员). */
export function adminOrdersApi(client: ApiClient) {
  return {
    list: (filters: DeskOrderQuery) => client.get<DeskOrderPage>(ADMIN_ORDER_PATHS.list, { query: filters }),
    pickList: (filters: PickListQuery) => client.get<PickListPage>(ADMIN_ORDER_PATHS.pickList, { query: filters }),
    startPicking: (body: StartPickingBody) => client.post<BatchResult>(ADMIN_ORDER_PATHS.startPicking, body),
    ship: (body: ShipBody) => client.post<BatchResult>(ADMIN_ORDER_PATHS.ship, body),
    deliver: (body: DeliverBody) => client.post<BatchResult>(ADMIN_ORDER_PATHS.deliver, body),
  };
}
export type AdminOrdersApi = ReturnType<typeof adminOrdersApi>;
