/** The desks' Excel exports (issue 31), under the API base. Types come from ./contracts/deskExports. */
import type { ApiClient } from './client';
import { call, queryKey } from './endpoint';
import { deskExportRoutes } from './routes.generated';
import type {
  ClaimsExportBody,
  DayReportExportBody,
  DeskExportIdBody,
  LedgerExportBody,
  OrdersExportBody,
  PayoutsExportBody,
  PickListExportBody,
} from './contracts/deskExports';

/** Starting an export (each in its desk's scope), its progress and cancel (the staff member's own job). */
export function deskExportsApi(client: ApiClient) {
  return {
    orders: (body: OrdersExportBody) => call(client, deskExportRoutes.orders, body),
    pickList: (body: PickListExportBody) => call(client, deskExportRoutes.pickList, body),
    claims: (body: ClaimsExportBody) => call(client, deskExportRoutes.claims, body),
    payouts: (body: PayoutsExportBody) => call(client, deskExportRoutes.payouts, body),
    ledger: (body: LedgerExportBody) => call(client, deskExportRoutes.ledger, body),
    dayReport: (body: DayReportExportBody) => call(client, deskExportRoutes.dayReport, body),
    progress: (id: string) => call(client, deskExportRoutes.progress, { id }),
    cancel: (body: DeskExportIdBody) => call(client, deskExportRoutes.cancel, body),
  };
}
export type DeskExportsApi = ReturnType<typeof deskExportsApi>;

/** A job's progress, polled while it runs. */
export const deskExportKeys = {
  all: ['deskExports'] as const,
  progress: (id: string) => queryKey(deskExportRoutes.progress, { id }),
};
