import { couponFen, couponKeys } from '@huashi/api';
import { COUPON_TABS, PAGE_SIZES, type CouponTab } from '@huashi/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { coupons } from '../../session';

/** One /disCard tab, 6 coupons per request (§9); `loadMore` asks for the next six. */
export function useCoupons(tab: CouponTab) {
  const type = COUPON_TABS[tab];
  const result = useInfiniteQuery({
    queryKey: couponKeys.tab(type),
    queryFn: ({ pageParam, signal }) => coupons.page({ page: pageParam, limit: PAGE_SIZES.couponsPerRequest, type }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((n, page) => n + page.list.length, 0);
      return last.list.length > 0 && loaded < last.pages.total ? all.length + 1 : undefined;
    },
  });
  const pages = result.data?.pages;
  const firstFailed = result.isError && !result.isFetchNextPageError;
  return {
    coupons: pages ? pages.flatMap((p) => p.list.map(couponFen)) : undefined,
    total: pages?.[0]?.pages.total,
    failed: result.isError,
    hasMore: result.hasNextPage,
    loadingMore: result.isFetchingNextPage,
    loadMore: () => void result.fetchNextPage(),
    retry: () => void (firstFailed ? result.refetch() : result.fetchNextPage()),
  };
}
