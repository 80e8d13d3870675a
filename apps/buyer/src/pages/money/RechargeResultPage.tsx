/**
 * /money/result?outTradeNo=…[&back=…] (issue 27): where a phone payment returns (the server builds the address on its
 * own origin). Reads only the trade number and the way back from its address; what the gateway appends (Alipay's
 * trade_status, sign …) is never read. What it shows comes from the server's status of the buyer's own recharge.
 */
import { MONEY_QUERY_KEYS, readRechargeResult, topUpHref } from '@huashi/domain';
import { Page, RechargeResult } from '@huashi/ui';
import { useLocation, useSearch } from 'wouter';
import { useRechargeResult } from './useRechargeResult';

export function RechargeResultPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { outTradeNo, back } = readRechargeResult(`?${search}`);
  const result = useRechargeResult(outTradeNo, back);
  return (
    <Page title="充值结果">
      <RechargeResult
        state={result.state}
        payFeeFen={result.payFeeFen}
        payWay={result.payWay}
        balanceFen={result.balanceFen}
        watching={result.watching}
        error={result.error}
        onRefresh={result.refresh}
        refreshing={result.refreshing}
        onRepay={result.repay}
        repaying={result.repaying}
        repayError={result.repayError}
        onViewBills={() => navigate(`/money?key=${MONEY_QUERY_KEYS.bills}`)}
        onBackToPay={back ? () => navigate(back) : undefined}
        onTopUp={() => navigate(topUpHref(back ?? undefined))}
      />
    </Page>
  );
}
