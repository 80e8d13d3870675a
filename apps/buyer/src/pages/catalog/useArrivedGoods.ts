import { catalogKeys, type WellSortPage } from '@huashi/api';
import { PAGE_SIZES } from '@huashi/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { catalog } from '../../session';
import { withCollected } from './catalogRules';
import { useBuying } from './useBuying';

/**
 * /superior's picks, one page at a time. The market's open flag (from the form map) is part of the key: a session
 * opening or closing reads the picks again. A follow updates the card on screen.
 */
export function useArrivedGoods(page: number, marketOpen: string | null) {
  const queryClient = useQueryClient();
  const buying = useBuying();
  const key = catalogKeys.wellSort({ page, limit: PAGE_SIZES.arrivedGoods }, marketOpen);
  const query = useQuery({ queryKey: key, queryFn: () => catalog.wellSort({ page, limit: PAGE_SIZES.arrivedGoods }) });
  const follow = async (flwCode: string) => {
    const result = await buying.toggleFollow(flwCode);
    if (result !== null) queryClient.setQueryData<WellSortPage>(key, (d) => d && withCollected(d, flwCode, result));
  };
  return { data: query.data, failed: query.isError, follow, ...buying };
}
