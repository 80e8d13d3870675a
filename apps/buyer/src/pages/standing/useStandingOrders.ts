import { errorMessage, standingFormOf, standingKeys, standingOrderFen, standingSaveBodyOf } from '@huashi/api';
import { STANDING_SHARE_DEFAULT, type StandingFormValues } from '@huashi/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { standing } from '../../session';

/** /standing: the buyer's standing orders and every change to them (each invalidates the area: runs, latest too). */
export function useStandingOrders() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: standingKeys.list(), queryFn: ({ signal }) => standing.list(signal) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: standingKeys.all });
  const save = useMutation({
    mutationFn: ({ values, id }: { values: StandingFormValues; id: number | null }) => standing.save(standingSaveBodyOf(values, id)),
    onSuccess: refresh,
  });
  const change = useMutation({
    mutationFn: (action: { kind: 'pause'; id: number; paused: boolean } | { kind: 'skip' | 'remove'; id: number }) =>
      action.kind === 'pause'
        ? standing.pause(action.id, action.paused)
        : action.kind === 'skip'
          ? standing.skip(action.id)
          : standing.remove(action.id),
    onSettled: refresh,
  });
  const views = list.data?.list ?? [];
  return {
    loading: list.isPending,
    loadError: list.error ? errorMessage(list.error) : undefined,
    retry: () => void list.refetch(),
    orders: views.map(standingOrderFen),
    fairRule: list.data?.fairRule ?? '',
    /** The market's share (STANDING_SHARE) for the editor's rule; the default until the list has come. */
    share: list.data?.share ?? STANDING_SHARE_DEFAULT,
    formOf: (id: number) => {
      const view = views.find((o) => o.id === id);
      return view ? standingFormOf(view) : undefined;
    },
    save: save.mutateAsync,
    saving: save.isPending,
    saveError: save.error ? errorMessage(save.error) : undefined,
    resetSave: save.reset,
    change: change.mutate,
    changingId: change.isPending ? change.variables.id : null,
    changeError: change.error ? errorMessage(change.error) : undefined,
  };
}
