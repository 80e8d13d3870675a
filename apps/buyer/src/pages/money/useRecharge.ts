import { cartKeys, errorMessage, moneyKeys, type RechargeCreated, type RechargeRequestBody } from '@huashi/api';
import { qrSecondsLeft, RECHARGE_LATE_WATCH_SECONDS, rechargePollMs, type PayWay } from '@huashi/domain';
import type { RechargeQr } from '@huashi/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { cart, money } from '../../session';

/**
 * /money?key=2: creates the recharge, shows its QR for 60 s (counted here from the answer's expiresIn; the server's
 * status says expired too), polls the status until paid, then shows the new balance. After the QR expired it keeps
 * watching (more slowly, RECHARGE_LATE_WATCH_SECONDS): a payment made late is credited by the server and shown here
 * as 充值成功, so the buyer is not led to pay twice.
 */
export function useRecharge() {
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<(RechargeCreated & { deadline: number }) | null>(null);
  const [lastRequest, setLastRequest] = useState<RechargeRequestBody | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const balance = useQuery({ queryKey: cartKeys.balance(), queryFn: cart.queryAccount });
  // The pay ways this server takes (PAY_GATEWAY) and their gateways: the panel offers only these.
  const payWays = useQuery({ queryKey: moneyKeys.payWays(), queryFn: money.payWays, staleTime: Infinity });

  const create = useMutation({
    mutationFn: (request: RechargeRequestBody) => money.recharge(request),
    onSuccess: (answer, request) => {
      setLastRequest(request);
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
  const watching = state === 'expired' && now < watchEnd;
  useEffect(() => {
    if (!watching) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.max(0, watchEnd - Date.now()) + 50);
    return () => window.clearTimeout(timer);
  }, [watching, watchEnd]);

  // The countdown ticks each second while the QR is live.
  useEffect(() => {
    if (!created || state !== 'live') return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [created, state]);

  // Paid: the balance and the bills change.
  useEffect(() => {
    if (state !== 'paid') return;
    void queryClient.invalidateQueries({ queryKey: cartKeys.balance() });
    void queryClient.invalidateQueries({ queryKey: moneyKeys.all });
  }, [state, queryClient]);

  const qr: RechargeQr | null = created
    ? {
        content: created.PayOrderInfo,
        payFee: created.payFee,
        payWay: created.PayMethod as PayWay,
        state,
        secondsLeft: localLeft,
        balance: status.data?.balance,
        watching,
      }
    : null;

  return {
    balance: balance.data?.balance,
    gatewayLabel: created?.gateway,
    ways: payWays.data?.ways,
    qr,
    submit: (request: RechargeRequestBody) => create.mutate(request),
    refresh: () => lastRequest && create.mutate(lastRequest),
    reset: () => {
      create.reset();
      setCreated(null);
    },
    submitting: create.isPending,
    serverError: create.isError ? errorMessage(create.error) : undefined,
  };
}
