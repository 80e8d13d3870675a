import { standingKeys, standingRunFen } from '@huashi/api';
import { useQuery } from '@tanstack/react-query';
import { standing } from '../../session';

/** The buyer's last runs (all standing orders), newest first. */
export function useStandingRuns() {
  const runs = useQuery({ queryKey: standingKeys.runs(null), queryFn: ({ signal }) => standing.runs(null, signal) });
  return { runs: (runs.data?.list ?? []).map(standingRunFen), loading: runs.isPending };
}
