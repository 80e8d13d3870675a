import { standingKeys } from '@huashi/api';
import { useQuery } from '@tanstack/react-query';
import { standing } from '../../session';

/** The varieties the editor offers (they change rarely: kept for the session). */
export function useStandingVarieties() {
  const varieties = useQuery({
    queryKey: standingKeys.varieties(),
    queryFn: ({ signal }) => standing.varieties(signal),
    staleTime: Infinity,
  });
  return varieties.data ?? [];
}
