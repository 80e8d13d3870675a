/**
 * The 撤销审核 desk's state: its filters and page in the URL (?state=&date=&session=&q=&page=, so reload and back
 * restore the view), one page of requests from the server, and the two decisions, which refresh the list.
 */
import { adminCancellationKeys, type CancellationRow } from '@huashi/api';
import { fenOf, isCancellationState } from '@huashi/domain';
import type { CancellationFilters, CancellationRowData } from '@huashi/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { cancellationsDesk } from './staffSession';

export const CANCELLATIONS_PAGE_SIZE = 20;
export const CANCELLATIONS_PATH = '/admin/cancellations';

export function cancellationRowData(row: CancellationRow): CancellationRowData {
  return {
    itemId: row.itemId,
    orderNo: row.orderNo,
    orderStatusLabel: row.orderStatusLabel,
    auctionDate: row.auctionDate,
    session: row.session,
    buyerName: row.buyerName,
    buyerPhone: row.buyerPhone,
    flwName: row.flwName,
    levelName: row.levelName,
    supplierName: row.supplierName,
    positionNo: row.positionNo,
    buyQty: row.buyQty,
    buyQtyAll: row.buyQtyAll,
    netFen: fenOf(row.feeGoods) - fenOf(row.feeDiscount),
    refundFen: fenOf(row.refund),
    refundsFees: row.refundsFees,
    unpaid: row.unpaid,
    state: row.state,
    reason: row.reason,
    orderedAt: Date.parse(row.orderedAt),
    decidedAt: row.decidedAt === null ? null : Date.parse(row.decidedAt),
    decidedBy: row.decidedBy,
  };
}

/** The filters and page the URL names (anything unreadable: the default). */
export function readCancellationSearch(search: string): { filters: CancellationFilters; page: number } {
  const params = new URLSearchParams(search);
  const state = params.get('state');
  const session = params.get('session');
  const date = params.get('date') ?? '';
  const page = Number(params.get('page'));
  return {
    filters: {
      state: isCancellationState(state) ? state : 'pending',
      // '' : the current auction date (the server's, as 订单履约 starts); 'all': every date.
      date: date === 'all' || /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '',
      session: session === 'A' || session === 'C' ? session : '',
      keyword: (params.get('q') ?? '').trim().slice(0, 40),
    },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function cancellationSearch(filters: CancellationFilters, page: number): string {
  const params = new URLSearchParams();
  if (filters.state !== 'pending') params.set('state', filters.state);
  if (filters.date) params.set('date', filters.date);
  if (filters.session) params.set('session', filters.session);
  if (filters.keyword) params.set('q', filters.keyword);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useCancellationsDesk() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { filters, page } = readCancellationSearch(search);
  const go = (next: CancellationFilters, nextPage: number) => navigate(`${CANCELLATIONS_PATH}${cancellationSearch(next, nextPage)}`);

  const query = {
    page,
    limit: CANCELLATIONS_PAGE_SIZE,
    state: filters.state,
    date: filters.date || undefined,
    session: filters.session || undefined,
    keyword: filters.keyword || undefined,
  };
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: adminCancellationKeys.list(query),
    queryFn: () => cancellationsDesk.list(query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminCancellationKeys.all });
  const approve = useMutation({ mutationFn: (itemId: number) => cancellationsDesk.approve({ itemId }), onSettled: refresh });
  const reject = useMutation({
    mutationFn: (input: { itemId: number; reason: string }) => cancellationsDesk.reject(input),
    onSettled: refresh,
  });

  // The date shown: the one asked for, else the day the server listed; '' (the picker cleared) for every date.
  const shownDate = filters.date === 'all' ? '' : filters.date || list.data?.auctionDate || '';
  return {
    filters: { ...filters, date: shownDate },
    page,
    setFilters: (next: CancellationFilters) => go({ ...next, date: next.date || 'all' }, 1),
    setPage: (next: number) => go(filters, next),
    list,
    rows: (list.data?.list ?? []).map(cancellationRowData),
    total: list.data?.total ?? 0,
    approve,
    reject,
  };
}
