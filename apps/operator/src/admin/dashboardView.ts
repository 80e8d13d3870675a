/**
 * 今日概览's answer as the page shows it (issue 31): each figure's label (the desks' own names), value and address —
 * the desk and filter it counts, written by the desks' own URL builders (ordersSearch, the claims desk's searchOf),
 * so a figure's link opens exactly the list whose total it shows.
 */
import type { Dashboard } from '@huashi/api';
import {
  CLAIM_DESK_STATES,
  DASHBOARD_CARDS,
  DASHBOARD_TEXTS,
  DESK_STATUS_FILTER_CODES,
  DESK_STATUS_FILTERS,
  SESSIONS,
  WITHDRAWAL_STATUS_NAMES,
  type ClaimDeskState,
  type DeskStatusFilter,
} from '@huashi/domain';
import type { DashboardCardView, DashboardFigure } from '@huashi/ui';
import { CLAIMS_PATH, searchOf as claimsSearch } from './useClaimsDesk';
import { ORDERS_DESK_PATH, ordersSearch } from './useOrdersDesk';

export const PAYOUTS_PATH = '/admin/finance?tab=payouts';

const ordersHref = (date: string, filters: { session?: 'A' | 'C'; status?: DeskStatusFilter; keyword?: string } = {}) =>
  `${ORDERS_DESK_PATH}${ordersSearch(
    'orders',
    { auctionDate: date, session: filters.session ?? '', status: filters.status ?? '', buyer: '', keyword: filters.keyword ?? '' },
    1,
  )}`;
const claimsHref = (state: ClaimDeskState, keyword = '') => `${CLAIMS_PATH}${claimsSearch({ state, keyword }, 1)}`;
const count = (n: number) => String(n);

/** The cards of the answer (the role's: the server answers null for the others), in the domain's order. */
export function dashboardCards(data: Dashboard): DashboardCardView[] {
  const date = data.auctionDate;
  const cards: DashboardCardView[] = [];
  if (data.orders) {
    const o = data.orders;
    const figures: DashboardFigure[] = [
      { label: '今日订单', value: count(o.total), href: ordersHref(date) },
      { label: DESK_STATUS_FILTERS.picking.name, value: count(o.picking), href: ordersHref(date, { status: 'picking' }) },
      { label: DESK_STATUS_FILTERS.packed.name, value: count(o.packed), href: ordersHref(date, { status: 'packed' }) },
      { label: '成交扎数', value: count(o.bundles), href: ordersHref(date) },
      { label: DASHBOARD_TEXTS.goodsValue, value: `￥${o.value}`, href: ordersHref(date) },
    ];
    cards.push({
      key: 'orders',
      title: DASHBOARD_CARDS.orders.title,
      figures,
      table: {
        caption: '各场次订单',
        columns: ['全部', ...DESK_STATUS_FILTER_CODES.map((status) => DESK_STATUS_FILTERS[status].name)],
        rows: o.sessions.map((s) => {
          const name = SESSIONS[s.session].name;
          return {
            label: name,
            cells: [
              { label: `${name} 全部`, value: count(s.total), href: ordersHref(date, { session: s.session }) },
              ...s.byStatus.map((cell) => ({
                label: `${name} ${DESK_STATUS_FILTERS[cell.status].name}`,
                value: count(cell.count),
                href: ordersHref(date, { session: s.session, status: cell.status }),
              })),
            ],
          };
        }),
      },
      lists: [
        {
          title: '热销品种',
          empty: '今天还没有成交',
          items: o.topVarieties.map((v) => ({ label: v.name, value: `${v.bundles}扎`, href: ordersHref(date, { keyword: v.name }) })),
        },
      ],
    });
  }
  if (data.claims) {
    const c = data.claims;
    cards.push({
      key: 'claims',
      title: DASHBOARD_CARDS.claims.title,
      figures: [
        ...c.byState.map(({ state, count: n }) => ({
          label: CLAIM_DESK_STATES[state].label,
          value: count(n),
          href: claimsHref(state),
        })),
        // The desk's 超时未回复 view: its total is this figure (the same condition, services/dashboard.ts).
        {
          label: CLAIM_DESK_STATES.overdue.label,
          value: count(c.overdue),
          href: claimsHref('overdue'),
          tone: c.overdue > 0 ? 'danger' : 'default',
        },
      ],
      lists: [
        {
          title: '今日供应商售后率',
          empty: '今天还没有成交',
          items: c.supplierRates.map((s) => ({ label: s.supplierName, value: s.rate, href: claimsHref('pending', s.supplierName) })),
        },
      ],
    });
  }
  if (data.payouts) {
    cards.push({
      key: 'payouts',
      title: DASHBOARD_CARDS.payouts.title,
      figures: [
        { label: WITHDRAWAL_STATUS_NAMES.pending, value: count(data.payouts.pending), href: PAYOUTS_PATH },
        { label: `${WITHDRAWAL_STATUS_NAMES.pending}金额`, value: `￥${data.payouts.amount}`, href: PAYOUTS_PATH },
      ],
    });
  }
  return cards;
}
