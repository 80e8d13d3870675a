/** The account hooks' decisions, pure: /dredge's lists and /elseLogin's failure. */
import { errorMessage, type BuyerType, type Region } from '@huashi/api';

export type OpenAccountOptions =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; types: BuyerType[]; regions: Region[] };

/** Both lists or the first failure (加载失败 unless the server said why). */
export function openAccountOptions(
  types: { data?: BuyerType[]; error: unknown },
  tree: { data?: Region[]; error: unknown },
): OpenAccountOptions {
  const error = types.error ?? tree.error;
  if (error) return { state: 'failed', message: errorMessage(error, '加载失败，请稍后再试') };
  if (types.data && tree.data) return { state: 'ready', types: types.data, regions: tree.data };
  return { state: 'loading' };
}

/** Why /elseLogin cannot log in, or undefined while it can (or is trying). */
export function publicTokenFailure(token: string, error: unknown): string | undefined {
  if (!token) return '登录链接无效或已过期，请重新登录';
  return error ? errorMessage(error, '登录失败，请稍后再试') : undefined;
}
