/**
 * The day's report (日报, A4 portrait, issue 31): the domain's sections in order (packages/domain dayReport.ts, the
 * same lines the Excel sheet holds), each a title and its lines in four columns — 项目, 笔数, 扎数, 金额(元) — with
 * blank cells where a figure does not apply, and the reconciliation last with its 平/不平 line. The footer counts pages.
 *
 * Page breaks (pdf.ts KeepRows): a section of up to 12 lines is printed whole on one page — a trial saw the 对账
 * block's last lines (对账：平) fall alone onto page 2 — so it starts a new page when the rest of this one cannot hold
 * it; a longer list (suppliers, forms) starts with its title and at least 3 lines, runs over pages with （续） on its
 * title, and the next page takes at least 2 of its lines.
 */
import { DAY_REPORT_COLUMNS, formatYuan, type DayReport, type DayReportLine } from '@huashi/domain';
import {
  A4_FRAME,
  blockStartsNewPage,
  cell,
  footPages,
  GAP,
  newPaper,
  paperBytes,
  rowStartsNewPage,
  tableHeader,
  type KeepRows,
  type PaperColumn,
  type Pdf,
} from './pdf';

const { margin: MARGIN, width: WIDTH, bottom: BOTTOM } = A4_FRAME;
const TITLE_ROW = 24;
const LINE_ROW = 15;
const KEEP: KeepRows = { keepWhole: 12, withTitle: 3, carried: 2 };

/** Columns (x offsets from the margin) and their widths; figures align right. */
const COLUMNS = { label: [0, 280], count: [285, 60], bundles: [350, 70], fen: [425, WIDTH - 425] } as const;
const HEADER: readonly PaperColumn[] = [
  [...COLUMNS.label, DAY_REPORT_COLUMNS.label, 'left'],
  [...COLUMNS.count, DAY_REPORT_COLUMNS.count, 'right'],
  [...COLUMNS.bundles, DAY_REPORT_COLUMNS.bundles, 'right'],
  [...COLUMNS.fen, DAY_REPORT_COLUMNS.fen, 'right'],
];

function header(doc: Pdf, report: DayReport): number {
  doc.fontSize(18);
  cell(doc, report.title, MARGIN, MARGIN, WIDTH);
  doc.fontSize(10);
  cell(doc, `日期 ${report.date}${GAP}对账 ${report.reconciliation.verdict}`, MARGIN, MARGIN + 28, WIDTH);
  return tableHeader(doc, HEADER, MARGIN, MARGIN + 50, WIDTH);
}

function sectionTitle(doc: Pdf, title: string, y: number) {
  doc.fontSize(11);
  cell(doc, title, MARGIN, y + 6, WIDTH);
}

function figureLine(doc: Pdf, line: DayReportLine, y: number) {
  doc.fontSize(9);
  cell(doc, line.label, MARGIN + COLUMNS.label[0] + 12, y, COLUMNS.label[1] - 12);
  if (line.count !== null) cell(doc, String(line.count), MARGIN + COLUMNS.count[0], y, COLUMNS.count[1], { align: 'right' });
  if (line.bundles !== null) cell(doc, String(line.bundles), MARGIN + COLUMNS.bundles[0], y, COLUMNS.bundles[1], { align: 'right' });
  if (line.fen !== null) cell(doc, formatYuan(line.fen), MARGIN + COLUMNS.fen[0], y, COLUMNS.fen[1], { align: 'right' });
}

export async function dayReportPdf(report: DayReport): Promise<Buffer> {
  // From the data (pdf.ts): the report's own day, so the same figures give the same bytes.
  const createdAt = new Date(`${report.date}T00:00:00+08:00`);
  const doc = newPaper({ title: report.title, size: 'A4', margin: MARGIN, createdAt });
  doc.addPage();
  let y = header(doc, report);
  for (const section of report.sections) {
    if (blockStartsNewPage(y, TITLE_ROW, LINE_ROW, section.lines.length, BOTTOM, KEEP)) {
      doc.addPage();
      y = header(doc, report);
    }
    sectionTitle(doc, section.title, y);
    y += TITLE_ROW;
    if (section.lines.length === 0) {
      figureLine(doc, { label: '无', count: null, bundles: null, fen: null }, y);
      y += LINE_ROW;
    }
    for (const [index, line] of section.lines.entries()) {
      if (rowStartsNewPage(y, LINE_ROW, index, section.lines.length, BOTTOM, KEEP)) {
        doc.addPage();
        y = header(doc, report);
        sectionTitle(doc, `${section.title}（续）`, y);
        y += TITLE_ROW;
      }
      figureLine(doc, line, y);
      y += LINE_ROW;
    }
  }
  footPages(doc, report.title, MARGIN, WIDTH, BOTTOM + 10);
  return paperBytes(doc);
}
