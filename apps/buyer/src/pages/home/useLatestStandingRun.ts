import { standingKeys, standingRunFen } from '@huashi/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { standing } from '../../session';

/** The newest standing-order run the buyer has not seen (the home page's message), and marking it seen. */
export function useLatestStandingRun(loggedIn: boolean) {
  const queryClient = useQueryClient();
  const latest = useQuery({ queryKey: standingKeys.latest(), queryFn: ({ signal }) => standing.latest(signal), enabled: loggedIn });
  const seen = useMutation({
    mutationFn: (id: number) => standing.seen(id),
    onSuccess: () => queryClient.setQueryData(standingKeys.latest(), null),
  });
  return { run: latest.data ? standingRunFen(latest.data) : null, dismiss: (id: number) => seen.mutate(id) };
}
