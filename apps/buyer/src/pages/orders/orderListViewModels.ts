import { ApiError, API_CODES, feeTotalsOf, type OrderDetailData, type OrderListPage, type OrderSearchPage } from '@huashi/api';
import { orderTabShowsSearchAndPager, PAGE_SIZES, type OrderTabCode } from '@huashi/domain';
import type { OrderEntryView, OrderItemView, OrderSearchRowView, OrderSumView } from '@huashi/ui';
import { orderEntryView, orderItemView, orderSearchRowView } from './orderViewModels';

/**
 * Decision: the pager is hidden on 新订单 (§2), so that tab asks for up to 50 orders at once: a day's new orders
 * fit, and none is unreachable behind a hidden pager.
 */
export const NEW_TAB_LIMIT = 50;

/** What /order asks for: a search (keyword and its page), or the tab's list (page and size as the tab allows). */
export type OrderRequest =
  { kind: 'search'; keyword: string; page: number; limit: number } | { kind: 'list'; tab: OrderTabCode; page: number; limit: number };

export function orderRequest(tab: OrderTabCode, page: number, searching: { keyword: string; page: number } | null): OrderRequest {
  if (searching) return { kind: 'search', keyword: searching.keyword, page: searching.page, limit: PAGE_SIZES.orders };
  const paged = orderTabShowsSearchAndPager(tab);
  return { kind: 'list', tab, page: paged ? page : 1, limit: paged ? PAGE_SIZES.orders : NEW_TAB_LIMIT };
}

export type OrderView =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'list'; list: OrderEntryView[]; total: number }
  | { kind: 'search'; keyword: string; list: OrderSearchRowView[]; total: number };

/** The list's view from the request and its answer (an answer of the same view stays on screen while it reloads). */
export function orderView(request: OrderRequest, answer: OrderListPage | OrderSearchPage | undefined, failed: boolean): OrderView {
  if (answer === undefined) return failed ? { kind: 'error' } : { kind: 'loading' };
  if (request.kind === 'search') {
    const found = answer as OrderSearchPage;
    return { kind: 'search', keyword: request.keyword, list: found.list.map(orderSearchRowView), total: found.total };
  }
  const listed = answer as OrderListPage;
  return { kind: 'list', list: listed.list.map(orderEntryView), total: listed.pages.total };
}

/** The detail as /orderdetail shows it: the main as the API gives it, the items and sums as view models (fen). */
export type OrderDetailReady = Omit<OrderDetailData, 'list' | 'sumData'> & { list: OrderItemView[]; sumData: OrderSumView };

export type OrderDetailView =
  { kind: 'loading' } | { kind: 'missing'; text: string } | { kind: 'error' } | { kind: 'ready'; data: OrderDetailReady };

/** The detail's view: an invalid id or a 404 is 订单不存在; an answer stays on screen while an action reloads it. */
export function orderDetailView(valid: boolean, data: OrderDetailData | undefined, error: unknown): OrderDetailView {
  if (!valid) return { kind: 'missing', text: '订单不存在' };
  if (data) {
    const sumData = { ...feeTotalsOf(data.sumData), bunches: data.sumData.allAcount };
    return { kind: 'ready', data: { ...data, list: data.list.map(orderItemView), sumData } };
  }
  if (error instanceof ApiError && error.code === API_CODES.notFound) return { kind: 'missing', text: error.msg || '订单不存在' };
  return error ? { kind: 'error' } : { kind: 'loading' };
}
