/**
 * The server state of an address book, through TanStack Query: the list (under the book's own key), the region
 * tree and the pickup address (read once a session), and the three writes, each of which refreshes the list when
 * it ends, whether it succeeded or not. Both apps use it: the buyer for their own book, the operator tools for the
 * book of the buyer they manage. The result is what `useAddressBook` of @huashi/ui takes.
 */
import type { PickupAddress, RegionNode } from '@huashi/domain';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { addressKeys, regionKeys } from '../queryKeys';

export type AddressBookCalls<Row, Values> = {
  list: () => Promise<Row[]>;
  save: (values: Values) => Promise<unknown>;
  setDefault: (id: number) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  regions: () => Promise<readonly RegionNode[]>;
  pickup: () => Promise<PickupAddress>;
};

export type AddressBookDataOptions<Row, Values> = {
  /** The list's cache key; null = nothing to show yet (e.g. the operator has not named a buyer): nothing is read. */
  listKey: QueryKey | null;
  calls: AddressBookCalls<Row, Values>;
};

const NO_ROWS: never[] = [];

export function useAddressBookData<Row, Values>({ listKey, calls }: AddressBookDataOptions<Row, Values>) {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: listKey ?? addressKeys.none(),
    queryFn: calls.list,
    enabled: listKey !== null,
  });
  const regions = useQuery({ queryKey: regionKeys.tree(), queryFn: calls.regions, staleTime: Number.POSITIVE_INFINITY });
  const pickup = useQuery({ queryKey: addressKeys.pickup(), queryFn: calls.pickup, staleTime: Number.POSITIVE_INFINITY });

  const refreshList = () => (listKey ? queryClient.invalidateQueries({ queryKey: listKey }) : undefined);
  const save = useMutation({ mutationFn: calls.save, onSettled: refreshList });
  const setDefault = useMutation({ mutationFn: calls.setDefault, onSettled: refreshList });
  const remove = useMutation({ mutationFn: calls.remove, onSettled: refreshList });

  return {
    // §8: an address-list failure empties the list.
    rows: list.isError ? NO_ROWS : (list.data ?? NO_ROWS),
    /** The list of this key has not answered yet (a refresh after a change keeps the rows shown). */
    loading: listKey !== null && list.isPending,
    loadError: list.isError ? list.error : undefined,
    reload: () => void list.refetch(),
    regions: regions.data ?? NO_ROWS,
    regionsLoading: regions.isPending,
    regionsFailed: regions.isError,
    pickup: pickup.data ?? null,
    pickupFailed: pickup.isError,
    save: save.mutateAsync,
    setDefault: setDefault.mutateAsync,
    remove: remove.mutateAsync,
  };
}

export type AddressBookData<Row, Values> = ReturnType<typeof useAddressBookData<Row, Values>>;
