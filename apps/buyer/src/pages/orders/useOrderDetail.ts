import { orderKeys } from '@huashi/api';
import { useQuery } from '@tanstack/react-query';
import { orders } from '../../session';
import { orderDetailView } from './orderListViewModels';

/** /orderdetail's order (its actions invalidate `orderKeys.all`, which reads it again). */
export function useOrderDetail(codeId: number) {
  const valid = Number.isSafeInteger(codeId) && codeId > 0;
  const query = useQuery({ queryKey: orderKeys.detail(codeId), queryFn: () => orders.detail(codeId), enabled: valid });
  return { view: orderDetailView(valid, query.data, query.error), reload: () => void query.refetch() };
}
