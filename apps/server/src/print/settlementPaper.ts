/**
 * The 结算单 (a supplier's settlement, A4 portrait, issue 31): what the market owes one supplier for one period and
 * why, drawn from the settlement's STORED lines and figures (services/settlements.ts keeps them as confirmed), never
 * recomputed: the paper of a confirmed settlement says what 财务 confirmed, whatever happened since.
 *
 * Decisions:
 * - Header: 结算单, the supplier (name and code), the period, the number (JS-<id>, as the bank's 备注), the status.
 * - A draft prints, marked 草稿：未确认，不作付款依据 under the title and in the footer: the desk checks a draft on
 *   paper before confirming it. (Suppliers never get a draft: their route reads confirmed and paid ones only.)
 * - 销售明细: one line per sold item in the stored order (by day), with its kind (往期补结 / 往期冲回, blank for the
 *   period's own), order number, variety and grade, bundles × stems per bundle × settlement price per stem = value
 *   (negative for 往期冲回). Then 供应商扣款 (claim number, order, variety, bundles, reason, amount) and 上期结欠 (the
 *   earlier settlement's number and period, amount).
 * - 结算汇总: net sales (of which 往期补结, 往期冲回), 扣款, 佣金 with its rate, 上期结欠, 应付 — the stored figures.
 *   Then 确认 (time), and once paid 付款 with the bank reference (流水号) and the paid time.
 * - A table runs over pages with its header repeated; a section's title keeps a line under it. Footer counts pages.
 * - Deterministic: the creation date is the confirmation's (a draft's: its computation), pdf.ts.
 */
import {
  commissionRateText,
  formatShanghaiDateTime,
  formatYuan,
  saleKindFen,
  saleLineKindLabel,
  saleValueFen,
  SETTLEMENT_DRAFT_MARK,
  SETTLEMENT_PAPER_TITLE,
  settlementFileName,
  settlementNumber,
  settlementPeriodText,
  settlementStatusLabel,
  type Fen,
  type SettlementCarry,
  type SettlementChargeBack,
  type SettlementSale,
  type SettlementStatus,
} from '@huashi/domain';
import type { FastifyReply } from 'fastify';
import { attachment } from '../http/download';
import { cell, footPages, GAP, newPaper, paperBytes, tableHeader, type PaperColumn, type Pdf, A4_FRAME } from './pdf';

/** One settlement as stored (its lines and the figures it was computed or confirmed with). */
export type SettlementPaper = {
  id: number;
  supplierId: string;
  supplierName: string;
  from: string;
  to: string;
  status: SettlementStatus;
  sales: readonly SettlementSale[];
  chargeBacks: readonly SettlementChargeBack[];
  carries: readonly SettlementCarry[];
  bundles: number;
  stems: number;
  salesFen: Fen;
  chargeBackFen: Fen;
  carriedFen: Fen;
  commissionBp: number;
  commissionFen: Fen;
  owedFen: Fen;
  computedAt: Date;
  confirmedAt: Date | null;
  paidAt: Date | null;
  bankReference: string;
};

const { margin: MARGIN, width: WIDTH, bottom: BOTTOM } = A4_FRAME;
const TITLE_ROW = 24;
const LINE_ROW = 15;

const SALE_COLUMNS: readonly PaperColumn[] = [
  [0, 62, '日期', 'left'],
  [64, 48, '类别', 'left'],
  [114, 100, '订单号', 'left'],
  [216, 100, '品种', 'left'],
  [318, 34, '扎数', 'right'],
  [354, 30, '支/扎', 'right'],
  [386, 67, '结算价(元/支)', 'right'],
  [455, WIDTH - 455, '金额(元)', 'right'],
];
const CHARGE_BACK_COLUMNS: readonly PaperColumn[] = [
  [0, 50, '理赔号', 'left'],
  [52, 100, '订单号', 'left'],
  [154, 90, '品种', 'left'],
  [246, 36, '扎数', 'right'],
  [290, 160, '扣款原因', 'left'],
  [455, WIDTH - 455, '扣款(元)', 'right'],
];
const CARRY_COLUMNS: readonly PaperColumn[] = [
  [0, 100, '结算单', 'left'],
  [102, 200, '期间', 'left'],
  [455, WIDTH - 455, '结欠(元)', 'right'],
];

const timeText = (instant: Date | null) => (instant ? (formatShanghaiDateTime(instant) ?? '').slice(0, 16) : '');

/** Title and the settlement's identity at the top of every page; answers the y below it. */
function pageHead(doc: Pdf, s: SettlementPaper): number {
  doc.fontSize(18);
  cell(doc, SETTLEMENT_PAPER_TITLE, MARGIN, MARGIN, WIDTH / 2);
  doc.fontSize(10);
  cell(doc, `${settlementNumber(s.id)}${GAP}${settlementStatusLabel(s.status)}`, MARGIN + WIDTH / 2, MARGIN + 6, WIDTH / 2, {
    align: 'right',
  });
  cell(doc, `供应商 ${s.supplierName}（${s.supplierId}）${GAP}结算期间 ${settlementPeriodText(s)}`, MARGIN, MARGIN + 28, WIDTH);
  if (s.status !== 'draft') return MARGIN + 50;
  doc.fontSize(12);
  cell(doc, SETTLEMENT_DRAFT_MARK, MARGIN, MARGIN + 46, WIDTH);
  return MARGIN + 68;
}

/** Draws one section: its title, its table's header and rows, over pages as needed; answers the y below it. */
function section<T>(
  doc: Pdf,
  s: SettlementPaper,
  y: number,
  title: string,
  columns: readonly PaperColumn[],
  rows: readonly T[],
  cells: (row: T) => readonly string[],
): number {
  const titled = (at: number, text: string) => {
    doc.fontSize(11);
    cell(doc, text, MARGIN, at + 6, WIDTH);
    return tableHeader(doc, columns, MARGIN, at + TITLE_ROW, WIDTH);
  };
  if (y + TITLE_ROW + 20 + LINE_ROW > BOTTOM) {
    doc.addPage();
    y = pageHead(doc, s);
  }
  y = titled(y, title);
  if (rows.length === 0) {
    doc.fontSize(9);
    cell(doc, '无', MARGIN, y, WIDTH);
    return y + LINE_ROW;
  }
  for (const row of rows) {
    if (y + LINE_ROW > BOTTOM) {
      doc.addPage();
      y = titled(pageHead(doc, s), `${title}（续）`);
    }
    doc.fontSize(9);
    cells(row).forEach((text, i) => {
      const [x, w, , align] = columns[i]!;
      cell(doc, text, MARGIN + x, y, w, { align });
    });
    y += LINE_ROW;
  }
  return y;
}

/** The summary's label/amount lines and the confirmation and payment. */
function summary(doc: Pdf, s: SettlementPaper, y: number): number {
  const lines: [string, string][] = [
    [`销售（净额，${s.bundles} 扎 ${s.stems} 支）`, formatYuan(s.salesFen)],
    ['其中 往期补结', formatYuan(saleKindFen(s.sales, 'late'))],
    ['其中 往期冲回', formatYuan(saleKindFen(s.sales, 'reversal'))],
    ['供应商扣款', formatYuan(-s.chargeBackFen)],
    [`佣金（${commissionRateText(s.commissionBp)}）`, formatYuan(-s.commissionFen)],
    ['上期结欠', formatYuan(s.carriedFen)],
    ['应付供应商', formatYuan(s.owedFen)],
  ];
  const info: string[] = [];
  if (s.confirmedAt) info.push(`确认时间 ${timeText(s.confirmedAt)}`);
  if (s.status === 'paid') info.push(`已付款${GAP}银行流水号 ${s.bankReference}${GAP}付款时间 ${timeText(s.paidAt)}`);
  if (y + TITLE_ROW + (lines.length + info.length + 1) * LINE_ROW > BOTTOM) {
    doc.addPage();
    y = pageHead(doc, s);
  }
  doc.fontSize(11);
  cell(doc, '结算汇总', MARGIN, y + 6, WIDTH);
  y += TITLE_ROW;
  lines.forEach(([label, amount], i) => {
    doc.fontSize(i === lines.length - 1 ? 11 : 9);
    cell(doc, label, MARGIN + 12, y, 300);
    cell(doc, amount, MARGIN + 330, y, WIDTH - 330, { align: 'right' });
    y += LINE_ROW;
  });
  y += 6;
  doc.fontSize(9);
  for (const text of info) {
    cell(doc, text, MARGIN, y, WIDTH);
    y += LINE_ROW;
  }
  return y;
}

export async function settlementPdf(s: SettlementPaper): Promise<Buffer> {
  const title = `${SETTLEMENT_PAPER_TITLE} ${settlementNumber(s.id)}`;
  const doc = newPaper({ title, size: 'A4', margin: MARGIN, createdAt: s.confirmedAt ?? s.computedAt });
  doc.addPage();
  let y = pageHead(doc, s);
  // By day (a stable sort keeps the stored order within a day).
  const byDay = [...s.sales].sort((a, b) => a.auctionDate.localeCompare(b.auctionDate));
  y = section(doc, s, y, '销售明细', SALE_COLUMNS, byDay, (l) => [
    l.auctionDate,
    saleLineKindLabel(l.kind),
    l.orderNo,
    `${l.flwName} ${l.levelName}`.trim(),
    String(l.kind === 'reversal' ? -l.bundles : l.bundles),
    String(l.stemsPerBunch),
    formatYuan(l.priceFen),
    formatYuan(saleValueFen(l)),
  ]);
  y = section(doc, s, y + 6, '供应商扣款', CHARGE_BACK_COLUMNS, s.chargeBacks, (c) => [
    String(c.claimId),
    c.orderNo,
    c.flwName,
    String(c.bundles),
    c.reason,
    formatYuan(-c.amountFen),
  ]);
  if (s.carries.length > 0) {
    y = section(doc, s, y + 6, '上期结欠', CARRY_COLUMNS, s.carries, (c) => [
      settlementNumber(c.settlementId),
      settlementPeriodText(c),
      formatYuan(c.amountFen),
    ]);
  }
  summary(doc, s, y + 6);
  footPages(doc, s.status === 'draft' ? `${title}${GAP}${SETTLEMENT_DRAFT_MARK}` : title, MARGIN, WIDTH, BOTTOM + 10);
  return paperBytes(doc);
}

/** Draws the paper and answers it as a download (结算单-<code>-<period>.pdf), never cached: both routes send it so. */
export async function sendSettlementPdf(reply: FastifyReply, s: SettlementPaper): Promise<FastifyReply> {
  const body = await settlementPdf(s);
  return reply
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', attachment(settlementFileName(s)))
    .send(body);
}
