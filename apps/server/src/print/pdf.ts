/**
 * What every printed paper (issue 31) is made with: PDFKit documents set in an embedded, subset CJK font, and the
 * order number's Code128 barcode and QR code.
 *
 * Decisions (read against the installed versions' docs, 2026-11-29):
 * - PDFKit 0.20 (maintained; draws in Node, no browser): it embeds a registered TTF/OTF through fontkit as a SUBSET
 *   of the glyphs used (CFF fonts as CIDFontType0C in FontFile3, with a ToUnicode map so the text can be searched and
 *   copied). A pick list of a whole session stays small, and a printer needs no font of its own.
 * - The font is Noto Sans Hans Regular (Noto Sans CJK SC cut to GB2312, SIL OFL 1.1) from the npm package
 *   @embedpdf/fonts-sc: a plain .otf a fresh `npm ci` installs, 8 MB read and parsed once per process (the package
 *   also ships other weights, which we never read). Its GB2312 set covers the names, addresses and notes of a Chinese market; a
 *   character outside it prints as the font's blank (.notdef), never as another character.
 * - bwip-js 4 encodes the barcodes (Code128 for USB scanners at 发货/已送达, QR for phone cameras); we draw its
 *   encoding (bar widths, the QR matrix) as vector rectangles: sharp at a label printer's 203 dpi, a few hundred bytes,
 *   and synchronous. (Its PNGs, placed as images, made PDFKit write objects in the order its asynchronous image
 *   decoding finished, so the same data gave different bytes now and then.)
 * - Deterministic output: the creation date comes from the data (the auction date or the order's time), never from
 *   the clock, and PDFKit derives the file ID from the document info, so the same data gives the same bytes (the
 *   golden-file tests rely on it).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { pageText } from '@huashi/domain';

export type Pdf = PDFKit.PDFDocument;

/** The ideographic space (U+3000) between the parts of a printed line. */
export const GAP = '\u3000';

/** PDF points per millimetre. */
export const MM = 72 / 25.4;

/** The one font of every paper, as the documents name it. */
const FONT = 'NotoSansHans';

const require = createRequire(import.meta.url);
/** fontkit (PDFKit's font engine; no types of its own): only its parser is used here. */
const fontkit = require('fontkit') as { create(bytes: Uint8Array): object };

let parsedFont: object | null = null;
/**
 * The font, read and parsed once per process (the package exports no path: it is found next to its entry) and handed
 * to every document already parsed, as PDFKit 0.20 accepts: parsing the 8 MB font again for each paper cost more
 * than drawing a label. Each document still makes its own subset of the glyphs it used.
 */
function cjkFont(): object {
  if (!parsedFont) {
    const entry = require.resolve('@embedpdf/fonts-sc');
    parsedFont = fontkit.create(readFileSync(join(dirname(entry), '..', 'fonts', 'NotoSansHans-Regular.otf')));
  }
  return parsedFont;
}

export type PaperOptions = {
  title: string;
  /** The paper's size in points ([width, height]) or a named size ('A4'). */
  size: [number, number] | 'A4';
  margin: number;
  /** From the data (see the decisions above). */
  createdAt: Date;
};

/** An A4 page's frame in points, one for every A4 paper: a 40 pt margin, the width inside it, and the lowest line a
 * table row may start on (the footer's page count sits below). */
export const A4_FRAME = { margin: 40, width: 595.28 - 2 * 40, bottom: 841.89 - 40 - 24 } as const;

/** A new paper: pages buffered (for the page count in the footer), the CJK font registered and chosen. */
export function newPaper(options: PaperOptions): Pdf {
  const doc = new PDFDocument({
    size: options.size,
    margin: options.margin,
    bufferPages: true,
    autoFirstPage: false,
    info: { Title: options.title, Producer: 'Huashi', Creator: 'Huashi', CreationDate: options.createdAt, ModDate: options.createdAt },
  });
  doc.registerFont(FONT, cjkFont() as unknown as Uint8Array);
  doc.font(FONT);
  return doc;
}

/**
 * Lets the server answer other requests between parts of a long paper: PDFKit draws synchronously, and a session's
 * pick list (15,000 lines) or 2,000 labels take seconds. Nothing of PDFKit runs asynchronously here (no images), so
 * the bytes stay the same.
 */
export const breathe = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Ends the paper and resolves with its bytes. */
export function paperBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** One line of text at (x, y), cut with an ellipsis to `width`. */
export function cell(doc: Pdf, text: string, x: number, y: number, width: number, options: PDFKit.Mixins.TextOptions = {}) {
  // One line, always: PDFKit wraps CJK text between any two characters even with lineBreak false, so a long name
  // would run onto the next row (the packing slip's 供应商 did); a height of one line makes its ellipsis cut instead.
  doc.text(text, x, y, { width, height: doc.currentLineHeight(true), lineBreak: false, ellipsis: true, ...options });
}

/** A table's column: x offset from the table's left edge, width, title, alignment. */
export type PaperColumn = readonly [x: number, width: number, title: string, align: 'left' | 'right'];

/** A table's header at (left, y): the column titles at 9 pt and a rule under them across `width`; answers the first row's y. */
export function tableHeader(doc: Pdf, columns: readonly PaperColumn[], left: number, y: number, width: number): number {
  doc.fontSize(9);
  for (const [x, w, title, align] of columns) cell(doc, title, left + x, y, w, { align });
  doc
    .moveTo(left, y + 14)
    .lineTo(left + width, y + 14)
    .lineWidth(0.8)
    .stroke();
  return y + 20;
}

/**
 * How a titled block of rows (a report's section) meets a page's foot: a block of at most `keepWhole` rows is never
 * split — it starts on a new page when the rest of this one cannot hold it (so a short section, the 日报's 对账, stays
 * in one piece); a longer one starts only with its title and first `withTitle` rows on the page, and when it runs on,
 * the next page takes at least `carried` of its rows (never one line alone).
 */
export type KeepRows = { keepWhole: number; withTitle: number; carried: number };

/** Whether a block of `rows` rows under a title of `titleHeight` must start on a new page at y. */
export function blockStartsNewPage(y: number, titleHeight: number, rowHeight: number, rows: number, bottom: number, keep: KeepRows) {
  const first = rows <= keep.keepWhole ? rows : keep.withTitle;
  return y + titleHeight + Math.max(first, 1) * rowHeight > bottom;
}

/** Whether row `index` of a block of `rows` must start a new page at y: no room for it, or the rest would leave too few. */
export function rowStartsNewPage(y: number, rowHeight: number, index: number, rows: number, bottom: number, keep: KeepRows) {
  const room = Math.floor((bottom - y) / rowHeight);
  const left = rows - index;
  return room < 1 || (index > 0 && left > room && left <= keep.carried);
}

/** Writes "第 n / N 页" at the foot of every page. */
export function footPages(doc: Pdf, left: string, margin: number, width: number, foot: number) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc.fontSize(8);
    cell(doc, left, margin, foot, width / 2);
    cell(doc, pageText(i - start + 1, count), margin + width / 2, foot, width / 2, { align: 'right' });
  }
}

/** Quiet zones (modules of white each side) a scanner needs: Code128 10, QR 4. */
const CODE128_QUIET = 10;
const QR_QUIET = 4;

/**
 * The order number as a Code128 barcode filling `width` (its quiet zones included) at (x, y): the bars as filled
 * rectangles from bwip-js's encoding, so they stay sharp on any printer.
 */
export function code128(doc: Pdf, text: string, x: number, y: number, width: number, height: number) {
  const [encoding] = bwipjs.raw({ bcid: 'code128', text });
  const widths = (encoding as { sbs: number[] }).sbs;
  const modules = widths.reduce((sum, w) => sum + w, 0);
  const module = width / (modules + 2 * CODE128_QUIET);
  let at = x + CODE128_QUIET * module;
  widths.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(at, y, w * module, height);
    at += w * module;
  });
  doc.fill('#000000');
}

/** The order number as a QR code of side `side` (its quiet zone included) at (x, y), one rectangle per dark run. */
export function qrCode(doc: Pdf, text: string, x: number, y: number, side: number) {
  const [encoding] = bwipjs.raw({ bcid: 'qrcode', text });
  const { pixs, pixx, pixy } = encoding as { pixs: number[]; pixx: number; pixy: number };
  const module = side / (pixx + 2 * QR_QUIET);
  for (let row = 0; row < pixy; row++) {
    for (let col = 0; col < pixx; col++) {
      if (!pixs[row * pixx + col]) continue;
      let end = col;
      while (end + 1 < pixx && pixs[row * pixx + end + 1]) end++;
      doc.rect(x + (QR_QUIET + col) * module, y + (QR_QUIET + row) * module, (end - col + 1) * module, module);
      col = end;
    }
  }
  doc.fill('#000000');
}
