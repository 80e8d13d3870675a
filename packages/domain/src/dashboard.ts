/**
 * 今日概览 (issue 31, the day at a glance): the back office's landing page. Its figures are the desks' own counts
 * (the server computes each with the desk's own condition, services/dashboard.ts); this module says which cards a
 * role sees and what counts as an overdue claim.
 *
 * Decisions:
 * - A card belongs to the desk it counts for, and a role sees the cards of its own desks (管理员 all): 订单 for
 *   订单履约 (today's orders by session and status, 待配货 / 待发货, bundles and value sold, top varieties), 售后 for
 *   售后理赔 (claims waiting and overdue, the claim rate of today's suppliers), 提现 for 财务 (payouts waiting).
 * - Overdue is the claims desk's own: a claim awaiting a reply (待处理, 处理中) past its 72-hour reply deadline
 *   (claims.ts claimDeadline). `claimOverdueBefore(now)` is the filing instant that deadline means, so the server
 *   counts it in SQL (filed strictly before it) and agrees with the desk's row flag to the millisecond.
 */
import { CLAIM_REPLY_MS } from './claims';
import { staffMay, type StaffDesk, type StaffRole } from './staff';
import { toEpochMs, type Instant } from './time';

/** The dashboard's cards and the desk each counts for. */
export const DASHBOARD_CARDS = {
  orders: { desk: 'orders', title: '订单' },
  claims: { desk: 'claims', title: '售后' },
  payouts: { desk: 'finance', title: '提现' },
} as const satisfies Record<string, { desk: StaffDesk; title: string }>;
export type DashboardCard = keyof typeof DASHBOARD_CARDS;
export const DASHBOARD_CARD_CODES = Object.keys(DASHBOARD_CARDS) as DashboardCard[];

/** The cards a role sees: those of its desks. */
export function dashboardCardsOf(role: StaffRole): DashboardCard[] {
  return DASHBOARD_CARD_CODES.filter((card) => staffMay(role, DASHBOARD_CARDS[card].desk));
}

/** How many varieties the 热销品种 list shows, and how many suppliers the 售后率 list. */
export const DASHBOARD_TOP_VARIETIES = 5;
export const DASHBOARD_TOP_SUPPLIERS = 8;

/** A claim awaiting a reply filed strictly before this instant (epoch ms) is overdue at `now` (claimDeadline). */
export function claimOverdueBefore(now: Instant): number {
  return toEpochMs(now) - CLAIM_REPLY_MS;
}

export const DASHBOARD_TEXTS = {
  title: '今日概览',
  /**
   * The day's value sold is the items' goods (fee_goods, before coupons, member prices and fees): the desks call
   * that figure 商品金额 (the order detail, the orders export), so the card does too, saying what it leaves out — a
   * trial read a bare 成交金额 as the money received.
   */
  goodsValue: '商品金额（优惠前）',
  loadFailed: '今日概览加载失败',
  emptyDay: '今天还没有订单',
  live: '实时更新',
  offline: '实时更新已断开，正在重连',
} as const;
