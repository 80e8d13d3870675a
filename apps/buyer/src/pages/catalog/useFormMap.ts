import { homeKeys, type FormMap } from '@huashi/api';
import { useQuery } from '@tanstack/react-query';
import { home } from '../../session';
import { formMapRefetchMs } from './formMapRefresh';

/** The form map with the sessions (home, /presell, /superior), read again when a session opens or closes. */
export function useFormMap(): { map: FormMap | null; failed: boolean } {
  const query = useQuery({
    queryKey: homeKeys.presaleMap(),
    queryFn: home.presaleMap,
    refetchInterval: (q) => formMapRefetchMs(q.state.data),
  });
  return { map: query.data ?? null, failed: query.isError };
}
