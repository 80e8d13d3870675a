/** The buyer's after-sales calls (§7, issue 16). Types come from ./contracts/afterSales. */
import type { ApiClient } from './client';
import type { AddAfterBody, AfterListBody, ClaimFormInfo, ClaimRecord, ClaimRecordPage } from './contracts/afterSales';
import type { ApiEnvelope } from './envelope';

export const AFTER_SALES_PATHS = {
  afterItems: '/v1/main/after-items',
  addAfter: '/v1/main/add-after',
  afterList: '/pc/main/after-list',
  cancelAfter: '/v1/main/cancel-after',
  fetchAfter: '/v1/main/fetch-after',
  /** Ours: the types, the bundles still claimable and whether a claim may be filed now. */
  formInfo: '/v1/main/after-form',
} as const;

export function afterSalesApi(client: ApiClient) {
  return {
    types: () => client.post<Record<string, string>>(AFTER_SALES_PATHS.afterItems, {}),
    formInfo: (mainId: number, itemId: number) => client.post<ClaimFormInfo>(AFTER_SALES_PATHS.formInfo, { mainId, itemId }),
    /** Resolves with the envelope: the page shows its msg and goes to /afterlist. */
    add: (body: AddAfterBody): Promise<ApiEnvelope<{ id: number }>> =>
      client.postEnvelope<{ id: number }>(AFTER_SALES_PATHS.addAfter, body),
    list: (body: AfterListBody) => client.post<ClaimRecordPage>(AFTER_SALES_PATHS.afterList, body),
    cancel: (id: number): Promise<ApiEnvelope<null>> => client.postEnvelope<null>(AFTER_SALES_PATHS.cancelAfter, { id }),
    /** The first element of data is the record (§7). */
    fetch: async (mainId: number, itemId: number): Promise<ClaimRecord | null> =>
      (await client.post<ClaimRecord[]>(AFTER_SALES_PATHS.fetchAfter, { mainId, itemId }))[0] ?? null,
  };
}
export type AfterSalesApi = ReturnType<typeof afterSalesApi>;

/** TanStack Query keys of the after-sales pages. */
export const afterSalesKeys = {
  all: ['afterSales'] as const,
  types: () => [...afterSalesKeys.all, 'types'] as const,
  formInfo: (mainId: number, itemId: number) => [...afterSalesKeys.all, 'form', mainId, itemId] as const,
  list: (filters: AfterListBody) => [...afterSalesKeys.all, 'list', filters] as const,
  record: (mainId: number, itemId: number) => [...afterSalesKeys.all, 'record', mainId, itemId] as const,
  /** The server's clock (/health), read by /order to offer 申请售后 only inside the 8-hour window. */
  serverClock: () => [...afterSalesKeys.all, 'serverClock'] as const,
};
