/**
 * The 订单履约 desk's state: its view (订单 or 配货单), filters and page in the URL (?view=&date=&session=&status=
 * &buyer=&q=&page=, so reload and back restore it), one page from the server, the selection, and the three batch
 * actions, which refresh the list and the pick list.
 */
import { adminOrderKeys, type BatchResult, type DeskOrderRow, type PickLine } from '@huashi/api';
import { DESK_STATUS_FILTER_CODES, type DeskStatusFilter, type ShipFormValues } from '@huashi/domain';
import type { DeskOrderRowData, OrdersDeskFilters, PickLineData } from '@huashi/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ordersDesk } from './staffSession';

export const ORDERS_PAGE_SIZE = 50;
export const PICK_PAGE_SIZE = 200;
export const ORDERS_DESK_PATH = '/admin/orders';

export type OrdersDeskView = 'orders' | 'picklist';

export function deskOrderRowData(row: DeskOrderRow): DeskOrderRowData {
  return {
    mainId: row.mainId,
    orderNo: row.orderNo,
    buyerName: row.buyerName,
    buyerPhone: row.buyerPhone,
    status: row.status,
    statusLabel: row.statusLabel,
    deliveryType: row.deliveryType,
    deliveryTypeLabel: row.deliveryTypeLabel,
    rcvPlace: row.rcvPlace,
    varieties: row.varieties,
    bundles: row.bundles,
    logisName: row.logisName,
    logisNumber: row.logisNumber,
    showTime: row.showTime === null ? null : Date.parse(row.showTime),
    autoCompleteAt: row.autoCompleteAt === null ? null : Date.parse(row.autoCompleteAt),
    unpaid: row.unpaid,
    placedByLabel: row.placedByLabel,
  };
}

export function pickLineData(line: PickLine): PickLineData {
  const { status: _status, ...rest } = line;
  return rest;
}

/** The view, filters and page the URL names (anything unreadable: the default). */
export function readOrdersSearch(search: string): { view: OrdersDeskView; filters: OrdersDeskFilters; page: number } {
  const params = new URLSearchParams(search);
  const session = params.get('session');
  const status = params.get('status');
  const date = params.get('date') ?? '';
  const page = Number(params.get('page'));
  return {
    view: params.get('view') === 'picklist' ? 'picklist' : 'orders',
    filters: {
      auctionDate: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '',
      session: session === 'A' || session === 'C' ? session : '',
      status: DESK_STATUS_FILTER_CODES.includes(status as DeskStatusFilter) ? (status as DeskStatusFilter) : '',
      buyer: (params.get('buyer') ?? '').trim().slice(0, 40),
      keyword: (params.get('q') ?? '').trim().slice(0, 40),
    },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function ordersSearch(view: OrdersDeskView, filters: OrdersDeskFilters, page: number): string {
  const params = new URLSearchParams();
  if (view !== 'orders') params.set('view', view);
  if (filters.auctionDate) params.set('date', filters.auctionDate);
  if (filters.session) params.set('session', filters.session);
  if (filters.status) params.set('status', filters.status);
  if (filters.buyer) params.set('buyer', filters.buyer);
  if (filters.keyword) params.set('q', filters.keyword);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The refusals of a batch as one line: 订单号 原因；… */
export function refusalText(result: BatchResult): string {
  return result.results
    .filter((r) => !r.moved)
    .map((r) => `${r.orderNo || `#${r.mainId}`} ${r.msg}`)
    .join('；');
}

export function useOrdersDesk() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { view, filters, page } = readOrdersSearch(search);
  const go = (nextView: OrdersDeskView, next: OrdersDeskFilters, nextPage: number) =>
    navigate(`${ORDERS_DESK_PATH}${ordersSearch(nextView, next, nextPage)}`);
  const [selected, setSelected] = useState<number[]>([]);

  const query = {
    auctionDate: filters.auctionDate || undefined,
    session: filters.session || undefined,
    status: filters.status || undefined,
    buyer: filters.buyer || undefined,
    keyword: filters.keyword || undefined,
    page,
  };
  const listQuery = { ...query, limit: ORDERS_PAGE_SIZE };
  const pickQuery = { ...query, limit: PICK_PAGE_SIZE };
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: adminOrderKeys.list(listQuery),
    queryFn: () => ordersDesk.list(listQuery),
    placeholderData: keepPreviousData,
    enabled: view === 'orders',
  });
  const pickList = useQuery({
    queryKey: adminOrderKeys.pickList(pickQuery),
    queryFn: () => ordersDesk.pickList(pickQuery),
    placeholderData: keepPreviousData,
    enabled: view === 'picklist',
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
  const startPicking = useMutation({ mutationFn: (mainIds: number[]) => ordersDesk.startPicking({ mainIds }), onSettled: refresh });
  const deliver = useMutation({ mutationFn: (mainIds: number[]) => ordersDesk.deliver({ mainIds }), onSettled: refresh });
  const ship = useMutation({
    mutationFn: (values: ShipFormValues) =>
      ordersDesk.ship({
        orders: values.lines.map((line) => ({ mainId: line.mainId, carrierCode: line.carrierCode, trackingNumber: line.trackingNumber })),
      }),
    onSettled: refresh,
  });

  // The day shown: the one asked for, else the server's current auction date (it answers which).
  const shownDate = filters.auctionDate || (view === 'orders' ? list.data?.auctionDate : pickList.data?.auctionDate) || '';
  return {
    view,
    setView: (next: OrdersDeskView) => go(next, filters, 1),
    filters: { ...filters, auctionDate: shownDate },
    page,
    setFilters: (next: OrdersDeskFilters) => {
      setSelected([]);
      go(view, next, 1);
    },
    setPage: (next: number) => {
      setSelected([]);
      go(view, filters, next);
    },
    selected,
    setSelected,
    list,
    rows: (list.data?.list ?? []).map(deskOrderRowData),
    pickList,
    pickRows: (pickList.data?.list ?? []).map(pickLineData),
    /** What the printed papers cover when no order is chosen: the desk's filter, on the day shown. */
    printFilter: { ...query, auctionDate: shownDate, page: undefined },
    startPicking,
    ship,
    deliver,
  };
}
