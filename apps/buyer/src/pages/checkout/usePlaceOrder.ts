import { cartKeys, couponKeys, orderKeys, type PreviewResult, type PurchaseSelection } from '@huashi/api';
import { MESSAGES, withQuery } from '@huashi/domain';
import { useMessage } from '@huashi/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { cart } from '../../session';
import { submitFailure } from './payRules';
import { newPurchaseSign, signerQuery } from './purchaseSign';

/**
 * Placing and paying the order (§4): the confirmation dialog, and the purchase sign — one per confirmation, so a
 * retry after a network failure reuses it and a double click never pays twice. A paid order invalidates the cart
 * (lines, badge, balance) and the orders; a refusal previews again.
 *
 * One submit at a time, checked synchronously: the two clicks of a double click land before React re-renders with
 * isPending, and each would draw its own sign after awaiting the key — two different orders to the server, the
 * second refused with 购物车已变化 on the success page (issue 26).
 */
export function usePlaceOrder(selection: PurchaseSelection | null, preview: PreviewResult | undefined) {
  const message = useMessage();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [short, setShort] = useState(false);
  /** The last refusal of a submit (kept on the page: a message bar fades). */
  const [submitError, setSubmitError] = useState<string | null>(null);
  const signRef = useRef<string | null>(null);
  const submitting = useRef(false);

  const mutation = useMutation({
    mutationFn: async ({ selection: chosen, preview: shown }: { selection: PurchaseSelection; preview: PreviewResult }) => {
      const signer = await queryClient.ensureQueryData(signerQuery);
      signRef.current ??= newPurchaseSign(signer);
      return cart.submit({ ...chosen, couponCode: shown.couponCode, addressId: shown.address?.id, sign: signRef.current });
    },
    onSuccess: ({ msg, data }) => {
      message.success(msg);
      // The previews were of the order now placed: dropped, not read again.
      queryClient.removeQueries({ queryKey: cartKeys.previews() });
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: couponKeys.all });
      setConfirmOpen(false);
      navigate(withQuery('/elseWhite', { mainId: data.mainId, orderNo: data.orderNo, pay: data.allfeePayment }), { replace: true });
    },
    onError: (error) => {
      const failure = submitFailure(error);
      if (!failure.keepSign) signRef.current = null;
      if (failure.short) setShort(true);
      else setSubmitError(failure.text);
      message.error(failure.text);
      if (failure.previewAgain) {
        setConfirmOpen(false);
        void queryClient.invalidateQueries({ queryKey: cartKeys.previews() });
      }
    },
    onSettled: () => {
      submitting.current = false;
    },
  });

  return {
    confirmOpen,
    short,
    submitError,
    paying: mutation.isPending,
    /** Opens the confirmation with a fresh sign. */
    openConfirm: () => {
      signRef.current = null;
      setShort(false);
      setSubmitError(null);
      setConfirmOpen(true);
    },
    cancel: () => {
      setConfirmOpen(false);
      message.info(MESSAGES.cancelled);
    },
    pay: () => {
      if (!selection || !preview || submitting.current) return;
      submitting.current = true;
      mutation.mutate({ selection, preview });
    },
  };
}
