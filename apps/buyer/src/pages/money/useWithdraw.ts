import { cartKeys, errorMessage, moneyKeys, withdrawApi, withdrawKeys, type BindBankCardBody } from '@huashi/api';
import type { RegionNode } from '@huashi/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { client, regions as regionApi } from '../../session';

const api = withdrawApi(client);

/** /money?key=4: the card and whether the buyer is verified, the bank list, the region tree; binding. */
export function useBankCard() {
  const queryClient = useQueryClient();
  const card = useQuery({ queryKey: withdrawKeys.card(), queryFn: api.myBankCard });
  const banks = useQuery({ queryKey: withdrawKeys.banks(), queryFn: api.bankList, staleTime: Infinity });
  const regions = useQuery({
    queryKey: ['regions', 'tree'],
    queryFn: async (): Promise<readonly RegionNode[]> => regionApi.tree(),
    staleTime: Infinity,
  });
  const bind = useMutation({
    mutationFn: (body: BindBankCardBody) => api.bindBankCard(body),
    onSuccess: (info) => {
      queryClient.setQueryData(withdrawKeys.card(), info);
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.info() });
    },
  });
  return {
    loading: card.isPending,
    loadError: card.error ? errorMessage(card.error) : undefined,
    retry: () => void card.refetch(),
    info: card.data,
    banks: banks.data ?? [],
    regions: regions.data ?? [],
    bind: bind.mutate,
    binding: bind.isPending,
    bindError: bind.error ? errorMessage(bind.error) : undefined,
    bound: bind.isSuccess,
  };
}

/** /money?key=3: the form's facts, the SMS code (60 s between sends) and the withdrawal. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  const info = useQuery({ queryKey: withdrawKeys.info(), queryFn: api.withdrawInfo });
  const [codeUntil, setCodeUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const sms = useMutation({
    mutationFn: api.sendSms,
    onSuccess: (answer) => setCodeUntil(Date.now() + answer.resendSeconds * 1000),
  });
  const secondsLeft = Math.max(0, Math.ceil((codeUntil - now) / 1000));
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [secondsLeft]);
  const submit = useMutation({
    mutationFn: api.withdraw,
    onSuccess: (answer) => {
      queryClient.setQueryData(withdrawKeys.info(), answer.info);
      void queryClient.invalidateQueries({ queryKey: cartKeys.balance() });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.all });
    },
  });
  return {
    loading: info.isPending,
    loadError: info.error ? errorMessage(info.error) : undefined,
    retry: () => void info.refetch(),
    info: info.data,
    sendCode: () => sms.mutate(),
    codeSending: sms.isPending,
    codeSent: sms.isSuccess,
    codeSecondsLeft: secondsLeft,
    submit: submit.mutate,
    submitting: submit.isPending,
    serverError: submit.error ? errorMessage(submit.error) : sms.error ? errorMessage(sms.error) : undefined,
    done: submit.data?.withdrawal ?? null,
    again: () => submit.reset(),
  };
}
