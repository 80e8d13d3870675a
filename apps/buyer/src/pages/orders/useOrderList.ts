import { orderKeys } from '@huashi/api';
import { MESSAGES, type OrderTabCode } from '@huashi/domain';
import { useMessage } from '@huashi/ui';
import { useQuery } from '@tanstack/react-query';
import { orders } from '../../session';
import { orderRequest, orderView } from './orderListViewModels';
import { orderListQuery } from './ordersFirstScreen';

/**
 * /order's list: the tab's orders (a page of 10, or the 50 newest on 新订单) or a search's rows. A search that finds
 * nothing says 暂无此订单; a failed search says 请求错误. Order actions invalidate `orderKeys.all`, which reads
 * the view again while it stays on screen.
 */
export function useOrderList(tab: OrderTabCode, page: number, searching: { keyword: string; page: number } | null) {
  const message = useMessage();
  const request = orderRequest(tab, page, searching);
  const query = useQuery({
    queryKey: request.kind === 'search' ? orderKeys.search(request.keyword, request.page, request.limit) : orderListQuery(request).queryKey,
    queryFn: async () => {
      if (request.kind === 'list') return orderListQuery(request).queryFn();
      try {
        const found = await orders.search(request.keyword, request.page, request.limit);
        if (found.total === 0) message.info(MESSAGES.noSuchOrder);
        return found;
      } catch (error) {
        message.error(MESSAGES.requestFailed);
        throw error;
      }
    },
  });
  return { view: orderView(request, query.data, query.isError), reload: () => void query.refetch() };
}
