import { errorMessage, operatorToolKeys } from '@huashi/api';
import { readQuery } from '@huashi/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { tool, type OperatorPermission } from './session';

export type SignState =
  | { status: 'missing' }
  | { status: 'checking' }
  | { status: 'invalid'; message: string }
  | { status: 'valid'; sign: string; permission: OperatorPermission };

/** The state of a sign check from its answer. */
export function signState(sign: string | null, q: { data?: OperatorPermission; error: unknown }): SignState {
  if (!sign) return { status: 'missing' };
  if (q.error) return { status: 'invalid', message: errorMessage(q.error, '网络错误，请稍后再试') };
  return q.data ? { status: 'valid', sign, permission: q.data } : { status: 'checking' };
}

/** Reads ?sign and checks it with the server (once per sign: a page's later reads carry it anyway). */
export function useOperatorSign(): SignState {
  const search = useSearch();
  const sign = readQuery(`?${search}`, 'sign');
  const query = useQuery({
    queryKey: operatorToolKeys.permission(sign ?? ''),
    queryFn: () => tool.permission(sign ?? ''),
    enabled: Boolean(sign),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  return signState(sign ?? null, query);
}
