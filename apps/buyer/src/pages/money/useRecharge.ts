import { errorMessage, moneyKeys, type RechargeCreated, type RechargeRequestBody } from '@huashi/api';
import {
  fenOf,
  formatYuan,
  qrSecondsLeft,
  RECHARGE_LATE_WATCH_SECONDS,
  rechargePollMs,
  type Fen,
  type PayPattern,
  type PayWay,
} from '@huashi/domain';
import type { RechargeHandoff, RechargeQr } from '@huashi/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { balanceQuery } from '../../cart/balanceQuery';
import { money } from '../../session';
import { goToPayment, useClockUntil, useRefreshWhenPaid } from './rechargeWatch';

/**
 * /money?key=2: creates the recharge in the pattern the buyer chose (the device's first).
 * - 扫码支付 (QR): shows its QR for 60 s (counted here from the answer's expiresIn; the server's status says expired
 *   too), polls the status until paid, then shows the new balance. After the QR expired it keeps watching (more
 *   slowly, RECHARGE_LATE_WATCH_SECONDS): a payment made late is credited by the server and shown here as 充值成功, so
 *   the buyer is not led to pay twice.
 * - 手机支付 (H5): sends the browser to the gateway's mobile cashier (the answer's redirectUrl), which returns to
 *   /money/result; meanwhile the panel says it is leaving, with a link and 查看支付结果.
 * `back`: the payment the top-up was opened from, carried to the result page for 返回付款.
 */
export function useRecharge(back: string | null) {
  const [created, setCreated] = useState<(RechargeCreated & { deadline: number }) | null>(null);
  const [handoff, setHandoff] = useState<RechargeCreated | null>(null);
  const [lastRequest, setLastRequest] = useState<RechargeRequestBody | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const balance = useQuery(balanceQuery);
  // The pay ways this server takes (PAY_GATEWAY) and their gateways: the panel offers only these.
  const payWays = useQuery({ queryKey: moneyKeys.payWays(), queryFn: money.payWays, staleTime: Infinity });

  const create = useMutation({
    mutationFn: (request: RechargeRequestBody) => money.recharge(request),
    onSuccess: (answer, request) => {
      setLastRequest(request);
      if (answer.pattern === 'H5' && answer.redirectUrl) {
        setCreated(null);
        setHandoff(answer);
        goToPayment(answer.redirectUrl);
        return;
      }
      setHandoff(null);
      setNow(Date.now());
      setCreated({ ...answer, deadline: Date.now() + answer.expiresIn * 1000 });
    },
  });

  const localLeft = created ? qrSecondsLeft(created.deadline, now) : 0;
  const status = useQuery({
    queryKey: moneyKeys.recharge(created?.outTradeNo ?? ''),
    queryFn: () => money.rechargeStatus(created!.outTradeNo),
    enabled: created !== null,
    // Every 2 s while the QR lives, every 10 s for a while after it expired (a late payment), never once paid.
    refetchInterval: (query) => (created ? rechargePollMs(query.state.data?.status, created.deadline, Date.now()) : false),
  });
  const state =
    status.data?.status === 'paid' ? 'paid' : status.data?.status === 'expired' || (created && localLeft === 0) ? 'expired' : 'live';

  // Expired: watched until the late watch ends (then the note says to look in the bills instead).
  const watchEnd = created ? created.deadline + RECHARGE_LATE_WATCH_SECONDS * 1000 : 0;
  const lateNow = useClockUntil(watchEnd, state === 'expired');
  const watching = state === 'expired' && Math.max(now, lateNow) < watchEnd;

  // The countdown ticks each second while the QR is live.
  useEffect(() => {
    if (!created || state !== 'live') return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [created, state]);

  useRefreshWhenPaid(state === 'paid');

  const qr: RechargeQr | null = created
    ? {
        content: created.PayOrderInfo,
        payFeeFen: fenOf(created.payFee),
        payWay: created.PayMethod as PayWay,
        state,
        secondsLeft: localLeft,
        balanceFen: status.data ? fenOf(status.data.balance) : undefined,
        watching,
      }
    : null;
  const handingOff: RechargeHandoff | null = handoff?.redirectUrl
    ? { url: handoff.redirectUrl, payFeeFen: fenOf(handoff.payFee), payWay: handoff.PayMethod }
    : null;

  return {
    balanceFen: balance.data ? fenOf(balance.data.balance) : undefined,
    gatewayLabel: created?.gateway,
    ways: payWays.data?.ways,
    qr,
    handoff: handingOff,
    /** The phone payment handed off: its trade number (查看支付结果). */
    handoffTradeNo: handoff?.outTradeNo ?? null,
    /** The panel's amount goes on the wire as yuan (formatYuan, the one converter out). */
    submit: ({ payFeeFen, payWay, pattern }: { payFeeFen: Fen; payWay: PayWay; pattern: PayPattern }) =>
      create.mutate({ payFee: formatYuan(payFeeFen), payWay, pattern, ...(back ? { back } : {}) }),
    refresh: () => lastRequest && create.mutate(lastRequest),
    reset: () => {
      create.reset();
      setCreated(null);
      setHandoff(null);
    },
    submitting: create.isPending,
    serverError: create.isError ? errorMessage(create.error) : undefined,
  };
}
