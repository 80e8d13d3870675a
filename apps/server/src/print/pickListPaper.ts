/**
 * The pick list (拣货单, A4 portrait) of an auction date's session: one block per lot in position order (位置, 品种,
 * 等级, 供应商 and the lot's bundles to pull), under it each paid order's bundles with the order number and the
 * buyer, and a box to tick. A lot never splits from its first line: when the page is full the block starts anew on
 * the next page (with 续 on the lot line when its orders run over). The footer counts pages.
 */
import { PRINT_KINDS, printSessionText, type SessionType } from '@huashi/domain';
import { breathe, cell, GAP, footPages, newPaper, paperBytes, tableHeader, type PaperColumn, type Pdf, A4_FRAME } from './pdf';

export type PickLot = {
  positionNo: string;
  flwName: string;
  levelName: string;
  supplierId: string;
  supplierName: string;
  bundles: number;
  orders: { orderNo: string; buyerName: string; bundles: number }[];
};
export type PickListData = { auctionDate: string; session: SessionType | null; lots: PickLot[] };

const { margin: MARGIN, width: WIDTH, bottom: BOTTOM } = A4_FRAME;
const LOT_ROW = 22;
const ORDER_ROW = 16;

/** Columns of a lot line and of an order line (x offsets from the margin). */
const LOT_COLUMNS = { position: 0, variety: 70, supplier: 300, bundles: 440 } as const;
const ORDER_COLUMNS = { tick: 70, orderNo: 88, buyer: 250, bundles: 440 } as const;
const LOT_HEADER: readonly PaperColumn[] = [
  [LOT_COLUMNS.position, 66, '位置', 'left'],
  [LOT_COLUMNS.variety, 226, '品种 / 等级', 'left'],
  [LOT_COLUMNS.supplier, 136, '供应商', 'left'],
  [LOT_COLUMNS.bundles, WIDTH - LOT_COLUMNS.bundles, '扎数', 'right'],
];

function header(doc: Pdf, data: PickListData, totals: { lots: number; orders: number; bundles: number }): number {
  doc.fontSize(18);
  cell(doc, PRINT_KINDS.pickList.title, MARGIN, MARGIN, WIDTH);
  doc.fontSize(10);
  cell(doc, `拍卖日期 ${data.auctionDate}${GAP}场次 ${printSessionText(data.session)}`, MARGIN, MARGIN + 28, WIDTH);
  cell(doc, `批次 ${totals.lots}${GAP}订单 ${totals.orders}${GAP}合计 ${totals.bundles} 扎（仅已付款订单）`, MARGIN, MARGIN + 44, WIDTH);
  return tableHeader(doc, LOT_HEADER, MARGIN, MARGIN + 66, WIDTH);
}

function lotLine(doc: Pdf, lot: PickLot, y: number, continued: boolean) {
  doc.fontSize(11);
  cell(doc, lot.positionNo, MARGIN + LOT_COLUMNS.position, y, 66);
  cell(doc, `${lot.flwName}${GAP}${lot.levelName}${continued ? '（续）' : ''}`, MARGIN + LOT_COLUMNS.variety, y, 226);
  cell(doc, `${lot.supplierName}（${lot.supplierId}）`, MARGIN + LOT_COLUMNS.supplier, y, 136);
  cell(doc, `${lot.bundles} 扎`, MARGIN + LOT_COLUMNS.bundles, y, WIDTH - LOT_COLUMNS.bundles, { align: 'right' });
}

function orderLine(doc: Pdf, line: PickLot['orders'][number], y: number) {
  doc.fontSize(9);
  doc
    .rect(MARGIN + ORDER_COLUMNS.tick, y + 1, 8, 8)
    .lineWidth(0.6)
    .stroke();
  cell(doc, line.orderNo, MARGIN + ORDER_COLUMNS.orderNo, y, 158);
  cell(doc, line.buyerName, MARGIN + ORDER_COLUMNS.buyer, y, 186);
  cell(doc, `${line.bundles} 扎`, MARGIN + ORDER_COLUMNS.bundles, y, WIDTH - ORDER_COLUMNS.bundles, { align: 'right' });
}

export async function pickListPdf(data: PickListData): Promise<Buffer> {
  const createdAt = new Date(`${data.auctionDate}T00:00:00+08:00`);
  const doc = newPaper({ title: `${PRINT_KINDS.pickList.title} ${data.auctionDate}`, size: 'A4', margin: MARGIN, createdAt });
  const orders = new Set(data.lots.flatMap((lot) => lot.orders.map((line) => line.orderNo)));
  const totals = { lots: data.lots.length, orders: orders.size, bundles: data.lots.reduce((sum, lot) => sum + lot.bundles, 0) };
  doc.addPage();
  let y = header(doc, data, totals);
  const newPage = () => {
    doc.addPage();
    y = header(doc, data, totals);
  };
  if (data.lots.length === 0) cell(doc, '没有已付款的订单', MARGIN, y + 8, WIDTH);
  for (const [i, lot] of data.lots.entries()) {
    if (i % 50 === 49) await breathe();
    if (y + LOT_ROW + ORDER_ROW > BOTTOM) newPage();
    lotLine(doc, lot, y + 4, false);
    y += LOT_ROW;
    for (const line of lot.orders) {
      if (y + ORDER_ROW > BOTTOM) {
        newPage();
        lotLine(doc, lot, y + 4, true);
        y += LOT_ROW;
      }
      orderLine(doc, line, y);
      y += ORDER_ROW;
    }
    doc
      .moveTo(MARGIN, y + 2)
      .lineTo(MARGIN + WIDTH, y + 2)
      .lineWidth(0.3)
      .stroke('#999999');
    doc.strokeColor('#000000');
    y += 6;
  }
  footPages(doc, `${PRINT_KINDS.pickList.title} ${data.auctionDate} ${printSessionText(data.session)}`, MARGIN, WIDTH, BOTTOM + 10);
  return paperBytes(doc);
}
