/**
 * Contracts of the desks' Excel exports (issue 31; issue 30: a month of orders ≤ 10 s with progress). One mechanism
 * for every desk: a desk's start endpoint takes that desk's own list filters (the same fields as its list contract,
 * paging ignored) in the desk's own scope — a role that cannot see a desk cannot export it — and answers a job; the
 * page polls the job's progress (any staff member, their own job only), may cancel it, and downloads its file once.
 *
 * The download is a plain link (the browser saves the file itself, however large): the job id is a 256-bit random
 * secret that only the staff member who started the job ever reads, so the link needs no token (as the buyer's order
 * export, orders.ts exportFile); it works once and for 10 minutes.
 */
import { DESK_EXPORT_STATES } from '@huashi/domain';
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { adminBuyerEndpoints } from './adminBuyers';
import { adminClaimEndpoints } from './adminClaims';
import { adminOrderEndpoints, auctionDay, deskFilters } from './adminOrders';
import { reportDay } from './dayReport';
import { answers, entity, file, whole, XLSX_TYPE } from './answers';
import { body, query } from './fields';
import { withdrawEndpoints } from './withdraw';

/** A job id as sent back: text (an unknown one reads as gone). */
const jobId = z
  .custom<string>(() => true)
  .optional()
  .transform((value) => (typeof value === 'string' ? value.slice(0, 100) : ''));

export const deskExportJobSchema = entity({
  id: z.string(),
  state: z.enum(DESK_EXPORT_STATES),
  /** Rows written so far, of `total` (counted when the job started). */
  rows: whole,
  total: whole,
  /** The name the file is saved under, e.g. 订单履约_2026-11-17.xlsx. */
  fileName: z.string(),
  /** The download link (path under the API base) once done, else ''. */
  href: z.string(),
});
export type DeskExportJob = z.infer<typeof deskExportJobSchema>;

const start = answers(deskExportJobSchema);

export const deskExportEndpoints = endpoints('deskExports', {
  /** 订单履约: the desk's filters; `until` (optional) makes it the auction days auctionDate…until (at most 31). */
  orders: endpoint('POST', '/admin/exports/orders', 'staff:orders', {
    body: body({ ...deskFilters, until: auctionDay }),
    response: start,
  }),
  /** The pick list of the desk's filters (paid orders not yet shipped unless a status is chosen). */
  pickList: endpoint('POST', '/admin/exports/picklist', 'staff:orders', {
    body: adminOrderEndpoints.pickList.schema.querystring,
    response: start,
  }),
  /** 售后理赔: the tab (state) and keyword of the claims desk. */
  claims: endpoint('POST', '/admin/exports/claims', 'staff:claims', {
    body: adminClaimEndpoints.list.schema.querystring,
    response: start,
  }),
  /** 提现打款: the state and keyword of the payouts desk. */
  payouts: endpoint('POST', '/admin/exports/payouts', 'staff:finance', {
    body: withdrawEndpoints.payouts.schema.querystring,
    response: start,
  }),
  /** 账单: one buyer's ledger (the 买家 desk). */
  ledger: endpoint('POST', '/admin/exports/ledger', 'staff:buyers', {
    body: adminBuyerEndpoints.ledger.schema.querystring,
    response: start,
  }),
  /** 日报: the day's report of a day ('' today), as one sheet (栏目, 项目, 笔数, 扎数, 金额) in the PDF's order. */
  dayReport: endpoint('POST', '/admin/exports/day-report', 'staff:finance', {
    body: body({ date: reportDay }),
    response: start,
  }),
  progress: endpoint('GET', '/admin/exports/progress', 'staff', {
    querystring: query({ id: jobId }),
    response: start,
  }),
  cancel: endpoint('POST', '/admin/exports/cancel', 'staff', {
    body: body({ id: jobId }),
    response: start,
  }),
  file: endpoint('GET', '/admin/exports/file', 'public', {
    querystring: query({ id: jobId }),
    /** The .xlsx, or the 410 page of a spent, expired or unknown job. */
    response: { 200: file(XLSX_TYPE), 410: file('text/html; charset=utf-8') },
  }),
});

export type DeskExportKind = 'orders' | 'pickList' | 'claims' | 'payouts' | 'ledger' | 'dayReport';
export type OrdersExportBody = z.input<typeof deskExportEndpoints.orders.schema.body>;
export type PickListExportBody = z.input<typeof deskExportEndpoints.pickList.schema.body>;
export type ClaimsExportBody = z.input<typeof deskExportEndpoints.claims.schema.body>;
export type PayoutsExportBody = z.input<typeof deskExportEndpoints.payouts.schema.body>;
export type LedgerExportBody = z.input<typeof deskExportEndpoints.ledger.schema.body>;
export type DayReportExportBody = z.input<typeof deskExportEndpoints.dayReport.schema.body>;
export type DeskExportIdBody = z.input<typeof deskExportEndpoints.cancel.schema.body>;
