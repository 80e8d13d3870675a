/**
 * Printed papers of the 订单履约 desk (issue 31): the pick list of a session per lot (拣货单, A4), a packing slip per
 * order (装箱单, A4) and a shipping label per order (面单, 100 × 150 mm) carrying the order number as a Code128
 * barcode and a QR code. The server draws them (apps/server/src/print); this module holds what a person reads of
 * them besides the order's own data: their names, file names, limits and refusals, written once.
 *
 * Decisions:
 * - Only paid orders are printed: an operator's unpaid order (待付款) is neither picked nor packed (adminOrders.ts),
 *   so it has no pick line, no slip and no label; asked for by number it is refused with the desk's own message.
 * - Cancelled items (已撤销) are left out of every paper; an order whose every item was cancelled has none.
 * - One label per order: the data has no packages (an order ships as one parcel), so the label names its bundles.
 * - A batch (the desk's current filter) prints at most PRINT_MAX_ORDERS orders, so one request stays seconds long.
 */
import { ORDER_PAYMENT_MESSAGES } from './orderPayment';
import { SESSIONS, type SessionType } from './sessions';

export const PRINT_KINDS = {
  pickList: { title: '拣货单', file: 'picklist' },
  packingSlip: { title: '装箱单', file: 'packing-slip' },
  label: { title: '面单', file: 'labels' },
} as const;
export type PrintKind = keyof typeof PRINT_KINDS;

/** The most orders one batch of slips or labels takes. */
export const PRINT_MAX_ORDERS = 2000;

export const PRINT_MESSAGES = {
  nothing: '没有可打印的订单',
  tooMany: `一次最多打印${PRINT_MAX_ORDERS}个订单，请缩小筛选范围`,
  unpaid: ORDER_PAYMENT_MESSAGES.unpaidNoFulfilment,
  failed: '打印文件生成失败，请稍后再试',
} as const;

/** What a printed paper covers: one order (its number), or an auction date with its session (both when absent). */
export type PrintScope = { orderNo: string } | { auctionDate: string; session?: SessionType | null };

/** The session as printed: "A 限时直供", or "A 限时直供、C 全天专区" when the paper covers both. */
export function printSessionText(session: SessionType | null | undefined): string {
  const sessions: SessionType[] = session ? [session] : ['A', 'C'];
  return sessions.map((code) => `${code} ${SESSIONS[code].name}`).join('、');
}

/** The scope part of a file name: the order number, or the date with its session (AC for both). */
function scopePart(scope: PrintScope): string {
  return 'orderNo' in scope ? scope.orderNo : `${scope.auctionDate}-${scope.session ?? 'AC'}`;
}

/** The name a paper is saved under, e.g. 拣货单-2026-11-29-A.pdf, 面单-HS202611290000123.pdf. */
export function printFileName(kind: PrintKind, scope: PrintScope): string {
  return `${PRINT_KINDS[kind].title}-${scopePart(scope)}.pdf`;
}

/** The same name in ASCII, for clients that read only `filename=` (e.g. picklist-2026-11-29-A.pdf). */
export function printFileNameAscii(kind: PrintKind, scope: PrintScope): string {
  return `${PRINT_KINDS[kind].file}-${scopePart(scope).replace(/[^\w.-]/g, '_')}.pdf`;
}

/** "第 2 / 5 页". */
export function pageText(page: number, pages: number): string {
  return `第 ${page} / ${pages} 页`;
}
