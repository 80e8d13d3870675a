/** /disCard (§2): the buyer's coupons, usable or expired (used ones too), 6 per request with 加载更多. */
import type { CouponTab } from '@huashi/domain';
import { CouponList, Page } from '@huashi/ui';
import { useUrlState, type UrlCodec } from '../../urlState';
import { useCoupons } from './useCoupons';

/** ?type=2 shows the expired tab; anything else the usable one. */
const codec: UrlCodec<{ tab: CouponTab }> = {
  read: (search) => ({ tab: new URLSearchParams(search).get('type') === '2' ? 'expired' : 'usable' }),
  write: (state) => ({ type: state.tab === 'expired' ? '2' : undefined }),
};

export function CouponsPage() {
  const [{ tab }, setState] = useUrlState(codec);
  const list = useCoupons(tab);
  return (
    <Page width="narrow" gutter="lg" title="我的优惠券" description="下单时在确认订单页选择可用的优惠券。">
      <CouponList
        tab={tab}
        onTabChange={(next) => setState({ tab: next })}
        coupons={list.coupons}
        total={list.total}
        error={list.failed}
        onRetry={list.retry}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
      />
    </Page>
  );
}
