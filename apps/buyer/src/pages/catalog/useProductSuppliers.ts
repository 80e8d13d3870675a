import type { ProductSuppliers, SupplierQuery } from '@huashi/api';
import { yuanToFen } from '@huashi/domain';
import { useLiveStock } from '@huashi/api/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { balanceQuery } from '../../cart/balanceQuery';
import { live } from '../../session';
import { suppliersState } from './catalogRules';
import { suppliersQuery } from './productFirstScreen';
import { useBuying } from './useBuying';

/**
 * /shopdetails: one product's supplier rows for the filters, the buyer's balance (quick buy), and the buying
 * actions. While a filter change loads, the last answer stays on screen (no flicker of the header). The rows' stock
 * stays live (issue 19): the rows and the quick-buy dialog show a lot sold out anywhere at once.
 */
export function useProductSuppliers(filters: SupplierQuery) {
  const queryClient = useQueryClient();
  const buying = useBuying();
  const rows = suppliersQuery(filters);
  const key = rows.queryKey;
  const query = useQuery({
    ...rows,
    enabled: Boolean(filters.flwCode),
    placeholderData: keepPreviousData,
  });
  useLiveStock({ ids: query.data?.list.map((row) => row.id) ?? [], live });
  const balance = useQuery(balanceQuery);
  const follow = async (flwCode: string) => {
    const result = await buying.toggleFollow(flwCode);
    if (result !== null)
      queryClient.setQueryData<ProductSuppliers>(key, (d) => d && { ...d, product: { ...d.product, collected: result ? 1 : 0 } });
  };
  const account = balance.isError ? undefined : balance.data;
  return {
    data: query.data,
    state: suppliersState(String(filters.flwCode ?? ''), query),
    balanceFen: account ? (yuanToFen(account.usable ?? account.balance) ?? undefined) : undefined,
    follow,
    ...buying,
  };
}
