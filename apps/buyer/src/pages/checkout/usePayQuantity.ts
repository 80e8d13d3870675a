import { cartKeys, DO_WAY_NOW_PAY, errorMessage, type PurchaseSelection } from '@huashi/api';
import { useMessage } from '@huashi/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { cart } from '../../session';
import { nowPayHref } from './payRules';

/**
 * Changing a line's batches on /pay — how the buyer fixes a line above the stock (库存不足，仅剩N批), since the
 * preview clamps nothing. A buy-now line lives in the URL's listZone (replaced, so the page previews again); a cart
 * line lives in the cart (modify-cart, then the cart, its badge and the preview are read again).
 */
export function usePayQuantity(selection: PurchaseSelection | null) {
  const message = useMessage();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<number[]>([]);

  const modify = useMutation({
    mutationFn: ({ itemId, buyPi }: { itemId: number; buyPi: number }) => cart.modify(itemId, buyPi),
    onMutate: ({ itemId }) => setPending((p) => [...p, itemId]),
    onError: (error) => message.error(errorMessage(error)),
    onSettled: async (_data, _error, { itemId }) => {
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
      setPending((p) => p.filter((id) => id !== itemId));
    },
  });

  return {
    pendingIds: pending,
    change: (itemId: number, buyPi: number) => {
      if (!selection) return;
      if (selection.doWay === DO_WAY_NOW_PAY) navigate(nowPayHref(selection.products, itemId, buyPi), { replace: true });
      else modify.mutate({ itemId, buyPi });
    },
  };
}
