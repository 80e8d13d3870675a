/** The operator app's API client: operators carry ?sign instead of a token (§6). */
import { addressApi, createApiClient, PATHS, regionApi } from '@huashi/api';

export const client = createApiClient();

export type OperatorPermission = { editDifferAmount: 0 | 1; label: string };

export const operatorApi = {
  permission: (sign: string) => client.post<OperatorPermission>(PATHS.operatorPermission, {}, { query: { sign } }),
};

/** The embedded address managers (/cpsix, /cpsixNew) and the region tree of their dialog. */
export const addresses = addressApi(client);
export const regions = regionApi(client);
