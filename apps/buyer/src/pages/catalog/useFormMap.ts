import type { FormMap } from '@huashi/api';
import { useQuery } from '@tanstack/react-query';
import { homeFirstScreenQueries } from '../home/homeFirstScreen';
import { formMapRefetchMs } from './formMapRefresh';

/** The form map with the sessions (home, /presell, /superior), read again when a session opens or closes. Its
 * query is with home's first-screen reads (home/homeFirstScreen.ts), asked for beside the code of /. */
export function useFormMap(): { map: FormMap | null; failed: boolean } {
  const query = useQuery({ ...homeFirstScreenQueries.formMap, refetchInterval: (q) => formMapRefetchMs(q.state.data) });
  return { map: query.data ?? null, failed: query.isError };
}
