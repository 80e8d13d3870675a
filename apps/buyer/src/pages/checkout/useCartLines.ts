import { cartKeys, errorMessage } from '@huashi/api';
import { MESSAGES } from '@huashi/domain';
import { useMessage } from '@huashi/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { cart } from '../../session';
import { buyableIds } from './cartRules';

/**
 * /shopcars: the lines with the totals of the ticked ones (every buyable line until the buyer changes the ticks),
 * quantity changes (the line is pending meanwhile) and deletes. Every change invalidates the cart (badge included).
 */
export function useCartLines() {
  const message = useMessage();
  const queryClient = useQueryClient();
  /** null: the buyer has not changed the ticks — every buyable line is ticked, and the plain cart's totals cover them. */
  const [ticked, setTicked] = useState<number[] | null>(null);
  const [pending, setPending] = useState<number[]>([]);
  const query = useQuery({
    queryKey: cartKeys.list(ticked ?? undefined),
    queryFn: () => cart.list(ticked ?? undefined),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const selected = ticked ?? (data ? buyableIds(data.list) : []);

  useEffect(() => {
    if (query.error) message.error(errorMessage(query.error));
  }, [query.error, message]);

  const invalidate = () => queryClient.invalidateQueries({ queryKey: cartKeys.all });

  const modify = useMutation({
    mutationFn: ({ itemId, buyPi }: { itemId: number; buyPi: number }) => cart.modify(itemId, buyPi),
    onMutate: ({ itemId }) => setPending((p) => [...p, itemId]),
    onError: (error) => message.error(errorMessage(error)),
    onSettled: async (_data, _error, { itemId }) => {
      await invalidate();
      setPending((p) => p.filter((id) => id !== itemId));
    },
  });

  const remove = useMutation({
    mutationFn: (ids: number[]) => cart.remove(ids),
    onSuccess: async (_data, ids) => {
      message.success(MESSAGES.deleted);
      setTicked(selected.filter((id) => !ids.includes(id)));
      await invalidate();
    },
    onError: (error) => message.error(errorMessage(error)),
  });

  return {
    data,
    failed: query.isError && !data,
    reload: () => void query.refetch(),
    selected,
    changeSelection: setTicked,
    pending,
    changeQuantity: (itemId: number, buyPi: number) => modify.mutate({ itemId, buyPi }),
    removing: remove.isPending,
    remove: (ids: number[]) => remove.mutateAsync(ids).catch(() => undefined),
  };
}
