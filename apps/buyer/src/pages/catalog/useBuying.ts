import { withQuery } from '@huashi/domain';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useAddToCart } from '../../cart/useAddToCart';
import { useFollow } from './useFollow';

/** The buying actions of a goods card or supplier row: add to cart, buy now (to /pay), follow. */
export function useBuying() {
  const [, navigate] = useLocation();
  const { addToCart, busyId } = useAddToCart();
  const toggleFollow = useFollow();
  const buyNow = useCallback(
    (lotId: number, batches: number) => navigate(withQuery('/pay', { listZone: [{ huaId: lotId, qty: batches }], codeType: 'nowPay' })),
    [navigate],
  );
  return { addToCart, buyNow, toggleFollow, busyId };
}
