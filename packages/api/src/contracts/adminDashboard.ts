/**
 * Contracts of 今日概览 (issue 31, ours beyond the spec): every figure of the day in one answer (GET /admin/dashboard,
 * any working staff member; the server fills the cards of the caller's role and answers null for the others), and
 * its live stream: a staff ticket (POST /admin/live/ticket) opens GET /admin/live/dashboard?ticket=…, a
 * `text/event-stream` whose `changed` events tell the page to read the figures again (at most one a second).
 * Money crosses the wire as yuan strings; each figure's filter is named in the desk's own codes, so the page links it.
 */
import { CLAIM_DESK_STATE_CODES, DESK_STATUS_FILTER_CODES, type ClaimDeskState, type DeskStatusFilter } from '@huashi/domain';
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, entity, file, isoTime, whole, yuan, zone } from './answers';
import { body, nothing, text } from './fields';

const deskStatuses = DESK_STATUS_FILTER_CODES as [DeskStatusFilter, ...DeskStatusFilter[]];
const claimStates = CLAIM_DESK_STATE_CODES as [ClaimDeskState, ...ClaimDeskState[]];

/** One session's orders of the day: all of them (the desk without a status) and per desk status. */
export const dashboardSessionSchema = entity({
  session: zone,
  total: whole,
  byStatus: z.array(entity({ status: z.enum(deskStatuses), count: whole })),
});

export const dashboardOrdersSchema = entity({
  /** The day's orders on the desk (both sessions). */
  total: whole,
  sessions: z.array(dashboardSessionSchema),
  /** 待配货 and 待发货 of the day, both sessions (the desk's status filters picking and packed). */
  picking: whole,
  packed: whole,
  /** Bundles and their goods value (商品金额, before coupons and fees) of the day's items still standing. */
  bundles: whole,
  value: yuan,
  topVarieties: z.array(entity({ name: z.string(), bundles: whole })),
});
export type DashboardOrders = z.infer<typeof dashboardOrdersSchema>;

export const dashboardClaimsSchema = entity({
  /** The desk's count of each state that waits on the market: 待处理, 处理中, 待赔付. */
  byState: z.array(entity({ state: z.enum(claimStates), count: whole })),
  /** Awaiting a reply (待处理, 处理中) past the 72-hour deadline. */
  overdue: whole,
  /** 售后率 (the desk's claim rate, 30 days) of the suppliers sold today, highest first. */
  supplierRates: z.array(entity({ supplierId: z.string(), supplierName: z.string(), rate: z.string(), delivered: whole, accepted: whole })),
});
export type DashboardClaims = z.infer<typeof dashboardClaimsSchema>;

export const dashboardPayoutsSchema = entity({ pending: whole, amount: yuan });
export type DashboardPayouts = z.infer<typeof dashboardPayoutsSchema>;

export const dashboardSchema = entity({
  /** The auction day counted (the server's clock, Asia/Shanghai). */
  auctionDate: z.string(),
  now: isoTime,
  orders: dashboardOrdersSchema.nullable(),
  claims: dashboardClaimsSchema.nullable(),
  payouts: dashboardPayoutsSchema.nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const staffLiveTicketSchema = entity({ ticket: z.string(), expiresAt: isoTime });

/** The `changed` event: what changed (orders, claims, payouts); the page reads the figures again. */
export const dashboardChangedEventSchema = entity({ areas: z.array(z.enum(['orders', 'claims', 'payouts'])) });
export type DashboardChangedEvent = z.infer<typeof dashboardChangedEventSchema>;

export const adminDashboardEndpoints = endpoints('adminDashboard', {
  figures: endpoint('GET', '/admin/dashboard', 'staff:dashboard', { querystring: nothing, response: answers(dashboardSchema) }),
  ticket: endpoint('POST', '/admin/live/ticket', 'staff:dashboard', { body: nothing, response: answers(staffLiveTicketSchema) }),
  /** The stream; not JSON (a file answer, as the buyer's stock stream): each event is checked on the server. */
  stream: endpoint('GET', '/admin/live/dashboard', 'public', {
    querystring: body({ ticket: text(100) }),
    response: { 200: file('text/event-stream') },
  }),
});
