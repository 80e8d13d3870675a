/**
 * Reads a printed paper back as a person or a scanner would (tests only: the golden files, the e2e check of a printed
 * pick list, the fonts): its text with positions through pdfjs-dist (Mozilla's PDF reader), its embedded fonts from
 * the file's own dictionaries, and the codes on a page rendered at a label printer's 203 dpi (pdfjs-dist on
 * @napi-rs/canvas) and decoded by ZXing (zxing-wasm), so a code that only looks right fails.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);

/** A text run on a page: its string and where it starts (points from the page's bottom left, to 0.1 pt). */
export type PlacedText = { text: string; x: number; y: number };
export type PdfPageText = { width: number; height: number; texts: PlacedText[] };

const round = (n: number) => Math.round(n * 10) / 10;

const open = (bytes: Uint8Array) =>
  getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false, verbosity: 0, isEvalSupported: false }).promise;

/** Every page's size and text runs, in reading order as the file has them. */
export async function pdfText(bytes: Uint8Array): Promise<PdfPageText[]> {
  const pdf = await open(bytes);
  const pages: PdfPageText[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [, , width, height] = page.view;
    const content = await page.getTextContent();
    const texts = content.items.flatMap((item) =>
      'str' in item && item.str.trim() ? [{ text: item.str, x: round(item.transform[4]), y: round(item.transform[5]) }] : [],
    );
    pages.push({ width: round(width!), height: round(height!), texts });
  }
  await pdf.destroy();
  return pages;
}

/** The pages as a golden file's JSON, one text run a line (so a golden file's diff names the runs that moved). */
export function pagesJson(pages: PdfPageText[]): string {
  return `[\n${pages
    .map(
      ({ texts, ...size }) => `{"page": ${JSON.stringify(size)}, "texts": [\n${texts.map((t) => `  ${JSON.stringify(t)}`).join(',\n')}\n]}`,
    )
    .join(',\n')}\n]\n`;
}

/** The fonts the file embeds: their base names and the subtype of their font file (FontFile2 TrueType, FontFile3 CFF). */
export function embeddedFonts(bytes: Uint8Array): { baseFont: string; fontFile: string }[] {
  const text = Buffer.from(bytes).toString('latin1');
  const names = [...text.matchAll(/\/Type \/FontDescriptor[\s\S]*?\/FontName \/([^\s/]+)[\s\S]*?\/(FontFile\d?)/g)];
  return names.map((m) => ({ baseFont: m[1]!, fontFile: m[2]! }));
}

let zxingReady = false;
function zxing() {
  if (zxingReady) return;
  const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer } });
  zxingReady = true;
}

/** The codes on page `n` (1-based) rendered at `dpi`, as ZXing reads them: format and text. */
export async function pdfCodes(bytes: Uint8Array, n: number, dpi = 203): Promise<{ format: string; text: string }[]> {
  zxing();
  const pdf = await open(bytes);
  const page = await pdf.getPage(n);
  const viewport = page.getViewport({ scale: dpi / 72 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  await pdf.destroy();
  const found = await readBarcodes({ data: image.data, width: image.width, height: image.height, colorSpace: 'srgb' } as ImageData, {
    formats: ['Code128', 'QRCode'],
    tryHarder: true,
    maxNumberOfSymbols: 4,
  });
  return found.filter((code) => code.isValid).map((code) => ({ format: code.format, text: code.text }));
}
