import { cartKeys, errorMessage, isOk } from '@huashi/api';
import { useMessage } from '@huashi/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { cart } from '../session';

type AddLine = { lotId: number; batches: number };

/**
 * Add to cart from any page (/presell, /superior, /shopdetails and its quick-buy dialog): shows the server's message;
 * a success invalidates the cart (the badge, the lines, checkout) and the row stays busy until the badge is current.
 */
export function useAddToCart() {
  const message = useMessage();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ lotId, batches }: AddLine) => cart.addToCart([{ huaId: lotId, qty: batches }]),
    onSuccess: async (answer) => {
      if (!isOk(answer.code)) {
        message.error(answer.msg);
        return;
      }
      message.success(answer.msg);
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
    onError: (error) => message.error(errorMessage(error)),
  });
  const { mutate } = mutation;
  const addToCart = useCallback((lotId: number, batches: number) => mutate({ lotId, batches }), [mutate]);
  return { addToCart, busyId: mutation.isPending ? mutation.variables.lotId : null };
}
