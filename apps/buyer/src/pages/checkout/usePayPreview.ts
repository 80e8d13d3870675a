import { cartKeys, errorMessage, type PurchaseSelection } from '@huashi/api';
import { useMessage } from '@huashi/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { cart } from '../../session';
import { blockedReason } from './payRules';

/** The buyer's picks on /pay; undefined couponCode: the server picks the best usable coupon ('' means none). */
type Choice = { couponCode?: string; addressId?: number };

/**
 * /pay's preview for the selection and the buyer's coupon and address picks (the last preview stays on screen while
 * a pick reloads it), and the logistics check of §4 once the preview has lines (it must answer 200 before paying).
 */
export function usePayPreview(selection: PurchaseSelection | null) {
  const message = useMessage();
  const [choice, setChoice] = useState<Choice>({});
  const request = selection ? { ...selection, couponCode: choice.couponCode, addressId: choice.addressId } : null;
  const query = useQuery({
    queryKey: cartKeys.preview(request ?? { doWay: 'shopCode' }),
    queryFn: () => cart.preview(request!),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
  const preview = query.data;

  useEffect(() => {
    if (query.error) message.error(errorMessage(query.error));
  }, [query.error, message]);

  const session = preview?.session ?? null;
  const logistics = useQuery({
    queryKey: cartKeys.logistics(session),
    queryFn: () => cart.checkLogistics(session ?? undefined).then(blockedReason, errorMessage),
    enabled: Boolean(preview && preview.items.length > 0),
  });

  return {
    preview,
    loading: query.isFetching,
    loadError: query.isError && !preview ? errorMessage(query.error) : null,
    reload: () => void query.refetch(),
    /** The coupon shown as picked: the one asked for while its preview loads, then the one the server applied. */
    couponCode: query.isPlaceholderData ? (choice.couponCode ?? preview?.couponCode) : preview?.couponCode,
    blocked: logistics.data ?? null,
    chooseCoupon: (code: string) => setChoice({ couponCode: code, addressId: preview?.address?.id }),
    chooseAddress: (id: number) => setChoice({ couponCode: preview?.couponCode, addressId: id }),
  };
}
