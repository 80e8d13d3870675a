import { errorMessage, moneyKeys } from '@huashi/api';
import { PAGE_SIZES, checkBillRange } from '@huashi/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { money } from '../../session';
import { billLineView } from './moneyViewModels';

/** /money?key=1: the ledger a page of 10 at a time, in a date range checked by the domain before it is asked. */
export function useBills() {
  const [page, setPage] = useState(1);
  const [range, setRange] = useState({ start: '', end: '' });
  const [rangeError, setRangeError] = useState<string>();
  const request = { page, limit: PAGE_SIZES.bills, start: range.start, end: range.end };
  const query = useQuery({
    queryKey: moneyKeys.bills(request),
    queryFn: () => money.bills(request),
    placeholderData: keepPreviousData,
  });
  return {
    page,
    setPage,
    range,
    rangeError,
    changeRange: (next: { start: string; end: string }) => {
      const check = checkBillRange(next.start, next.end);
      if (!check.ok) {
        setRangeError(check.message);
        return;
      }
      setRangeError(undefined);
      setRange(next);
      setPage(1);
    },
    rows: (query.data?.list ?? []).map(billLineView),
    total: query.data?.pages.total ?? 0,
    loading: query.isPending,
    error: query.isError ? errorMessage(query.error) : undefined,
    retry: () => void query.refetch(),
  };
}
