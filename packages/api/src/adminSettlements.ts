/** The 供应商结算 desk's calls (issue 31), under the API base: the endpoints of ./contracts/adminSettlements. */
import type { ApiClient } from './client';
import { call, queryKey, type InputOf } from './endpoint';
import { adminSettlementRoutes as R } from './routes.generated';

/** The payout batch file's path: a file answer, not an envelope, so the desk fetches it itself with the staff token. */
export const SETTLEMENT_PAYOUT_PATH = R.payout.path;

/** A settlement's paper (PDF): a file answer, fetched with the staff token like the payout file. */
export const SETTLEMENT_PDF_PATH = R.pdf.path;

/** The payout file's name when downloaded, dated by the market day it was made (YYYY-MM-DD). */
export const settlementPayoutFileName = (day: string) => `供应商付款批量文件-${day}.csv`;

/** 供应商结算 calls; the client carries the staff token (财务, 管理员). */
export function adminSettlementsApi(client: ApiClient) {
  return {
    list: (query: InputOf<typeof R.list>) => call(client, R.list, query),
    draft: (body: InputOf<typeof R.draft>) => call(client, R.draft, body),
    detail: (query: InputOf<typeof R.detail>) => call(client, R.detail, query),
    confirm: (body: InputOf<typeof R.confirm>) => call(client, R.confirm, body),
    pay: (body: InputOf<typeof R.pay>) => call(client, R.pay, body),
    payee: (body: InputOf<typeof R.payee>) => call(client, R.payee, body),
  };
}
export type AdminSettlementsApi = ReturnType<typeof adminSettlementsApi>;

/** TanStack Query keys of the 供应商结算 desk. */
export const adminSettlementKeys = {
  all: ['adminSettlements'] as const,
  list: (query: InputOf<typeof R.list>) => queryKey(R.list, query),
  detail: (query: InputOf<typeof R.detail>) => queryKey(R.detail, query),
};
