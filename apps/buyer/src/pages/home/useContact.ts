import { homeKeys } from '@huashi/api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { home } from '../../session';

/**
 * 联系客服 on home: the dialog, the customer manager's phone ('' when none or failed) and the chat QR (null when
 * none or failed), read when the dialog first opens; both stay undefined until both have answered.
 */
export function useContact(buyerId: number) {
  const [open, setOpen] = useState(false);
  const phone = useQuery({ queryKey: homeKeys.managerPhone(), queryFn: home.managerPhone, enabled: open });
  const customer = useQuery({ queryKey: homeKeys.customer(buyerId), queryFn: () => home.customer(buyerId), enabled: open });
  const ready = open && !phone.isPending && !customer.isPending;
  return {
    open,
    phone: ready ? (phone.data ?? '') : undefined,
    chatUrl: ready ? (customer.data?.qrUrl ?? null) : undefined,
    openContact: () => setOpen(true),
    close: () => setOpen(false),
  };
}
