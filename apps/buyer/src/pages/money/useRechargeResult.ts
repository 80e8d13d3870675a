import { ApiError, errorMessage, moneyKeys } from '@huashi/api';
import { fenOf, isPayWay, RECHARGE_LATE_WATCH_SECONDS, rechargePollMs } from '@huashi/domain';
import type { RechargeResultState } from '@huashi/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { money } from '../../session';
import { goToPayment, useClockUntil, useRefreshWhenPaid } from './rechargeWatch';

/**
 * /money/result?outTradeNo=…: the buyer's own recharge as the server says it is (the status endpoint, scoped to the
 * buyer) — never what the return address claims. Asks every 2 s while the payment may still be made, every 10 s for
 * RECHARGE_LATE_WATCH_SECONDS after its time ran out (a late notify still credits it), and again whenever the page
 * regains focus (the payer switching back from the Alipay or WeChat app); stops once paid. 重新支付 makes a new phone
 * payment of the same amount and way and leaves for it.
 */
export function useRechargeResult(outTradeNo: string | null, back: string | null) {
  // The payment's deadline on this page's clock, from the first answer's secondsLeft.
  const [deadline, setDeadline] = useState<number | null>(null);
  const status = useQuery({
    queryKey: moneyKeys.recharge(outTradeNo ?? ''),
    queryFn: () => money.rechargeStatus(outTradeNo!),
    enabled: outTradeNo !== null,
    retry: (count, error) => !(error instanceof ApiError && error.code === 404) && count < 2,
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) =>
      query.state.error ? false : rechargePollMs(query.state.data?.status, deadline ?? Date.now() + 1, Date.now()),
  });
  const data = status.data;
  useEffect(() => {
    if (data && deadline === null) setDeadline(Date.now() + data.secondsLeft * 1000);
  }, [data, deadline]);

  const watchEnd = (deadline ?? 0) + RECHARGE_LATE_WATCH_SECONDS * 1000;
  const now = useClockUntil(watchEnd, data?.status === 'expired');
  const watching = data?.status === 'expired' && now < watchEnd;

  const notFound = outTradeNo === null || (status.error instanceof ApiError && status.error.code === 404);
  const state: RechargeResultState = notFound ? 'notFound' : data ? data.status : status.isError ? 'error' : 'checking';
  useRefreshWhenPaid(state === 'paid');

  const payWay = data && isPayWay(data.payWay) ? data.payWay : undefined;
  const repay = useMutation({
    mutationFn: () => money.recharge({ payFee: data!.payFee, payWay: payWay!, pattern: 'H5', ...(back ? { back } : {}) }),
    onSuccess: (answer) => {
      if (answer.redirectUrl) goToPayment(answer.redirectUrl);
    },
  });

  return {
    state,
    payFeeFen: data ? fenOf(data.payFee) : undefined,
    payWay,
    balanceFen: data ? fenOf(data.balance) : undefined,
    watching,
    error: status.isError && !notFound ? errorMessage(status.error) : undefined,
    refresh: () => void status.refetch(),
    refreshing: status.isFetching,
    repay: data && payWay && state !== 'paid' ? () => repay.mutate() : undefined,
    // Still pending after the redirect: the page stays busy until the browser has left.
    repaying: repay.isPending || repay.isSuccess,
    repayError: repay.isError ? errorMessage(repay.error) : undefined,
  };
}
