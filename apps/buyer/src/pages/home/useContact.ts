import { homeKeys } from '@huashi/api';
import type { ContactDialogProps } from '@huashi/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { home } from '../../session';

/**
 * The buyer's /v2/open/get-customer answer (the chat QR, the customer manager's name, the market's hotline), one query
 * for 联系我们 and /afterlist.
 */
export function customerServiceQuery(buyerId: number) {
  return { queryKey: homeKeys.customer(buyerId), queryFn: () => home.customer(buyerId) };
}

/**
 * 联系我们 (home, /help): the dialog, the customer manager's phone ('' when none or failed) and name (issue 26: staff set
 * them on the 买家 desk), the market's hotline and the chat QR (null when none or failed), read when the dialog first
 * opens; all stay undefined until both answers are in. `dialog` is ContactDialog's props as they are (spread it), so
 * the pages that offer 联系我们 wire it alike.
 */
export function useContact(buyerId: number) {
  const [open, setOpen] = useState(false);
  const phone = useQuery({ queryKey: homeKeys.managerPhone(), queryFn: home.managerPhone, enabled: open });
  const customer = useQuery({ ...customerServiceQuery(buyerId), enabled: open });
  const ready = open && !phone.isPending && !customer.isPending;
  const dialog: ContactDialogProps = {
    open,
    onClose: () => setOpen(false),
    phone: ready ? (phone.data ?? '') : undefined,
    managerName: ready ? (customer.data?.managerName ?? '') : undefined,
    hotline: ready ? (customer.data?.hotline ?? '') : undefined,
    chatUrl: ready ? (customer.data?.qrUrl ?? null) : undefined,
  };
  return { dialog, openContact: () => setOpen(true) };
}
