/**
 * The desks' sheets (issue 31): for each desk that exports, its Chinese columns and its rows read by the desk's OWN
 * list query with the desk's filters — so a sheet holds exactly the rows the desk lists, in the desk's order. The
 * orders of a month, the claims, the payouts and a buyer's ledger are read by keyset in batches after one count
 * (db/keyset.ts; issue 30: OFFSET re-read every earlier row on each page, and each page counted the list again); the
 * pick list, a day's lines, pages through its list function.
 */
import type { BuyerLedgerRow, ClaimRow, PayoutRow, PickLine } from '@huashi/api';
import {
  chargeBackLabel,
  CLAIM_DESK_STATES,
  DAY_REPORT_COLUMNS,
  dayReportFileName,
  dayReportRows,
  deskStatusLabel,
  ZONE_NAMES,
  type ClaimDeskState,
  type DayReport,
  type WithdrawalStatus,
} from '@huashi/domain';
import type { AppContext } from '../../context';
import { buyerLedgerBatches } from '../adminBuyers';
import { claimBatches } from '../adminClaims';
import { deskOrderBatches, pickList, type DeskFilters, type DeskOrderExportRow } from '../adminOrders';
import { payoutBatches } from '../withdrawals';
import type { Column, DeskSheet } from './jobs';

/** Rows read per batch (a batch is written, then the event loop breathes). */
export const EXPORT_BATCH = 2000;
/** Rows per batch of the desks whose rows are read with more per row (claims: rates and sibling items; payouts). */
const LIST_BATCH = 500;

/** A desk list paged by its own function: the first page's total, then every page until the last. */
async function pagedRows<R>(read: (page: number, limit: number) => Promise<{ list: R[]; total: number }>, limit = 500) {
  const first = await read(1, limit);
  async function* batches(): AsyncGenerator<R[]> {
    let rows = first.list;
    for (let page = 1; ; page += 1) {
      if (page > 1) rows = (await read(page, limit)).list;
      if (rows.length > 0) yield rows;
      if (rows.length < limit) return;
    }
  }
  return { total: first.total, batches: batches() };
}

/** A sheet of a desk list read page by page through the desk's own list function. */
async function listSheet<R>(
  fileName: string,
  sheetName: string,
  columns: readonly Column<R>[],
  read: (page: number, limit: number) => Promise<{ list: R[]; total: number }>,
  limit?: number,
): Promise<DeskSheet<R>> {
  return { fileName, sheetName, columns, ...(await pagedRows(read, limit)) };
}

const ORDER_COLUMNS: readonly Column<DeskOrderExportRow>[] = [
  { title: '订单号', value: (r) => r.orderNo, width: 22 },
  { title: '拍卖日期', value: (r) => r.auctionDate, width: 12 },
  { title: '场次', value: (r) => ZONE_NAMES[r.session] },
  { title: '状态', value: (r) => r.statusLabel },
  { title: '代下单', value: (r) => r.placedByLabel },
  { title: '买家', value: (r) => r.buyerName, width: 16 },
  { title: '买家手机', value: (r) => r.buyerPhone, width: 14 },
  { title: '收货人', value: (r) => r.rcvUser },
  { title: '收货电话', value: (r) => r.rcvPhone, width: 14 },
  { title: '收货地区', value: (r) => r.rcvPlace, width: 16 },
  { title: '配送方式', value: (r) => r.deliveryTypeLabel },
  { title: '物流公司', value: (r) => r.logisName },
  { title: '物流单号', value: (r) => r.logisNumber, width: 18 },
  { title: '品种', value: (r) => r.varieties, width: 24 },
  { title: '扎数', kind: 'int', value: (r) => r.bundles },
  { title: '实付金额(元)', kind: 'yuan', value: (r) => r.paymentFen },
  { title: '下单时间', kind: 'time', value: (r) => r.createdAt, width: 20 },
  { title: '送达时间', kind: 'time', value: (r) => r.showTime, width: 20 },
  { title: '完成时间', kind: 'time', value: (r) => r.completedAt, width: 20 },
];

/** 订单履约: the desk's orders of a day (or auctionDate…until). */
export async function ordersSheet(ctx: AppContext, filters: DeskFilters): Promise<DeskSheet<DeskOrderExportRow>> {
  const days = filters.until && filters.until !== filters.auctionDate ? `${filters.auctionDate}至${filters.until}` : filters.auctionDate;
  return {
    fileName: `订单履约_${days}.xlsx`,
    sheetName: '订单',
    columns: ORDER_COLUMNS,
    ...(await deskOrderBatches(ctx, filters, EXPORT_BATCH)),
  };
}

const PICK_COLUMNS: readonly Column<PickLine>[] = [
  { title: '库位', value: (r) => r.positionNo },
  { title: '品名', value: (r) => r.flwName, width: 16 },
  { title: '等级', value: (r) => r.levelName },
  { title: '供应商编号', value: (r) => r.supplierId },
  { title: '供应商', value: (r) => r.supplierName, width: 16 },
  { title: '本批次扎数', kind: 'int', value: (r) => r.lotBundles },
  { title: '订单号', value: (r) => r.orderNo, width: 22 },
  { title: '买家', value: (r) => r.buyerName, width: 16 },
  { title: '扎数', kind: 'int', value: (r) => r.bundles },
  { title: '订单状态', value: (r) => deskStatusLabel({ status: r.status, deliveryType: 0 }) },
];

/** The pick list of the desk's filters (paid orders; not yet shipped unless a status is chosen). */
export function pickListSheet(ctx: AppContext, filters: DeskFilters): Promise<DeskSheet<PickLine>> {
  const name = `配货单_${filters.auctionDate}${filters.session ? `_${ZONE_NAMES[filters.session]}` : ''}.xlsx`;
  return listSheet(name, '配货单', PICK_COLUMNS, (page, limit) => pickList(ctx, filters, page, limit), EXPORT_BATCH);
}

const CLAIM_COLUMNS: readonly Column<ClaimRow>[] = [
  { title: '售后编号', kind: 'int', value: (r) => r.id },
  { title: '状态', value: (r) => r.statusLabel },
  { title: '订单号', value: (r) => r.orderNo, width: 22 },
  { title: '买家', value: (r) => r.buyerName, width: 16 },
  { title: '买家手机', value: (r) => r.buyerPhone, width: 14 },
  { title: '品类', value: (r) => r.cateName },
  { title: '品名', value: (r) => r.flwName, width: 16 },
  { title: '等级', value: (r) => r.levelName },
  { title: '供应商编号', value: (r) => r.supplierId },
  { title: '供应商', value: (r) => r.supplierName, width: 16 },
  { title: '售后类型', value: (r) => r.asTypeName },
  { title: '售后扎数', kind: 'int', value: (r) => r.asQty },
  { title: '购买扎数', kind: 'int', value: (r) => r.buyQty },
  { title: '单价(元/枝)', kind: 'yuan', value: (r) => r.buyPrice },
  { title: '售后原因', value: (r) => r.asReason, width: 30 },
  { title: '计算基数(元)', kind: 'yuan', value: (r) => r.baseAmount },
  { title: '公式金额(元)', kind: 'yuan', value: (r) => r.formulaAmount },
  { title: '赔付金额(元)', kind: 'yuan', value: (r) => (r.realAmount === '' ? null : r.realAmount) },
  // The market's charge-back decision (issue 31), as the desk reads it: 已扣款给供应商 / 不扣款 / 未决定, and its reason.
  { title: '供应商扣款', value: (r) => chargeBackLabel(r.chargeBack), width: 14 },
  { title: '扣款原因', value: (r) => r.chargeBackReason, width: 30 },
  { title: '处理说明', value: (r) => r.asNotice, width: 24 },
  { title: '申请时间', kind: 'time', value: (r) => r.filedAt, width: 20 },
  { title: '回复截止', kind: 'time', value: (r) => r.dueAt, width: 20 },
  { title: '处理时间', kind: 'time', value: (r) => r.processedAt, width: 20 },
];

/** 售后理赔: the claims of a tab and keyword, in the desk's order. */
export async function claimsSheet(ctx: AppContext, filters: { state: ClaimDeskState; keyword: string }): Promise<DeskSheet<ClaimRow>> {
  return {
    fileName: `售后理赔_${CLAIM_DESK_STATES[filters.state].label}.xlsx`,
    sheetName: '售后理赔',
    columns: CLAIM_COLUMNS,
    ...(await claimBatches(ctx, filters, LIST_BATCH)),
  };
}

const PAYOUT_COLUMNS: readonly Column<PayoutRow>[] = [
  { title: '提现编号', kind: 'int', value: (r) => r.id },
  { title: '买家', value: (r) => r.buyerName, width: 16 },
  { title: '买家手机', value: (r) => r.buyerPhone, width: 14 },
  { title: '到账金额(元)', kind: 'yuan', value: (r) => r.amount },
  { title: '手续费(元)', kind: 'yuan', value: (r) => r.fee },
  { title: '合计(元)', kind: 'yuan', value: (r) => r.total },
  { title: '状态', value: (r) => r.statusName },
  { title: '户名', value: (r) => r.cardName },
  { title: '卡号', value: (r) => r.cardNumber, width: 22 },
  { title: '开户银行', value: (r) => r.bankName, width: 16 },
  { title: '开户支行', value: (r) => r.bankBranch, width: 20 },
  { title: '开户地区', value: (r) => r.region, width: 20 },
  { title: '驳回原因', value: (r) => r.reason, width: 20 },
  { title: '申请时间', kind: 'time', value: (r) => r.createdAt, width: 20 },
];

/** 提现打款: the withdrawals of a state and keyword. */
export async function payoutsSheet(ctx: AppContext, filters: { state: WithdrawalStatus; keyword: string }): Promise<DeskSheet<PayoutRow>> {
  return {
    fileName: `提现打款_${filters.state}.xlsx`,
    sheetName: '提现',
    columns: PAYOUT_COLUMNS,
    ...(await payoutBatches(ctx, filters, LIST_BATCH)),
  };
}

const LEDGER_COLUMNS: readonly Column<BuyerLedgerRow>[] = [
  { title: '流水号', kind: 'int', value: (r) => r.id },
  { title: '时间', kind: 'time', value: (r) => r.createdAt, width: 20 },
  { title: '收支金额(元)', kind: 'yuan', value: (r) => r.ioValue },
  { title: '冻结变动(元)', kind: 'yuan', value: (r) => r.frozenValue },
  { title: '余额(元)', kind: 'yuan', value: (r) => r.balanceAfter },
  { title: '说明', value: (r) => r.ioNotice, width: 40 },
  { title: '来源', value: (r) => r.refType },
  { title: '关联单号', value: (r) => r.refId, width: 22 },
];

/** 账单: one buyer's ledger, newest first (the 买家 desk). Unknown buyer: the desk's own 404. */
export async function ledgerSheet(ctx: AppContext, buyerId: number): Promise<DeskSheet<BuyerLedgerRow>> {
  return {
    fileName: `买家账单_${buyerId}.xlsx`,
    sheetName: '账单',
    columns: LEDGER_COLUMNS,
    ...(await buyerLedgerBatches(ctx, buyerId, EXPORT_BATCH)),
  };
}

type DayReportRow = ReturnType<typeof dayReportRows>[number];

const DAY_REPORT_SHEET_COLUMNS: readonly Column<DayReportRow>[] = [
  { title: DAY_REPORT_COLUMNS.section, value: (r) => r.section, width: 18 },
  { title: DAY_REPORT_COLUMNS.label, value: (r) => r.label, width: 32 },
  { title: DAY_REPORT_COLUMNS.count, kind: 'int', value: (r) => r.count },
  { title: DAY_REPORT_COLUMNS.bundles, kind: 'int', value: (r) => r.bundles },
  { title: DAY_REPORT_COLUMNS.fen, kind: 'yuan', value: (r) => r.fen, width: 14 },
];

/** 日报: the day's report (services/dayReport.ts) as one sheet, its lines in the PDF's order. */
export function dayReportSheet(report: DayReport): DeskSheet<DayReportRow> {
  const rows = dayReportRows(report);
  async function* batches() {
    yield rows;
  }
  return {
    fileName: dayReportFileName(report.date, 'xlsx'),
    sheetName: '日报',
    columns: DAY_REPORT_SHEET_COLUMNS,
    total: rows.length,
    batches: batches(),
  };
}
