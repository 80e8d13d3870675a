/**
 * Golden files of the printed papers (issue 31): each layout drawn from fixed data is read back (pdfjs-dist) as its
 * pages' sizes and text runs with their positions, and compared with a JSON file beside this test (`__golden__/`;
 * after an intended layout change, `npx vitest run --project unit apps/server/src/print -u` rewrites them, and the
 * diff is looked at). Also: the same data gives the same bytes; the only font is the CJK font, embedded as a subset;
 * the codes on a label and a slip, rendered at 203 dpi, decode to the order number.
 */
import { describe, expect, it } from 'vitest';
import { labelsPdf, packingSlipsPdf, type OrderPaper } from './orderPapers';
import { pickListPdf, type PickListData } from './pickListPaper';
import { embeddedFonts, pagesJson, pdfCodes, pdfText } from './readPdf';

const golden = (name: string) => `./__golden__/${name}.json`;
const asJson = pagesJson;

const order: OrderPaper = {
  orderNo: 'HS202611290000123',
  auctionDate: '2026-11-29',
  session: 'A',
  createdAt: new Date('2026-11-29T04:05:06Z'),
  buyerName: '春城花艺',
  buyerPhone: '13800001111',
  rcvUser: '李花',
  rcvPhone: '13900002222',
  address: '云南省昆明市呈贡区斗南街道花卉市场A区12号',
  deliveryText: '代收 · 顺丰速运',
  logisNumber: '',
  notice: '请轻放，明早9点前送到',
  items: [
    {
      positionNo: 'A-01-03',
      flwName: '卡罗拉',
      levelName: 'A级',
      lengthText: '50-60cm',
      supplierName: '斗南玫瑰园',
      bundles: 10,
      stems: 200,
    },
    {
      positionNo: 'B-02-11',
      flwName: '白荔枝',
      levelName: 'B级',
      lengthText: '40-50cm',
      supplierName: '晋宁花卉合作社',
      bundles: 3,
      stems: 60,
    },
  ],
};

const pickup: OrderPaper = {
  ...order,
  orderNo: 'HS202611290000124',
  session: 'C',
  buyerName: '大理花坊',
  rcvUser: '王芳',
  address: '云南省大理白族自治州大理市下关镇人民路8号',
  deliveryText: '自提',
  notice: '',
  items: [order.items[1]!],
};

/** Two lots; the second with enough orders to run over a page (续). */
const pickData: PickListData = {
  auctionDate: '2026-11-29',
  session: 'A',
  lots: [
    {
      positionNo: 'A-01-03',
      flwName: '卡罗拉',
      levelName: 'A级',
      supplierId: 'A1023',
      supplierName: '斗南玫瑰园',
      bundles: 13,
      orders: [
        { orderNo: 'HS202611290000123', buyerName: '春城花艺', bundles: 10 },
        { orderNo: 'HS202611290000125', buyerName: '大理花坊', bundles: 3 },
      ],
    },
    {
      positionNo: 'B-02-11',
      flwName: '白荔枝',
      levelName: 'B级',
      supplierId: 'B2001',
      supplierName: '晋宁花卉合作社',
      bundles: 50,
      orders: Array.from({ length: 50 }, (_, i) => ({
        orderNo: `HS2026112900${String(1000 + i).padStart(5, '0')}`,
        buyerName: `花店${i + 1}号`,
        bundles: 1,
      })),
    },
  ],
};

function expectSubsetCjkFontOnly(bytes: Uint8Array) {
  // One font, the CJK one, as a subset (a six-letter tag before its name) in a CFF font file.
  expect(embeddedFonts(bytes)).toEqual([{ baseFont: expect.stringMatching(/^[A-Z]{6}\+NotoSansHans-Regular$/), fontFile: 'FontFile3' }]);
}

describe('pick list (A4)', () => {
  it('lists each lot by position with its paid orders and runs over pages, as the golden file', async () => {
    const bytes = await pickListPdf(pickData);
    const pages = await pdfText(bytes);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toMatchObject({ width: 595.3, height: 841.9 });
    expect(pages[1]!.texts.map((t) => t.text).join(' ')).toMatch(/白荔枝.*B级.*（续）/);
    await expect(asJson(pages)).toMatchFileSnapshot(golden('pickList'));
    expectSubsetCjkFontOnly(bytes);
    // A subset: the whole font is 8 MB; the list carries only its few dozen glyphs.
    expect(bytes.length).toBeLessThan(80_000);
  });

  it('says so when nothing is paid', async () => {
    const pages = await pdfText(await pickListPdf({ auctionDate: '2026-11-29', session: null, lots: [] }));
    expect(pages[0]!.texts.map((t) => t.text)).toEqual(expect.arrayContaining(['没有已付款的订单']));
    expect(pages[0]!.texts.map((t) => t.text).join('')).toContain('A 限时直供、C 全天专区');
  });

  it('gives the same bytes for the same data (creation date and file ID from the data)', async () => {
    expect(Buffer.compare(await pickListPdf(pickData), await pickListPdf(pickData))).toBe(0);
  });
});

describe('packing slip (A4)', () => {
  it('shows buyer, receiver, address, delivery, items with positions, note and the order number, as the golden file', async () => {
    const bytes = await packingSlipsPdf([order, pickup]);
    const pages = await pdfText(bytes);
    expect(pages).toHaveLength(2);
    await expect(asJson(pages)).toMatchFileSnapshot(golden('packingSlip'));
    expectSubsetCjkFontOnly(bytes);
    expect(Buffer.compare(bytes, await packingSlipsPdf([order, pickup]))).toBe(0);
  });

  it('keeps a long supplier name on the line of its item, cut with an ellipsis, never on the next item (a trial found an overlap)', async () => {
    const long = '呈贡斗南花卉种植专业合作社';
    const items = order.items.map((item) => ({ ...item, supplierName: long }));
    const [page] = await pdfText(await packingSlipsPdf([{ ...order, items }]));
    const names = page!.texts.filter((run) => long.startsWith(run.text.replace(/…$/, '')) && run.text.length > 1);
    expect(names.map((run) => run.text)).toEqual(items.map(() => '呈贡斗南花卉种植专业合…'));
    const rows = page!.texts.filter((run) => items.some((item) => run.text === item.flwName)).map((run) => run.y);
    expect(names.map((run) => run.y)).toEqual(rows);
    expect(page!.texts.some((run) => run.text === '社')).toBe(false);
  });

  it('carries the order number as a Code128 barcode a scanner reads', async () => {
    const bytes = await packingSlipsPdf([order]);
    expect(await pdfCodes(bytes, 1)).toEqual([{ format: 'Code128', text: order.orderNo }]);
  });
});

describe('shipping label (100 × 150 mm)', () => {
  it('is one 100 × 150 mm page an order with receiver, address, delivery way and bundles, as the golden file', async () => {
    const bytes = await labelsPdf([order, pickup]);
    const pages = await pdfText(bytes);
    expect(pages.map(({ width, height }) => [width, height])).toEqual([
      [283.5, 425.2],
      [283.5, 425.2],
    ]);
    await expect(asJson(pages)).toMatchFileSnapshot(golden('labels'));
    expectSubsetCjkFontOnly(bytes);
    expect(Buffer.compare(bytes, await labelsPdf([order, pickup]))).toBe(0);
  });

  it('carries the order number as a Code128 barcode and a QR code, both read back at 203 dpi', async () => {
    const bytes = await labelsPdf([order, pickup]);
    expect(await pdfCodes(bytes, 1)).toEqual(
      expect.arrayContaining([
        { format: 'Code128', text: order.orderNo },
        { format: 'QRCode', text: order.orderNo },
      ]),
    );
    expect((await pdfCodes(bytes, 2)).map((code) => code.text)).toEqual([pickup.orderNo, pickup.orderNo]);
  });
});
