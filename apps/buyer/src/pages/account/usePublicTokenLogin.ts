import { accountKeys, type LoginResult } from '@huashi/api';
import { useQuery } from '@tanstack/react-query';
import { account } from '../../session';
import { publicTokenFailure } from './accountRules';

/**
 * /elseLogin's exchange of a one-time token for a session. The token works once: the answer is kept for the page's
 * life and never read again (StrictMode's second mount and a focus reuse it).
 */
export function usePublicTokenLogin(token: string): { result: LoginResult | undefined; failure: string | undefined } {
  const query = useQuery({
    queryKey: accountKeys.publicTokenLogin(token),
    queryFn: () => account.publicTokenLogin(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  return { result: query.data, failure: publicTokenFailure(token, query.error) };
}
