/** A supplier's own view (issue 31), under the API base: the endpoints of ./contracts/supplier. */
import type { ApiClient } from './client';
import { call, type InputOf } from './endpoint';
import { supplierRoutes as R } from './routes.generated';

/** The path of a claim's photo (a file, read with the supplier's token: usePrivateImages). */
export const SUPPLIER_CLAIM_IMAGE_PATH = R.claimImage.path;

/** The path of a settlement's PDF (a file, fetched with the supplier's token). */
export const SUPPLIER_SETTLEMENT_PDF_PATH = R.settlementPdf.path;

/** The supplier's calls; the client carries the supplier's token (a buyer's or staff token is refused). */
export function supplierApi(client: ApiClient) {
  return {
    login: (body: InputOf<typeof R.login>) => call(client, R.login, body),
    me: () => call(client, R.me),
    logout: () => call(client, R.logout),
    day: (query: InputOf<typeof R.day> = {}) => call(client, R.day, query),
    claims: () => call(client, R.claims),
    settlements: () => call(client, R.settlements),
  };
}
export type SupplierApi = ReturnType<typeof supplierApi>;
