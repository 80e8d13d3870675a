/**
 * The papers of one order, for the packing floor: the packing slip (装箱单, A4) that goes into the box, and the
 * shipping label (面单, 100 × 150 mm, for thermal label printers) stuck on it. Both carry the order number as a
 * Code128 barcode (a USB scanner types it into 发货/已送达), the label also as a QR code (a phone camera). Several
 * orders make one file: each order starts its own page (a slip) or is one page (a label).
 *
 * Slip: buyer and phone, receiver, address with the delivery way, every standing item with its lot's position,
 * variety, grade, length, supplier, bundles and stems, the buyer's note, and a line to sign. Label: the session,
 * delivery way and carrier large (for sorting), receiver, phone and address, the bundles, the note, the codes.
 */
import { formatShanghaiDateTime, PRINT_KINDS, printSessionText, type SessionType } from '@huashi/domain';
import {
  breathe,
  cell,
  GAP,
  code128,
  footPages,
  MM,
  newPaper,
  paperBytes,
  qrCode,
  tableHeader,
  type PaperColumn,
  type Pdf,
  A4_FRAME,
} from './pdf';

export type OrderPaperItem = {
  positionNo: string;
  flwName: string;
  levelName: string;
  lengthText: string;
  supplierName: string;
  bundles: number;
  stems: number;
};

export type OrderPaper = {
  orderNo: string;
  auctionDate: string;
  session: SessionType;
  createdAt: Date;
  buyerName: string;
  buyerPhone: string;
  rcvUser: string;
  rcvPhone: string;
  address: string;
  /** 自提 or 代收, with the carrier when there is one: 代收 · 顺丰速运. */
  deliveryText: string;
  logisNumber: string;
  notice: string;
  items: OrderPaperItem[];
};

const bundlesOf = (order: OrderPaper) => order.items.reduce((sum, item) => sum + item.bundles, 0);
const stemsOf = (order: OrderPaper) => order.items.reduce((sum, item) => sum + item.stems, 0);

/** The papers' creation date: the latest order's time (from the data, never the clock). */
const latest = (orders: readonly OrderPaper[]) => new Date(Math.max(0, ...orders.map((order) => order.createdAt.getTime())));

// ------------------------------------------------------------------------------------------- packing slip (A4)

const { margin: A4_MARGIN, width: A4_WIDTH, bottom: A4_BOTTOM } = A4_FRAME;
const ITEM_ROW = 18;
/** Item columns: [x offset, width, title, align]. */
const ITEM_COLUMNS = [
  [0, 56, '位置', 'left'],
  [58, 128, '品种', 'left'],
  [188, 50, '等级', 'left'],
  [240, 64, '长度', 'left'],
  [306, 126, '供应商', 'left'],
  [434, 40, '扎数', 'right'],
  [476, A4_WIDTH - 476, '枝数', 'right'],
] as const satisfies readonly PaperColumn[];

function itemHeader(doc: Pdf, y: number): number {
  return tableHeader(doc, ITEM_COLUMNS, A4_MARGIN, y, A4_WIDTH);
}

function itemLine(doc: Pdf, item: OrderPaperItem, y: number) {
  const values = [item.positionNo, item.flwName, item.levelName, item.lengthText, item.supplierName, `${item.bundles}`, `${item.stems}`];
  doc.fontSize(10);
  ITEM_COLUMNS.forEach(([x, width, , align], i) => cell(doc, values[i]!, A4_MARGIN + x, y, width, { align }));
}

function slip(doc: Pdf, order: OrderPaper) {
  doc.addPage();
  doc.fontSize(18);
  cell(doc, PRINT_KINDS.packingSlip.title, A4_MARGIN, A4_MARGIN, 200);
  code128(doc, order.orderNo, A4_MARGIN + A4_WIDTH - 220, A4_MARGIN, 220, 40);
  doc.fontSize(10);
  cell(doc, order.orderNo, A4_MARGIN + A4_WIDTH - 220, A4_MARGIN + 44, 220, { align: 'center' });
  const facts: [string, string][] = [
    ['订单号', order.orderNo],
    ['拍卖日期', `${order.auctionDate}${GAP}${printSessionText(order.session)}`],
    ['下单时间', formatShanghaiDateTime(order.createdAt) ?? ''],
    ['买家', `${order.buyerName}${GAP}${order.buyerPhone}`],
    ['收货人', `${order.rcvUser}${GAP}${order.rcvPhone}`],
    ['配送方式', [order.deliveryText, order.logisNumber].filter(Boolean).join(GAP)],
  ];
  let y = A4_MARGIN + 70;
  doc.fontSize(10);
  for (const [label, value] of facts) {
    cell(doc, label, A4_MARGIN, y, 60);
    cell(doc, value, A4_MARGIN + 64, y, A4_WIDTH - 64);
    y += 16;
  }
  cell(doc, '收货地址', A4_MARGIN, y, 60);
  doc.text(order.address, A4_MARGIN + 64, y, { width: A4_WIDTH - 64 });
  y = Math.max(y + 16, doc.y + 2);
  cell(doc, '备注', A4_MARGIN, y, 60);
  doc.text(order.notice || '无', A4_MARGIN + 64, y, { width: A4_WIDTH - 64 });
  y = Math.max(y + 16, doc.y + 2) + 10;
  y = itemHeader(doc, y);
  for (const item of order.items) {
    if (y + ITEM_ROW > A4_BOTTOM - 40) {
      doc.addPage();
      doc.fontSize(10);
      cell(doc, `${PRINT_KINDS.packingSlip.title} ${order.orderNo}（续）`, A4_MARGIN, A4_MARGIN, A4_WIDTH);
      y = itemHeader(doc, A4_MARGIN + 24);
    }
    itemLine(doc, item, y);
    y += ITEM_ROW;
  }
  doc
    .moveTo(A4_MARGIN, y)
    .lineTo(A4_MARGIN + A4_WIDTH, y)
    .lineWidth(0.8)
    .stroke();
  doc.fontSize(11);
  cell(doc, `合计${GAP}${order.items.length} 个品种${GAP}${bundlesOf(order)} 扎${GAP}${stemsOf(order)} 枝`, A4_MARGIN, y + 8, A4_WIDTH, {
    align: 'right',
  });
  cell(doc, `配货人：__________${GAP}复核人：__________${GAP}日期：__________`, A4_MARGIN, y + 40, A4_WIDTH);
}

/** Packing slips of `orders`, each from a new page. */
export async function packingSlipsPdf(orders: readonly OrderPaper[]): Promise<Buffer> {
  const title = PRINT_KINDS.packingSlip.title;
  const doc = newPaper({ title, size: 'A4', margin: A4_MARGIN, createdAt: latest(orders) });
  for (const [i, order] of orders.entries()) {
    if (i % 20 === 19) await breathe();
    slip(doc, order);
  }
  footPages(doc, orders.length === 1 ? `${title} ${orders[0]!.orderNo}` : title, A4_MARGIN, A4_WIDTH, A4_BOTTOM + 10);
  return paperBytes(doc);
}

// ------------------------------------------------------------------------------------ shipping label (100 × 150 mm)

export const LABEL_SIZE: [number, number] = [100 * MM, 150 * MM];
const L_MARGIN = 4 * MM;
const L_WIDTH = LABEL_SIZE[0] - 2 * L_MARGIN;

function label(doc: Pdf, order: OrderPaper) {
  doc.addPage();
  const x = L_MARGIN;
  let y = L_MARGIN;
  // Sorting line: the session large, the date, the delivery way and carrier.
  doc.rect(x, y, 34, 34).lineWidth(1.5).stroke();
  doc.fontSize(24);
  cell(doc, order.session, x, y + 3, 34, { align: 'center' });
  doc.fontSize(14);
  cell(doc, order.deliveryText, x + 42, y, L_WIDTH - 42);
  doc.fontSize(9);
  cell(doc, `${order.auctionDate}${GAP}${printSessionText(order.session)}`, x + 42, y + 21, L_WIDTH - 42);
  y += 42;
  doc
    .moveTo(x, y)
    .lineTo(x + L_WIDTH, y)
    .lineWidth(1)
    .stroke();
  // Receiver.
  y += 6;
  doc.fontSize(9);
  cell(doc, '收', x, y + 3, 14);
  doc.fontSize(16);
  cell(doc, `${order.rcvUser}${GAP}${order.rcvPhone}`, x + 16, y, L_WIDTH - 16);
  y += 24;
  doc.fontSize(12);
  doc.text(order.address, x + 16, y, { width: L_WIDTH - 16, height: 48, ellipsis: true });
  y += 54;
  doc.fontSize(10);
  cell(doc, `共 ${bundlesOf(order)} 扎${GAP}${order.items.length} 个品种${GAP}${stemsOf(order)} 枝`, x + 16, y, L_WIDTH - 16);
  y += 16;
  if (order.logisNumber) cell(doc, `运单号 ${order.logisNumber}`, x + 16, y, L_WIDTH - 16);
  y += 16;
  doc.fontSize(9);
  doc.text(`备注：${order.notice || '无'}`, x + 16, y, { width: L_WIDTH - 16, height: 24, ellipsis: true });
  y += 30;
  doc
    .moveTo(x, y)
    .lineTo(x + L_WIDTH, y)
    .lineWidth(1)
    .stroke();
  // Codes: Code128 across the label, the number under it, the QR code below with the buyer.
  y += 8;
  code128(doc, order.orderNo, x, y, L_WIDTH, 64);
  y += 68;
  doc.fontSize(12);
  cell(doc, order.orderNo, x, y, L_WIDTH, { align: 'center' });
  y += 20;
  const qrSide = 80;
  qrCode(doc, order.orderNo, x + L_WIDTH - qrSide, y, qrSide);
  doc.fontSize(9);
  cell(doc, `买家 ${order.buyerName}`, x, y + 4, L_WIDTH - qrSide - 8);
  cell(doc, `下单 ${formatShanghaiDateTime(order.createdAt) ?? ''}`, x, y + 20, L_WIDTH - qrSide - 8);
  cell(doc, PRINT_KINDS.label.title, x, y + 36, L_WIDTH - qrSide - 8);
}

/** Shipping labels of `orders`: one 100 × 150 mm page an order (the data has no packages: one parcel an order). */
export async function labelsPdf(orders: readonly OrderPaper[]): Promise<Buffer> {
  const doc = newPaper({ title: PRINT_KINDS.label.title, size: LABEL_SIZE, margin: L_MARGIN, createdAt: latest(orders) });
  for (const [i, order] of orders.entries()) {
    if (i % 20 === 19) await breathe();
    label(doc, order);
  }
  return paperBytes(doc);
}
