import { cartKeys, errorMessage, moneyKeys, type RechargeCreated, type RechargeRequestBody } from '@huashi/api';
import { qrSecondsLeft, type PayWay } from '@huashi/domain';
import type { RechargeQr } from '@huashi/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { cart, money } from '../../session';

/** How often the page asks whether the QR was paid. */
const POLL_MS = 2000;

/**
 * /money?key=2: creates the recharge, shows its QR for 60 s (counted here from the answer's expiresIn; the server's
 * status says expired too), polls the status until paid or expired, then shows the new balance.
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
    // Polls while the QR may still be paid; a paid or expired recharge stops it.
    refetchInterval: (query) => {
      const state = query.state.data?.status;
      return state === 'paid' || state === 'expired' ? false : POLL_MS;
    },
  });
  const state =
    status.data?.status === 'paid' ? 'paid' : status.data?.status === 'expired' || (created && localLeft === 0) ? 'expired' : 'live';

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
