/** The buyer's watchlist (/watch and 到货提醒 on the product page): one read; every change invalidates it. */
import { errorMessage, watchKeys, type Watch } from '@huashi/api';
import { fenOf } from '@huashi/domain';
import type { WatchView } from '@huashi/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { watchlist } from '../../session';

/** A watch as the row shows it (money in fen). */
export function watchView(watch: Watch): WatchView {
  return {
    id: watch.id,
    target: watch.target,
    subject: watch.subject,
    image: watch.image,
    link: watch.link,
    alerts: {
      arrived: watch.arrived,
      restock: watch.restock,
      targetPriceFen: watch.targetPrice === null ? null : fenOf(watch.targetPrice),
    },
    todayPriceFen: watch.todayPrice === null ? null : fenOf(watch.todayPrice),
  };
}

export function useWatchesQuery(enabled = true) {
  const query = useQuery({ queryKey: watchKeys.list(), queryFn: ({ signal }) => watchlist.list(signal), enabled });
  return {
    watches: query.data,
    loadError: query.isError && !query.data ? errorMessage(query.error) : undefined,
    reload: () => void query.refetch(),
  };
}

/** Save and delete, each invalidating the list when it settles; they reject with the server's refusal (ApiError). */
export function useWatchChanges() {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: watchKeys.all });
  const save = useMutation({ mutationFn: watchlist.save, onSettled: settled });
  const remove = useMutation({ mutationFn: (id: number) => watchlist.remove(id), onSettled: settled });
  return { save, remove };
}
