/**
 * The 买家 desk's state: the search, its page and the open buyer in the URL (?q=&page=&buyer=, so reload and back
 * restore the view); the results, the buyer's profile, ledger and orders from the server (each paged there); and
 * 调整余额, which refreshes everything of that buyer and the results; 设置客户经理 (issue 26), which refreshes the profile.
 */
import {
  adminBuyerKeys,
  adminOrderKeys,
  type BuyerLedgerRow,
  type BuyerOrderRow,
  type BuyerProfileData,
  type BuyerSummary,
} from '@huashi/api';
import { buyerSearchText, fenOf, type BalanceAdjustValues, type BuyerManagerValues } from '@huashi/domain';
import type { BuyerOrderData, BuyerProfileView, BuyerRowData, LedgerRowData } from '@huashi/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { buyersDesk } from './staffSession';

export const BUYERS_PATH = '/admin/buyers';
export const BUYERS_PAGE_SIZE = 20;
export const LEDGER_PAGE_SIZE = 20;
export const ORDERS_PAGE_SIZE = 10;

export function buyerRowData(row: BuyerSummary): BuyerRowData {
  return {
    id: row.id,
    accountNo: row.accountNo,
    phone: row.phone,
    nickName: row.nickName,
    statusName: row.statusName,
    memberLevelName: row.memberLevelName,
    balanceFen: fenOf(row.balance),
    usableFen: fenOf(row.usable),
  };
}

export function buyerProfileView(data: BuyerProfileData): BuyerProfileView {
  const { buyer } = data;
  return {
    id: buyer.id,
    accountNo: buyer.accountNo,
    nickName: buyer.nickName,
    phone: buyer.phone,
    contactPhone: data.contactPhone,
    statusName: buyer.statusName,
    memberLevelName: buyer.memberLevelName,
    memberDiscount: data.memberDiscount,
    buyerType: data.buyerType,
    region: data.region,
    balanceFen: fenOf(buyer.balance),
    frozenFen: fenOf(buyer.frozen),
    orderCount: data.orderCount,
    createdAt: Date.parse(buyer.createdAt),
    addresses: data.addresses,
    managerName: data.managerName,
    managerPhone: data.managerPhone,
  };
}

export function ledgerRowData(row: BuyerLedgerRow): LedgerRowData {
  return {
    id: row.id,
    at: Date.parse(row.createdAt),
    notice: row.ioNotice,
    deltaFen: fenOf(row.ioValue),
    frozenDeltaFen: fenOf(row.frozenValue),
    balanceAfterFen: fenOf(row.balanceAfter),
    refType: row.refType,
  };
}

export function orderRowData(row: BuyerOrderRow): BuyerOrderData {
  return {
    id: row.id,
    orderNo: row.orderNo,
    statusName: row.statusName,
    session: row.session,
    auctionDate: row.auctionDate,
    paymentFen: fenOf(row.payment),
    bunches: row.bunches,
    createdAt: Date.parse(row.createdAt),
    unpaid: row.unpaid,
    placedByLabel: row.placedByLabel,
  };
}

/** What the URL names: the search text, its page and the open buyer (anything unreadable: the default). */
export function readBuyersSearch(search: string): { q: string; page: number; buyerId: number | null } {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const buyer = Number(params.get('buyer'));
  return {
    q: buyerSearchText(params.get('q') ?? ''),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    buyerId: Number.isInteger(buyer) && buyer >= 1 ? buyer : null,
  };
}

export function buyersSearch(state: { q: string; page: number; buyerId: number | null }): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.buyerId !== null) params.set('buyer', String(state.buyerId));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useBuyersDesk() {
  const [, navigate] = useLocation();
  const state = readBuyersSearch(useSearch());
  const go = (next: Partial<typeof state>) => navigate(`${BUYERS_PATH}${buyersSearch({ ...state, ...next })}`);
  // The ledger's and orders' pages belong to the open buyer: another buyer starts at page 1.
  const [pages, setPages] = useState({ buyerId: state.buyerId, ledger: 1, orders: 1 });
  const current = pages.buyerId === state.buyerId ? pages : { buyerId: state.buyerId, ledger: 1, orders: 1 };

  const searchQuery = { q: state.q || undefined, page: state.page, limit: BUYERS_PAGE_SIZE };
  const results = useQuery({
    queryKey: adminBuyerKeys.search(searchQuery),
    queryFn: () => buyersDesk.search(searchQuery),
    placeholderData: keepPreviousData,
  });
  const id = state.buyerId ?? 0;
  const open = state.buyerId !== null;
  const detail = useQuery({ queryKey: adminBuyerKeys.detail(id), queryFn: () => buyersDesk.detail(id), enabled: open });
  const ledger = useQuery({
    queryKey: adminBuyerKeys.ledger({ buyerId: id, page: current.ledger, limit: LEDGER_PAGE_SIZE }),
    queryFn: () => buyersDesk.ledger(id, current.ledger, LEDGER_PAGE_SIZE),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const orders = useQuery({
    queryKey: adminBuyerKeys.orders({ buyerId: id, page: current.orders, limit: ORDERS_PAGE_SIZE }),
    queryFn: () => buyersDesk.orders(id, current.orders, ORDERS_PAGE_SIZE),
    enabled: open,
    placeholderData: keepPreviousData,
  });

  const queryClient = useQueryClient();
  const adjust = useMutation({
    mutationFn: (values: BalanceAdjustValues) => buyersDesk.adjust({ buyerId: id, ...values, direction: values.direction || undefined }),
    onSuccess: () => setPages({ ...current, ledger: 1 }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminBuyerKeys.all }),
  });
  // 代扣付款 (issue 18): the order, the balance and the ledger change; the fulfilment desk's lists too.
  const settle = useMutation({
    mutationFn: (mainId: number) => buyersDesk.settleOrder({ buyerId: id, mainId }),
    onSuccess: () => setPages({ ...current, ledger: 1 }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminBuyerKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
    },
  });

  // 设置客户经理 (issue 26): the profile shows the new manager.
  const manager = useMutation({
    mutationFn: (values: BuyerManagerValues) => buyersDesk.setManager({ buyerId: id, ...values }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminBuyerKeys.detail(id) }),
  });

  return {
    ...state,
    search: (q: string) => go({ q: buyerSearchText(q), page: 1 }),
    setPage: (page: number) => go({ page }),
    openBuyer: (buyerId: number) => go({ buyerId }),
    results,
    rows: (results.data?.list ?? []).map(buyerRowData),
    detail,
    profile: detail.data ? buyerProfileView(detail.data) : null,
    ledger,
    ledgerRows: (ledger.data?.list ?? []).map(ledgerRowData),
    ledgerPage: current.ledger,
    setLedgerPage: (page: number) => setPages({ ...current, ledger: page }),
    orders,
    orderRows: (orders.data?.list ?? []).map(orderRowData),
    ordersPage: current.orders,
    setOrdersPage: (page: number) => setPages({ ...current, orders: page }),
    adjust,
    settle,
    manager,
  };
}
