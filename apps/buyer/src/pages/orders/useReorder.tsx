/**
 * 再来一单 (issue 32) on /order's cards and /orderdetail: POST /v1/order/reorder matches the order's lines to today's
 * lots (read afresh each time the sheet opens: stock and prices move), shown on the review sheet.
 */
import { errorMessage, orderKeys } from '@huashi/api';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ReviewSheet } from '../../buying/ReviewSheet';
import { orders } from '../../session';

export function useReorder(): { dialog: ReactNode; reorder: (mainId: number) => void } {
  const [mainId, setMainId] = useState<number | null>(null);
  const sheet = useQuery({
    queryKey: orderKeys.reorder(mainId ?? 0),
    queryFn: () => orders.reorder(mainId!),
    enabled: mainId !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const dialog = (
    <ReviewSheet
      open={mainId !== null}
      onClose={() => setMainId(null)}
      title="再来一单"
      emptyText="这笔订单没有可再买的商品"
      sheet={sheet.data}
      error={sheet.isError ? errorMessage(sheet.error) : null}
      onRetry={() => void sheet.refetch()}
    />
  );
  return { dialog, reorder: setMainId };
}
