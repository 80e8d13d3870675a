import { accountKeys, regionKeys } from '@huashi/api';
import { useQuery } from '@tanstack/react-query';
import { account, regions } from '../../session';
import { openAccountOptions } from './accountRules';

/** /dredge's choices: the buyer types and the region tree (the tree changes with a release only: read once). */
export function useOpenAccountOptions() {
  const types = useQuery({ queryKey: accountKeys.buyerTypes(), queryFn: account.buyerTypes });
  const tree = useQuery({ queryKey: regionKeys.tree(), queryFn: regions.tree, staleTime: Number.POSITIVE_INFINITY });
  return {
    options: openAccountOptions(types, tree),
    reload: () => {
      if (types.isError) void types.refetch();
      if (tree.isError) void tree.refetch();
    },
  };
}
