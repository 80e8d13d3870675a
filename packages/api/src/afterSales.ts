/** The buyer's after-sales calls (§7, issue 16). Types come from ./contracts/afterSales. */
import type { ApiClient } from './client';
import { call, callEnvelope, queryKey } from './endpoint';
import { afterSalesRoutes } from './routes.generated';
import type { AddAfterBody, AfterListBody } from './contracts/afterSales';

export function afterSalesApi(client: ApiClient) {
  return {
    types: () => call(client, afterSalesRoutes.afterItems, {}),
    formInfo: (mainId: number, itemId: number) => call(client, afterSalesRoutes.formInfo, { mainId, itemId }),
    /** Resolves with the envelope: the page shows its msg and goes to /afterlist. */
    add: (body: AddAfterBody) => callEnvelope(client, afterSalesRoutes.addAfter, body),
    list: (body: AfterListBody) => call(client, afterSalesRoutes.afterList, body),
    cancel: (id: number) => callEnvelope(client, afterSalesRoutes.cancelAfter, { id }),
    /** The first element of data is the record (§7). */
    fetch: async (mainId: number, itemId: number) => (await call(client, afterSalesRoutes.fetchAfter, { mainId, itemId }))[0] ?? null,
  };
}
export type AfterSalesApi = ReturnType<typeof afterSalesApi>;

/** TanStack Query keys of the after-sales pages. */
export const afterSalesKeys = {
  all: ['afterSales'] as const,
  types: () => queryKey(afterSalesRoutes.afterItems),
  formInfo: (mainId: number, itemId: number) => queryKey(afterSalesRoutes.formInfo, { mainId, itemId }),
  list: (filters: AfterListBody) => queryKey(afterSalesRoutes.afterList, filters),
  record: (mainId: number, itemId: number) => queryKey(afterSalesRoutes.fetchAfter, { mainId, itemId }),
  /** The server's clock (/health), read by /order to offer 申请售后 only inside the 8-hour window. */
  serverClock: () => [...afterSalesKeys.all, 'serverClock'] as const,
};
