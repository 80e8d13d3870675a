/**
 * 去付款 of an unpaid operator order (待付款, issue 18) on /order and /orderdetail: a confirmation with the amount
 * and the usable balance (付款确认), then POST /v1/order/pay-order. A short balance says 您的账户余额不足 with 去充值
 * (/money?key=2&back=<this page>: 返回付款 after the top-up), as the checkout does; a success says 付款成功 and reads the orders and the balance again.
 */
import { ApiError, API_CODES, cartKeys, errorMessage, moneyKeys, orderKeys } from '@huashi/api';
import { fenOf, ORDER_PAYMENT_MESSAGES, topUpHref, type Fen } from '@huashi/domain';
import { OrderPayDialog, useMessage } from '@huashi/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { balanceQuery } from '../../cart/balanceQuery';
import { orders } from '../../session';

/** The order to pay, as its card or detail shows it. */
export type PayTarget = { mainId: number; orderNo: string; paymentFen: Fen; bunches: number | null; agentPlaced: boolean };

export function useOrderPay(): { dialog: ReactNode; requestPay: (target: PayTarget) => void; payingId: number | null } {
  const message = useMessage();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<PayTarget | null>(null);
  const [serverError, setServerError] = useState<string>();
  const balance = useQuery({ ...balanceQuery, enabled: target !== null });

  const pay = useMutation({
    mutationFn: (mainId: number) => orders.payOrder(mainId),
    onMutate: () => setServerError(undefined),
    onSuccess: (result) => {
      message.success(result.paidNow ? ORDER_PAYMENT_MESSAGES.paid : ORDER_PAYMENT_MESSAGES.alreadyPaid);
      setTarget(null);
    },
    onError: (error) => {
      const short = error instanceof ApiError && error.code === API_CODES.insufficientBalance;
      setServerError(short ? ORDER_PAYMENT_MESSAGES.insufficient : errorMessage(error));
    },
    // Paid or refused, the order, the balance and the bills may have changed: read them again.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: cartKeys.balance() });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.all });
    },
  });

  const close = () => {
    if (pay.isPending) return;
    setTarget(null);
    setServerError(undefined);
  };

  const dialog = (
    <OrderPayDialog
      open={target !== null}
      orderNo={target?.orderNo ?? ''}
      paymentFen={target?.paymentFen ?? 0}
      bunches={target?.bunches ?? null}
      agentPlaced={target?.agentPlaced ?? false}
      balanceFen={balance.data ? fenOf(balance.data.usable) : null}
      balanceError={balance.isError ? '余额读取失败，付款时以账户实际余额为准' : undefined}
      pending={pay.isPending}
      serverError={serverError}
      onConfirm={() => {
        if (target && !pay.isPending) pay.mutate(target.mainId);
      }}
      onCancel={close}
      // 去充值, then 返回付款 after 充值成功 brings the buyer back to this order.
      onTopUp={() => navigate(topUpHref(search ? `${location}?${search}` : location))}
    />
  );

  return {
    dialog,
    requestPay: (next) => {
      setServerError(undefined);
      setTarget(next);
    },
    payingId: pay.isPending ? (pay.variables ?? null) : null,
  };
}
