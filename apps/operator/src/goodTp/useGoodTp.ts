/**
 * /goodTp's server state on TanStack Query: page info, categories, the goods list (paged on the server), the
 * allocation cart (per sign; every cart call answers the whole cart, which replaces the cached one), the buyer, the
 * order preview and the order itself.
 */
import { operatorToolKeys, type AllocationCart, type BuyLineInput, type GoodsQuery, type OperatorOrderTarget } from '@huashi/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tool } from '../session';

export function usePageInfo(sign: string) {
  return useQuery({ queryKey: operatorToolKeys.pageInfo(sign), queryFn: () => tool.pageInfo(sign), staleTime: 5 * 60_000 });
}

export function useCategories(sign: string, styleId: number | null) {
  return useQuery({
    queryKey: operatorToolKeys.categories(sign, styleId),
    // Without a style (全部形态) every category comes, named with its style.
    queryFn: () => tool.categories(sign, styleId),
    staleTime: 5 * 60_000,
  });
}

/** One page of the goods list; the previous page stays on screen while the next one loads. */
/** One page of goods: the query the list reads, and the page prefetches as a filter changes. */
export function goodsListQuery(sign: string, query: GoodsQuery) {
  return { queryKey: operatorToolKeys.goodsPage(sign, query), queryFn: () => tool.goodsList(sign, query), staleTime: 10_000 };
}

export function useGoodsList(sign: string, query: GoodsQuery | null) {
  return useQuery({ ...goodsListQuery(sign, query ?? {}), enabled: query !== null, placeholderData: keepPreviousData });
}

/** The sign's cart; read again whenever a view of it mounts (another window of the same sign may have changed it). */
export function useCart(sign: string) {
  return useQuery({ queryKey: operatorToolKeys.cart(sign), queryFn: () => tool.getCart(sign), staleTime: 0 });
}

/**
 * The cart's mutations: each answer is the whole cart, put straight into the cache; an open checkout's preview is read
 * again (the cart it totals changed — emptied, it then shows the server's 调配购物车为空).
 */
export function useCartActions(sign: string) {
  const queryClient = useQueryClient();
  const put = (cart: AllocationCart) => {
    queryClient.setQueryData(operatorToolKeys.cart(sign), cart);
    return queryClient.invalidateQueries({ queryKey: operatorToolKeys.previews(sign) });
  };
  const refreshGoods = () => queryClient.invalidateQueries({ queryKey: operatorToolKeys.goods(sign) });
  const add = useMutation({ mutationFn: (lines: readonly BuyLineInput[]) => tool.batchAdd(sign, lines), onSuccess: put });
  const remove = useMutation({ mutationFn: (ids: readonly number[]) => tool.deleteCart(sign, ids), onSuccess: put });
  const clear = useMutation({ mutationFn: () => tool.clearCart(sign), onSuccess: put });
  const editPrice = useMutation({
    mutationFn: (change: { price: string; type: 'add' | 'sub'; ids: readonly number[] }) => tool.batchEditPrice(sign, change),
    onSuccess: put,
  });
  const autoAdd = useMutation({
    mutationFn: (options: Parameters<typeof tool.autoAdd>[1]) => tool.autoAdd(sign, options),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorToolKeys.cart(sign) }),
        queryClient.invalidateQueries({ queryKey: operatorToolKeys.previews(sign) }),
      ]),
  });
  return { add, remove, clear, editPrice, autoAdd, refreshGoods };
}

/** The buyers 确认买家's text matches (买家ID, phone, name or account number); nothing typed, nothing asked. */
export function useBuyerMatches(sign: string, text: string) {
  return useQuery({
    queryKey: operatorToolKeys.buyerMatches(sign, text),
    queryFn: () => tool.findBuyers(sign, text),
    enabled: text !== '',
    retry: false,
    staleTime: 0,
  });
}

/** The buyer an operator orders for (an id from useBuyerMatches): name, balance, member terms and cp6 addresses. */
export function useBuyer(sign: string, buyerId: string) {
  return useQuery({
    queryKey: operatorToolKeys.buyer(sign, buyerId),
    queryFn: () => tool.userInfo(sign, buyerId),
    enabled: buyerId !== '',
    retry: false,
    staleTime: 0,
  });
}

/** The order preview of the cart for the confirmed buyer and address. */
export function usePreview(sign: string, target: OperatorOrderTarget | null) {
  return useQuery({
    queryKey: operatorToolKeys.preview(sign, target),
    queryFn: () => tool.preview(sign, target!),
    enabled: target !== null,
    retry: false,
    staleTime: 0,
  });
}

/**
 * Places the order; afterwards the goods list, the cart and the buyer are read again. The preview is read again only
 * after a failure (the panel stays, with fresh figures). After a success the checkout closes and the cart is empty, so
 * the preview is only marked stale (refetchType 'none'): asking again would just earn 调配购物车为空.
 */
export function useSubmitOrder(sign: string) {
  const queryClient = useQueryClient();
  const refresh = (preview: 'active' | 'none') =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: operatorToolKeys.goods(sign) }),
      queryClient.invalidateQueries({ queryKey: operatorToolKeys.cart(sign) }),
      queryClient.invalidateQueries({ queryKey: operatorToolKeys.previews(sign), refetchType: preview }),
      queryClient.invalidateQueries({ queryKey: operatorToolKeys.buyers(sign) }),
    ]);
  return useMutation({
    mutationFn: (input: OperatorOrderTarget & { pay: 0 | 1; requestKey: string }) => tool.submit(sign, input),
    onSuccess: () => refresh('none'),
    onError: () => refresh('active'),
  });
}

/** The message of a 批量改价: how many of the changed rows' sale prices actually moved. */
export function priceChangeMessage(
  before: AllocationCart | undefined,
  after: AllocationCart,
  ids: readonly number[],
): { level: 'success' | 'warning'; text: string } {
  const was = new Map((before?.list ?? []).map((row) => [row.id, row.salePrice]));
  const moved = after.list.filter((row) => ids.includes(row.id) && was.get(row.id) !== row.salePrice).length;
  if (moved > 0) return { level: 'success', text: '改价成功' };
  // A cut that stopped at its floor (the lot's sale price without the coefficient permission, or 0) changes nothing.
  return { level: 'warning', text: '价格未变：已是可改到的最低价' };
}
