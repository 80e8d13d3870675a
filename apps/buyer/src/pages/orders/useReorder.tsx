/**
 * 再来一单 (issue 32) on /order's cards and /orderdetail: POST /v1/order/reorder matches the order's lines to today's
 * lots (read afresh each time the sheet opens: stock and prices move), shown on the review sheet.
 */
import { orderKeys } from '@huashi/api';
import type { ReactNode } from 'react';
import { useSheetDialog } from '../../buying/useSheetDialog';
import { orders } from '../../session';

export function useReorder(): { dialog: ReactNode; reorder: (mainId: number) => void } {
  const { dialog, open } = useSheetDialog({
    key: orderKeys.reorder,
    read: (mainId) => orders.reorder(mainId),
    title: '再来一单',
    emptyText: '这笔订单没有可再买的商品',
  });
  return { dialog, reorder: open };
}
