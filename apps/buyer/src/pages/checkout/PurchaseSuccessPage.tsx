import { orderValFor, readQuery, withQuery } from '@huashi/domain';
import { Page, PurchaseSuccess } from '@huashi/ui';
import { useLocation, useSearch } from 'wouter';

/**
 * /elseWhite (§2): 购买成功！关闭此页面继续购买. 查看订单 opens /order on the 新订单 tab (index 1);
 * 继续购买 closes the window. A browser only lets a script close a window a script opened (e.g. the
 * /shopdetails window); when it refuses, the buyer is taken back to the market (/presell) instead.
 */
export function PurchaseSuccessPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const orderNo = readQuery(`?${search}`, 'orderNo');
  const pay = readQuery(`?${search}`, 'pay');
  const detail = orderNo ? `订单号 ${orderNo}${pay ? ` · 实付 ¥${pay}` : ''}` : undefined;

  const continueBuying = () => {
    window.close();
    // Still here: the window was not opened by a script, so the browser kept it open.
    window.setTimeout(() => {
      if (!window.closed) navigate('/presell');
    }, 100);
  };

  return (
    <Page gutter="lg">
      <PurchaseSuccess
        detail={detail}
        onViewOrders={() => navigate(withQuery('/order', { orderVal: orderValFor('new') }))}
        onContinue={continueBuying}
      />
    </Page>
  );
}
