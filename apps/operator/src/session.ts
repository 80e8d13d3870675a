/** The operator app's API client: operators carry ?sign instead of a token (§6). */
import { addressApi, createApiClient, operatorToolApi, regionApi } from '@huashi/api';

export const client = createApiClient();

/** The operator tools' calls (/goodTp; the sign check of every operator page), each bound to the ?sign. */
export const tool = operatorToolApi(client);
export type OperatorPermission = Awaited<ReturnType<typeof tool.permission>>;

/** The embedded address managers (/cpsix, /cpsixNew) and the region tree of their dialog. */
export const addresses = addressApi(client);
export const regions = regionApi(client);
